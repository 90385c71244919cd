import {
  confidenceLabel,
  runScore,
  type ScoredRun,
  scoreInterval,
  scoreScan,
  twoProportionTest,
  wilsonInterval,
} from '#analysis';
import {
  type FigureStatistics,
  PLATFORM_KEYS,
  type PlatformKey,
  type PreviousScanView,
  type ScanStatistics,
} from '#contracts';

/** A successful run as the statistics need it. */
export interface StatisticsRun extends ScoredRun {
  competitors: readonly string[];
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * The scan's figures with their uncertainty (issue 13). Scores are exactly decisions §4
 * (`scoreScan`); intervals, confidence and share of voice are added beside them. `seed` fixes the
 * bootstrap, so a scan's intervals never change when it is read again.
 */
export function scanStatistics(runs: readonly StatisticsRun[], seed: string): ScanStatistics {
  const score = scoreScan([...runs]);
  const byPlatform = new Map<PlatformKey, StatisticsRun[]>(PLATFORM_KEYS.map((p) => [p, []]));
  for (const run of runs) byPlatform.get(run.platform)?.push(run);
  const platforms = {} as Record<PlatformKey, FigureStatistics>;
  for (const platform of PLATFORM_KEYS) {
    const own = byPlatform.get(platform) ?? [];
    platforms[platform] = figures(own, score.platformScores[platform], [own], `${seed}:${platform}`);
  }
  const groups = PLATFORM_KEYS.map((p) => byPlatform.get(p) ?? []);
  return { overall: figures(runs, score.overallScore, groups, `${seed}:overall`), platforms };
}

function figures(
  runs: readonly StatisticsRun[],
  score: number,
  groups: readonly (readonly StatisticsRun[])[],
  seed: string,
): FigureStatistics {
  const n = runs.length;
  const mentioned = runs.filter((r) => r.mentioned).length;
  const contested = runs.filter((r) => r.mentioned || r.competitors.length > 0).length;
  const rate = wilsonInterval(mentioned, n);
  return {
    n,
    mentioned,
    mentionRate: n ? round4(mentioned / n) : 0,
    mentionRateInterval: { lower: round4(rate.lower), upper: round4(rate.upper) },
    score,
    scoreInterval: scoreInterval(
      groups.map((g) => g.map(runScore)),
      { seed },
    ),
    confidence: confidenceLabel(n),
    contested,
    shareOfVoice: contested ? round4(mentioned / contested) : null,
  };
}

/**
 * This scan against the one before it: the score delta, and whether the change of the overall
 * mention rate is beyond sampling noise (two-sided two-proportion z-test, p < 0.05). The mention
 * rate is tested, not the score, because it is the proportion the score is built on and the one a
 * published test exists for; a score change without a mention-rate change is position or tone.
 */
export function compareScans(
  current: { overallScore: number; statistics: ScanStatistics },
  previous: { scanId: string; scanDate: string; overallScore: number; statistics: ScanStatistics },
): PreviousScanView {
  const a = current.statistics.overall;
  const b = previous.statistics.overall;
  const test = twoProportionTest(a.mentioned, a.n, b.mentioned, b.n);
  return {
    scanId: previous.scanId,
    scanDate: previous.scanDate,
    overallScore: previous.overallScore,
    delta: current.overallScore - previous.overallScore,
    significant: test.significant,
    pValue: round4(test.pValue),
    mentionRate: b.mentionRate,
    runs: Math.min(a.n, b.n),
  };
}
