import { describe, expect, it } from 'vitest';
import { OpeningWordings } from './opening-wordings.js';

const WORDINGS = 'on balance|overall|to (?:its|their) credit|w skrocie|a sa decharge|the verdict|verdict';

describe('OpeningWordings', () => {
  const openings = new OpeningWordings('*_>#-', WORDINGS);
  const plain =
    /[\s*_>#-]*(?:on balance|overall|to (?:its|their) credit|w skrocie|a sa decharge|the verdict|verdict)\b/y;

  it('is the sticky pattern of the wordings after markup', () => {
    expect(openings.source).toBe(
      '[\\s*_>#\\-]*(?:on balance|overall|to (?:its|their) credit|w skrocie|a sa decharge|the verdict|verdict)\\b',
    );
  });

  it.each([
    ['**on balance**, acme is fine', 0, true],
    ['> - overall: good', 0, true],
    ['\u00a0\u2003to their credit, it works', 0, true],
    ['w skrocie: tak', 0, true],
    ['a sa decharge', 0, true],
    ['the verdict is in', 0, true],
    ['the app is fine', 0, false],
    ['overallness', 0, false],
    ['on balanced days', 0, false],
    ['so on balance', 0, false],
    ['so on balance', 3, true],
    ['###', 0, false],
    ['', 0, false],
    ['o', 0, false],
    ['“overall”', 0, false],
    ['— overall', 0, false],
    ['ön balance', 0, false],
  ])('answers as the pattern in %j at %d: %s', (text, offset, expected) => {
    plain.lastIndex = offset;
    expect(plain.test(text)).toBe(expected);
    expect(openings.opens(text, offset)).toBe(expected);
  });

  it('answers as the pattern at every offset of varied texts', () => {
    const texts = [
      'Pros: fast. **Overall:** it is good.\n> To its credit, the verdict: skip it.\n- on balance, OK',
      '## Verdict\nw skrocie — a sa decharge. The verdict is overall fine; on  balance no.',
    ].map((text) => text.toLowerCase());
    let opened = 0;
    for (const text of texts) {
      for (let offset = 0; offset <= text.length; offset += 1) {
        plain.lastIndex = offset;
        const expected = plain.test(text);
        expect(openings.opens(text, offset)).toBe(expected);
        if (expected) opened += 1;
      }
    }
    expect(opened).toBeGreaterThan(10);
  });

  it('refuses wordings it could skip a match of', () => {
    expect(() => new OpeningWordings('*', '(?:on|in) balance')).toThrow(/two letters/);
    expect(() => new OpeningWordings('*', 'ov?erall')).toThrow(/two letters/);
    expect(() => new OpeningWordings('*', '-overall')).toThrow(/two letters/);
    expect(() => new OpeningWordings('a', 'overall')).toThrow(/letter as markup/);
  });
});
