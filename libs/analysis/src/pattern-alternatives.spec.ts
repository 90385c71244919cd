import { describe, expect, it } from 'vitest';
import { firstWordsOf, groupedByFirstLetter } from './pattern-alternatives.js';
import { allMatches } from './pattern-matches.js';
import { randomTexts } from './random-texts.js';

const WORDINGS = [
  "(?:could\\s*n[o']t|(?:can\\s*n[o']t|can't)|cannot)\\s+find\\s+(?:any\\s+)?(?:information|info)",
  "(?:do|does)\\s+not\\s+have|do\\s*n't\\s+know\\s+of\\s+(?:a|an|any)\\b",
  'can\\s+not|canno|no\\s+(?:conozco|me\\s+consta)',
  '(?:x|y)+z',
];

describe('groupedByFirstLetter', () => {
  it('groups the wordings by their first letter, groups opening a wording written out', () => {
    expect(groupedByFirstLetter(['(?:do|does)\\s+not', 'can\\s+not|do\\s+n', 'cannot'])).toBe(
      'd(?:o\\s+not|oes\\s+not|o\\s+n)|c(?:an\\s+not|annot)',
    );
  });

  it.each([
    "I couldn't find any information, I cannot find info and I can't find information.",
    'We do not have it; it does not have a plan. I don’t know of any such tool. No conozco, no me consta.',
    'It can not. It canno. It cannot find information.',
  ])('finds the same matches as the alternation in %j', (text) => {
    const wordings = WORDINGS.slice(0, 3);
    const plain = new RegExp(`\\b(?:${wordings.join('|')})`, 'g');
    const grouped = new RegExp(`\\b(?:${groupedByFirstLetter(wordings)})`, 'g');
    const matches = (pattern: RegExp) => allMatches(pattern, text.toLowerCase()).map((m) => [m.index, m[0]]);
    expect(matches(grouped)).toEqual(matches(plain));
    expect(matches(plain).length).toBeGreaterThan(0);
  });

  it('refuses a wording that does not open on a letter of its own', () => {
    expect(() => groupedByFirstLetter([WORDINGS[3]])).toThrow(/not opening on a letter/);
    expect(() => groupedByFirstLetter(['a+b'])).toThrow(/not opening on a letter/);
  });
});

describe('firstWordsOf', () => {
  it('gives the words the wordings open on, groups and an optional ending written out', () => {
    expect(
      firstWordsOf([
        '(?:only|mainly)\\s+(?:if|when)|nur\\s+wenn',
        "depend(?:ra)?\\s+(?:de|d')|hangt\\s+(?:\\S+\\s+){0,3}?von",
      ]).sort(),
    ).toEqual(['depend', 'dependra', 'hangt', 'mainly', 'nur', 'only']);
  });

  it.each(["could\\s*n't", 'only\\b', '\\bonly\\s+if', 'depend(?:s|ra)?\\s+on', 'only', 'only-if\\s+x'])(
    'refuses a wording not opening on a word and white space: %j',
    (wording) => {
      expect(() => firstWordsOf([wording])).toThrow(/not opening on a word/);
    },
  );

  it('is a necessary condition: where a wording matches after a word boundary, a whole word is one of them', () => {
    const wordings = ['(?:only|so)\\s+(?:if|for)', 'depend(?:ra)?\\s+(?:de|du)'];
    const pattern = new RegExp(`\\b(?:${groupedByFirstLetter(wordings)})\\b`);
    const words = new Set(firstWordsOf(wordings));
    const pieces = ['only', 'so', 'if', 'for', 'depend', 'dependra', 'de', 'du', 'x', 'é', '3', '_', 'also'];
    const gaps = [' ', '\t', '\n', '\u00a0', '', '-', "'", ',', '.', '_', 'é'];
    let matched = 0;
    for (const text of randomTexts(pieces, gaps, 50_000, 11)) {
      if (!pattern.test(text)) continue;
      matched += 1;
      const runs = text.match(/[A-Za-z0-9_]+/g) ?? [];
      if (!runs.some((run) => words.has(run)))
        throw new Error(`no first word as a whole word in ${JSON.stringify(text)}`);
    }
    expect(matched).toBeGreaterThan(1_000);
  });
});
