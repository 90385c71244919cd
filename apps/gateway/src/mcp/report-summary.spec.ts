import { describe, expect, it } from 'vitest';
import { REPORT_EXAMPLE } from '../scans/scan-examples.js';
import { reportSummary } from './report-summary.js';

const gap = (i: number) => ({
  query: `Question ${i}?`,
  topicId: 'top_x',
  gapRuns: 1,
  runs: 2,
  platforms: ['assistant_a' as const],
  competitors: ['Rival'],
});
const competitor = (i: number) => ({
  name: `Rival ${i}`,
  mentions: 10 - i,
  mentionRate: 0.5,
  avgPosition: 1,
  shareOfVoice: 0.3,
  platforms: ['aio' as const],
});

describe('reportSummary', () => {
  const report = {
    ...REPORT_EXAMPLE,
    gapQueries: Array.from({ length: 14 }, (_, i) => gap(i)),
    competitorLeaderboard: Array.from({ length: 8 }, (_, i) => competitor(i)),
  };
  const summary = reportSummary(report);

  it('keeps the scores, intervals and the figures of each assistant, by its name', () => {
    expect(summary.overallScore).toBe(42);
    expect(summary.overallScoreInterval).toEqual({ lower: 31, upper: 53 });
    expect(summary.platforms.map((p) => p.platform)).toEqual(['assistant_a', 'assistant_b', 'assistant_c', 'aio']);
    expect(summary.platforms[0]).toMatchObject({
      assistant: REPORT_EXAMPLE.assistantNames.assistant_a,
      score: 55,
      scoreInterval: { lower: 20, upper: 80 },
      mentionRate: 0.6667,
      answers: 3,
    });
  });

  it('keeps the top five competitors and ten gap questions, and says how many there are', () => {
    expect(summary.topCompetitors.map((c) => c.name)).toEqual(['Rival 0', 'Rival 1', 'Rival 2', 'Rival 3', 'Rival 4']);
    expect(summary.gapQueries).toHaveLength(10);
    expect(summary._service.what_you_are_seeing).toContain('10 of the 14 gap questions');
  });

  it('leaves the raw answers out and points to the full report', () => {
    expect(summary).not.toHaveProperty('queryResults');
    expect(summary.answers).toBe(1);
    expect(summary.reportUrl).toBe(REPORT_EXAMPLE.reportUrl);
    expect(JSON.stringify(summary).length).toBeLessThan(JSON.stringify(report).length);
  });
});
