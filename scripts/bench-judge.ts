/**
 * What the model judge costs a scan, measured in one run on two stacks of the five real apps (the
 * e2e harness): one without a judge, one with JUDGE_* pointing at a loopback Chat Completions
 * server that answers every judgement after `--judge-ms` (a valid structured verdict). Scans of
 * `--runs` runs alternate between the stacks (A, B, A, B, …) so that both see the same machine
 * load; each is timed from the trigger's answer to the first poll that shows it available, and
 * the judged stack's judging step from its log line.
 *
 * Answers are judged as they come in, so with a platform latency (`--latency-ms`, the simulator's)
 * most of the judging overlaps the asking and the step left at the end shrinks.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-judge.js [--runs 100] [--rounds 3] [--judge-ms 200] [--concurrency 4] [--latency-ms 0]
 *
 * Needs PostgreSQL and NATS (JetStream) as the e2e tests do.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startLoopbackServer } from '../apps/platforms/src/providers/testing/loopback-server.js';
import { judgeChatCompletionBody } from '../apps/scans/src/judge/testing/judge-wire.js';
import { api, createAccount, type TestAccount, waitForScan } from '../test/harness/api-client.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '3' },
    'judge-ms': { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    'latency-ms': { type: 'string', default: '0' },
  },
});
const RUNS = Number(args.runs);
const ROUNDS = Number(args.rounds);
const JUDGE_MS = Number(args['judge-ms']);
const CONCURRENCY = Number(args.concurrency);
const LATENCY_MS = Number(args['latency-ms']);

const VERDICT = { mentioned: true, position: 1, sentiment: 'positive', competitors: ['Globex'] };

async function timedScan(stack: TestStack, account: TestAccount, body: object): Promise<{ ms: number; id: number }> {
  const started = performance.now();
  const trigger = await api(stack, account.apiKey).post('/api/visibility/scan', body);
  if (trigger.status !== 202) throw new Error(`trigger: ${trigger.status} ${JSON.stringify(trigger.body)}`);
  const done = await waitForScan(stack, account.apiKey, trigger.body.syntheticId, 300_000);
  if (!done.scanAvailable) throw new Error(`scan did not complete: ${JSON.stringify(done)}`);
  return { ms: performance.now() - started, id: trigger.body.syntheticId };
}

function judgingMs(stack: TestStack): number[] {
  return stack.logs
    .map(({ line }) => /judging step (\d+) ms/.exec(line)?.[1])
    .filter((ms): ms is string => ms !== undefined)
    .map(Number);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const judge = await startLoopbackServer(() => ({
    delayMs: JUDGE_MS,
    body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT), model: 'bench-judge' }),
  }));
  const common = { SIMULATOR_LATENCY_MS: String(LATENCY_MS), SCAN_SWEEP_INTERVAL_MS: '600000' };
  const plain = await startTestStack(common);
  const judged = await startTestStack({
    ...common,
    JUDGE_PROVIDER: 'openai-compatible',
    JUDGE_BASE_URL: `${judge.url}/v1`,
    JUDGE_MODEL: 'bench-judge',
    JUDGE_CONCURRENCY: String(CONCURRENCY),
  });
  try {
    const accounts = new Map<TestStack, TestAccount>([
      [plain, await createAccount(plain, 'pro')],
      [judged, await createAccount(judged, 'pro')],
    ]);
    // A first small scan per stack creates the agent (site fetch, topics) outside the timings.
    const agents = new Map<TestStack, number>();
    for (const stack of [plain, judged]) {
      const { id } = await timedScan(stack, accounts.get(stack)!, {
        url: 'https://www.bench-judge.test',
        maxQueries: 4,
      });
      agents.set(stack, id);
    }
    const times = new Map<TestStack, number[]>([
      [plain, []],
      [judged, []],
    ]);
    const judgedRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const stack of round % 2 === 0 ? [plain, judged] : [judged, plain]) {
        const before = judge.requests.length;
        const { ms } = await timedScan(stack, accounts.get(stack)!, {
          syntheticId: agents.get(stack),
          maxQueries: RUNS,
        });
        times.get(stack)!.push(ms);
        if (stack === judged) judgedRuns.push(judge.requests.length - before);
        process.stderr.write(`round ${round + 1}: ${stack === plain ? 'no judge' : 'judge'} ${Math.round(ms)} ms\n`);
      }
    }
    const steps = judgingMs(judged).slice(1);
    const runs = median(judgedRuns);
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `scans of up to ${RUNS} runs (${runs} planned: the agent's questions × 4 platforms), simulator latency ${LATENCY_MS} ms, judge ${JUDGE_MS} ms per call, ${CONCURRENCY} at a time`,
    );
    console.log(
      `  no judge     median ${Math.round(median(times.get(plain)!))} ms  (${times.get(plain)!.map(Math.round).join(', ')})`,
    );
    console.log(
      `  with judge   median ${Math.round(median(times.get(judged)!))} ms  (${times.get(judged)!.map(Math.round).join(', ')})`,
    );
    console.log(
      `  judging step median ${median(steps)} ms (${steps.join(', ')}); all judgements back to back: ⌈${runs}/${CONCURRENCY}⌉ × ${JUDGE_MS} ms = ${Math.ceil(runs / CONCURRENCY) * JUDGE_MS} ms`,
    );
  } finally {
    await plain.stop();
    await judged.stop();
    await judge.close();
  }
}

await main();
