/**
 * Throughput of analyzeAnswer on one core over 2–4 KB answers built from the corpus.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-analysis.js
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeAnswer, type CorpusCase, type PreparedBrand, parseCorpusFiles, prepareBrand } from '#analysis';
import type { NativeCitation } from '#contracts';

const GOAL_PER_SECOND = 5_000;
const MIN_BYTES = 2_048;
const MAX_BYTES = 4_096;
const WARM_UP_MS = 1_500;
const MEASURE_MS = 4_000;

interface BenchAnswer {
  text: string;
  citations: NativeCitation[];
  brand: PreparedBrand;
}

function loadCorpus(): CorpusCase[] {
  const dir = join(process.cwd(), 'libs/analysis/corpus');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, json: readFileSync(join(dir, name), 'utf8') }));
  return parseCorpusFiles(files);
}

/** Long answers: each brand's corpus answers joined (rotating the start) up to a size spread over 2–4 KB. */
function buildAnswers(cases: CorpusCase[]): BenchAnswer[] {
  const byBrand = new Map<string, CorpusCase[]>();
  for (const item of cases) byBrand.set(item.brand.name, [...(byBrand.get(item.brand.name) ?? []), item]);
  const answers: BenchAnswer[] = [];
  for (const group of byBrand.values()) {
    // One prepared brand per brand, as a scan analyses all its answers for one brand.
    const brand = prepareBrand(group[0].brand);
    for (let start = 0; start < group.length; start += 1) {
      const target = MIN_BYTES + ((start * 797) % (MAX_BYTES - MIN_BYTES));
      let text = '';
      const citations: NativeCitation[] = [];
      for (let offset = 0; offset < group.length && Buffer.byteLength(text) < target; offset += 1) {
        const item = group[(start + offset) % group.length];
        const next = text ? `${text}\n\n${item.text}` : item.text;
        if (Buffer.byteLength(next) > MAX_BYTES) continue;
        text = next;
        citations.push(...item.citations);
      }
      if (Buffer.byteLength(text) >= MIN_BYTES) answers.push({ text, citations, brand });
    }
  }
  return answers;
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

const answers = buildAnswers(loadCorpus());
const bytes = answers.map((answer) => Buffer.byteLength(answer.text));
console.log(
  `answers: ${answers.length}, ${Math.min(...bytes)}–${Math.max(...bytes)} bytes ` +
    `(mean ${Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length)})`,
);
run(answers, WARM_UP_MS);
const { count, wallMs, cpuMs } = run(answers, MEASURE_MS);
const perCpuSecond = Math.round((count / cpuMs) * 1000);
const perWallSecond = Math.round((count / wallMs) * 1000);
const format = (value: number) => value.toLocaleString('en-US');
console.log(
  `throughput: ${format(perCpuSecond)} answers per CPU-second on one core ` +
    `(${format(perWallSecond)}/s wall clock; goal ≥ ${format(GOAL_PER_SECOND)}/s)`,
);
console.log(perCpuSecond >= GOAL_PER_SECOND ? 'goal met' : 'goal missed');
if (perCpuSecond < GOAL_PER_SECOND) process.exitCode = 1;
