import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
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
/**
 * The MCP SDK (with zod and ajv, some 250 modules and 10 MB resident), imported by the first MCP
 * request rather than at boot: most gateways never serve one.
 */
async function loadMcpSdk() {
  const [server, transport, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Server: server.Server, StreamableHTTPServerTransport: transport.StreamableHTTPServerTransport, types };
}
type McpSdk = Awaited<ReturnType<typeof loadMcpSdk>>;
let mcpSdk: Promise<McpSdk> | undefined;

@Injectable()
export class McpEndpoint {
  private readonly errors = new HttpErrorFilter();

  constructor(
    private readonly tools: McpTools,
    private readonly limiter: CallerRateLimiter,
  ) {}

  async handle(caller: AuthenticatedCaller, req: Request, res: Response): Promise<void> {
    mcpSdk ??= loadMcpSdk();
    const sdk = await mcpSdk;
    const server = this.server(sdk, caller);
    const transport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  /** One tool call, counted and answered as the REST request it stands for; a failure is a tool error. */
  async call(
    { types }: McpSdk,
    caller: AuthenticatedCaller,
    name: string,
    args: Record<string, unknown>,
  ): Promise<CallToolResult> {
    const tool = this.tools.find(name);
    if (!tool) throw new types.McpError(types.ErrorCode.InvalidParams, `No tool named ${name}: tools/list names them.`);
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

  private server(sdk: McpSdk, caller: AuthenticatedCaller): Server {
    const server = new sdk.Server(
      { name: 'brand-visibility', title: 'Brand AI-visibility', version: '1.0.0' },
      { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
    );
    server.setRequestHandler(sdk.types.ListToolsRequestSchema, () => ({
      tools: this.tools.tools.map(({ run: _run, rateLimit: _rateLimit, ...tool }) => tool),
    }));
    server.setRequestHandler(sdk.types.CallToolRequestSchema, (request) =>
      this.call(sdk, caller, request.params.name, request.params.arguments ?? {}),
    );
    return server;
  }
}
