/**
 * Replicas share the work: two replicas of every app against one NATS and one PostgreSQL.
 *
 *   (1) 20 concurrent scans on one replica of each app: makespan (first trigger sent → last
 *       scan finished), the baseline.
 *   (2) a second replica of every app joins; 20 concurrent scans, triggered alternately through
 *       both gateways: runs processed per platforms replica and work per scans replica, read
 *       from each replica's /metrics; lost (runs left pending, scans not finished) and duplicated
 *       (runs processed more than once: Σ runs counted by the replicas − runs stored); makespan.
 *   (3) 20 concurrent scans again; once a quarter of their runs are done, one replica of each app
 *       is SIGKILLed (no graceful shutdown): every scan must still finish, every run be stored
 *       once. Runs the killed platforms replica had in hand are redelivered after RUN_ACK_WAIT_MS
 *       and asked again (counted, not hidden).
 *   (4) the rate limits hold across both gateways: one API key, 70 reads alternating between
 *       them: 60 answered, 10 refused with 429 (60 reads per minute per key, shared in NATS KV).
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-replicas.js [--scans 20] [--queries 40] [--latency 200]
 *
 * Uses the e2e harness (test/harness) for the first replica set, as bench-scans does; needs
 * PostgreSQL and NATS like the e2e tests. Figures to stdout, progress to stderr.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ACCOUNTS, type CreateAccountResponse } from '#contracts';
import { freePort } from '../test/harness/free-port.js';
import { closeNatsRequests, natsRequest } from '../test/harness/nats-request.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';
import { APPS, type AppName, type AppProcess, startApp, stopApps, waitForReady } from './stack/app-processes.js';

const { values: args } = parseArgs({
  options: {
    scans: { type: 'string', default: '20' },
    queries: { type: 'string', default: '40' },
    latency: { type: 'string', default: '200' },
  },
});
const SCANS = Number(args.scans);
const QUERIES = Number(args.queries);
const LATENCY_MS = Number(args.latency);

const say = (line: string) => process.stderr.write(`[bench-replicas] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Replica {
  app: AppName;
  label: string;
  /** Base URL of its HTTP port (the gateway's API port, a service's health port). */
  url: string;
  process: AppProcess;
}

/** Sum of the samples of one metric whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`))) total += Number(match[3]);
  }
  return total;
}

async function scrape(replica: Replica): Promise<string> {
  const res = await fetch(`${replica.url}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`${replica.label}: /metrics answered ${res.status}`);
  return res.text();
}

/** What each replica has done so far, from its own metrics. */
interface Work {
  /** platforms: runs processed (succeeded or failed; a requeue is not a processing). */
  runs: number;
  /** scans: triggers handled, prepares consumed, run results recorded. */
  triggers: number;
  prepares: number;
  results: number;
  /** gateway: scan triggers answered 202. */
  accepted: number;
}

async function workOf(replica: Replica): Promise<Work> {
  const text = await scrape(replica);
  return {
    runs:
      sample(text, 'visibility_runs_total', { outcome: 'succeeded' }) +
      sample(text, 'visibility_runs_total', { outcome: 'failed' }),
    triggers: sample(text, 'nats_handler_duration_seconds_count', { subject: 'scans.trigger' }),
    prepares: sample(text, 'jetstream_messages_handled_total', { consumer: 'scans-prepare', outcome: 'ok' }),
    results: sample(text, 'visibility_run_results_recorded_total'),
    accepted: sample(text, 'http_request_duration_seconds_count', {
      route: '/api/visibility/scan',
      method: 'POST',
      status_code: '202',
    }),
  };
}

async function workOfAll(replicas: Replica[]): Promise<Map<string, Work>> {
  return new Map(await Promise.all(replicas.map(async (r) => [r.label, await workOf(r)] as const)));
}

function delta(after: Map<string, Work>, before: Map<string, Work>, label: string): Work {
  const a = after.get(label)!;
  const b = before.get(label) ?? { runs: 0, triggers: 0, prepares: 0, results: 0, accepted: 0 };
  return {
    runs: a.runs - b.runs,
    triggers: a.triggers - b.triggers,
    prepares: a.prepares - b.prepares,
    results: a.results - b.results,
    accepted: a.accepted - b.accepted,
  };
}

async function newKey(stack: TestStack, label: string): Promise<string> {
  const account = await natsRequest<CreateAccountResponse>(stack, ACCOUNTS.createAccount, {
    email: `${label}-${Math.random().toString(36).slice(2)}@bench.example.com`,
    plan: 'pro',
  });
  return account.apiKey;
}

interface Batch {
  scanIds: string[];
  startedAt: number;
}

/** SCANS scans at once, each with its own key (10 triggers a minute per key), alternating gateways. */
async function triggerScans(stack: TestStack, gateways: string[], label: string): Promise<Batch> {
  const keys = await Promise.all(Array.from({ length: SCANS }, (_, i) => newKey(stack, `${label}-${i}`)));
  const startedAt = Date.now();
  const scanIds = await Promise.all(
    keys.map(async (apiKey, i) => {
      const res = await fetch(`${gateways[i % gateways.length]}/api/visibility/scan`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `https://${label}-brand-${i}.test`, maxQueries: QUERIES }),
      });
      const body = (await res.json()) as { scanId?: string };
      if (res.status !== 202 || !body.scanId)
        throw new Error(`trigger answered ${res.status}: ${JSON.stringify(body)}`);
      return body.scanId;
    }),
  );
  return { scanIds, startedAt };
}

interface Outcome {
  scans: number;
  finished: number;
  failedScans: number;
  runs: number;
  pending: number;
  makespanMs: number;
}

async function outcomeOf(stack: TestStack, batch: Batch): Promise<Outcome> {
  const [row] = await stack.sql<Record<string, string | number | null>>(
    `select count(*)::int as scans,
            count(*) filter (where status in ('completed', 'failed'))::int as finished,
            count(*) filter (where status = 'failed')::int as failed,
            extract(epoch from max(completed_at)) * 1000 as last
       from scans.scans where id = any($1)`,
    [batch.scanIds],
  );
  const [runs] = await stack.sql<Record<string, number>>(
    `select count(*)::int as runs, count(*) filter (where status = 'pending')::int as pending
       from scans.runs where scan_id = any($1)`,
    [batch.scanIds],
  );
  return {
    scans: Number(row?.scans),
    finished: Number(row?.finished),
    failedScans: Number(row?.failed),
    runs: Number(runs?.runs),
    pending: Number(runs?.pending),
    makespanMs: Number(row?.last) - batch.startedAt,
  };
}

async function waitFinished(stack: TestStack, batch: Batch, timeoutMs: number): Promise<Outcome> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await outcomeOf(stack, batch);
    if (outcome.finished === outcome.scans) return outcome;
    if (Date.now() > deadline) return outcome;
    await sleep(200);
  }
}

/** Runs done and planned so far, and how many of the scans are planned (their runs are known). */
async function runsDone(stack: TestStack, batch: Batch): Promise<{ done: number; total: number; planned: number }> {
  const [row] = await stack.sql<Record<string, number>>(
    `select coalesce(sum(completed_runs), 0)::int as done, coalesce(sum(total_runs), 0)::int as total,
            count(*) filter (where total_runs > 0)::int as planned
       from scans.scans where id = any($1)`,
    [batch.scanIds],
  );
  return { done: Number(row?.done), total: Number(row?.total), planned: Number(row?.planned) };
}

const out: string[] = [];
const print = (line = '') => out.push(line);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function shareTable(title: string, replicas: Replica[], after: Map<string, Work>, before: Map<string, Work>): void {
  print(title);
  for (const r of replicas) {
    if (!after.has(r.label)) continue;
    const d = delta(after, before, r.label);
    if (r.app === 'platforms') print(`  ${r.label.padEnd(12)} runs processed ${d.runs}`);
    if (r.app === 'scans')
      print(
        `  ${r.label.padEnd(12)} triggers ${d.triggers}, prepares ${d.prepares}, run results recorded ${d.results}`,
      );
    if (r.app === 'gateway') print(`  ${r.label.padEnd(12)} scans accepted ${d.accepted}`);
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg().map((l) => l.toFixed(2));
  say(`booting replica set A (${APPS.join(', ')}) …`);
  const stack = await startTestStack({
    SIMULATOR_LATENCY_MS: String(LATENCY_MS),
    PLATFORM_CONCURRENCY: '8',
    // A killed worker's runs come back after this; scans stalled by a kill are swept quickly.
    RUN_ACK_WAIT_MS: '5000',
    SCAN_SWEEP_INTERVAL_MS: '2000',
    SCAN_STALL_MS: '15000',
    LOG_LEVEL: 'warn',
  });
  const replicas: Replica[] = APPS.map((app) => ({
    app,
    label: `${app}#A`,
    url: app === 'gateway' ? stack.baseUrl : `http://127.0.0.1:${stack.healthPorts[app]}`,
    process: stack.apps.get(app)!,
  }));
  const setB: AppProcess[] = [];
  try {
    // (1) One replica of each.
    say(`(1) ${SCANS} scans of ${QUERIES} queries on one replica of each app …`);
    const single = await triggerScans(stack, [stack.baseUrl], 'one');
    const one = await waitFinished(stack, single, 300_000);
    say(`(1) done in ${sec(one.makespanMs)}`);

    // (2) A second replica of every app, same database, same NATS prefix.
    say('booting replica set B …');
    for (const app of APPS) {
      const port = await freePort();
      const env = app === 'gateway' ? { PORT: String(port) } : { HEALTH_PORT: String(port) };
      const proc = startApp(app, {
        env: stack.env,
        perApp: { [app]: env },
        onLine: (name, line) => stack.logs.push({ app: name, line }),
      });
      setB.push(proc);
      const url = `http://127.0.0.1:${port}`;
      await waitForReady(`${url}/health/ready`, 60_000, () => proc.child.exitCode === null);
      replicas.push({ app, label: `${app}#B`, url, process: proc });
    }
    const gateways = replicas.filter((r) => r.app === 'gateway').map((r) => r.url);

    say(`(2) ${SCANS} scans on two replicas of each app …`);
    const before2 = await workOfAll(replicas);
    const shared = await triggerScans(stack, gateways, 'two');
    const two = await waitFinished(stack, shared, 300_000);
    await sleep(500);
    const after2 = await workOfAll(replicas);
    const processed2 = replicas
      .filter((r) => r.app === 'platforms')
      .reduce((sum, r) => sum + delta(after2, before2, r.label).runs, 0);

    // (3) Kill one replica of each mid-scan.
    say(`(3) ${SCANS} scans; one replica of each app will be SIGKILLed mid-scan …`);
    const before3 = await workOfAll(replicas);
    const killed = await triggerScans(stack, gateways, 'kill');
    let progress = await runsDone(stack, killed);
    // Mid-scan: every scan planned and a quarter of all runs done.
    while (progress.planned < SCANS || progress.done < progress.total / 4) {
      await sleep(50);
      progress = await runsDone(stack, killed);
    }
    const atKill = await workOfAll(replicas);
    const victims = replicas.filter((r) => r.label.endsWith('#A'));
    await Promise.all(
      victims.map(async (r) => {
        r.process.child.kill('SIGKILL');
        await r.process.exited;
      }),
    );
    say(`(3) killed ${victims.map((r) => r.label).join(', ')} at ${progress.done}/${progress.total} runs`);
    const survivors = replicas.filter((r) => r.label.endsWith('#B'));
    const three = await waitFinished(stack, killed, 300_000);
    await sleep(500);
    const after3 = await workOfAll(survivors);
    const processedByVictim = delta(atKill, before3, 'platforms#A').runs;
    const processedBySurvivor = delta(after3, before3, 'platforms#B').runs;

    // (4) Rate limits across both gateways (only set B's gateway is left: restart A's).
    say('(4) rate limits across two gateways …');
    await stack.restart('gateway');
    const key = await newKey(stack, 'limits');
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const res = await fetch(`${[stack.baseUrl, gateways[1]][i % 2]}/api/visibility/account`, {
        headers: { 'x-api-key': key },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const answered = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;

    print(`bench-replicas: ${SCANS} concurrent scans × ${QUERIES} queries, simulator latency ${LATENCY_MS} ms,`);
    print(`PLATFORM_CONCURRENCY 8 (cluster-wide per platform), RUN_ACK_WAIT_MS 5000`);
    print(
      `load average at start ${loadAtStart.join(' ')}, at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    print();
    print(
      `(1) one replica each:  ${one.finished}/${one.scans} scans finished (${one.failedScans} failed), ${one.runs} runs, pending ${one.pending}, makespan ${sec(one.makespanMs)}`,
    );
    print(
      `(2) two replicas each: ${two.finished}/${two.scans} scans finished (${two.failedScans} failed), ${two.runs} runs, pending ${two.pending}, makespan ${sec(two.makespanMs)} (${(two.makespanMs / one.makespanMs).toFixed(2)}× of one replica)`,
    );
    print(
      `    lost ${two.pending + (two.scans - two.finished)} (runs pending + scans unfinished); runs processed by the platforms replicas ${processed2} for ${two.runs} runs stored: duplicated ${processed2 - two.runs}`,
    );
    shareTable("    work per replica (from each replica's /metrics):", replicas, after2, before2);
    print(
      `(3) kill mid-scan:     killed ${victims.map((r) => r.label).join(', ')} at ${progress.done}/${progress.total} runs done`,
    );
    print(
      `    ${three.finished}/${three.scans} scans finished (${three.failedScans} failed), ${three.runs} runs stored, pending ${three.pending}: lost ${three.pending + (three.scans - three.finished)}; makespan ${sec(three.makespanMs)}`,
    );
    // platforms#A's counter is read just before the kill, so runs it finished in the last moments
    // are not in it: a run processed twice shows only as A's count exceeding what B left over.
    const leftToVictim = three.runs - processedBySurvivor;
    print(
      `    runs processed: platforms#B ${processedBySurvivor} of ${three.runs} stored, so platforms#A did the other ${leftToVictim} ` +
        `unless a run was processed twice; A's last scrape, just before the kill, counted ${processedByVictim} ` +
        `(${processedByVictim <= leftToVictim ? 'consistent with duplicated 0' : `at least ${processedByVictim - leftToVictim} processed twice`}); ` +
        'each run is stored once (results are upserted by run id)',
    );
    shareTable('    work per surviving replica:', survivors, after3, before3);
    print(
      `(4) rate limit, one key, 70 reads alternating between two gateways: ${answered} answered, ${refused} refused with 429 (limit 60 per minute per key)`,
    );
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await stopApps(setB, 5_000);
    await closeNatsRequests();
    await stack.stop();
  }
}

await main();
