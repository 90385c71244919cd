/**
 * Read cost of the reporting endpoints of issue 13, in one run against the five real apps:
 *   - GET /report of a 300-run scan (100 cells asked 3 times), with its statistics, share of voice,
 *     leaderboard, breakdowns, citations and gap queries;
 *   - GET /trends over 200 past scans;
 *   - GET /scan (the poll) of the same agent, as the reference.
 * The three are interleaved so that drift and other load on the machine hit them alike.
 *
 * The data: one real 100-run scan on the simulator (maxQueries caps a scan at 100 runs), whose runs
 * are copied three times (samples 1–3) into a 300-run completed scan, and 200 completed scans
 * written over the last 89 days with the real scan's statistics, as the finalizer writes them.
 * Each key is used at most 50 times, under the 60 reads per minute limit; nothing is bypassed.
 *
 *   npm run build && node dist/scripts/bench-reports.js [requests per endpoint, default 200]
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { loadConfig } from '#common';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { connectServices } from './cli/service-clients.js';
import { startApps, stopApps, waitForReady } from './stack/app-processes.js';
import { ensureDatabase, ensureInfrastructure } from './stack/infrastructure.js';

const PER_ENDPOINT = Number(process.argv[2] ?? 200);
const USES_PER_KEY = 45;
const PAST_SCANS = 200;
const say = (line: string) => process.stderr.write(`[bench-reports] ${line}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const id = randomBytes(4).toString('hex');
const infra = await ensureInfrastructure(join(process.cwd(), '.data'), say);
const databaseUrl = infra.databaseUrl.replace(/\/[^/]*$/, `/vis_bench_${id}`);
await ensureDatabase(databaseUrl);
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  NATS_URL: infra.natsUrl,
  NATS_PREFIX: `bench_${id}`,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  SIMULATOR_LATENCY_MS: '0',
};
Object.assign(process.env, { NATS_PREFIX: env.NATS_PREFIX, NATS_URL: env.NATS_URL });
const healthPorts: Record<string, NodeJS.ProcessEnv> = {};
for (const app of ['accounts', 'catalog', 'scans', 'platforms'])
  healthPorts[app] = { HEALTH_PORT: String(await freePort()) };
const apps = startApps({ env, perApp: healthPorts, onLine: () => undefined });
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await waitForReady(`${base}/health/ready`, 60_000, () => apps.every((a) => a.child.exitCode === null));
  await db.connect();
  const services = await connectServices(loadConfig(env));
  const accounts = services.get('accounts');
  const account = await accounts.send<CreateAccountResponse>(ACCOUNTS.createAccount, {
    email: `bench-${id}@example.com`,
    plan: 'pro',
  });
  const keyCount = Math.ceil((3 * PER_ENDPOINT + 100) / USES_PER_KEY) + 1;
  const keys = await Promise.all(
    Array.from(
      { length: keyCount },
      async () => (await accounts.send<CreateKeyResponse>(ACCOUNTS.createKey, { accountId: account.accountId })).apiKey,
    ),
  );
  await services.close();
  let uses = 0;
  const key = () => keys[Math.floor(uses++ / USES_PER_KEY)] as string;
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'x-api-key': key() } });
    const body = await res.text();
    return { ms: performance.now() - started, status: res.status, body };
  };

  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const scan = async (body: object) => {
    const { syntheticId, scanId } = (await post('/api/visibility/scan', body)) as {
      syntheticId: number;
      scanId: string;
    };
    for (;;) {
      await new Promise((r) => setTimeout(r, 1_000));
      const poll = JSON.parse((await get(`/api/visibility/scan?syntheticId=${syntheticId}`)).body);
      if (poll.scanInProgress !== true) {
        if (poll.scanAvailable !== true) throw new Error(`the scan did not complete: ${poll.message}`);
        return { syntheticId, scanId };
      }
    }
  };

  say('a real 100-run scan on the simulator …');
  // The agent's default topics come from its domain alone here: a topic of its own fills a 100-run plan.
  const { syntheticId } = await scan({ url: 'https://bench-brand.example/', maxQueries: 4 });
  await post('/api/visibility/topics', {
    syntheticId,
    name: 'Buying questions',
    queries: Array.from({ length: 25 }, (_, i) => ({ query: `Which bench tool is best for use case ${i + 1}?` })),
  });
  const { scanId } = await scan({ syntheticId, maxQueries: 100 });
  const planned = (await db.query(`select total_runs from scans.scans where id = $1`, [scanId])).rows[0].total_runs;
  if (planned !== 100) throw new Error(`the real scan planned ${planned} runs`);

  say(`${PAST_SCANS} past scans and a 300-run scan …`);
  await db.query(
    `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, samples, status, phase, credits_reserved,
       total_runs, completed_runs, succeeded_runs, brand, topics, personas, overall_score, platform_scores, platform_details,
       statistics, simulated, report_token, site_read, site_error, created_at, updated_at, completed_at)
     select 'scn_past' || lpad(g::text, 4, '0'), synthetic_id, account_id, mode, max_queries, samples, status, 'done',
       credits_reserved, total_runs, completed_runs, succeeded_runs, brand, topics, personas,
       greatest(0, least(100, overall_score + (g % 11) - 5)), platform_scores, platform_details, statistics, simulated,
       'past' || g || '${id}', site_read, site_error,
       now() - make_interval(days => 89) + g * interval '10 hours', now(),
       now() - make_interval(days => 89) + g * interval '10 hours'
       from scans.scans, generate_series(1, ${PAST_SCANS}) as g where id = $1`,
    [scanId],
  );
  const bigId = `scn_big${id}`;
  await db.query(
    `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, samples, status, phase, credits_reserved,
       total_runs, completed_runs, succeeded_runs, brand, topics, personas, overall_score, platform_scores, platform_details,
       statistics, simulated, report_token, site_read, site_error, created_at, updated_at, completed_at)
     select $2, synthetic_id, account_id, mode, 100, 3, status, 'done', credits_reserved, 300, 300, 300, brand, topics,
       personas, overall_score, platform_scores, platform_details, null, simulated, 'big' || $2, site_read, site_error,
       now(), now(), now()
       from scans.scans where id = $1`,
    [scanId, bigId],
  );
  await db.query(
    `insert into scans.runs (id, scan_id, ordinal, platform, query_id, query, topic_id, persona_id, sample, status, model,
       raw_response, native_citations, mentioned, position, sentiment, competitors, cited_sources, attempts, latency_ms,
       usage, finished_at)
     select $2 || '.r' || (r.ordinal * 3 + s - 1), $2, r.ordinal * 3 + s - 1, platform, query_id, query, topic_id,
       persona_id, s, status, model, raw_response, native_citations, mentioned, position, sentiment, competitors,
       cited_sources, attempts, latency_ms, usage, finished_at
       from scans.runs r, generate_series(1, 3) as s where r.scan_id = $1`,
    [scanId, bigId],
  );
  const runs = (await db.query(`select count(*)::int as n from scans.runs where scan_id = $1`, [bigId])).rows[0].n;
  if (runs !== 300) throw new Error(`the big scan has ${runs} runs`);

  const paths = {
    poll: `/api/visibility/scan?syntheticId=${syntheticId}`,
    report300: `/api/visibility/report?syntheticId=${syntheticId}&scanId=${bigId}`,
    trends200: `/api/visibility/trends?syntheticId=${syntheticId}&days=90`,
  };
  // Warm-up (the big scan's statistics are computed and kept on its first read, as for any older scan).
  for (let i = 0; i < 5; i++) for (const path of Object.values(paths)) await get(path);
  const check = JSON.parse((await get(paths.trends200)).body);
  const report = JSON.parse((await get(paths.report300)).body);
  if (check.scans < PAST_SCANS || report.queryResults?.length !== 300)
    throw new Error(`unexpected data: ${check.scans} scans in trends, ${report.queryResults?.length} runs in report`);

  const samples: Record<keyof typeof paths, number[]> = { poll: [], report300: [], trends200: [] };
  const sizes: Record<keyof typeof paths, number> = { poll: 0, report300: 0, trends200: 0 };
  for (let i = 0; i < PER_ENDPOINT; i++) {
    for (const name of Object.keys(paths) as (keyof typeof paths)[]) {
      const { ms, status, body } = await get(paths[name]);
      if (status !== 200) throw new Error(`${name}: ${status} ${body.slice(0, 200)}`);
      samples[name].push(ms);
      sizes[name] = body.length;
    }
  }
  const row = (name: keyof typeof paths) => ({
    p50: +percentile(samples[name], 50).toFixed(2),
    p90: +percentile(samples[name], 90).toFixed(2),
    p99: +percentile(samples[name], 99).toFixed(2),
    bodyKiB: +(sizes[name] / 1024).toFixed(1),
  });
  const result = {
    requestsPerEndpoint: PER_ENDPOINT,
    loadAverage: loadavg().map((x) => +x.toFixed(2)),
    trendsScans: check.scans,
    ms: {
      'GET /scan (poll)': row('poll'),
      'GET /report (300-run scan)': row('report300'),
      'GET /trends (200 past scans)': row('trends200'),
    },
    goals: { report300P50Ms: 50, trends200P50Ms: 100 },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await db.end().catch(() => undefined);
  await stopApps(apps, 5_000);
  const nc = await connect({ servers: infra.natsUrl });
  const jsm = await jetstreamManager(nc);
  for await (const name of jsm.streams.names()) if (name.includes(`bench_${id}`)) await jsm.streams.delete(name);
  await nc.close();
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "vis_bench_${id}" with (force)`);
  await admin.end();
  await infra.stop();
}
