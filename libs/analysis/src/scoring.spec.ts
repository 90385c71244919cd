import { describe, expect, it } from 'vitest';
import type { PlatformKey } from '#contracts';
import { runScore, type ScoredRun, scoreScan } from './scoring.js';
import type { Sentiment } from './sentiment.js';

const run = (platform: PlatformKey, mentioned: boolean, position: number, sentiment: Sentiment): ScoredRun => ({
  platform,
  mentioned,
  position,
  sentiment,
});

describe('runScore', () => {
  it.each([
    [false, 0, 'none', 0],
    [true, 1, 'positive', 1],
    [true, 1, 'neutral', 0.95],
    [true, 1, 'negative', 0.85],
    [true, 2, 'positive', 0.94],
    [true, 3, 'neutral', 0.83],
    [true, 5, 'positive', 0.76],
    [true, 9, 'negative', 0.61],
    [true, 20, 'positive', 0.76],
  ] as const)('mentioned %s, position %d, %s → %d', (mentioned, position, sentiment, score) => {
    expect(runScore({ mentioned, position, sentiment })).toBeCloseTo(score, 10);
  });
});

describe('scoreScan', () => {
  it('scores nothing as zero on every platform', () => {
    const result = scoreScan([]);
    expect(result.overallScore).toBe(0);
    expect(result.platformScores).toEqual({ assistant_a: 0, assistant_b: 0, assistant_c: 0, aio: 0 });
    expect(result.platformDetails.aio).toEqual({
      runs: 0,
      mentionRate: 0,
      avgPosition: null,
      sentimentBreakdown: { positive: 0, neutral: 0, negative: 0, none: 0 },
    });
  });

  it.each([
    {
      name: 'averages only platforms with runs',
      runs: [
        run('assistant_a', true, 1, 'positive'),
        run('assistant_a', false, 0, 'none'),
        run('aio', true, 2, 'neutral'),
      ],
      scores: { assistant_a: 50, assistant_b: 0, assistant_c: 0, aio: 89 },
      overall: 70,
    },
    {
      name: 'rounds each platform then the mean',
      runs: [run('assistant_b', true, 3, 'negative'), run('assistant_c', true, 1, 'neutral')],
      scores: { assistant_a: 0, assistant_b: 73, assistant_c: 95, aio: 0 },
      overall: 84,
    },
    {
      name: 'a platform with runs but no mention counts as zero',
      runs: [run('assistant_a', false, 0, 'none'), run('assistant_b', true, 1, 'positive')],
      scores: { assistant_a: 0, assistant_b: 100, assistant_c: 0, aio: 0 },
      overall: 50,
    },
  ])('$name', ({ runs, scores, overall }) => {
    const result = scoreScan(runs);
    expect(result.platformScores).toEqual(scores);
    expect(result.overallScore).toBe(overall);
  });

  it('details each platform', () => {
    const result = scoreScan([
      run('assistant_a', true, 1, 'positive'),
      run('assistant_a', true, 3, 'negative'),
      run('assistant_a', false, 0, 'none'),
    ]);
    expect(result.platformDetails.assistant_a).toEqual({
      runs: 3,
      mentionRate: 2 / 3,
      avgPosition: 2,
      sentimentBreakdown: { positive: 1, neutral: 0, negative: 1, none: 1 },
    });
  });
});
