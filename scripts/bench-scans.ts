/**
 * The scan pipeline under load, measured in one run against the five real apps (booted by the e2e
 * harness, each stack on its own database and NATS prefix) through the public HTTP API:
 *
 *   (a) makespan of one 100-run scan with SIMULATOR_LATENCY_MS=2000 and PLATFORM_CONCURRENCY=8,
 *       against the ideal ⌈25/8⌉ × 2 s = 8 s (25 runs per platform, 8 at a time); goal ≤ 1.10×.
 *       Measured from the trigger's answer to the last run's finished_at, and to the first poll
 *       that shows the scan available.
 *   (b) runs per second through the whole pipeline (trigger → prepare → JetStream fan-out →
 *       platforms → results → analysis → scores) at zero latency: many 100-run scans at once,
 *       from the first trigger sent to the last run finished; goal ≥ 1,000 runs/s.
 *   (c) GET /scan latency (p50, p99) and requests per second under a fixed load of concurrent
 *       clients for a fixed time.
 *   (d) POST /scan latency (p50, p95) for new domains, one trigger at a time; goal p95 < 200 ms.
 *   (e) overhead of observability (metrics, structured logs with request ids, NATS header
 *       propagation): runs per second of (b)'s workload on this build and on a baseline build from
 *       before it (`--baseline DIR`: its dist directory, beside its package.json), both stacks
 *       up at once, rounds alternating A B B A …, LOG_LEVEL=log on both (access logs on);
 *       goal: this build within 10 % of the baseline. Build a baseline with e.g.
 *       `git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/ &&
 *        (cd /tmp/base && npx tsc -p tsconfig.build.json)`, then `--only e --baseline /tmp/base/dist`.
 *
 * The rate limits (60 reads and 10 triggers per minute per API key) are respected, not bypassed:
 * every scan of (b) has its own account and key, and (c) and (d) spread their requests over
 * hundreds of keys of one account (each key stays under its limits), so that the figures are those
 * of the production code path. Agents are prepared by a small first scan, and given a 25-question
 * topic, before they are measured: (a) and (b) time the scan pipeline, not the site fetch. Brand
 * sites are under `.test` (RFC 2606: never resolves), one registrable domain per agent.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-scans.js [--scans 40] [--clients 50] [--seconds 10] [--triggers 60] [--concurrency 8] [--only a,b,c,d,e] [--profile /tmp/prof] [--baseline DIR --rounds 6]
 *
 * The stacks come from the e2e harness (test/harness/test-stack.ts): tsconfig.build.json excludes
 * test/, but tsc compiles a file that an included one imports, so the build emits
 * dist/test/harness/*.js beside dist/scripts/bench-scans.js and nothing has to move. `npx node`
 * runs the Node of node_modules (24), which the apps are then started with too.
 *
 * Needs PostgreSQL and NATS (JetStream) as the e2e tests do (E2E_DATABASE_URL, E2E_NATS_URL).
 * Figures go to stdout as a table; progress to stderr.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { type FixtureSite, startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { closeNatsRequests, natsRequest } from '../test/harness/nats-request.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';

const { values: args } = parseArgs({
  options: {
    scans: { type: 'string', default: '40' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    triggers: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string' },
    profile: { type: 'string' },
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '6' },
  },
});
const SCANS = Number(args.scans);
const CLIENTS = Number(args.clients);
const LOAD_SECONDS = Number(args.seconds);
const TRIGGERS = Number(args.triggers);
const CONCURRENCY = Number(args.concurrency);
const ONLY = args.only ? new Set(args.only.split(',')) : null;
/** `--profile DIR`: every app of the zero-latency stack writes a V8 CPU profile there when it stops. */
const PROFILE_ENV = args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {};

/** Reads a key may make in its 60-second window, keeping a margin under the limit of 60. */
const READS_PER_KEY = 55;
const TRIGGERS_PER_KEY = 9;

const say = (line: string) => process.stderr.write(`[bench-scans] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  measure: string;
  value: string;
  goal: string;
  verdict: string;
}
const rows: Row[] = [];
/** Other work on the machine skews every figure here: the table says how busy it was. */
const LOAD_AT_START = loadavg()[0]!.toFixed(1);
const notes: string[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const int = (value: number) => Math.round(value).toLocaleString('en-US');

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of several endpoints, read field by field
  body: any;
  ms: number;
}

async function call(
  stack: TestStack,
  method: 'GET' | 'POST',
  path: string,
  apiKey: string,
  body?: object,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  return { status: res.status, body: text ? JSON.parse(text) : undefined, ms: elapsed };
}

async function newAccount(
  stack: TestStack,
  label: string,
  extraKeys = 0,
): Promise<{ accountId: string; keys: string[] }> {
  const account = await natsRequest<CreateAccountResponse>(stack, ACCOUNTS.createAccount, {
    email: `${label}-${Math.random().toString(36).slice(2)}@bench.example.com`,
    plan: 'pro',
  });
  const keys = [account.apiKey];
  for (let i = 0; i < extraKeys; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, extraKeys - i) }, () =>
        natsRequest<CreateKeyResponse>(stack, ACCOUNTS.createKey, { accountId: account.accountId }),
      ),
    );
    keys.push(...batch.map((k) => k.apiKey));
  }
  return { accountId: account.accountId, keys };
}

async function trigger(
  stack: TestStack,
  apiKey: string,
  body: object,
): Promise<Answer & { syntheticId: number; scanId: string }> {
  const answer = await call(stack, 'POST', '/api/visibility/scan', apiKey, body);
  if (answer.status !== 202)
    throw new Error(`trigger ${JSON.stringify(body)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ...answer, syntheticId: answer.body.syntheticId, scanId: answer.body.scanId };
}

/** Waits in the database (no rate limit) until none of the scans is preparing or running. */
async function waitFinished(stack: TestStack, scanIds: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await stack.sql<{ active: number; failed: number }>(
      `select count(*) filter (where status in ('preparing', 'running'))::int as active,
              count(*) filter (where status = 'failed')::int as failed
         from scans.scans where id = any($1)`,
      [scanIds],
    );
    if (row && row.active === 0) {
      if (row.failed > 0) throw new Error(`${row.failed} of ${scanIds.length} scans failed`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`scans still active after ${timeoutMs} ms: ${row?.active}`);
    await sleep(50);
  }
}

/**
 * The brand site of every prepared agent: a realistic site on a loopback port, which each agent's
 * host resolves to. A re-scan of an agent whose site was read reads it no more, the usual case
 * in production; an agent whose site could not be read would try again on every scan.
 */
let brandSite: FixtureSite | undefined;
const SITE_HOSTS = [
  'makespan-brand.test',
  'polled-brand.test',
  ...Array.from({ length: SCANS }, (_, i) => `throughput-brand-${i}.test`),
];
const SITE_ENV = {
  SITE_FETCH_ALLOW_PRIVATE: 'true',
  SITE_FETCH_RESOLVE: SITE_HOSTS.map((host) => `${host}=127.0.0.1`).join(','),
};
const siteUrl = (host: string) => `http://${host}:${brandSite!.port}/`;

/** A new agent, prepared by a first small scan, with a 25-question topic: ≥ 100 runs without personas. */
async function preparedAgent(stack: TestStack, apiKey: string, domain: string): Promise<number> {
  const first = await trigger(stack, apiKey, { url: siteUrl(domain), maxQueries: 4 });
  await waitFinished(stack, [first.scanId], 60_000);
  const queries = Array.from({ length: 25 }, (_, i) => ({
    query: `Which ${domain.split('.')[0]} alternative suits team ${i + 1}?`,
  }));
  const topic = await call(stack, 'POST', '/api/visibility/topics', apiKey, {
    syntheticId: first.syntheticId,
    name: 'Benchmark',
    queries,
  });
  if (topic.status !== 201) throw new Error(`adding a topic answered ${topic.status}: ${JSON.stringify(topic.body)}`);
  return first.syntheticId;
}

/**
 * The benchmark's own queries (polls of the scans' state, timelines) over connections kept open.
 * The harness connects anew per query, which forks a PostgreSQL backend every time: polled every
 * 50 ms, that was CPU taken from the pipeline being measured, and counted in its figures.
 */
async function useKeptConnections(stack: TestStack): Promise<{ close(): Promise<void> }> {
  // A pool of two kept open: the polls and the timelines may overlap.
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2, idleTimeoutMillis: 0 });
  stack.sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows as T[];
  return { close: () => pool.end() };
}

async function epochMs(stack: TestStack, sql: string, params: unknown[]): Promise<Record<string, number>> {
  const [row] = await stack.sql<Record<string, number>>(sql, params);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** (a) One 100-run scan with 2 s answers, 8 at a time per platform. */
async function makespan(): Promise<void> {
  const latencyMs = 2_000;
  const concurrency = 8;
  const ideal = Math.ceil(25 / concurrency) * latencyMs;
  say('(a) booting a stack with SIMULATOR_LATENCY_MS=2000, PLATFORM_CONCURRENCY=8 …');
  const stack = await startTestStack({
    SIMULATOR_LATENCY_MS: String(latencyMs),
    PLATFORM_CONCURRENCY: String(concurrency),
    LOG_LEVEL: 'warn',
    ...SITE_ENV,
  });
  const connection = await useKeptConnections(stack);
  try {
    const { keys } = await newAccount(stack, 'makespan');
    const apiKey = keys[0]!;
    const syntheticId = await preparedAgent(stack, apiKey, 'makespan-brand.test');
    say('(a) agent prepared; triggering the 100-run scan');
    const started = await trigger(stack, apiKey, { syntheticId, maxQueries: 100 });
    const answeredAt = Date.now();
    // Polls at 4 per second (well under 60 reads per minute for the ~10 s this takes).
    let availableAt = 0;
    for (;;) {
      const poll = await call(stack, 'GET', `/api/visibility/scan?syntheticId=${syntheticId}`, apiKey);
      if (poll.status !== 200) throw new Error(`poll answered ${poll.status}`);
      if (poll.body.scanAvailable && poll.body.scanId === started.scanId) {
        availableAt = Date.now();
        break;
      }
      if (Date.now() - answeredAt > 120_000) throw new Error('the 100-run scan did not finish in 2 minutes');
      await sleep(250);
    }
    const t = await epochMs(
      stack,
      `select count(*) as runs, extract(epoch from min(r.finished_at)) * 1000 as first, extract(epoch from max(r.finished_at)) * 1000 as last,
              extract(epoch from s.created_at) * 1000 as created, extract(epoch from s.completed_at) * 1000 as completed
         from scans.runs r join scans.scans s on s.id = r.scan_id where r.scan_id = $1 group by s.created_at, s.completed_at`,
      [started.scanId],
    );
    const perPlatform = await stack.sql<{ platform: string; n: number; last: number }>(
      `select platform, count(*)::int as n, extract(epoch from max(finished_at)) * 1000 - $2::float8 as last
         from scans.runs where scan_id = $1 group by platform order by platform`,
      [started.scanId, answeredAt],
    );
    if (t.runs !== 100) throw new Error(`expected 100 runs, found ${t.runs}`);
    const toLast = t.last! - answeredAt;
    const toAvailable = availableAt - answeredAt;
    const verdict = (v: number) => (v / ideal <= 1.1 ? 'met' : 'MISSED');
    rows.push({
      measure: '(a) 100-run scan, trigger answered → last run finished',
      value: `${s(toLast)} = ${(toLast / ideal).toFixed(3)}× of ${s(ideal)}`,
      goal: '≤ 1.10×',
      verdict: verdict(toLast),
    });
    rows.push({
      measure: '(a) 100-run scan, trigger answered → poll shows available',
      value: `${s(toAvailable)} = ${(toAvailable / ideal).toFixed(3)}× (polled every 250 ms)`,
      goal: '≤ 1.10×',
      verdict: verdict(toAvailable),
    });
    notes.push(
      `(a) trigger took ${ms(started.ms)}; first run finished ${s(t.first! - answeredAt)} after it (one answer is ${s(latencyMs)}, ` +
        `so the first phase took ≈ ${s(t.first! - answeredAt - latencyMs)}); scan completed ${s(t.completed! - answeredAt)} after it; ` +
        `last run per platform: ${perPlatform.map((p) => `${p.platform} ${s(Number(p.last))} (${p.n} runs)`).join(', ')}.`,
    );
  } finally {
    await connection.close();
    await stack.stop();
  }
}

/** CPU time (ms) a process has used so far (utime + stime, 100 ticks a second); NaN once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function pgrep(name: string): number[] {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The processes a stack's work runs in, by pid: its five apps, the NATS server and every
 * PostgreSQL process (backends, WAL writer, checkpointer, autovacuum: all of them work for the
 * pipeline; on a quiet machine nothing else does). Looked up anew each time, so that backends
 * opened in between count too.
 */
function stackProcesses(stack: TestStack): Map<number, string> {
  const processes = new Map<number, string>();
  for (const [name, app] of stack.apps) if (app.child.pid) processes.set(app.child.pid, name);
  for (const pid of pgrep('nats-server')) processes.set(pid, 'nats-server');
  for (const pid of pgrep('postgres')) processes.set(pid, 'postgres');
  return processes;
}

/** CPU time (ms) so far of each process, by pid: by default, of the stack's processes as they are now. */
function cpuUse(stack: TestStack, processes = stackProcesses(stack)): Map<number, { name: string; ms: number }> {
  return new Map([...processes].map(([pid, name]) => [pid, { name, ms: cpuMsOf(pid) }]));
}

/**
 * CPU per run by process name, between two readings. A process that started in between counts
 * whole (all its CPU is in the window); one that ended in between is lost (a short-lived
 * connection's backend, at most). On a small machine shared with other work, CPU per run is a
 * steadier figure than wall time, and it says which process a faster pipeline should spend less in.
 */
function cpuPerRun(
  before: Map<number, { name: string; ms: number }>,
  after: Map<number, { name: string; ms: number }>,
  runs: number,
): { total: number; text: string } {
  const byName = new Map<string, number>();
  for (const [pid, { name, ms }] of after) {
    const used = ms - (before.get(pid)?.ms ?? 0);
    if (Number.isFinite(used)) byName.set(name, (byName.get(name) ?? 0) + used / runs);
  }
  const total = [...byName.values()].reduce((sum, v) => sum + v, 0);
  const text = [...byName]
    .sort((a, b) => b[1] - a[1])
    .map(([name, v]) => `${name} ${v.toFixed(2)}`)
    .join(', ');
  return { total, text };
}

/**
 * CPU use of the stack per 0.25 s, in % of all CPUs: where the pipeline leaves CPUs idle (a
 * ramp, a tail, a stall) while the work is not done.
 */
function cpuTimeline(stack: TestStack): { stop(): string } {
  // The processes of the start only: no pgrep four times a second on the machine being measured.
  const processes = stackProcesses(stack);
  const read = () => cpuUse(stack, processes);
  let last = read();
  const slots: { at: number; ms: number }[] = [];
  const started = performance.now();
  const timer = setInterval(() => {
    const now = read();
    slots.push({ at: performance.now() - started, ms: cpuPerRun(last, now, 1).total });
    last = now;
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      let previous = 0;
      return slots
        .map(({ at, ms }) => {
          const share = ms / ((at - previous) * cpus().length);
          previous = at;
          return `${(at / 1000).toFixed(2)}s:${Math.round(100 * share)}%`;
        })
        .join(' ');
    },
  };
}

interface ZeroLatencyStack {
  stack: TestStack;
}

/** (b) Many 100-run scans at once at zero latency. */
async function throughput({ stack }: ZeroLatencyStack): Promise<void> {
  say(`(b) preparing ${SCANS} agents (one account and key each) …`);
  const accounts = await Promise.all(Array.from({ length: SCANS }, (_, i) => newAccount(stack, `throughput-${i}`)));
  const agents: { apiKey: string; syntheticId: number }[] = [];
  for (let i = 0; i < SCANS; i += 10) {
    const batch = await Promise.all(
      accounts.slice(i, i + 10).map(async (a, j) => ({
        apiKey: a.keys[0]!,
        syntheticId: await preparedAgent(stack, a.keys[0]!, `throughput-brand-${i + j}.test`),
      })),
    );
    agents.push(...batch);
  }
  await sleep(1_000);
  say(`(b) triggering ${SCANS} scans of 100 runs at once`);
  const cpuBefore = cpuUse(stack);
  const windowStart = process.hrtime.bigint() / 1000n;
  const usage = cpuTimeline(stack);
  const firstSent = Date.now();
  const triggered = await Promise.all(
    agents.map((a) => trigger(stack, a.apiKey, { syntheticId: a.syntheticId, maxQueries: 100 })),
  );
  const lastAnswered = Date.now();
  const scanIds = triggered.map((t) => t.scanId);
  await waitFinished(stack, scanIds, 10 * 60_000);
  const cpuAfter = cpuUse(stack);
  notes.push(`(b) CPU use of the stack per 0.25 s (% of ${cpus().length} CPUs): ${usage.stop()}`);
  // The measured window on the monotonic clock V8's CPU profiles use, to read only it out of them.
  if (args.profile) notes.push(`(b) profile window (monotonic µs): ${windowStart}–${process.hrtime.bigint() / 1000n}`);
  const t = await epochMs(
    stack,
    `select count(*) as runs, extract(epoch from max(finished_at)) * 1000 as last,
            extract(epoch from percentile_disc(0.1) within group (order by finished_at)) * 1000 as p10,
            extract(epoch from percentile_disc(0.9) within group (order by finished_at)) * 1000 as p90
       from scans.runs where scan_id = any($1)`,
    [scanIds],
  );
  const completed = await epochMs(
    stack,
    `select extract(epoch from max(completed_at)) * 1000 as last from scans.scans where id = any($1)`,
    [scanIds],
  );
  // Where the time goes: runs answered by the platforms service (its usage rows) and runs recorded
  // by the scans service, per half second after the first trigger.
  const timeline = async (sql: string) =>
    (await stack.sql<{ slot: number; n: number }>(sql, [scanIds, firstSent]))
      .map((r) => `${Number(r.slot) / 2}s:${r.n}`)
      .join(' ');
  const asked = await timeline(
    `select floor((extract(epoch from created_at) * 1000 - $2::float8) / 500)::int as slot, count(*)::int as n
       from platforms.provider_calls where scan_id = any($1) group by 1 order by 1`,
  );
  const recorded = await timeline(
    `select floor((extract(epoch from finished_at) * 1000 - $2::float8) / 500)::int as slot, count(*)::int as n
       from scans.runs where scan_id = any($1) group by 1 order by 1`,
  );
  const cpu = cpuPerRun(cpuBefore, cpuAfter, t.runs!);
  rows.push({
    measure: "(b) CPU time per run: the stack's apps, the NATS server and all of PostgreSQL",
    value: `${cpu.total.toFixed(2)} ms → at most ${int((cpus().length * 1000) / cpu.total)} runs/s on ${cpus().length} CPUs`,
    goal: '—',
    verdict: '',
  });
  notes.push(`(b) CPU ms per run by process: ${cpu.text}.`);
  notes.push(`(b) runs answered by platforms per 0.5 s: ${asked}`);
  notes.push(`(b) runs recorded by scans per 0.5 s:    ${recorded}`);
  const elapsed = t.last! - firstSent;
  const rate = (t.runs! / elapsed) * 1000;
  const steady = ((0.8 * t.runs!) / (t.p90! - t.p10!)) * 1000;
  rows.push({
    measure: `(b) ${SCANS} scans × 100 runs at once, zero latency, first trigger → last run finished`,
    value: `${int(rate)} runs/s (${int(t.runs!)} runs in ${s(elapsed)})`,
    goal: '≥ 1,000 runs/s',
    verdict: rate >= 1000 ? 'met' : 'MISSED',
  });
  notes.push(
    `(b) triggers answered within ${s(lastAnswered - firstSent)} (p50 ${ms(
      percentile(
        triggered.map((x) => x.ms),
        50,
      ),
    )}); ` +
      `steady rate between the 10th and 90th percentile of finished_at: ${int(steady)} runs/s; ` +
      `all ${SCANS} scans completed ${s(completed.last! - firstSent)} after the first trigger; PLATFORM_CONCURRENCY=${CONCURRENCY}.`,
  );
}

/** Agents of (b)'s shape on one stack: one account and key each, a 100-query topic. */
async function throughputAgents(stack: TestStack, count: number): Promise<{ apiKey: string; syntheticId: number }[]> {
  const accounts = await Promise.all(Array.from({ length: count }, (_, i) => newAccount(stack, `overhead-${i}`)));
  const agents: { apiKey: string; syntheticId: number }[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      accounts.slice(i, i + 10).map(async (a, j) => ({
        apiKey: a.keys[0]!,
        syntheticId: await preparedAgent(stack, a.keys[0]!, `throughput-brand-${i + j}.test`),
      })),
    );
    agents.push(...batch);
  }
  return agents;
}

/**
 * One round of (b) on prepared agents: runs per second from the first trigger to the last run
 * finished, and CPU ms per run of the five apps (NATS and PostgreSQL are shared by both stacks of
 * (e), so they are left out). On a loaded machine, CPU per run is the steadier figure.
 */
async function throughputRound(
  stack: TestStack,
  agents: { apiKey: string; syntheticId: number }[],
): Promise<{ rate: number; cpuMsPerRun: number }> {
  const apps = new Map([...stack.apps].flatMap(([name, app]) => (app.child.pid ? [[app.child.pid, name]] : [])));
  const cpuBefore = cpuUse(stack, apps);
  const firstSent = Date.now();
  const triggered = await Promise.all(
    agents.map((a) => trigger(stack, a.apiKey, { syntheticId: a.syntheticId, maxQueries: 100 })),
  );
  const scanIds = triggered.map((t) => t.scanId);
  await waitFinished(stack, scanIds, 10 * 60_000);
  const t = await epochMs(
    stack,
    `select count(*) as runs, extract(epoch from max(finished_at)) * 1000 as last from scans.runs where scan_id = any($1)`,
    [scanIds],
  );
  const cpu = cpuPerRun(cpuBefore, cpuUse(stack, apps), t.runs!);
  return { rate: (t.runs! / (t.last! - firstSent)) * 1000, cpuMsPerRun: cpu.total };
}

/** (e) Observability on (this build) vs off (the baseline build), alternating rounds of (b). */
async function overhead(): Promise<void> {
  if (!args.baseline)
    throw new Error('(e) needs --baseline DIR: the dist directory of a build from before observability');
  const rounds = Number(args.rounds);
  const count = Math.min(SCANS, 20);
  const env = { SIMULATOR_LATENCY_MS: '0', PLATFORM_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'log', ...SITE_ENV };
  say(`(e) booting this build and the baseline (${args.baseline}) side by side …`);
  const on = await startTestStack(env);
  const off = await startTestStack(env, undefined, { distDir: args.baseline });
  const connections = [await useKeptConnections(on), await useKeptConnections(off)];
  try {
    const sides = [
      {
        name: 'on',
        stack: on,
        agents: await throughputAgents(on, count),
        rates: [] as number[],
        cpu: [] as number[],
        lines: 0,
      },
      {
        name: 'off',
        stack: off,
        agents: await throughputAgents(off, count),
        rates: [] as number[],
        cpu: [] as number[],
        lines: 0,
      },
    ];
    await sleep(1_000);
    for (let round = 0; round < rounds; round++) {
      // A B B A: neither side always runs first (warm caches, the machine's other work).
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const logsBefore = side.stack.logs.length;
        const { rate, cpuMsPerRun } = await throughputRound(side.stack, side.agents);
        side.rates.push(rate);
        side.cpu.push(cpuMsPerRun);
        side.lines += side.stack.logs.length - logsBefore;
        say(
          `(e) round ${round + 1}, observability ${side.name}: ${int(rate)} runs/s, ${cpuMsPerRun.toFixed(2)} CPU ms per run`,
        );
        await sleep(500);
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const [onSide, offSide] = sides as [(typeof sides)[0], (typeof sides)[0]];
    const ratio = median(onSide.rates) / median(offSide.rates);
    const cpuRatio = median(onSide.cpu) / median(offSide.cpu);
    rows.push({
      measure: `(e) CPU ms per run of the five apps, observability on vs off (medians of ${rounds} rounds)`,
      value: `on ${median(onSide.cpu).toFixed(2)} vs off ${median(offSide.cpu).toFixed(2)}: ${((cpuRatio - 1) * 100).toFixed(1)} % more`,
      goal: '< 10 % more',
      verdict: cpuRatio < 1.1 ? 'met' : 'MISSED',
    });
    rows.push({
      measure: `(e) ${count} scans × 100 runs, observability on vs off (baseline build), ${rounds} alternating rounds each`,
      value: `on ${int(median(onSide.rates))} runs/s vs off ${int(median(offSide.rates))} runs/s (medians): ${((1 - ratio) * 100).toFixed(1)} % slower`,
      goal: '< 10 % slower',
      verdict: ratio > 0.9 ? 'met' : 'MISSED',
    });
    notes.push(
      `(e) runs/s per round, on: ${onSide.rates.map(int).join(', ')}; off: ${offSide.rates.map(int).join(', ')}. ` +
        `CPU ms per run, on: ${onSide.cpu.map((c) => c.toFixed(2)).join(', ')}; off: ${offSide.cpu.map((c) => c.toFixed(2)).join(', ')}. ` +
        `Log lines written during the rounds: on ${onSide.lines}, off ${offSide.lines} (LOG_LEVEL=log on both).`,
    );
  } finally {
    for (const c of connections) await c.close();
    await on.stop();
    await off.stop();
  }
}

/** One account with many keys, and one agent of its own with a completed scan to poll. */
async function pollTarget(stack: TestStack, keys: number): Promise<{ keys: string[]; syntheticId: number }> {
  const account = await newAccount(stack, 'load', keys - 1);
  const first = await trigger(stack, account.keys[0]!, { url: siteUrl('polled-brand.test'), maxQueries: 8 });
  await waitFinished(stack, [first.scanId], 60_000);
  return { keys: account.keys, syntheticId: first.syntheticId };
}

/** (c) GET /scan under CLIENTS concurrent clients for LOAD_SECONDS. */
async function pollLoad({ stack }: ZeroLatencyStack, target: { keys: string[]; syntheticId: number }): Promise<void> {
  const path = `/api/visibility/scan?syntheticId=${target.syntheticId}`;
  say(`(c) warming ${target.keys.length} keys (one read each), then ${CLIENTS} clients for ${LOAD_SECONDS} s`);
  for (let i = 0; i < target.keys.length; i += 25) {
    await Promise.all(target.keys.slice(i, i + 25).map((k) => call(stack, 'GET', path, k)));
  }
  const budget = target.keys.map((key) => ({ key, left: READS_PER_KEY - 1 }));
  let next = 0;
  const takeKey = (): string | undefined => {
    for (let tries = 0; tries < budget.length; tries++) {
      const slot = budget[next++ % budget.length]!;
      if (slot.left > 0) {
        slot.left -= 1;
        return slot.key;
      }
    }
    return undefined;
  };
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let ranOutOfKeys = false;
  const cpuBefore = cpuUse(stack);
  const started = performance.now();
  const endAt = started + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < endAt) {
        const key = takeKey();
        if (!key) {
          ranOutOfKeys = true;
          return;
        }
        const answer = await call(stack, 'GET', path, key);
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = cpuPerRun(cpuBefore, cpuUse(stack), latencies.length);
  const ok = statuses.get(200) ?? 0;
  rows.push({
    measure: `(c) GET /scan, ${CLIENTS} concurrent clients for ${LOAD_SECONDS} s, ${target.keys.length} keys`,
    value: `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ${int((latencies.length / elapsed) * 1000)} req/s`,
    goal: '—',
    verdict: ok === latencies.length && !ranOutOfKeys ? 'all 200' : 'SEE NOTES',
  });
  notes.push(
    `(c) ${int(latencies.length)} requests (statuses ${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')}); ` +
      `p90 ${ms(percentile(latencies, 90))}, max ${ms(Math.max(...latencies))}` +
      (ranOutOfKeys ? '; the key pool ran out before the time was up (more keys needed)' : ''),
  );
  notes.push(`(c) CPU ms per request by process (${cpu.total.toFixed(2)} in all): ${cpu.text}.`);
}

/** (d) POST /scan for new domains, one at a time, rotating keys under the trigger limit. */
async function triggerLatency({ stack }: ZeroLatencyStack, target: { keys: string[] }): Promise<void> {
  say(`(d) ${TRIGGERS} triggers for new domains, one at a time`);
  const latencies: number[] = [];
  const scanIds: string[] = [];
  for (let i = 0; i < TRIGGERS; i++) {
    const key = target.keys[Math.floor(i / TRIGGERS_PER_KEY) % target.keys.length]!;
    const answer = await trigger(stack, key, { url: `https://new-brand-${i}.test`, maxQueries: 4 });
    if (answer.body.isNewAgent !== true) throw new Error(`trigger ${i} did not create an agent`);
    latencies.push(answer.ms);
    scanIds.push(answer.scanId);
  }
  await waitFinished(stack, scanIds, 120_000);
  const p95 = percentile(latencies, 95);
  rows.push({
    measure: `(d) POST /scan for a new domain, one at a time (n=${TRIGGERS})`,
    value: `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}`,
    goal: 'p95 < 200 ms',
    verdict: p95 < 200 ? 'met' : 'MISSED',
  });
  notes.push(`(d) max ${ms(Math.max(...latencies))}; every trigger created its agent and its scan completed.`);
}

function printTable(): void {
  const header: Row = { measure: 'measure', value: 'value', goal: 'goal', verdict: '' };
  const all = [header, ...rows];
  const width = (k: keyof Row) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Row) =>
    `| ${r.measure.padEnd(width('measure'))} | ${r.value.padEnd(width('value'))} | ${r.goal.padEnd(width('goal'))} | ${r.verdict.padEnd(width('verdict'))} |`;
  const rule = `|${'-'.repeat(width('measure') + 2)}|${'-'.repeat(width('value') + 2)}|${'-'.repeat(width('goal') + 2)}|${'-'.repeat(width('verdict') + 2)}|`;
  console.log(
    `\nScan pipeline benchmark — ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString()}, ` +
      `load average at start ${LOAD_AT_START}, at end ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(line(header));
  console.log(rule);
  for (const r of rows) console.log(line(r));
  console.log('');
  for (const n of notes) console.log(`- ${n}`);
}

const wanted = (part: string) => !ONLY || ONLY.has(part);
brandSite = await startFixtureSite();
try {
  if (ONLY?.has('e')) await overhead();
  if (wanted('a')) await makespan();
  if (wanted('b') || wanted('c') || wanted('d')) {
    say(`booting a zero-latency stack (PLATFORM_CONCURRENCY=${CONCURRENCY}) …`);
    const stack = await startTestStack({
      SIMULATOR_LATENCY_MS: '0',
      PLATFORM_CONCURRENCY: String(CONCURRENCY),
      LOG_LEVEL: 'warn',
      ...SITE_ENV,
      ...PROFILE_ENV,
    });
    const connection = await useKeptConnections(stack);
    try {
      const zero = { stack };
      if (wanted('b')) await throughput(zero);
      if (wanted('c') || wanted('d')) {
        // Enough keys for the load of (c) at any plausible rate, each under its 60 reads a minute.
        const target = await pollTarget(stack, 400);
        if (wanted('c')) await pollLoad(zero, target);
        if (wanted('d')) await triggerLatency(zero, target);
      }
    } finally {
      await connection.close();
      await stack.stop();
    }
  }
  printTable();
} finally {
  await closeNatsRequests();
  await brandSite.close();
}
