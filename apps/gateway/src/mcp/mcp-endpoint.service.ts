import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthenticatedCaller } from '#contracts';
import { HttpErrorFilter } from '../edge/http-error.filter.js';
import { WHAT_IS_SERVICE } from '../edge/service-context.js';
import { CallerRateLimiter } from '../rate-limit/caller-rate-limiter.js';
import { McpTools } from './mcp-tools.js';

const INSTRUCTIONS =
  `${WHAT_IS_SERVICE} Usual flow: get_account (your credits and brand agents) → scan_visibility → get_scan_status ` +
  'until its state is "available" → get_report. Every answer carries `_service`: what you are seeing and the next ' +
  'steps. A failed call is a tool error whose `code` says why (INSUFFICIENT_CREDITS with upgradeUrl, RATE_LIMITED ' +
  'with retryAfterSeconds, AGENT_NOT_FOUND, VALIDATION_ERROR with details per field …).';

/**
 * The MCP server of the gateway (Streamable HTTP, stateless): every POST /mcp gets a fresh server
 * and transport bound to the caller its API key names, so any replica can answer any request and
 * nothing is kept between them. Answers are plain JSON (no SSE stream): every tool answers at once.
 *
 * The low-level `Server` rather than `McpServer`: the tools validate their arguments with the REST
 * endpoints' own DTOs and answer failures in the REST error shape, which McpServer's zod
 * validation (a message without `code` or `_service`) would pre-empt.
 */
@Injectable()
export class McpEndpoint {
  private readonly errors = new HttpErrorFilter();

  constructor(
    private readonly tools: McpTools,
    private readonly limiter: CallerRateLimiter,
  ) {}

  async handle(caller: AuthenticatedCaller, req: Request, res: Response): Promise<void> {
    const server = this.server(caller);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  /** One tool call, counted and answered as the REST request it stands for; a failure is a tool error. */
  async call(caller: AuthenticatedCaller, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const tool = this.tools.find(name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool named ${name}: tools/list names them.`);
    try {
      await this.limiter.count(caller, tool.rateLimit);
      const body = await tool.run(caller, args);
      return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
    } catch (error) {
      const { status, body } = this.errors.toBody(error);
      const answer = { status, ...body };
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
    }
  }

  private server(caller: AuthenticatedCaller): Server {
    const server = new Server(
      { name: 'brand-visibility', title: 'Brand AI-visibility', version: '1.0.0' },
      { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: this.tools.tools.map(({ run: _run, rateLimit: _rateLimit, ...tool }) => tool),
    }));
    server.setRequestHandler(CallToolRequestSchema, (request) =>
      this.call(caller, request.params.name, request.params.arguments ?? {}),
    );
    return server;
  }
}
