/**
 * Evaluates the rule-based answer analysis on the labelled corpus (libs/analysis/corpus) and, when a
 * model judge is configured (the service's JUDGE_* variables), the model judge beside it: the
 * figures of what the service would report (the model's verdict where valid, else the rules').
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/eval-analysis.js
 *   npx node dist/scripts/eval-analysis.js --corpus libs/analysis/corpus-holdout --details
 *   JUDGE_PROVIDER=openai-compatible JUDGE_BASE_URL=http://localhost:11434/v1 JUDGE_MODEL=qwen2.5:7b \
 *     npx node dist/scripts/eval-analysis.js --corpus libs/analysis/corpus-holdout
 *
 * `--corpus` picks the case folder: the tuning corpus by default, or the independent held-out one
 * (libs/analysis/corpus-holdout, see its README). `--details` prints expected against actual for
 * every failing case.
 * Exits 1 when a rule-based target is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type AnswerAnalysis,
  analyzeAnswer,
  CORPUS_TARGETS,
  type CorpusCase,
  type CorpusReport,
  evaluateCorpus,
  missedTargets,
  parseCorpusFiles,
  VERDICT_FIELDS,
} from '#analysis';
import { loadConfig } from '#common';
import { judgeFromConfig } from '../apps/scans/src/judge/model-judges.js';
import { evaluateJudge } from './judge-evaluation.js';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const CORPUS_DIR = resolve(process.cwd(), argValue('--corpus') ?? 'libs/analysis/corpus');

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

async function printModelJudged(cases: CorpusCase[], rules: AnswerAnalysis[], report: CorpusReport): Promise<void> {
  const config = loadConfig();
  const judge = judgeFromConfig(config);
  if (!judge) {
    console.log('model judge: skipped (set JUDGE_PROVIDER, JUDGE_MODEL and JUDGE_BASE_URL or JUDGE_API_KEY)');
    return;
  }
  const judged = await evaluateJudge(cases, rules, judge, config.JUDGE_CONCURRENCY);
  console.log(
    `model judge ${judged.model}: ${judged.judged} of ${cases.length} answers judged; elsewhere the rules' verdict`,
  );
  const { report: model } = judged;
  console.log(`  mention F1          model ${pct(model.mention.f1)}  rules ${pct(report.mention.f1)}`);
  console.log(`  position exact      model ${pct(model.positionExact)}  rules ${pct(report.positionExact)}`);
  console.log(`  sentiment macro-F1  model ${pct(model.sentimentMacroF1)}  rules ${pct(report.sentimentMacroF1)}`);
  console.log(
    `  competitors         model P ${pct(model.competitors.precision)} R ${pct(model.competitors.recall)} F1 ${pct(model.competitors.f1)}` +
      `  rules F1 ${pct(report.competitors.f1)}`,
  );
  console.log(
    `  disagreements with the rules: ${VERDICT_FIELDS.map((field) => `${field} ${judged.disagreements[field]}`).join(', ')}`,
  );
  if (judged.failures.length > 0) {
    const [first] = judged.failures;
    console.log(`  ${judged.failures.length} judgements failed; first: ${first.id} ${first.kind}: ${first.message}`);
  }
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
  await printModelJudged(cases, results, report);
  const missed = missedTargets(report);
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('all targets met');
  }
}

await main();
