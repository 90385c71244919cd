import { Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import type { AuthenticatedCaller } from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { McpEndpoint } from './mcp-endpoint.service.js';
import { mcpAllowedOrigins, mcpOriginAllowed } from './mcp-origin.js';

/**
 * The Model Context Protocol over Streamable HTTP, stateless (docs/api.md, "MCP"). JSON-RPC rather
 * than REST, so it is left out of the OpenAPI document. The API-key guard runs first, as on every
 * endpoint (401 in the usual error shape); the rate limit is counted per tool call. A browser
 * request from an origin other than the gateway's own or `CORS_ORIGINS` is refused with 403.
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    private readonly endpoint: McpEndpoint,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowedOrigins = mcpAllowedOrigins(config.PUBLIC_BASE_URL, config.CORS_ORIGINS);
  }

  @Post()
  @HttpCode(200)
  async post(@Caller() caller: AuthenticatedCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    const origin = req.headers.origin;
    if (!mcpOriginAllowed(origin, this.allowedOrigins)) {
      throw new AppError(
        'FORBIDDEN',
        `Origin ${origin} may not call /mcp: only the gateway's own origin and the operator's CORS_ORIGINS may (clients that are not browsers send no Origin).`,
      );
    }
    await this.endpoint.handle(caller, req, res);
  }

  /** No server-initiated stream and no session to end in stateless mode (the transport's own answer). */
  @Get()
  stream(@Res() res: Response): void {
    methodNotAllowed(res);
  }

  @Delete()
  end(@Res() res: Response): void {
    methodNotAllowed(res);
  }
}

function methodNotAllowed(res: Response): void {
  res
    .status(405)
    .setHeader('Allow', 'POST')
    .json({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC with POST.' },
      id: null,
    });
}
