/**
 * Read cost of issue 19, in one run against the real apps, each endpoint measured against a bare
 * Nest endpoint (scripts/bench-bare-nest.ts: same Node, same Nest and Express, one GET route) in
 * rounds A B B A (A the bare endpoint, B ours), with autocannon at 32 connections for N s a round:
 *   - GET /scan (the poll) of an agent whose scan finished: requests/s as a share of bare, p50, p99
 *     (and the bare endpoint's p99 beside it);
 *   - GET /report of a 100-run scan: requests/s, p50, p99 (plain, and with Accept-Encoding: gzip);
 *   - GET /account and GET /score: requests/s as a share of bare;
 *   - resident memory (RSS) of each app after boot and 60 s after the load;
 *   - CPU per poll per process: the CPU time that the gateway, catalog, scans, accounts and platforms
 *     processes, the PostgreSQL backends of the benchmark's database and the benchmark's own
 *     nats-server spent during the GET /scan rounds, divided by the polls they served;
 *   - the load average, since the machine is shared;
 *   - then, on stacks of their own, the makespan of a 100-run scan at 300 ms simulated latency (cold:
 *     the first scan after boot; warm) against the ideal, and the zero-latency pipeline's runs/s
 *     (scripts/bench-makespan.ts).
 *
 * The rate limits (60 reads a minute per API key) are real: the requests are spread over many keys
 * of one account, each used at most 50 times in any 62-second window (every key is warmed with one
 * GET /account first, so that authentication is measured as it is in a partner's steady state).
 * nats-server is the benchmark's own (its CPU time is the benchmark's alone); PostgreSQL is the
 * shared one, measured through the backends connected to the benchmark's database.
 *
 *   npm run build && npx node dist/scripts/bench-reads.js [seconds per round, default 10] [keys, default 10000] [--no-makespan]
 *     [--apps-dist=<dist of another build>, to measure its apps (a baseline) with this script]
 *     [--profile-gateway=<dir>, a CPU profile of the gateway written there]
 *     [--only=<part of an endpoint's name>, e.g. --only=/scan: those endpoints alone, without the 60 s wait for memory]
 *   GATEWAY_NODE_FLAGS="--perf-basic-prof-only-functions" …: Node flags for the gateway (here, JIT symbols for
 *     `perf record -g -p <gateway pid>`, which samples CPU time where --cpu-prof samples wall time: a socket
 *     write during which the kernel runs the receiving process counts as the gateway's there).
 *   Run it with the project's Node (`npx node …`): the system's may be older, and the apps run on the same.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '#common';
import { ACCOUNTS, CATALOG, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { closeNatsRequests } from '../test/harness/nats-request.js';
import { describeMakespan, makespanSection } from './bench-makespan.js';
import { connectServices } from './cli/service-clients.js';
import { type AppName, startApps, stopApps, waitForReady } from './stack/app-processes.js';
import { ensureDatabase, ensureInfrastructure, startLocalNatsServer } from './stack/infrastructure.js';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const SECONDS = Number(positional[0] ?? 10);
const KEY_COUNT = Number(positional[1] ?? 10_000);
/** `--apps-dist=<dir>`: the apps of another build (a baseline), measured by this script. */
const APPS_DIST = process.argv.find((a) => a.startsWith('--apps-dist='))?.slice('--apps-dist='.length);
/** `--only=<text>`: only the endpoints whose name contains it (e.g. `/scan`), and no wait for memory. */
/** `--profile-gateway=<dir>`: a CPU profile of the gateway (node --cpu-prof), written there when it stops. */
const PROFILE_DIR = process.argv.find((a) => a.startsWith('--profile-gateway='))?.slice('--profile-gateway='.length);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const CONNECTIONS = 32;
const USES_PER_WINDOW = 50;
const WINDOW_MS = 62_000;
const SETTLE_AFTER_LOAD_MS = 60_000;
const MEASURED_APPS: AppName[] = ['gateway', 'catalog', 'scans', 'accounts', 'platforms'];
const say = (line: string) => process.stderr.write(`[bench-reads] ${line}\n`);

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

/** Resident memory of a process in MB (VmRSS of /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/** What an app's /metrics says of its memory (MB): V8's heap (total and used) and memory outside it (Buffers). */
async function heapMb(url: string): Promise<Record<string, number>> {
  const text = await fetch(url)
    .then((res) => res.text())
    .catch(() => '');
  const value = (name: string) => {
    const match = text.match(new RegExp(`^${name} (\\S+)`, 'm'));
    return match ? Math.round(Number(match[1]) / 1024 / 1024) : Number.NaN;
  };
  return {
    heapTotal: value('nodejs_heap_size_total_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}

/** Waits until the processes together use less than 5 % of a core over half a second (at most 30 s). */
async function quiet(pids: number[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    await new Promise((r) => setTimeout(r, 500));
    if (pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before < 25) return;
  }
}

/** User + system CPU time of a process in ms (0 once it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** API keys handed out so that none passes USES_PER_WINDOW reads in a rate-limit window. */
class KeyBudget {
  private readonly slots: { key: string; windowStart: number; used: number }[];
  private cursor = 0;
  overdrawn = 0;

  constructor(keys: string[]) {
    this.slots = keys.map((key) => ({ key, windowStart: 0, used: 0 }));
  }

  take(): string {
    const now = Date.now();
    for (let tried = 0; tried < this.slots.length; tried++) {
      const slot = this.slots[this.cursor] as (typeof this.slots)[number];
      if (now - slot.windowStart > WINDOW_MS) {
        slot.windowStart = now;
        slot.used = 0;
      }
      if (slot.used < USES_PER_WINDOW) {
        slot.used++;
        return slot.key;
      }
      this.cursor = (this.cursor + 1) % this.slots.length;
    }
    // Out of keys: the request goes out anyway and its 429 shows in the round's errors.
    this.overdrawn++;
    return (this.slots[this.cursor] as (typeof this.slots)[number]).key;
  }
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  bytes: number;
}

async function round(url: string, path: string, headers: () => Record<string, string>): Promise<Round> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const fixed = (value: number, digits = 1) => +value.toFixed(digits);

const id = Math.random().toString(16).slice(2, 10);
const natsDir = await mkdtemp(join(tmpdir(), 'bench-reads-nats-'));
const natsPort = await freePort();
const nats = await startLocalNatsServer(natsDir, natsPort);
process.env.NATS_URL = `nats://127.0.0.1:${natsPort}`;
const infra = await ensureInfrastructure(join(process.cwd(), '.data'), say);
const databaseUrl = infra.databaseUrl.replace(/\/[^/]*$/, `/vis_reads_${id}`);
await ensureDatabase(databaseUrl);
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  NATS_URL: infra.natsUrl,
  NATS_PREFIX: `reads_${id}`,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  SIMULATOR_LATENCY_MS: '0',
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
};
Object.assign(process.env, { NATS_PREFIX: env.NATS_PREFIX, NATS_URL: env.NATS_URL });
const perApp: Partial<Record<AppName, NodeJS.ProcessEnv>> = {};
for (const app of ['accounts', 'catalog', 'scans', 'platforms', 'notifications'] as const)
  perApp[app] = { HEALTH_PORT: String(await freePort()) };
const apps = startApps({
  env,
  perApp,
  distDir: APPS_DIST,
  nodeFlags: {
    gateway: [
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      ...(process.env.GATEWAY_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
  },
  onLine: (app, line) => line.includes('"level":50') && say(`${app}: ${line}`),
});
const pidOf = (name: AppName) => apps.find((a) => a.name === name)?.child.pid as number;
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: databaseUrl });
let bare: ChildProcess | undefined;
try {
  await waitForReady(`${base}/health/ready`, 240_000, () => apps.every((a) => a.child.exitCode === null));
  await new Promise((r) => setTimeout(r, 5_000));
  const rssAfterBoot = Object.fromEntries(apps.map((a) => [a.name, rssMb(a.child.pid as number)]));
  await db.connect();

  say(`an account with ${KEY_COUNT} keys …`);
  const services = await connectServices(loadConfig(env));
  const accounts = services.get('accounts');
  const account = await accounts.send<CreateAccountResponse>(ACCOUNTS.createAccount, {
    email: `bench-reads-${id}@example.com`,
    plan: 'pro',
  });
  const keys = [account.apiKey];
  while (keys.length < KEY_COUNT) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, KEY_COUNT - keys.length) }, () =>
        accounts.send<CreateKeyResponse>(ACCOUNTS.createKey, { accountId: account.accountId }),
      ),
    );
    keys.push(...batch.map((k) => k.apiKey));
  }
  const budget = new KeyBudget(keys);

  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-api-key': budget.take(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const scan = async (body: object) => {
    const { syntheticId, scanId } = (await call('POST', '/api/visibility/scan', body)) as {
      syntheticId: number;
      scanId: string;
    };
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const poll = await call('GET', `/api/visibility/scan?syntheticId=${syntheticId}`);
      if (poll.scanInProgress !== true) {
        if (poll.scanAvailable !== true) throw new Error(`the scan did not complete: ${poll.message}`);
        return { syntheticId, scanId };
      }
    }
  };

  say('a real 100-run scan on the simulator …');
  const { syntheticId } = await scan({ url: 'https://bench-reads-brand.example/', maxQueries: 4 });
  await call('POST', '/api/visibility/topics', {
    syntheticId,
    name: 'Buying questions',
    queries: Array.from({ length: 25 }, (_, i) => ({ query: `Which bench tool is best for use case ${i + 1}?` })),
  });
  const { scanId } = await scan({ syntheticId, maxQueries: 100 });
  const planned = (await db.query(`select total_runs from scans.scans where id = $1`, [scanId])).rows[0].total_runs;
  if (planned !== 100) throw new Error(`the scan planned ${planned} runs, not 100`);
  const slug = `bench-reads-${id}`;
  await services.get('catalog').send(CATALOG.publishIndex, { syntheticId, slug });
  await services.close();

  say(`warming ${keys.length} keys (one GET /account each) …`);
  for (let i = 0; i < keys.length; i += 32) {
    await Promise.all(
      keys.slice(i, i + 32).map((key) => fetch(`${base}/api/visibility/account`, { headers: { 'x-api-key': key } })),
    );
  }

  const bareport = await freePort();
  bare = spawn(process.execPath, ['dist/scripts/bench-bare-nest.js', String(bareport)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    bare?.once('exit', (code) => reject(new Error(`the bare Nest app exited (${code})`)));
    createInterface({ input: bare?.stdout as NodeJS.ReadableStream }).once('line', () => resolve());
  });
  const bareUrl = `http://127.0.0.1:${bareport}`;

  const endpoints: { name: string; path: string; extra: Record<string, string> }[] = [
    { name: 'GET /scan (finished scan)', path: `/api/visibility/scan?syntheticId=${syntheticId}`, extra: {} },
    { name: 'GET /report (100 runs)', path: `/api/visibility/report?syntheticId=${syntheticId}`, extra: {} },
    {
      name: 'GET /report (100 runs, gzip)',
      path: `/api/visibility/report?syntheticId=${syntheticId}`,
      extra: { 'accept-encoding': 'gzip' },
    },
    { name: 'GET /account', path: '/api/visibility/account', extra: {} },
    { name: 'GET /score', path: `/api/visibility/score?slug=${slug}`, extra: {} },
  ];
  if (ONLY) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => e.name.includes(ONLY)));
  const measuredPids = () => {
    const pids: Record<string, number[]> = Object.fromEntries(MEASURED_APPS.map((name) => [name, [pidOf(name)]]));
    pids['nats-server'] = [nats.pid];
    return pids;
  };
  const postgresPids = async () =>
    (await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)).rows.map(
      (r) => r.pid,
    );

  const rows: Record<string, unknown>[] = [];
  const cpuPerRequest: Record<string, string | number>[] = [];
  for (const endpoint of endpoints) {
    say(`${endpoint.name}: rounds bare, ours, ours, bare of ${SECONDS} s …`);
    const bareRounds: Round[] = [];
    const ours: Round[] = [];
    const cpu: Record<string, number> = {};
    for (const which of ['bare', 'ours', 'ours', 'bare'] as const) {
      if (which === 'bare') {
        // The stack's own work after its requests must not fall into the bare round: 10 s after a
        // key's last request the gateway gives the key's unused leased hits back (a KV write per key).
        await new Promise((r) => setTimeout(r, 10_500));
        await quiet(Object.values(measuredPids()).flat());
        bareRounds.push(await round(bareUrl, '/bare', () => ({})));
        continue;
      }
      const pids = { ...measuredPids(), postgres: await postgresPids() };
      const before = Object.fromEntries(Object.entries(pids).map(([k, list]) => [k, list.map(cpuMs)]));
      ours.push(await round(base, endpoint.path, () => ({ 'x-api-key': budget.take(), ...endpoint.extra })));
      for (const [k, list] of Object.entries(pids)) {
        cpu[k] = (cpu[k] ?? 0) + list.reduce((s, pid, i) => s + cpuMs(pid) - (before[k]?.[i] ?? 0), 0);
      }
    }
    const bareRps = mean(bareRounds.map((r) => r.rps));
    const rps = mean(ours.map((r) => r.rps));
    rows.push({
      endpoint: endpoint.name,
      'req/s': fixed(rps),
      'bare req/s': fixed(bareRps),
      'share of bare': `${fixed((100 * rps) / bareRps)}%`,
      'p50 ms': fixed(mean(ours.map((r) => r.p50))),
      'p99 ms': fixed(mean(ours.map((r) => r.p99))),
      // The bare endpoint's own tail on this machine, at the same connections: what the p99 stands beside.
      'bare p99 ms': fixed(mean(bareRounds.map((r) => r.p99))),
      'KB/answer': fixed(mean(ours.map((r) => r.bytes)) / 1024),
      failures: ours.reduce((s, r) => s + r.failures, 0),
    });
    const served = ours.reduce((s, r) => s + r.requests, 0);
    cpuPerRequest.push({
      endpoint: endpoint.name,
      ...Object.fromEntries(Object.entries(cpu).map(([k, ms]) => [k, fixed(ms / served, 3)])),
      total: fixed(Object.values(cpu).reduce((s, ms) => s + ms, 0) / served, 3),
    });
  }
  const loadAfterLoad = loadavg().map((x) => fixed(x, 2));
  const rssRightAfterLoad = Object.fromEntries(apps.map((a) => [a.name, rssMb(a.child.pid as number)]));
  say(`waiting ${SETTLE_AFTER_LOAD_MS / 1000} s for memory to come back …`);
  await new Promise((r) => setTimeout(r, ONLY ? 0 : SETTLE_AFTER_LOAD_MS));
  const rss60sAfterLoad = Object.fromEntries(apps.map((a) => [a.name, rssMb(a.child.pid as number)]));
  // Whether what stays resident is V8's heap (retained objects, or pages it keeps), or memory outside it.
  const heap60sAfterLoad = Object.fromEntries(
    await Promise.all(
      apps.map(async (a) => [
        a.name,
        await heapMb(
          a.name === 'gateway' ? `${base}/metrics` : `http://127.0.0.1:${perApp[a.name]?.HEALTH_PORT}/metrics`,
        ),
      ]),
    ),
  ) as Record<string, Record<string, number>>;
  const bareRss = rssMb(bare.pid as number);

  process.stdout.write(
    `\nGET endpoints, ${CONNECTIONS} connections, rounds bare/ours/ours/bare of ${SECONDS} s (means of two rounds):\n`,
  );
  console.table(rows);
  process.stdout.write('CPU ms per request by process (the first row: CPU per poll):\n');
  console.table(cpuPerRequest);
  process.stdout.write(`Resident memory (MB); the bare Nest app: ${bareRss}\n`);
  console.table(
    apps.map((a) => ({
      app: a.name,
      'after boot': rssAfterBoot[a.name],
      'right after load': rssRightAfterLoad[a.name],
      '60 s after load': rss60sAfterLoad[a.name],
      'of it V8 heap (used)': `${heap60sAfterLoad[a.name]?.heapTotal} (${heap60sAfterLoad[a.name]?.heapUsed})`,
      'external (Buffers)': heap60sAfterLoad[a.name]?.external,
    })),
  );
  process.stdout.write(
    `Load average after the load: ${loadAfterLoad.join(' ')}; now: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}` + `${budget.overdrawn ? `; ${budget.overdrawn} requests had no key left under the limit` : ''}\n`,
  );
  process.stdout.write(
    `${JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, rows, cpuPerRequest, rssAfterBoot, rssRightAfterLoad, rss60sAfterLoad, heap60sAfterLoad, bareRss, loadAfterLoad })}\n`,
  );
} finally {
  bare?.kill('SIGTERM');
  await db.end().catch(() => undefined);
  await stopApps(apps, 5_000);
  await nats.stop();
  await rm(natsDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "vis_reads_${id}" with (force)`);
  await admin.end();
  await infra.stop();
}

// Makespan of a 100-run scan at 300 ms (warm and cold) and the zero-latency pipeline's runs/s
// (scripts/bench-makespan.ts), on stacks of their own once this one is down; `--no-makespan` skips it.
if (!process.argv.includes('--no-makespan')) {
  say('makespan: a 100-run scan at 300 ms, cold then warm, and the zero-latency pipeline …');
  try {
    const figures = await makespanSection({});
    process.stdout.write(`\n${describeMakespan('Makespan (this build)', figures)}\n`);
    process.stdout.write(`${JSON.stringify({ makespan: figures })}\n`);
  } finally {
    await closeNatsRequests();
  }
}
