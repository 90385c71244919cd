/**
 * Makespan of the scan pipeline (issue 19, must-have 4), in one run against the five real apps
 * booted by the e2e harness (each stack on its own database and NATS prefix):
 *
 *   - cold: the first 100-run scan after the apps boot (the agent was prepared before, then every
 *     app was stopped and started again), 300 ms simulated answers, PLATFORM_CONCURRENCY=8:
 *     ideal ⌈25/8⌉ × 300 ms = 1.2 s (25 runs per platform, 8 at a time); goal ≤ 1.10×;
 *   - warm: the next scans of the same agent, same settings; goal ≤ 1.05× (median);
 *   - the pipeline's runs per second at zero latency: many 100-run scans at once, first trigger
 *     sent → last run finished; goal ≥ 1,000 runs/s (it must not regress).
 *
 * Makespan is measured as bench-scans (a) does: from the trigger's answer to the last run's
 * finished_at (the first phase, fan-out, asking and recording, all of it); and to the scan's
 * completed_at too (its last result stored and the scan finished: scores, state), both read from
 * the database, so that the benchmark's own polling period is in neither. On a loaded machine the
 * trigger's answer itself can come late (a scan then seems to take less than its four waves), so
 * the scan's created_at → completed_at, the database's clock alone, is printed as well.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-makespan.js [--warm 5] [--scans 20] [--throughput-only] [--baseline DIR --rounds 2]
 *
 * `--baseline DIR` (a dist directory beside its package.json and node_modules, built from an older
 * commit) measures that build too, in rounds alternating A B B A, so that both builds meet the
 * machine's other work alike. `makespanSection()` is exported for scripts that print several
 * sections (bench-reads).
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ACCOUNTS, type CreateAccountResponse } from '#contracts';
import { type FixtureSite, startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { closeNatsRequests, natsRequest } from '../test/harness/nats-request.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';
import { APPS, stopApps } from './stack/app-processes.js';

const LATENCY_MS = 300;
const CONCURRENCY = 8;
const IDEAL_MS = Math.ceil(25 / CONCURRENCY) * LATENCY_MS;

export interface MakespanOptions {
  /** Another build's dist directory (default: this one's). */
  distDir?: string;
  /** Warm 100-run scans measured after the cold one (default 5). */
  warmScans?: number;
  /** 100-run scans at once for the zero-latency throughput (default 20; 0 skips it). */
  throughputScans?: number;
  /** false: the zero-latency throughput only (default true). */
  makespan?: boolean;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
}

export interface MakespanFigures {
  /** The ideal makespan: 4 waves of 300 ms. */
  idealMs: number;
  /** The first 100-run scan after boot, as a multiple of the ideal. */
  cold: number;
  /** Each warm scan, as a multiple of the ideal, in the order measured. */
  warm: number[];
  /** Median of `warm`. */
  warmMedian: number;
  /** The same two, up to the scan's completion rather than its last run's. */
  completed: { cold: number; warmMedian: number };
  /** The same two, from the scan's creation to its completion (the database's clock alone). */
  created: { cold: number; warmMedian: number };
  /** Per scan, cold first: first phase (ms) and the three later waves (ms), where the time goes. */
  breakdown: { firstPhaseMs: number; wavesMs: number }[];
  /** Zero-latency pipeline throughput (NaN when skipped). */
  runsPerSecond: number;
  /** Load average (1 min) when the section started and ended. */
  load: [number, number];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The benchmark's own queries over two kept connections (no backend forked per poll). */
async function keptConnections(stack: TestStack): Promise<{ close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2, idleTimeoutMillis: 0 });
  stack.sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows as T[];
  return { close: () => pool.end() };
}

async function post(
  stack: TestStack,
  path: string,
  apiKey: string,
  body: object,
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of two endpoints, read field by field
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function trigger(
  stack: TestStack,
  apiKey: string,
  body: object,
): Promise<{ scanId: string; syntheticId: number }> {
  const answer = await post(stack, '/api/visibility/scan', apiKey, body);
  if (answer.status !== 202) throw new Error(`trigger answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { scanId: answer.body.scanId, syntheticId: answer.body.syntheticId };
}

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
    if (Date.now() > deadline) throw new Error(`scans still active after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A new account and agent, prepared by a first small scan, with a 25-question topic (100 runs a scan). */
async function preparedAgent(
  stack: TestStack,
  site: FixtureSite,
  host: string,
): Promise<{ apiKey: string; syntheticId: number }> {
  const account = await natsRequest<CreateAccountResponse>(stack, ACCOUNTS.createAccount, {
    email: `${host}-${Math.random().toString(36).slice(2)}@bench.example.com`,
    plan: 'pro',
  });
  const first = await trigger(stack, account.apiKey, { url: `http://${host}:${site.port}/`, maxQueries: 4 });
  await waitFinished(stack, [first.scanId], 60_000);
  const queries = Array.from({ length: 25 }, (_, i) => ({
    query: `Which ${host.split('.')[0]} alternative suits team ${i + 1}?`,
  }));
  const topic = await post(stack, '/api/visibility/topics', account.apiKey, {
    syntheticId: first.syntheticId,
    name: 'Benchmark',
    queries,
  });
  if (topic.status !== 201) throw new Error(`adding a topic answered ${topic.status}: ${JSON.stringify(topic.body)}`);
  return { apiKey: account.apiKey, syntheticId: first.syntheticId };
}

interface ScanTiming {
  /** Trigger answered → last run finished. */
  totalMs: number;
  /** Trigger answered → the scan completed. */
  completedMs: number;
  /** Scan created → completed. */
  createdToCompletedMs: number;
  /** Trigger answered → first run finished, less one answer: the first phase and the fan-out. */
  firstPhaseMs: number;
  /** First run finished → last: the three later waves, ideally 3 × 300 ms. */
  wavesMs: number;
}

/** One 100-run scan, timed. */
async function oneScan(stack: TestStack, agent: { apiKey: string; syntheticId: number }): Promise<ScanTiming> {
  const { scanId } = await trigger(stack, agent.apiKey, { syntheticId: agent.syntheticId, maxQueries: 100 });
  const answeredAt = Date.now();
  await waitFinished(stack, [scanId], 120_000);
  const [row] = await stack.sql<{ runs: number; first: number; last: number; completed: number; created: number }>(
    `select count(*)::int as runs, extract(epoch from min(finished_at)) * 1000 as first,
            extract(epoch from max(finished_at)) * 1000 as last,
            (select extract(epoch from completed_at) * 1000 from scans.scans where id = $1) as completed,
            (select extract(epoch from created_at) * 1000 from scans.scans where id = $1) as created
       from scans.runs where scan_id = $1`,
    [scanId],
  );
  if (row?.runs !== 100) throw new Error(`expected 100 runs, found ${row?.runs}`);
  return {
    totalMs: Number(row.last) - answeredAt,
    completedMs: Number(row.completed) - answeredAt,
    createdToCompletedMs: Number(row.completed) - Number(row.created),
    firstPhaseMs: Number(row.first) - answeredAt - LATENCY_MS,
    wavesMs: Number(row.last) - Number(row.first),
  };
}

/** Every app stopped (gracefully) and started again: what a deploy does. */
async function rebootApps(stack: TestStack): Promise<void> {
  await stopApps([...stack.apps.values()], 10_000);
  for (const app of APPS) await stack.restart(app);
}

function siteEnv(hosts: string[]): NodeJS.ProcessEnv {
  return { SITE_FETCH_ALLOW_PRIVATE: 'true', SITE_FETCH_RESOLVE: hosts.map((h) => `${h}=127.0.0.1`).join(',') };
}

async function measureMakespan(
  site: FixtureSite,
  options: MakespanOptions,
): Promise<{
  cold: number;
  warm: number[];
  completed: { cold: number; warmMedian: number };
  created: { cold: number; warmMedian: number };
  breakdown: { firstPhaseMs: number; wavesMs: number }[];
}> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[bench-makespan] ${line}\n`));
  const stack = await startTestStack(
    {
      SIMULATOR_LATENCY_MS: String(LATENCY_MS),
      PLATFORM_CONCURRENCY: String(CONCURRENCY),
      LOG_LEVEL: 'warn',
      ...siteEnv(['makespan-brand.test']),
    },
    undefined,
    { distDir: options.distDir },
  );
  let connection: { close(): Promise<void> } | undefined = await keptConnections(stack);
  try {
    const agent = await preparedAgent(stack, site, 'makespan-brand.test');
    await connection.close();
    connection = undefined;
    log('agent prepared; restarting every app for the cold scan');
    await rebootApps(stack);
    connection = await keptConnections(stack);
    const timings = [await oneScan(stack, agent)];
    log(`cold ${(timings[0]!.totalMs / IDEAL_MS).toFixed(3)}×`);
    for (let i = 0; i < (options.warmScans ?? 5); i++) {
      await sleep(300);
      timings.push(await oneScan(stack, agent));
      log(`warm ${(timings.at(-1)!.totalMs / IDEAL_MS).toFixed(3)}×`);
    }
    const [cold, ...warm] = timings.map((t) => t.totalMs / IDEAL_MS);
    const [coldCompleted, ...warmCompleted] = timings.map((t) => t.completedMs / IDEAL_MS);
    const [coldCreated, ...warmCreated] = timings.map((t) => t.createdToCompletedMs / IDEAL_MS);
    return {
      cold: cold!,
      warm,
      completed: { cold: coldCompleted!, warmMedian: median(warmCompleted) },
      created: { cold: coldCreated!, warmMedian: median(warmCreated) },
      breakdown: timings.map(({ firstPhaseMs, wavesMs }) => ({ firstPhaseMs, wavesMs })),
    };
  } finally {
    await connection?.close();
    await stack.stop();
  }
}

async function measureThroughput(site: FixtureSite, scans: number, options: MakespanOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[bench-makespan] ${line}\n`));
  const hosts = Array.from({ length: scans }, (_, i) => `throughput-brand-${i}.test`);
  const stack = await startTestStack(
    { SIMULATOR_LATENCY_MS: '0', PLATFORM_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn', ...siteEnv(hosts) },
    undefined,
    { distDir: options.distDir },
  );
  const connection = await keptConnections(stack);
  try {
    const agents: { apiKey: string; syntheticId: number }[] = [];
    for (let i = 0; i < scans; i += 10) {
      agents.push(...(await Promise.all(hosts.slice(i, i + 10).map((host) => preparedAgent(stack, site, host)))));
    }
    await sleep(1_000);
    log(`${scans} scans of 100 runs at once, zero latency`);
    const firstSent = Date.now();
    const triggered = await Promise.all(
      agents.map((a) => trigger(stack, a.apiKey, { syntheticId: a.syntheticId, maxQueries: 100 })),
    );
    const scanIds = triggered.map((t) => t.scanId);
    await waitFinished(stack, scanIds, 10 * 60_000);
    const [row] = await stack.sql<{ runs: number; last: number }>(
      `select count(*)::int as runs, extract(epoch from max(finished_at)) * 1000 as last from scans.runs where scan_id = any($1)`,
      [scanIds],
    );
    return (row!.runs / (Number(row!.last) - firstSent)) * 1000;
  } finally {
    await connection.close();
    await stack.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Cold and warm makespan ratios of a 100-run scan at 300 ms, and zero-latency runs/s, of one build. */
export async function makespanSection(options: MakespanOptions = {}): Promise<MakespanFigures> {
  const loadBefore = loadavg()[0]!;
  const site = await startFixtureSite();
  try {
    const { cold, warm, completed, created, breakdown } =
      options.makespan === false
        ? {
            cold: Number.NaN,
            warm: [],
            completed: { cold: Number.NaN, warmMedian: Number.NaN },
            created: { cold: Number.NaN, warmMedian: Number.NaN },
            breakdown: [],
          }
        : await measureMakespan(site, options);
    const scans = options.throughputScans ?? 20;
    const runsPerSecond = scans > 0 ? await measureThroughput(site, scans, options) : Number.NaN;
    return {
      idealMs: IDEAL_MS,
      cold,
      warm,
      warmMedian: median(warm),
      completed,
      created,
      breakdown,
      runsPerSecond,
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    await site.close();
  }
}

export function describeMakespan(name: string, f: MakespanFigures): string {
  return [
    `${name}: cold ${f.cold.toFixed(3)}× (goal ≤ 1.10), warm median ${f.warmMedian.toFixed(3)}× (goal ≤ 1.05) ` +
      `[${f.warm.map((w) => w.toFixed(3)).join(', ')}] of ${f.idealMs} ms; ` +
      `zero-latency pipeline ${Number.isNaN(f.runsPerSecond) ? '—' : Math.round(f.runsPerSecond)} runs/s (goal ≥ 1,000); ` +
      `load ${f.load[0].toFixed(2)} → ${f.load[1].toFixed(2)}`,
    `  to the scan's completion: cold ${f.completed.cold.toFixed(3)}×, warm median ${f.completed.warmMedian.toFixed(3)}×; ` +
      `created → completed: cold ${f.created.cold.toFixed(3)}×, warm median ${f.created.warmMedian.toFixed(3)}×`,
    `  first phase / three later waves (ideal 900 ms), cold first: ${f.breakdown
      .map((b) => `${Math.round(b.firstPhaseMs)}/${Math.round(b.wavesMs)}`)
      .join(', ')} ms`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      warm: { type: 'string', default: '5' },
      scans: { type: 'string', default: '20' },
      baseline: { type: 'string' },
      rounds: { type: 'string', default: '2' },
      'throughput-only': { type: 'boolean', default: false },
    },
  });
  const options = {
    warmScans: Number(args.warm),
    throughputScans: Number(args.scans),
    makespan: !args['throughput-only'],
  };
  const sides = [{ name: 'this build', distDir: undefined as string | undefined, figures: [] as MakespanFigures[] }];
  if (args.baseline) sides.push({ name: `baseline ${args.baseline}`, distDir: args.baseline, figures: [] });
  const rounds = args.baseline ? Number(args.rounds) : 1;
  try {
    for (let round = 0; round < rounds; round++) {
      // A B B A: neither build always runs first.
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        process.stderr.write(`[bench-makespan] round ${round + 1}: ${side.name}\n`);
        side.figures.push(await makespanSection({ ...options, distDir: side.distDir }));
      }
    }
  } finally {
    await closeNatsRequests();
  }
  console.log(
    `\nMakespan of a 100-run scan at ${LATENCY_MS} ms, PLATFORM_CONCURRENCY=${CONCURRENCY}, Node ${process.version}`,
  );
  for (const side of sides)
    for (const [i, f] of side.figures.entries()) console.log(describeMakespan(`${side.name}, round ${i + 1}`, f));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
