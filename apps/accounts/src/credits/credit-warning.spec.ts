import { describe, expect, it } from 'vitest';
import { creditWarning } from './credit-warning.js';

describe('creditWarning', () => {
  it.each([
    [5_000, null],
    [30, null],
    [29, /^Low credits: 29 left/],
    [1, /^Low credits: 1 left/],
    [0, /^Out of credits/],
  ])('for a balance of %i', (balance, expected) => {
    const warning = creditWarning(balance);
    if (expected === null) expect(warning).toBeNull();
    else expect(warning).toMatch(expected);
  });
});
