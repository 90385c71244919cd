/**
 * Cost of authentication on a read, measured in one run against the five real apps.
 *
 * The same request is sent three ways to GET /api/visibility/score (the one endpoint where the
 * key is optional, so route, guards and handler are identical and only the authentication differs):
 *   - anonymous: no key, so no authentication at all (the baseline);
 *   - warm key:  a valid key whose lookup the gateway has cached (the usual case);
 *   - cold key:  a key used for the first time (a lookup in the accounts service over NATS).
 * The three kinds are interleaved so that drift hits them alike. The rate limits are not what is
 * measured: each anonymous request comes from its own address (X-Forwarded-For, trusted from
 * loopback through TRUSTED_PROXIES) and each key is used at most 50 times. No production setting bypasses anything.
 *
 *   npm run build && node dist/scripts/bench-auth.js [requests per kind, default 300]
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { loadConfig } from '#common';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { connectServices } from './cli/service-clients.js';
import { startApps, stopApps, waitForReady } from './stack/app-processes.js';
import { ensureDatabase, ensureInfrastructure } from './stack/infrastructure.js';

const PER_KIND = Number(process.argv[2] ?? 300);
const USES_PER_WARM_KEY = 50;
const say = (line: string) => process.stderr.write(`[bench-auth] ${line}\n`);

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

async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
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
  TRUSTED_PROXIES: '127.0.0.1',
};
Object.assign(process.env, { NATS_PREFIX: env.NATS_PREFIX, NATS_URL: env.NATS_URL });
const healthPorts: Record<string, NodeJS.ProcessEnv> = {};
for (const app of ['accounts', 'catalog', 'scans', 'platforms', 'notifications'])
  healthPorts[app] = { HEALTH_PORT: String(await freePort()) };
const apps = startApps({ env, perApp: healthPorts, onLine: () => undefined });
const base = `http://127.0.0.1:${port}`;
try {
  await waitForReady(`${base}/health/ready`, 60_000, () => apps.every((a) => a.child.exitCode === null));
  const services = await connectServices(loadConfig(env));
  const accounts = services.get('accounts');
  const account = await accounts.send<CreateAccountResponse>(ACCOUNTS.createAccount, {
    email: `bench-${id}@example.com`,
    plan: 'pro',
  });
  const newKey = async () =>
    (await accounts.send<CreateKeyResponse>(ACCOUNTS.createKey, { accountId: account.accountId })).apiKey;
  const coldKeys = await Promise.all(Array.from({ length: PER_KIND }, newKey));
  const warmKeys = await Promise.all(Array.from({ length: Math.ceil(PER_KIND / USES_PER_WARM_KEY) }, newKey));
  await services.close();

  const url = `${base}/api/visibility/score?slug=bench-no-such-brand`;
  for (const key of warmKeys) await timedGet(url, { 'x-api-key': key }); // first use fills the cache
  for (let i = 0; i < 20; i++) await timedGet(url, { 'x-forwarded-for': `10.255.0.${i}` }); // warm up the HTTP path
  const samples = { anonymous: [] as number[], warmKey: [] as number[], coldKey: [] as number[] };
  const statuses = new Set<number>();
  for (let i = 0; i < PER_KIND; i++) {
    const runs = [
      ['anonymous', { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }],
      ['warmKey', { 'x-api-key': warmKeys[Math.floor(i / USES_PER_WARM_KEY)] }],
      ['coldKey', { 'x-api-key': coldKeys[i] }],
    ] as const;
    for (const [kind, headers] of runs) {
      const { ms, status } = await timedGet(url, headers);
      statuses.add(status);
      samples[kind].push(ms);
    }
  }
  if ([...statuses].some((s) => s !== 404))
    throw new Error(`unexpected statuses ${[...statuses].join(', ')} (expected 404 only)`);
  const row = (values: number[]) => ({
    p50: +percentile(values, 50).toFixed(2),
    p99: +percentile(values, 99).toFixed(2),
  });
  const result = {
    requestsPerKind: PER_KIND,
    endpoint: 'GET /api/visibility/score?slug=<unknown> (404 after a catalog lookup)',
    ms: { anonymous: row(samples.anonymous), warmKey: row(samples.warmKey), coldKey: row(samples.coldKey) },
    authCostMs: {
      warm: {
        p50: +(percentile(samples.warmKey, 50) - percentile(samples.anonymous, 50)).toFixed(2),
        p99: +(percentile(samples.warmKey, 99) - percentile(samples.anonymous, 99)).toFixed(2),
      },
      cold: {
        p50: +(percentile(samples.coldKey, 50) - percentile(samples.anonymous, 50)).toFixed(2),
        p99: +(percentile(samples.coldKey, 99) - percentile(samples.anonymous, 99)).toFixed(2),
      },
    },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
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
