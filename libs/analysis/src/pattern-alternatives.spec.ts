import { describe, expect, it } from 'vitest';
import { groupedByFirstLetter } from './pattern-alternatives.js';
import { allMatches } from './pattern-matches.js';

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
