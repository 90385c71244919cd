/**
 * A/B throughput of analyzeAnswer: this build against a baseline build, in one process, in alternating
 * windows, so that the load of the machine weighs on both sides alike. Prints the ratio (this build /
 * baseline) in answers per CPU-second, and the load average.
 *
 *   git archive e7bc4e0 | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   (cd /tmp/base && npx tsc -p tsconfig.build.json)
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-analysis-ab.js --baseline /tmp/base
 *
 * `--baseline` is the root of a checkout built into its `dist/` (its package.json maps the `#…`
 * imports of its own build). `--seconds` (default 20) is how long it measures, in rounds
 * of `--passes` (default 2) passes over the answers by each build, the first build alternating.
 *
 * On a busy machine CPU time per answer varies by tens of per cent from window to window; instructions
 * do not. `--only this|baseline --passes N` runs N passes of one build and exits, to be counted under
 * valgrind: the difference between N = 21 and N = 1 is the instructions of 20 passes, startup aside.
 *
 *   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --smc-check=all-non-file \
 *     node_modules/.bin/node --single-threaded dist/scripts/bench-analysis-ab.js --baseline /tmp/base --only this --passes 21
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as current from '#analysis';
import type { BrandProfile, NativeCitation } from '#contracts';
import { loadCorpusDir, longAnswers } from './analysis-samples.js';

interface AnalysisBuild {
  analyzeAnswer(input: { text: string; citations: NativeCitation[]; brand: unknown }): unknown;
  prepareBrand(brand: BrandProfile): unknown;
}

interface Side {
  name: string;
  build: AnalysisBuild;
  answers: { text: string; citations: NativeCitation[]; brand: unknown }[];
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const baselineRoot = argValue('--baseline');
if (!baselineRoot) {
  console.error(
    'usage: bench-analysis-ab --baseline <root of a built checkout> [--seconds S] [--passes N] [--only this|baseline]',
  );
  process.exit(2);
}
const SECONDS = Number(argValue('--seconds') ?? 20);
const PASSES = Number(argValue('--passes') ?? 2);
const WARM_UP_MS = 1_500;
/** The rounds are summed in this many consecutive blocks, whose spread says how steady the ratio was. */
const BLOCKS = 10;

const baseline = (await import(
  pathToFileURL(resolve(baselineRoot, 'dist/libs/analysis/src/index.js')).href
)) as AnalysisBuild;

const samples = longAnswers(loadCorpusDir('libs/analysis/corpus'));

/** One prepared profile per brand object, as a scan analyses all its answers for one brand. */
function prepared(build: AnalysisBuild): Side['answers'] {
  const byProfile = new Map<BrandProfile, unknown>();
  return samples.map((sample) => {
    let brand = byProfile.get(sample.brand);
    if (!brand) {
      brand = build.prepareBrand(sample.brand);
      byProfile.set(sample.brand, brand);
    }
    return { text: sample.text, citations: sample.citations, brand };
  });
}

const sides: Side[] = [
  { name: 'this build', build: current as unknown as AnalysisBuild, answers: [] },
  { name: 'baseline', build: baseline, answers: [] },
];
for (const side of sides) side.answers = prepared(side.build);

/** Runs the answers `passes` times; returns the CPU microseconds spent. */
function pass(side: Side, passes: number): number {
  const cpuStarted = process.cpuUsage();
  for (let round = 0; round < passes; round += 1) {
    for (const answer of side.answers) side.build.analyzeAnswer(answer);
  }
  const cpu = process.cpuUsage(cpuStarted);
  return cpu.user + cpu.system;
}

const only = argValue('--only');
if (only) {
  const side = sides[only === 'baseline' ? 1 : 0];
  pass(side, PASSES);
  process.exit(0);
}

const differing = samples.filter(
  (_, index) =>
    JSON.stringify(sides[0].build.analyzeAnswer(sides[0].answers[index])) !==
    JSON.stringify(sides[1].build.analyzeAnswer(sides[1].answers[index])),
).length;

const loadBefore = loadavg();
for (const side of sides) {
  const started = performance.now();
  while (performance.now() - started < WARM_UP_MS) pass(side, 1);
}
// Short alternating rounds (a few tens of ms each), first side alternating: a burst of load from
// other processes falls on both builds alike.
const cpuPerRound: [number, number][] = [];
const started = performance.now();
while (performance.now() - started < SECONDS * 1000) {
  const first = cpuPerRound.length % 2;
  const cpu: [number, number] = [0, 0];
  cpu[first] = pass(sides[first], PASSES);
  cpu[1 - first] = pass(sides[1 - first], PASSES);
  cpuPerRound.push(cpu);
}
const loadAfter = loadavg();

const perRound = PASSES * samples.length;
/** Answers per CPU-second of each side over a run of rounds. */
const rates = (rounds: [number, number][]) =>
  [0, 1].map((side) => (rounds.length * perRound * 1e6) / rounds.reduce((sum, cpu) => sum + cpu[side], 0));
const overall = rates(cpuPerRound);
const blockSize = Math.floor(cpuPerRound.length / BLOCKS);
const blockRatios = Array.from({ length: BLOCKS }, (_, block) => {
  const [mine, theirs] = rates(cpuPerRound.slice(block * blockSize, (block + 1) * blockSize));
  return mine / theirs;
}).sort((a, b) => a - b);
const format = (value: number) => Math.round(value).toLocaleString('en-US');
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

console.log(`answers: ${samples.length}; outputs differing from the baseline: ${differing}`);
console.log(
  `baseline: ${resolve(baselineRoot)}; ${cpuPerRound.length} rounds of ${PASSES} passes per build over ${SECONDS} s`,
);
sides.forEach((side, index) => {
  console.log(`${side.name.padEnd(10)}  ${format(overall[index])} answers per CPU-second`);
});
console.log(
  `ratio this build / baseline: ${(overall[0] / overall[1]).toFixed(3)} ` +
    `(${BLOCKS} blocks of ${blockSize} rounds: ${blockRatios[0].toFixed(3)}–${blockRatios[BLOCKS - 1].toFixed(3)}, ` +
    `median ${((blockRatios[BLOCKS / 2 - 1] + blockRatios[BLOCKS / 2]) / 2).toFixed(3)})`,
);
console.log(`load average: ${loads(loadBefore)} before, ${loads(loadAfter)} after`);
