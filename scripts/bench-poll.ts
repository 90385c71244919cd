/**
 * The poll's read path before and after issue 19 (must-have 1), measured in one run: this build
 * and a baseline build are booted side by side (each on its own database and NATS prefix, by the
 * e2e harness), each with one agent whose scan has finished, and GET /api/visibility/scan of it is
 * loaded by CLIENTS concurrent clients for SECONDS, in rounds alternating A B B A … so that the
 * machine's drift hits both alike. Per round: requests/s, p50 and p99, and the CPU per poll of
 * each app process (from /proc; nats-server and postgres are shared with anything else running
 * on the machine, so theirs are only indicative).
 *
 * The rate limits are respected, not bypassed: every round uses fresh API keys of one account,
 * each for at most READS_PER_KEY reads of its 60 s window (keys are warmed by one read first, so
 * that the figures are those of a key in use: authentication cached, its rate-limit window open).
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-poll.js --baseline /tmp/base/dist \
 *     [--clients 32] [--seconds 8] [--rounds 4] [--keys 300]
 *
 * Build a baseline with e.g. `git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules"
 * /tmp/base/ && (cd /tmp/base && npx tsc -p tsconfig.build.json)`. Figures to stdout, progress to stderr.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { closeNatsRequests, natsRequest } from '../test/harness/nats-request.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    clients: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    keys: { type: 'string', default: '300' },
  },
});
if (!args.baseline) throw new Error('--baseline DIR (the dist directory of the build to compare with) is required');
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const KEYS = Number(args.keys);
/** A margin under the limit of 60 reads a minute per key. */
const READS_PER_KEY = 55;
const APPS = ['gateway', 'accounts', 'catalog', 'scans', 'platforms', 'notifications'];

const say = (line: string) => process.stderr.write(`[bench-poll] ${line}\n`);

interface Side {
  name: string;
  stack: TestStack;
  accountId: string;
  syntheticId: number;
}

interface Round {
  side: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: string;
  cpu: Record<string, number>;
  load: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

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

/** CPU ms so far by process name: the stack's apps, and the machine's nats-server and postgres. */
function cpuUse(stack: TestStack): Map<string, number> {
  const use = new Map<string, number>();
  const add = (name: string, pid: number) => use.set(name, (use.get(name) ?? 0) + (cpuMsOf(pid) || 0));
  for (const [name, app] of stack.apps) if (app.child.pid) add(name, app.child.pid);
  for (const pid of pgrep('nats-server')) add('nats-server*', pid);
  for (const pid of pgrep('postgres')) add('postgres*', pid);
  return use;
}

async function get(stack: TestStack, path: string, apiKey: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${stack.baseUrl}${path}`, { headers: { 'x-api-key': apiKey } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function newKeys(side: Side, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, () =>
        natsRequest<CreateKeyResponse>(side.stack, ACCOUNTS.createKey, { accountId: side.accountId }),
      ),
    );
    keys.push(...batch.map((k) => k.apiKey));
  }
  return keys;
}

async function prepare(name: string, stack: TestStack): Promise<Side> {
  const account = await natsRequest<CreateAccountResponse>(stack, ACCOUNTS.createAccount, {
    email: `poll-${name.replace(/\W/g, '-')}-${Math.random().toString(36).slice(2)}@bench.example.com`,
    plan: 'pro',
  });
  const res = await fetch(`${stack.baseUrl}/api/visibility/scan`, {
    method: 'POST',
    headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://polled-brand.example.com', maxQueries: 8 }),
  });
  const trigger = (await res.json()) as { syntheticId: number; scanId: string };
  if (res.status !== 202) throw new Error(`trigger answered ${res.status}: ${JSON.stringify(trigger)}`);
  for (const started = Date.now(); ; ) {
    const [row] = await stack.sql<{ status: string }>('select status from scans.scans where id = $1', [trigger.scanId]);
    if (row?.status === 'completed') break;
    if (row?.status === 'failed') throw new Error(`the scan to poll failed on ${name}`);
    if (Date.now() - started > 120_000) throw new Error(`the scan to poll did not finish on ${name}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { name, stack, accountId: account.accountId, syntheticId: trigger.syntheticId };
}

async function round(side: Side): Promise<Round> {
  const path = `/api/visibility/scan?syntheticId=${side.syntheticId}`;
  const keys = await newKeys(side, KEYS);
  for (let i = 0; i < keys.length; i += 25)
    await Promise.all(keys.slice(i, i + 25).map((k) => get(side.stack, path, k)));
  const budget = keys.map((key) => ({ key, left: READS_PER_KEY - 1 }));
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
  const statuses = new Map<number | string, number>();
  const cpuBefore = cpuUse(side.stack);
  const started = performance.now();
  const endAt = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < endAt) {
        const key = takeKey();
        if (!key) {
          statuses.set('out of keys', 1);
          return;
        }
        const answer = await get(side.stack, path, key);
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpuAfter = cpuUse(side.stack);
  const cpu: Record<string, number> = {};
  for (const [name, ms] of cpuAfter) cpu[name] = (ms - (cpuBefore.get(name) ?? 0)) / latencies.length;
  return {
    side: side.name,
    requests: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: [...statuses].map(([k, v]) => `${k}×${v}`).join(', '),
    cpu,
    load: loadavg()[0]!,
  };
}

const env = { SIMULATOR_LATENCY_MS: '0', LOG_LEVEL: 'warn' };
say(`booting this build and the baseline (${args.baseline}) side by side …`);
const stacks = [await startTestStack(env), await startTestStack(env, undefined, { distDir: args.baseline })];
const rounds: Round[] = [];
try {
  const sides = [await prepare('this build', stacks[0]!), await prepare('baseline', stacks[1]!)];
  for (let r = 0; r < ROUNDS; r++) {
    // A B B A A B …: neither side always goes first.
    for (const side of r % 2 ? [...sides].reverse() : sides) {
      say(`round ${r + 1}: ${side.name}, ${CLIENTS} clients for ${SECONDS} s`);
      const result = await round(side);
      rounds.push(result);
      say(
        `  ${Math.round(result.perSecond)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${result.statuses}), load ${result.load.toFixed(1)}`,
      );
    }
  }
} finally {
  for (const stack of stacks) await stack.stop();
  await closeNatsRequests();
}

const median = (values: number[]) => percentile(values, 50);
console.log(`GET /scan of a finished scan, ${CLIENTS} clients, ${SECONDS} s rounds, alternating:`);
console.log('side        | round req/s | p50 ms | p99 ms | CPU ms per poll by process | statuses | load');
for (const r of rounds) {
  const cpu = [...APPS, 'nats-server*', 'postgres*']
    .filter((name) => r.cpu[name] !== undefined)
    .map((name) => `${name} ${r.cpu[name]!.toFixed(2)}`)
    .join(', ');
  console.log(
    `${r.side.padEnd(11)} | ${Math.round(r.perSecond).toString().padStart(11)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${cpu} | ${r.statuses} | ${r.load.toFixed(1)}`,
  );
}
for (const name of ['this build', 'baseline']) {
  const mine = rounds.filter((r) => r.side === name);
  const appCpu = mine.map((r) => APPS.reduce((sum, app) => sum + (r.cpu[app] ?? 0), 0));
  console.log(
    `${name}: median ${Math.round(median(mine.map((r) => r.perSecond)))} req/s, p50 ${median(mine.map((r) => r.p50)).toFixed(1)} ms, ` +
      `p99 ${median(mine.map((r) => r.p99)).toFixed(1)} ms, app CPU ${median(appCpu).toFixed(2)} ms per poll`,
  );
}
