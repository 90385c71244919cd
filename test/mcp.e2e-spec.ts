import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const TOOLS = [
  'add_topic',
  'create_persona',
  'get_account',
  'get_public_score',
  'get_report',
  'get_scan_status',
  'list_topics',
  'scan_visibility',
];

/**
 * The MCP server at /mcp driven by the MCP SDK's own client over Streamable HTTP, on a real stack:
 * the tools, their `_service`, tool errors in the REST error shape, the API key and the rate limit.
 */
describe('the MCP server', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let mcp: Client;
  const clients: Client[] = [];

  async function connect(apiKey: string, headers: Record<string, string> = {}): Promise<Client> {
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/mcp`), {
      requestInit: { headers: { 'x-api-key': apiKey, ...headers } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    // The text block carries the same JSON as the structured content, for clients that read only text.
    const text = result.content[0];
    const body = text?.type === 'text' ? JSON.parse(text.text) : undefined;
    expect(result.structuredContent).toEqual(body);
    return { isError: result.isError === true, body };
  }

  beforeAll(async () => {
    stack = await startTestStack({ SIMULATOR_LATENCY_MS: '40' });
    owner = await createAccount(stack, 'pro');
    mcp = await connect(owner.apiKey);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await stack?.stop();
  });

  it('lists its tools, each described for a model with an input schema', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    const scan = tools.find((t) => t.name === 'scan_visibility')!;
    expect(Object.keys(scan.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['url', 'syntheticId', 'mode', 'maxQueries']),
    );
    expect(mcp.getInstructions()).toContain('get_scan_status');
  });

  it('scans to completion, then answers a compact report with the report URL', async () => {
    const started = await call(mcp, 'scan_visibility', { url: 'https://www.mcp-brand.example', maxQueries: 8 });
    expect(started.isError).toBe(false);
    expect(started.body).toMatchObject({ scanTriggered: true, creditsReserved: 8, syntheticId: expect.any(Number) });
    expect(started.body._service.next_steps.length).toBeGreaterThan(0);
    const { syntheticId } = started.body;

    let status = await call(mcp, 'get_scan_status', { syntheticId });
    for (let i = 0; i < 300 && status.body.state === 'running'; i++) {
      expect(status.body.progress.totalQueries).toBe(8);
      await new Promise((r) => setTimeout(r, 200));
      status = await call(mcp, 'get_scan_status', { syntheticId });
    }
    expect(status.body.state).toBe('available');
    expect(status.body._service.what_you_are_seeing).toEqual(expect.any(String));

    const report = await call(mcp, 'get_report', { syntheticId });
    expect(report.isError).toBe(false);
    expect(report.body).toMatchObject({
      syntheticId,
      overallScore: status.body.overallScore,
      answers: 8,
      reportUrl: expect.stringContaining('/reports/'),
    });
    expect(report.body.platforms).toHaveLength(4);
    for (const platform of report.body.platforms) {
      expect(platform).toMatchObject({ assistant: expect.any(String), score: expect.any(Number) });
    }
    expect(Array.isArray(report.body.topCompetitors)).toBe(true);
    expect(Array.isArray(report.body.gapQueries)).toBe(true);
    expect(report.body).not.toHaveProperty('queryResults');
    expect(report.body._service.what_you_are_seeing).toContain('summary');

    // The same scan as the REST report, in a fraction of its size.
    const rest = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(rest.body.overallScore).toBe(report.body.overallScore);
    expect(JSON.stringify(report.body).length).toBeLessThan(JSON.stringify(rest.body).length / 2);
  }, 120_000);

  it('adds and lists topics, creates a persona, shows the account and a public score', async () => {
    const account = await call(mcp, 'get_account');
    expect(account.body).toMatchObject({ plan: 'pro', agentCount: 1, upgradeUrl: expect.any(String) });
    const { syntheticId } = account.body.agents[0];

    const added = await call(mcp, 'add_topic', {
      syntheticId,
      name: 'Pricing',
      queries: ['Which analytics tool is the best value for a small team?'],
    });
    expect(added.body).toMatchObject({ queriesAdded: 1 });
    const topics = await call(mcp, 'list_topics', { syntheticId });
    expect(topics.body.topics.map((t: { name: string }) => t.name)).toContain('Pricing');
    expect(topics.body._service.how_to_use).toEqual(expect.any(String));

    const persona = await call(mcp, 'create_persona', { syntheticId, name: 'Careful buyer', role: 'CTO' });
    expect(persona.isError).toBe(false);
    expect(persona.body.persona).toMatchObject({ name: 'Careful buyer', role: 'CTO' });

    const { slug } = await stack.cli<{ slug: string }>('index', 'publish', '--synthetic-id', String(syntheticId));
    const score = await call(mcp, 'get_public_score', { slug });
    expect(score.body).toMatchObject({ slug, overallScore: expect.any(Number), visibilityLevel: expect.any(String) });
  });

  it('answers failures as tool errors carrying the error code, its fields and `_service`', async () => {
    const missing = await call(mcp, 'get_report', { syntheticId: 999_999 });
    expect(missing.isError).toBe(true);
    expect(missing.body).toMatchObject({ status: 404, code: 'AGENT_NOT_FOUND', success: false });
    expect(missing.body._service.next_steps).toEqual(expect.any(Array));

    const both = await call(mcp, 'scan_visibility', { url: 'https://x.example', syntheticId: 1 });
    expect(both.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(both.body.details).toHaveLength(2);
    const wrongType = await call(mcp, 'get_scan_status', { syntheticId: 'one' });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'syntheticId' }] });
    const unknownField = await call(mcp, 'get_account', { verbose: true });
    expect(unknownField.body.code).toBe('VALIDATION_ERROR');

    const poor = await connect((await createAccount(stack, 'free', 1)).apiKey);
    const broke = await call(poor, 'scan_visibility', { url: 'https://poor.example', maxQueries: 50 });
    expect(broke.isError).toBe(true);
    expect(broke.body).toMatchObject({ status: 402, code: 'INSUFFICIENT_CREDITS', upgradeUrl: expect.any(String) });

    await expect(mcp.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/no_such_tool/);
  });

  it('leaves MCP messages out of POST idempotency: a client sending one Idempotency-Key on all still works', async () => {
    const client = await connect(owner.apiKey, { 'idempotency-key': 'mcp-client-fixed-key' });
    const first = await call(client, 'get_account');
    const second = await call(client, 'list_topics', { syntheticId: first.body.agents[0].syntheticId });
    expect([first.isError, second.isError]).toEqual([false, false]);
  });

  it('refuses a missing or wrong API key with the REST 401', async () => {
    const bad = `vis_${'B'.repeat(32)}`;
    // The SDK's transport fails the handshake with the status and the body of the answer.
    await expect(connect(bad)).rejects.toMatchObject({ code: 401, message: expect.stringContaining('UNAUTHORIZED') });
    const raw = await fetch(`${stack.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(401);
    const body = await raw.json();
    expect(body).toMatchObject({ code: 'UNAUTHORIZED', signup: { url: expect.any(String) } });
    expect(body._service.next_steps).toEqual(expect.any(Array));
    // The default signup URL is a page of the gateway saying how keys are issued here.
    const signup = await fetch(body.signup.url);
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain('account create');
  });

  it("refuses a browser call from another site's origin with 403, and serves the gateway's own origin", async () => {
    const list = (origin: string) =>
      fetch(`${stack.baseUrl}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-api-key': owner.apiKey,
          origin,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const foreign = await list('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'FORBIDDEN', error: expect.stringContaining('CORS_ORIGINS') });
    const own = await list(new URL(stack.baseUrl).origin);
    expect(own.status).toBe(200);
    expect((await own.json()).result.tools).toHaveLength(TOOLS.length);
  });

  it('counts a tool call like the REST request it stands for, in the same budget', async () => {
    const account = await createAccount(stack, 'pro');
    const client = await connect(account.apiKey);
    const rest = api(stack, account.apiKey);
    const before = Number((await rest.get('/api/visibility/account')).headers['x-ratelimit-remaining']);
    await call(client, 'get_account');
    await call(client, 'get_account');
    await client.listTools(); // protocol messages are not tool calls: not counted
    const after = Number((await rest.get('/api/visibility/account')).headers['x-ratelimit-remaining']);
    expect(after).toBe(before - 3);

    // 10 scan triggers per minute per key: one scan, then nine calls that meet it running (free).
    const first = await call(client, 'scan_visibility', { url: 'https://www.limits.example', maxQueries: 100 });
    const { syntheticId } = first.body;
    for (let i = 0; i < 9; i++) {
      const again = await call(client, 'scan_visibility', { syntheticId, maxQueries: 1 });
      expect(again.isError).toBe(false);
    }
    const overRest = await rest.post('/api/visibility/scan', { syntheticId, maxQueries: 1 });
    expect(overRest.status).toBe(429);
    const over = await call(client, 'scan_visibility', { syntheticId, maxQueries: 1 });
    expect(over.isError).toBe(true);
    expect(over.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(over.body.error).toContain('10 scan triggers per minute per API key');
    // Reads have their own budget.
    expect((await call(client, 'get_scan_status', { syntheticId })).isError).toBe(false);
  }, 60_000);
});
