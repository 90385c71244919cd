import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTopic,
  type Client,
  createPersona,
  createSchedule,
  createVisibilityClient,
  createWebhook,
  deleteSchedule,
  deleteWebhook,
  getAccount,
  getPublicScore,
  getReport,
  getScanStatus,
  getTrends,
  listPersonas,
  listScans,
  listSchedules,
  listTopics,
  listWebhookDeliveries,
  listWebhooks,
  streamScanEvents,
  triggerScan,
} from '../libs/sdk/src/index.js';
import openapi from '../openapi/openapi.json' with { type: 'json' };
import { createAccount, type TestAccount } from './harness/api-client.js';
import { conformanceProblems } from './harness/openapi-conformance.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';
import { WebhookReceiver } from './harness/webhook-receiver.js';

const run = promisify(execFile);
const TSC = resolve('node_modules/typescript/bin/tsc');

/**
 * The partner flow through the generated SDK, every answer checked against openapi/openapi.json
 * (a wrong schema fails here), and a project outside the repository that imports only the built SDK.
 */
describe('the TypeScript SDK against a real stack', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let client: Client;
  const problems: string[] = [];
  const seen: string[] = [];

  /** A client whose every answer is checked against the document. */
  function checkedClient(apiKey?: string): Client {
    const c = createVisibilityClient({ apiKey, baseUrl: stack.baseUrl });
    c.interceptors.response.use(async (response, request) => {
      const path = new URL(request.url).pathname.replace(/\/(whe|sch)_[A-Za-z0-9]+/, '/{id}');
      seen.push(`${request.method} ${path} ${response.status}`);
      // The event stream is text/event-stream: its events are read by the SSE client, not here.
      if (!response.headers.get('content-type')?.includes('json')) return response;
      const body = await response.clone().json();
      problems.push(...conformanceProblems(request.method, path, response.status, body));
      return response;
    });
    return c;
  }

  beforeAll(async () => {
    [stack] = await Promise.all([
      // Loopback webhook receivers are a test-only allowance.
      startTestStack({ SIMULATOR_LATENCY_MS: '60', SITE_FETCH_ALLOW_PRIVATE: 'true' }),
      run(process.execPath, [TSC, '-p', 'libs/sdk/tsconfig.json']),
    ]);
    owner = await createAccount(stack, 'pro');
    client = checkedClient(owner.apiKey);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('triggers, polls to completion (with a Retry-After hint), and reads report, history and trends', async () => {
    const started = await triggerScan({ client, body: { url: 'https://www.sdk-brand.example', maxQueries: 12 } });
    expect(started.response?.status).toBe(202);
    if (!started.data || !('scanTriggered' in started.data)) throw new Error(JSON.stringify(started.error));
    const { syntheticId, scanId } = started.data;
    expect(started.data.creditsReserved).toBe(12);

    let sawRunning = false;
    let overallScore: number | undefined;
    for (let i = 0; i < 400 && overallScore === undefined; i++) {
      const poll = await getScanStatus({ client, query: { syntheticId } });
      if (!poll.data) throw new Error(JSON.stringify(poll.error));
      if (poll.data.state === 'running') {
        sawRunning = true;
        expect(poll.data.progress.totalQueries).toBeGreaterThan(0);
        expect(poll.response?.headers.get('retry-after')).toBe('30');
        await new Promise((r) => setTimeout(r, 150));
      } else if (poll.data.state === 'available') {
        overallScore = poll.data.overallScore;
        expect(poll.data.scanId).toBe(scanId);
        expect(poll.response?.headers.get('retry-after')).toBeNull();
      } else {
        throw new Error(`unexpected state ${poll.data.state}`);
      }
    }
    expect(sawRunning).toBe(true);
    expect(Number.isInteger(overallScore)).toBe(true);

    const report = await getReport({ client, query: { syntheticId } });
    expect(report.data?.overallScore).toBe(overallScore);
    expect(report.data?.queryResults.length).toBe(12);

    const history = await listScans({ client, query: { syntheticId } });
    expect(history.data?.scans.map((s) => s.scanId)).toEqual([scanId]);
    const trends = await getTrends({ client, query: { syntheticId, days: 30 } });
    expect(trends.data?.scans).toBe(1);

    const again = await triggerScan({ client, body: { syntheticId, samples: 2, maxQueries: 8 } });
    expect(again.response?.status).toBe(202);
  }, 120_000);

  it('adds and lists topics and personas, and shows the account', async () => {
    const account = await getAccount({ client });
    const syntheticId = account.data?.agents[0]?.syntheticId;
    if (!syntheticId) throw new Error('no agent');
    const topic = await addTopic({
      client,
      body: { syntheticId, name: 'Pricing', queries: [{ query: 'Which tool is best value?' }] },
    });
    expect(topic.response?.status).toBe(201);
    expect(topic.data?.queriesAdded).toBe(1);
    const topics = await listTopics({ client, query: { syntheticId } });
    expect(topics.data?.topics.map((t) => t.name)).toContain('Pricing');

    const persona = await createPersona({ client, body: { syntheticId, name: 'Careful buyer', role: 'CTO' } });
    expect(persona.response?.status).toBe(201);
    const personas = await listPersonas({ client, query: { syntheticId } });
    expect(personas.data?.personas.map((p) => p.name)).toEqual(['Careful buyer']);
    expect(account.data?.agentCount).toBe(1);
  });

  it('reads a public score without a key, and narrows errors by code', async () => {
    const account = await getAccount({ client });
    const syntheticId = account.data!.agents[0]!.syntheticId;
    const { slug } = await stack.cli<{ slug: string }>('index', 'publish', '--synthetic-id', String(syntheticId));
    const anonymous = checkedClient();
    const score = await getPublicScore({ client: anonymous, query: { slug } });
    expect(score.data).toMatchObject({ slug, visibilityLevel: expect.any(String) });

    // CORS is off by default: no Access-Control-* header, whatever the Origin.
    const cors = await fetch(`${stack.baseUrl}/api/visibility/score?slug=${slug}`, {
      headers: { origin: 'https://app.partner.example' },
    });
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();

    const missing = await getPublicScore({ client: anonymous, query: { slug: 'nobody-here' } });
    expect(missing.error?.code).toBe('NOT_FOUND');
    const badKey = await getPublicScore({ client: checkedClient(`vis_${'B'.repeat(32)}`), query: { slug } });
    expect(badKey.response?.status).toBe(401);
    if (badKey.error?.code === 'UNAUTHORIZED') expect(badKey.error.signup.url).toEqual(expect.any(String));

    const both = await triggerScan({
      client,
      body: { url: 'https://x.example', syntheticId } as unknown as { syntheticId: number },
    });
    expect(both.error?.code).toBe('VALIDATION_ERROR');
    if (both.error?.code === 'VALIDATION_ERROR') expect(both.error.details?.length).toBe(2);

    const poor = await createAccount(stack, 'free', 1);
    const broke = await triggerScan({
      client: checkedClient(poor.apiKey),
      body: { url: 'https://poor.example', maxQueries: 50 },
    });
    expect(broke.response?.status).toBe(402);
    if (broke.error?.code !== 'INSUFFICIENT_CREDITS') throw new Error(JSON.stringify(broke.error));
    expect(broke.error.upgradeUrl).toEqual(expect.any(String));
    expect(broke.error.creditBalance).toBe(1);
  });

  it('follows a scan by its event stream and a webhook, and schedules re-scans', async () => {
    const receiver = await new WebhookReceiver().start();
    const hook = await createWebhook({
      client,
      body: {
        url: receiver.on('/hook', (_n, res) => {
          res.end();
        }),
      },
    });
    expect(hook.response?.status).toBe(201);
    if (!hook.data) throw new Error(JSON.stringify(hook.error));
    const webhooks = await listWebhooks({ client });
    expect(webhooks.data?.webhooks.map((w) => w.id)).toContain(hook.data.webhook.id);

    const account = await getAccount({ client });
    const syntheticId = account.data!.agents[0]!.syntheticId;
    const started = await triggerScan({ client, body: { syntheticId, maxQueries: 6 } });
    expect(started.response?.status).toBe(202);
    const events = await streamScanEvents({ client, query: { syntheticId } });
    const names: string[] = [];
    for await (const event of events.stream) {
      names.push(JSON.stringify(event));
      if (/completed|failed/.test(names.at(-1)!)) break;
    }
    expect(names.join('\n')).toMatch(/completed/);
    // The SSE client reads the stream itself, past the response interceptors: counted here.
    seen.push('GET /api/visibility/scan/events 200');
    await receiver.waitFor('/hook', 1);
    const deliveries = await listWebhookDeliveries({ client, path: { id: hook.data.webhook.id } });
    expect(deliveries.data?.deliveries.length).toBeGreaterThan(0);
    expect((await deleteWebhook({ client, path: { id: hook.data.webhook.id } })).response?.status).toBe(200);

    const schedule = await createSchedule({ client, body: { syntheticId, cadence: 'weekly', maxQueries: 4 } });
    expect(schedule.response?.status).toBe(201);
    if (!schedule.data) throw new Error(JSON.stringify(schedule.error));
    const schedules = await listSchedules({ client, query: { syntheticId } });
    expect(schedules.data?.scheduleCount).toBe(1);
    const gone = await deleteSchedule({ client, path: { id: schedule.data.schedule.id } });
    expect(gone.response?.status).toBe(200);
  }, 120_000);

  it('every answer matched its documented schema', () => {
    const operations = new Set(seen.map((s) => s.split(' ').slice(0, 2).join(' ')));
    const documented = Object.entries(openapi.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...operations].sort()).toEqual(documented.sort());
    expect(problems).toEqual([]);
  });

  it('compiles a project outside the repository that imports only the built SDK, under strict, and runs the flow', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    try {
      const pkg = join(dir, 'node_modules', '@brand-visibility', 'sdk');
      mkdirSync(pkg, { recursive: true });
      cpSync('libs/sdk/package.json', join(pkg, 'package.json'));
      cpSync('libs/sdk/dist', join(pkg, 'dist'), { recursive: true });
      cpSync('test/sdk-consumer/main.ts', join(dir, 'main.ts'));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM'],
            module: 'nodenext',
            moduleResolution: 'nodenext',
            strict: true,
            noUncheckedIndexedAccess: true,
            exactOptionalPropertyTypes: true,
            skipLibCheck: false,
            types: [],
            outDir: 'out',
          },
          files: ['main.ts', 'env.d.ts'],
        }),
      );
      // The one ambient declaration a Node program needs without @types/node.
      writeFileSync(join(dir, 'env.d.ts'), 'declare const process: { env: Record<string, string | undefined> };\n');
      await run(process.execPath, [TSC, '-p', dir]);
      const { stdout } = await run(process.execPath, [join(dir, 'out', 'main.js')], {
        cwd: dir,
        env: { ...process.env, VIS_API_KEY: owner.apiKey, VIS_BASE_URL: stack.baseUrl },
      });
      const result = JSON.parse(stdout);
      expect(result).toMatchObject({
        reportRuns: 8,
        topicCreated: 'Pricing',
        topicCount: expect.any(Number),
        persona: 'Careful buyer',
        personaCount: 1,
        historyScans: 1,
        trendScans: 1,
        notFound: expect.any(String),
        details: 1,
      });
      expect(Number.isInteger(result.overallScore)).toBe(true);
      expect(result.streamedScore).toBe(result.overallScore);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
