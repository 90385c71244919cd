import type { BrandProfile, NativeCitation } from '#contracts';
import type { AnswerAnalysis } from './answer-analyzer.js';
import { SENTIMENTS, type Sentiment } from './sentiment.js';
import { normaliseUrl } from './url-normalizer.js';

/** One labelled answer of libs/analysis/corpus. */
export interface CorpusCase {
  id: string;
  brand: BrandProfile;
  text: string;
  citations: NativeCitation[];
  expected: {
    mentioned: boolean;
    position: number;
    sentiment: Sentiment;
    competitors: string[];
    /** URLs, compared after normalisation. */
    citedSources: string[];
  };
}

export interface PrecisionRecall {
  precision: number;
  recall: number;
  f1: number;
}

/** The figures of an analysis over the corpus, with the ids of the cases each field got wrong. */
export interface CorpusReport {
  cases: number;
  mention: PrecisionRecall;
  positionExact: number;
  sentimentMacroF1: number;
  competitors: PrecisionRecall;
  citations: PrecisionRecall;
  failures: Record<'mention' | 'position' | 'sentiment' | 'competitors' | 'citations', string[]>;
}

/** The goals the analysis must meet on the corpus. */
export const CORPUS_TARGETS = {
  mentionF1: 0.98,
  positionExact: 0.95,
  sentimentMacroF1: 0.85,
  competitorsF1: 0.9,
  citationRecall: 0.99,
} as const;

function ratio(numerator: number, denominator: number, empty: number): number {
  return denominator === 0 ? empty : numerator / denominator;
}

export function precisionRecall(
  truePositives: number,
  falsePositives: number,
  falseNegatives: number,
): PrecisionRecall {
  const precision = ratio(truePositives, truePositives + falsePositives, 1);
  const recall = ratio(truePositives, truePositives + falseNegatives, 1);
  return { precision, recall, f1: ratio(2 * precision * recall, precision + recall, 0) };
}

/** Macro-F1 over the sentiment classes that occur in the labels or the predictions. */
export function sentimentMacroF1(pairs: { expected: Sentiment; actual: Sentiment }[]): number {
  const scores: number[] = [];
  for (const sentiment of SENTIMENTS) {
    const tp = pairs.filter((p) => p.expected === sentiment && p.actual === sentiment).length;
    const fp = pairs.filter((p) => p.expected !== sentiment && p.actual === sentiment).length;
    const fn = pairs.filter((p) => p.expected === sentiment && p.actual !== sentiment).length;
    if (tp + fp + fn > 0) scores.push(precisionRecall(tp, fp, fn).f1);
  }
  return ratio(
    scores.reduce((a, b) => a + b, 0),
    scores.length,
    1,
  );
}

/** Counts of a set comparison: matched, predicted only, expected only. */
export function compareSets(expected: string[], actual: string[]): { tp: number; fp: number; fn: number } {
  const want = new Set(expected);
  const got = new Set(actual);
  const tp = [...got].filter((item) => want.has(item)).length;
  return { tp, fp: got.size - tp, fn: want.size - tp };
}

const nameKey = (name: string) => name.trim().toLowerCase();
const urlKey = (url: string) => normaliseUrl(url)?.key ?? url;

/** Competitor names compared case-insensitively. */
export function compareCompetitors(expected: string[], actual: string[]) {
  return compareSets(expected.map(nameKey), actual.map(nameKey));
}

/** Cited URLs compared after normalisation (tracking parameters, `www.`, trailing slash). */
export function compareCitations(expected: string[], actual: string[]) {
  return compareSets(expected.map(urlKey), actual.map(urlKey));
}

/** Scores analyses against the labels of the corpus. */
export function evaluateCorpus(cases: CorpusCase[], results: AnswerAnalysis[]): CorpusReport {
  const failures: CorpusReport['failures'] = {
    mention: [],
    position: [],
    sentiment: [],
    competitors: [],
    citations: [],
  };
  const mention = { tp: 0, fp: 0, fn: 0 };
  const competitors = { tp: 0, fp: 0, fn: 0 };
  const citations = { tp: 0, fp: 0, fn: 0 };
  let positionsRight = 0;
  const sentiments: { expected: Sentiment; actual: Sentiment }[] = [];
  cases.forEach((testCase, index) => {
    const actual = results[index];
    const expected = testCase.expected;
    if (actual.mentioned && expected.mentioned) mention.tp += 1;
    else if (actual.mentioned) mention.fp += 1;
    else if (expected.mentioned) mention.fn += 1;
    if (actual.mentioned !== expected.mentioned) failures.mention.push(testCase.id);
    if (actual.position === expected.position) positionsRight += 1;
    else failures.position.push(testCase.id);
    sentiments.push({ expected: expected.sentiment, actual: actual.sentiment });
    if (actual.sentiment !== expected.sentiment) failures.sentiment.push(testCase.id);
    const names = compareCompetitors(expected.competitors, actual.competitors);
    competitors.tp += names.tp;
    competitors.fp += names.fp;
    competitors.fn += names.fn;
    if (names.fp + names.fn > 0) failures.competitors.push(testCase.id);
    const urls = compareCitations(
      expected.citedSources,
      actual.citedSources.map((source) => source.url),
    );
    citations.tp += urls.tp;
    citations.fp += urls.fp;
    citations.fn += urls.fn;
    if (urls.fp + urls.fn > 0) failures.citations.push(testCase.id);
  });
  return {
    cases: cases.length,
    mention: precisionRecall(mention.tp, mention.fp, mention.fn),
    positionExact: ratio(positionsRight, cases.length, 1),
    sentimentMacroF1: sentimentMacroF1(sentiments),
    competitors: precisionRecall(competitors.tp, competitors.fp, competitors.fn),
    citations: precisionRecall(citations.tp, citations.fp, citations.fn),
    failures,
  };
}

/** The targets a report misses, as readable lines (empty when all are met). */
export function missedTargets(report: CorpusReport): string[] {
  const missed: string[] = [];
  const check = (name: string, value: number, target: number) => {
    if (value < target) missed.push(`${name} ${value.toFixed(3)} < ${target}`);
  };
  check('mention F1', report.mention.f1, CORPUS_TARGETS.mentionF1);
  check('position exact', report.positionExact, CORPUS_TARGETS.positionExact);
  check('sentiment macro-F1', report.sentimentMacroF1, CORPUS_TARGETS.sentimentMacroF1);
  check('competitors F1', report.competitors.f1, CORPUS_TARGETS.competitorsF1);
  check('citation recall', report.citations.recall, CORPUS_TARGETS.citationRecall);
  return missed;
}
