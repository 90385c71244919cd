/**
 * Latency of the scan lifecycle's push channels, measured against the six real apps on this
 * machine's PostgreSQL and NATS (the AI platforms are the simulator at zero latency):
 *
 *  1. Webhook delivery: 100 scans, each with an account webhook endpoint on a loopback receiver
 *     that verifies the Standard Webhooks signature; latency = receiver got scan.completed − the
 *     event's timestamp (taken by the scans service once the scan is finished).
 *  2. SSE fan-out: 100 concurrent event streams on one agent, split over two gateway replicas,
 *     opened with the eventsUrl token (no key); one 100-run scan; lag = a stream read an event −
 *     the event's occurredAt, over every event of every stream.
 *
 *   npm run build && node dist/scripts/bench-events.js [scans, default 100] [streams, default 100]
 *
 * Not a test: figures depend on the machine and its load (printed with `uptime`).
 */

import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '#common';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { connectServices } from './cli/service-clients.js';
import { startApp, startApps, stopApps, waitForReady } from './stack/app-processes.js';
import { ensureDatabase, ensureInfrastructure } from './stack/infrastructure.js';

const SCANS = Number(process.argv[2] ?? 100);
const STREAMS = Number(process.argv[3] ?? 100);
/** POST /scan is limited to 10 a minute per key: scans are spread over accounts. */
const SCANS_PER_ACCOUNT = 5;
const CONCURRENT_SCANS = 10;
const say = (line: string) => process.stderr.write(`[bench-events] ${line}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
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

const stats = (values: number[]) => ({
  n: values.length,
  p50: +percentile(values, 50).toFixed(1),
  p99: +percentile(values, 99).toFixed(1),
  max: +Math.max(...values).toFixed(1),
});

/** Reads an SSE response, calling `onEvent` with each event's data and the time it was read. */
async function readEvents(res: Response, onEvent: (data: Record<string, unknown>, at: number) => void): Promise<void> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    const at = Date.now();
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((l) => l.startsWith('data: '));
      // Live events carry an id; the opening state (no id) is not one.
      if (data && lines.some((l) => l.startsWith('id: '))) onEvent(JSON.parse(data.slice(6)), at);
      end = buffer.indexOf('\n\n');
    }
  }
}

const id = randomBytes(4).toString('hex');
const infra = await ensureInfrastructure(join(process.cwd(), '.data'), say);
const databaseUrl = infra.databaseUrl.replace(/\/[^/]*$/, `/vis_bench_${id}`);
await ensureDatabase(databaseUrl);
const port = await freePort();
const port2 = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  NATS_URL: infra.natsUrl,
  NATS_PREFIX: `bench_${id}`,
  PORT: String(port),
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  SIMULATOR_LATENCY_MS: '0',
  SITE_FETCH_ALLOW_PRIVATE: 'true',
  EVENTS_TOKEN_SECRET: randomBytes(32).toString('hex'),
};
Object.assign(process.env, { NATS_PREFIX: env.NATS_PREFIX, NATS_URL: env.NATS_URL });
const perApp: Record<string, NodeJS.ProcessEnv> = {};
for (const app of ['accounts', 'catalog', 'scans', 'platforms', 'notifications'])
  perApp[app] = { HEALTH_PORT: String(await freePort()) };
const apps = startApps({ env, perApp, onLine: () => undefined });
const second = startApp('gateway', { env: { ...env, PORT: String(port2) }, onLine: () => undefined });
apps.push(second);
const base = `http://127.0.0.1:${port}`;
const base2 = `http://127.0.0.1:${port2}`;

// The loopback receiver: verifies each delivery, records when scan.completed arrived.
const secrets: string[] = [];
const delivered = new Map<string, { at: number; timestamp: string }>();
let forged = 0;
const receiver = createHttpServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = {
      'webhook-id': String(req.headers['webhook-id']),
      'webhook-timestamp': String(req.headers['webhook-timestamp']),
      'webhook-signature': String(req.headers['webhook-signature']),
    };
    const payload = secrets
      .map((s) => {
        try {
          return new Webhook(s).verify(body, headers) as { type: string; timestamp: string; data: { scanId: string } };
        } catch {
          return null;
        }
      })
      .find((p) => p !== null);
    if (!payload) forged += 1;
    else if (payload.type === 'scan.completed' && !delivered.has(payload.data.scanId))
      delivered.set(payload.data.scanId, { at, timestamp: payload.timestamp });
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

try {
  await waitForReady(`${base}/health/ready`, 90_000, () => apps.every((a) => a.child.exitCode === null));
  await waitForReady(`${base2}/health/ready`, 30_000, () => second.child.exitCode === null);
  const services = await connectServices(loadConfig(env));
  const accounts = services.get('accounts');
  const keys: string[] = [];
  for (let i = 0; i < Math.ceil(SCANS / SCANS_PER_ACCOUNT) + 1; i++) {
    const account = await accounts.send<CreateAccountResponse>(ACCOUNTS.createAccount, {
      email: `bench-${id}-${i}@example.com`,
      plan: 'pro',
    });
    keys.push((await accounts.send<CreateKeyResponse>(ACCOUNTS.createKey, { accountId: account.accountId })).apiKey);
  }
  await services.close();
  const post = async (key: string, path: string, body: object, b = base) => {
    const res = await fetch(`${b}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  for (const key of keys) {
    const created = await post(key, '/api/visibility/webhooks', { url: hookUrl, events: ['scan.completed'] });
    if (created.status !== 201) throw new Error(`webhook registration: ${JSON.stringify(created.body)}`);
    secrets.push(String(created.body.secret));
  }

  // 1. Webhook delivery latency over SCANS scans.
  say(`webhooks: ${SCANS} scans, ${CONCURRENT_SCANS} at a time`);
  const scanIds: string[] = [];
  for (let i = 0; i < SCANS; i += CONCURRENT_SCANS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONCURRENT_SCANS, SCANS - i) }, (_, j) => {
        const n = i + j;
        return post(keys[Math.floor(n / SCANS_PER_ACCOUNT)] as string, '/api/visibility/scan', {
          url: `https://bench-${n}.example`,
          maxQueries: 8,
        });
      }),
    );
    for (const t of batch) {
      if (t.status !== 202) throw new Error(`trigger: ${t.status} ${JSON.stringify(t.body)}`);
      scanIds.push(String(t.body.scanId));
    }
    const deadline = Date.now() + 120_000;
    while (!batch.every((t) => delivered.has(String(t.body.scanId)))) {
      if (Date.now() > deadline) throw new Error('webhooks did not all arrive within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const webhookMs = scanIds.map((s) => {
    const d = delivered.get(s);
    return d ? d.at - Date.parse(d.timestamp) : Number.NaN;
  });

  // 2. SSE fan-out: STREAMS streams on one agent, half on each replica, then one scan.
  say(`sse: ${STREAMS} streams over two replicas, one 100-run scan`);
  const key = keys[keys.length - 1] as string;
  const first = await post(key, '/api/visibility/scan', { url: 'https://bench-sse.example', maxQueries: 4 });
  const syntheticId = Number(first.body.syntheticId);
  while (true) {
    const poll = await fetch(`${base}/api/visibility/scan?syntheticId=${syntheticId}`, {
      headers: { 'x-api-key': key },
    });
    if (((await poll.json()) as { scanInProgress?: boolean }).scanInProgress !== true) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = new URL(String(first.body.eventsUrl)).searchParams.get('token');
  const lags: number[] = [];
  let completedStreams = 0;
  const aborts: AbortController[] = [];
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      const abort = new AbortController();
      aborts.push(abort);
      const res = await fetch(
        `${i % 2 ? base2 : base}/api/visibility/scan/events?syntheticId=${syntheticId}&token=${token}`,
        {
          signal: abort.signal,
          // Tokens count as unauthenticated reads (10 a minute per address): one address per stream.
          headers: { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
        },
      );
      if (res.status !== 200) throw new Error(`stream ${i}: HTTP ${res.status}`);
      // Read in the background: the streams stay open while the scan runs.
      void readEvents(res, (data, at) => {
        if (typeof data.occurredAt === 'string') lags.push(at - Date.parse(data.occurredAt));
        if (data.scanAvailable === true) {
          completedStreams += 1;
          abort.abort();
        }
      }).catch(() => undefined);
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  const rescan = await post(key, '/api/visibility/scan', { syntheticId, maxQueries: 100 });
  if (rescan.status !== 202) throw new Error(`sse scan: ${JSON.stringify(rescan.body)}`);
  const deadline = Date.now() + 120_000;
  while (completedStreams < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const a of aborts) a.abort();

  const result = {
    load: execSync('uptime').toString().trim(),
    webhookDelivery: {
      scans: SCANS,
      forgedOrUnverified: forged,
      msFromScanCompletedToReceiver: stats(webhookMs),
    },
    sseFanOut: {
      streams: STREAMS,
      replicas: 2,
      streamsThatSawCompleted: completedStreams,
      eventsRead: lags.length,
      lagMs: stats(lags),
    },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await stopApps(apps, 5_000);
  receiver.closeAllConnections();
  receiver.close();
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
