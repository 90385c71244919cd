import { describe, expect, it } from 'vitest';
import { visibilityLevel } from './visibility-level.js';

describe('visibilityLevel', () => {
  it.each([
    [0, 'invisible'],
    [20, 'invisible'],
    [21, 'low'],
    [40, 'low'],
    [41, 'moderate'],
    [60, 'moderate'],
    [61, 'strong'],
    [80, 'strong'],
    [81, 'dominant'],
    [100, 'dominant'],
  ] as const)('%d → %s', (score, level) => {
    expect(visibilityLevel(score)).toBe(level);
  });
});
