/**
 * Throughput of analyzeAnswer on one core over 2–4 KB answers built from the corpus.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-analysis.js
 */
import { analyzeAnswer, type PreparedBrand, prepareBrand } from '#analysis';
import type { NativeCitation } from '#contracts';
import { loadCorpusDir, longAnswers } from './analysis-samples.js';

const GOAL_PER_SECOND = 5_000;
const WARM_UP_MS = 1_500;
/** Measured in windows: noise from other processes (or a busy host) only ever slows a window down. */
const WINDOWS = 10;
const WINDOW_MS = 500;

interface BenchAnswer {
  text: string;
  citations: NativeCitation[];
  brand: PreparedBrand;
}

/** Analyses the answers over and over for a while; CPU time is what one core spent, whatever else runs. */
function run(answers: BenchAnswer[], forMs: number): { count: number; wallMs: number; cpuMs: number } {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let count = 0;
  while (performance.now() - started < forMs) {
    for (const answer of answers) analyzeAnswer(answer);
    count += answers.length;
  }
  const cpu = process.cpuUsage(cpuStarted);
  return { count, wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

// One prepared brand per brand (the answers of a brand share one profile object).
const answers: BenchAnswer[] = longAnswers(loadCorpusDir('libs/analysis/corpus')).map((a) => ({
  text: a.text,
  citations: a.citations,
  brand: prepareBrand(a.brand),
}));
const bytes = answers.map((answer) => Buffer.byteLength(answer.text));
console.log(
  `answers: ${answers.length}, ${Math.min(...bytes)}–${Math.max(...bytes)} bytes ` +
    `(mean ${Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length)})`,
);
run(answers, WARM_UP_MS);
const windows = Array.from({ length: WINDOWS }, () => run(answers, WINDOW_MS));
const perCpuSecond = (window: { count: number; cpuMs: number }) => Math.round((window.count / window.cpuMs) * 1000);
const rates = windows.map(perCpuSecond).sort((a, b) => a - b);
const best = rates[rates.length - 1];
const median = rates[Math.floor(rates.length / 2)];
const total = windows.reduce(
  (sum, window) => ({ count: sum.count + window.count, wallMs: sum.wallMs + window.wallMs }),
  {
    count: 0,
    wallMs: 0,
  },
);
const perWallSecond = Math.round((total.count / total.wallMs) * 1000);
const format = (value: number) => value.toLocaleString('en-US');
console.log(
  `throughput: ${format(best)} answers per CPU-second on one core, best of ${WINDOWS} windows of ${WINDOW_MS} ms ` +
    `(median ${format(median)}, slowest ${format(rates[0])}; ${format(perWallSecond)}/s wall clock overall; ` +
    `goal ≥ ${format(GOAL_PER_SECOND)}/s)`,
);
console.log(best >= GOAL_PER_SECOND ? 'goal met' : 'goal missed');
if (best < GOAL_PER_SECOND) process.exitCode = 1;
