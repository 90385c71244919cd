/**
 * Evaluates the rule-based answer analysis on the labelled corpus (libs/analysis/corpus) and, when a
 * model is configured, a model-judged sentiment and competitor extraction beside it.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/eval-analysis.js
 *   npx node dist/scripts/eval-analysis.js --corpus libs/analysis/corpus-holdout --details
 *   GENERATOR_BASE_URL=http://localhost:11434/v1 GENERATOR_MODEL=qwen2.5:7b npx node dist/scripts/eval-analysis.js
 *
 * `--corpus` picks the case folder: the tuning corpus by default, or the independent held-out one
 * (libs/analysis/corpus-holdout, see its README). `--details` prints expected against actual for
 * every failing case.
 * Exits 1 when a rule-based target is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import OpenAI from 'openai';
import {
  analyzeAnswer,
  CORPUS_TARGETS,
  type CorpusCase,
  type CorpusReport,
  compareCompetitors,
  evaluateCorpus,
  missedTargets,
  parseCorpusFiles,
  precisionRecall,
  type Sentiment,
  sentimentMacroF1,
} from '#analysis';
import { ChatCompletionsJudge } from './chat-completions-judge.js';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const CORPUS_DIR = join(process.cwd(), argValue('--corpus') ?? 'libs/analysis/corpus');
const JUDGE_CONCURRENCY = 4;

function loadCorpus(): CorpusCase[] {
  const files = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, json: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
  return parseCorpusFiles(files);
}

const pct = (value: number) => value.toFixed(3);

function printReport(report: CorpusReport): void {
  console.log(`corpus ${CORPUS_DIR}: ${report.cases} cases`);
  const rows: [string, string, string, string[]][] = [
    [
      'mention',
      `P ${pct(report.mention.precision)}  R ${pct(report.mention.recall)}  F1 ${pct(report.mention.f1)}`,
      `F1 ≥ ${CORPUS_TARGETS.mentionF1}`,
      report.failures.mention,
    ],
    ['position', `exact ${pct(report.positionExact)}`, `≥ ${CORPUS_TARGETS.positionExact}`, report.failures.position],
    [
      'sentiment',
      `macro-F1 ${pct(report.sentimentMacroF1)}`,
      `≥ ${CORPUS_TARGETS.sentimentMacroF1}`,
      report.failures.sentiment,
    ],
    [
      'competitors',
      `P ${pct(report.competitors.precision)}  R ${pct(report.competitors.recall)}  F1 ${pct(report.competitors.f1)}`,
      `F1 ≥ ${CORPUS_TARGETS.competitorsF1}`,
      report.failures.competitors,
    ],
    [
      'citations',
      `P ${pct(report.citations.precision)}  R ${pct(report.citations.recall)}`,
      `recall ≥ ${CORPUS_TARGETS.citationRecall}`,
      report.failures.citations,
    ],
  ];
  for (const [field, figures, target, failing] of rows) {
    console.log(`${field.padEnd(12)} ${figures.padEnd(40)} target ${target}`);
    console.log(`${''.padEnd(12)} failing (${failing.length}): ${failing.join(', ') || '-'}`);
  }
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function printModelJudged(cases: CorpusCase[], report: CorpusReport): Promise<void> {
  const baseURL = process.env.GENERATOR_BASE_URL;
  const model = process.env.GENERATOR_MODEL;
  if (!baseURL || !model) {
    console.log('model-judged: skipped (set GENERATOR_BASE_URL and GENERATOR_MODEL)');
    return;
  }
  const judge = new ChatCompletionsJudge(
    new OpenAI({ baseURL, apiKey: process.env.GENERATOR_API_KEY ?? 'not-needed', maxRetries: 2 }),
    model,
  );
  const judged = await mapLimited(cases, JUDGE_CONCURRENCY, async (item) => {
    const answer = { text: item.text, brand: item.brand };
    try {
      const [sentiment, competitors] = await Promise.all([
        judge.judgeSentiment(answer),
        judge.judgeCompetitors(answer),
      ]);
      return { sentiment, competitors, error: null };
    } catch (error) {
      return { sentiment: 'neutral' as Sentiment, competitors: [], error: String(error) };
    }
  });
  const errors = judged.filter((result) => result.error !== null);
  const sentimentF1 = sentimentMacroF1(
    cases.map((item, index) => ({ expected: item.expected.sentiment, actual: judged[index].sentiment })),
  );
  const counts = { tp: 0, fp: 0, fn: 0 };
  cases.forEach((item, index) => {
    const names = compareCompetitors(item.expected.competitors, judged[index].competitors);
    counts.tp += names.tp;
    counts.fp += names.fp;
    counts.fn += names.fn;
  });
  const competitors = precisionRecall(counts.tp, counts.fp, counts.fn);
  console.log(`model-judged (${model}${errors.length > 0 ? `, ${errors.length} calls failed` : ''}):`);
  console.log(`  sentiment macro-F1  model ${pct(sentimentF1)}  rules ${pct(report.sentimentMacroF1)}`);
  console.log(
    `  competitors         model P ${pct(competitors.precision)} R ${pct(competitors.recall)} F1 ${pct(competitors.f1)}` +
      `  rules F1 ${pct(report.competitors.f1)}`,
  );
  if (errors.length > 0) console.log(`  first error: ${errors[0].error}`);
}

/** Expected against actual for each failing case, field by field. */
function printDetails(cases: CorpusCase[], results: unknown[], report: CorpusReport): void {
  const failing = new Map<string, string[]>();
  for (const [field, ids] of Object.entries(report.failures) as [string, string[]][]) {
    for (const id of ids) failing.set(id, [...(failing.get(id) ?? []), field]);
  }
  cases.forEach((item, index) => {
    const fields = failing.get(item.id);
    if (!fields) return;
    console.log(`\n## ${item.id} (${item.brand.name}) failing: ${fields.join(', ')}`);
    console.log(`expected: ${JSON.stringify(item.expected)}`);
    console.log(`actual:   ${JSON.stringify(results[index])}`);
  });
}

async function main(): Promise<void> {
  const cases = loadCorpus();
  const results = cases.map((item) => analyzeAnswer({ text: item.text, citations: item.citations, brand: item.brand }));
  const report = evaluateCorpus(cases, results);
  printReport(report);
  if (process.argv.includes('--details')) printDetails(cases, results, report);
  await printModelJudged(cases, report);
  const missed = missedTargets(report);
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('all targets met');
  }
}

await main();
