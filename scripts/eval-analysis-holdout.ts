/**
 * Evaluates the rule-based answer analysis on the independent held-out corpus
 * (libs/analysis/corpus-holdout, see its README), with the same per-field figures and targets as
 * scripts/eval-analysis.ts prints for the tuning corpus.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/eval-analysis-holdout.js [--details]
 *
 * --details also prints, for every failing case, the expected and the actual value of each failing
 * field. Exits 1 when a rule-based target is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyzeAnswer,
  CORPUS_TARGETS,
  type CorpusCase,
  type CorpusReport,
  evaluateCorpus,
  missedTargets,
  parseCorpusFiles,
} from '#analysis';

const CORPUS_DIR = join(process.cwd(), 'libs/analysis/corpus-holdout');

function loadCorpus(): CorpusCase[] {
  const files = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, json: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
  return parseCorpusFiles(files);
}

const pct = (value: number) => value.toFixed(3);

function printReport(report: CorpusReport): void {
  console.log(`corpus (held-out): ${report.cases} cases`);
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

function main(): void {
  const cases = loadCorpus();
  const results = cases.map((item) => analyzeAnswer({ text: item.text, citations: item.citations, brand: item.brand }));
  const report = evaluateCorpus(cases, results);
  printReport(report);
  if (process.argv.includes('--details')) printDetails(cases, results, report);
  const missed = missedTargets(report);
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('all targets met');
  }
}

main();
