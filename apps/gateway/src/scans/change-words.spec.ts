import { describe, expect, it } from 'vitest';
import { describeChange } from './change-words.js';

const base = { scanId: 'scn_x', scanDate: '2026-11-18T10:00:00Z', overallScore: 40, mentionRate: 0.3, runs: 30 };

describe('describeChange', () => {
  it.each([
    [
      { delta: 12, significant: true, pValue: 0.012 },
      'up 12 points since 18 Nov: beyond the noise (mention rate 30% then, p = 0.012)',
    ],
    [
      { delta: -1, significant: false, pValue: 0.71 },
      'down 1 point since 18 Nov: within the noise of a 30-run scan (p = 0.71)',
    ],
    [
      { delta: 0, significant: false, pValue: 1 },
      'unchanged since 18 Nov: within the noise of a 30-run scan (p = 1.00)',
    ],
  ])('%o', (change, words) => {
    expect(describeChange({ ...base, ...change })).toBe(words);
  });
});
