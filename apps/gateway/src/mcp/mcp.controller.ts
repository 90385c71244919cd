import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedCaller } from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { McpEndpoint } from './mcp-endpoint.service.js';

/**
 * The Model Context Protocol over Streamable HTTP, stateless (docs/api.md, "MCP"). JSON-RPC rather
 * than REST, so it is left out of the OpenAPI document. The API-key guard runs first, as on every
 * endpoint (401 in the usual error shape); the rate limit is counted per tool call.
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(private readonly endpoint: McpEndpoint) {}

  @Post()
  @HttpCode(200)
  async post(@Caller() caller: AuthenticatedCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
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
