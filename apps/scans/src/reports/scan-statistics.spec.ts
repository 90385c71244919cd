import { describe, expect, it } from 'vitest';
import { scoreScan } from '#analysis';
import type { PlatformKey } from '#contracts';
import { compareScans, type StatisticsRun, scanStatistics } from './scan-statistics.js';

const runs: StatisticsRun[] = (['assistant_a', 'assistant_b', 'assistant_c'] as PlatformKey[]).flatMap((platform, p) =>
  Array.from({ length: 10 }, (_, i) => ({
    platform,
    mentioned: i < 3 + 2 * p,
    position: (i % 3) + 1,
    sentiment: i < 3 + 2 * p ? (i % 2 ? 'positive' : 'neutral') : 'none',
    competitors: i % 4 === 0 ? [] : ['Rival'],
  })),
);

describe('scanStatistics', () => {
  const stats = scanStatistics(runs, 'scn_1');

  it('keeps the scores of decisions §4 exactly and adds the figures around them', () => {
    const score = scoreScan(runs);
    expect(stats.overall.score).toBe(score.overallScore);
    for (const p of ['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const) {
      expect(stats.platforms[p].score).toBe(score.platformScores[p]);
    }
    expect(stats.platforms.assistant_a).toMatchObject({
      n: 10,
      mentioned: 3,
      mentionRate: 0.3,
      confidence: 'directional',
    });
    expect(stats.platforms.assistant_a.mentionRateInterval).toEqual({ lower: 0.1078, upper: 0.6032 });
    expect(stats.platforms.aio).toMatchObject({ n: 0, scoreInterval: null, confidence: 'low', shareOfVoice: null });
    expect(stats.overall).toMatchObject({ n: 30, mentioned: 15, confidence: 'high' });
  });

  it('is the same for the same scan, read again', () => {
    expect(scanStatistics(runs, 'scn_1')).toEqual(stats);
    const overall = stats.overall.scoreInterval;
    expect(overall && overall.lower <= stats.overall.score && stats.overall.score <= overall.upper).toBe(true);
  });
});

describe('compareScans', () => {
  const now = scanStatistics(runs, 'scn_2');
  const none = scanStatistics(
    runs.map((r) => ({ ...r, mentioned: false, sentiment: 'none' as const })),
    'scn_1',
  );
  it('calls 15 of 30 against 0 of 30 significant, and a scan against itself not', () => {
    expect(
      compareScans(
        { overallScore: 40, statistics: now },
        { scanId: 'scn_1', scanDate: '2026-11-18T00:00:00Z', overallScore: 0, statistics: none },
      ),
    ).toMatchObject({ delta: 40, significant: true, runs: 30, mentionRate: 0 });
    expect(
      compareScans(
        { overallScore: 40, statistics: now },
        { scanId: 'scn_1', scanDate: '2026-11-18T00:00:00Z', overallScore: 38, statistics: now },
      ),
    ).toMatchObject({ delta: 2, significant: false, pValue: 1 });
  });
});
