/**
 * Golden outputs of the answer analysis, to check that a change to libs/analysis (an optimisation)
 * changes no result: run it before and after, then compare the two files byte for byte.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/analysis-golden.js /tmp/analysis-golden-before.json
 *
 * Covers every corpus case (and the development hold-out corpora when present) for its own brand and for every
 * other corpus brand, the bench's 2–4 KB answers, and variants of the texts (cut at odd offsets,
 * upper-cased, CRLF line ends) that reach the edge cases of parsing.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { analyzeAnswer, type CorpusCase, parseAnswer } from '#analysis';
import type { BrandProfile, NativeCitation } from '#contracts';
import { loadCorpusDir, longAnswers } from './analysis-samples.js';

/** The development corpora only: 14, 16, 17 and 18 are blind and never read here. */
const CORPUS_DIRS = [
  'libs/analysis/corpus',
  'libs/analysis/corpus-holdout',
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15].map((n) => `libs/analysis/corpus-holdout-${n}`),
];

interface GoldenCase {
  label: string;
  text: string;
  citations: NativeCitation[];
  brand: BrandProfile;
}

/** Texts that reach parsing's edge cases: cut mid-line, upper case, CRLF, accents. */
function variants(item: CorpusCase): GoldenCase[] {
  const out: GoldenCase[] = [];
  const add = (name: string, text: string) =>
    out.push({ label: `${item.id}:${name}`, text, citations: item.citations, brand: item.brand });
  for (const fraction of [0.13, 0.37, 0.61, 0.89]) {
    const cut = Math.floor(item.text.length * fraction);
    add(`head-${fraction}`, item.text.slice(0, cut));
    add(`tail-${fraction}`, item.text.slice(cut));
  }
  add('upper', item.text.toUpperCase());
  add('crlf', item.text.replace(/\n/g, '\r\n'));
  add('tabs', item.text.replace(/ {2}/g, '\t'));
  add('accented', item.text.replace(/e/g, 'é').replace(/'/g, '’'));
  add('no-markup', item.text.replace(/[*_#|]/g, ''));
  return out;
}

function goldenCases(): GoldenCase[] {
  const cases = CORPUS_DIRS.flatMap(loadCorpusDir);
  const brands = [...new Map(cases.map((item) => [item.brand.name, item.brand])).values()];
  const all: GoldenCase[] = [];
  for (const item of cases) {
    all.push({ label: item.id, text: item.text, citations: item.citations, brand: item.brand });
    for (const brand of brands) {
      if (brand !== item.brand) all.push({ label: `${item.id}@${brand.name}`, ...item, brand });
    }
    all.push(...variants(item));
  }
  const bench: GoldenCase[] = longAnswers(loadCorpusDir(CORPUS_DIRS[0]));
  all.push(...bench);
  for (const answer of bench) {
    for (const brand of brands)
      if (brand !== answer.brand) all.push({ ...answer, label: `${answer.label}@${brand.name}`, brand });
  }
  return all;
}

/** The parsed structure, field by field as the document type defines it today. */
function structureOf(text: string) {
  const doc = parseAnswer(text);
  return {
    folded: doc.folded,
    urls: doc.urls,
    items: doc.items,
    sentences: doc.sentences,
    emphasis: doc.emphasis,
    sourcesStart: doc.sourcesStart,
  };
}

const output = process.argv[2] ?? '/tmp/analysis-golden-before.json';
const cases = goldenCases();
// One line per analysis and per parsed text, written as they come: the whole set is too long for one string.
const file = openSync(output, 'w');
writeSync(file, '{"results":[\n');
cases.forEach((item, index) => {
  const analysis = analyzeAnswer({ text: item.text, citations: item.citations, brand: item.brand });
  writeSync(file, `${index ? ',\n' : ''}${JSON.stringify({ label: item.label, analysis })}`);
});
writeSync(file, '\n],"structures":[\n');
const texts = [...new Set(cases.map((item) => item.text))];
texts.forEach((text, index) => {
  writeSync(file, `${index ? ',\n' : ''}${JSON.stringify(structureOf(text))}`);
});
writeSync(file, '\n]}\n');
closeSync(file);
console.log(`${cases.length} analyses, ${texts.length} parsed texts → ${output}`);
