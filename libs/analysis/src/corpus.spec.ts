import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './answer-analyzer.js';
import { evaluateCorpus, missedTargets } from './corpus-evaluation.js';
import { parseCorpusFiles } from './corpus-loader.js';

const corpusDir = join(import.meta.dirname, '../corpus');
const cases = parseCorpusFiles(
  readdirSync(corpusDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, json: readFileSync(join(corpusDir, name), 'utf8') })),
);

describe('labelled corpus', () => {
  it('holds at least 150 answers', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it('meets every analysis target', () => {
    const report = evaluateCorpus(
      cases,
      cases.map((item) => analyzeAnswer({ text: item.text, citations: item.citations, brand: item.brand })),
    );
    expect(missedTargets(report), JSON.stringify(report.failures)).toEqual([]);
  });

  it('analyses the same answer the same way twice', () => {
    const first = cases.map((item) => analyzeAnswer(item));
    const second = cases.map((item) => analyzeAnswer({ ...item, brand: structuredClone(item.brand) }));
    expect(second).toEqual(first);
  });
});
