import { PLATFORM_KEYS, type PlatformKey, type PlatformScores } from '#contracts';
import { SENTIMENTS, type Sentiment } from './sentiment.js';

/** One successful run, as scoring needs it. */
export interface ScoredRun {
  platform: PlatformKey;
  mentioned: boolean;
  position: number;
  sentiment: Sentiment;
}

export interface PlatformDetail {
  runs: number;
  /** Share of runs mentioning the brand, 0–1. */
  mentionRate: number;
  /** Mean position over the runs mentioning the brand; null when none does. */
  avgPosition: number | null;
  sentimentBreakdown: Record<Sentiment, number>;
}

export interface ScanScore {
  overallScore: number;
  platformScores: PlatformScores;
  platformDetails: Record<PlatformKey, PlatformDetail>;
}

const SENTIMENT_WEIGHT: Record<Sentiment, number> = { positive: 1, neutral: 0.75, negative: 0.25, none: 0 };

/** Rounds half up, ignoring the binary noise of sums like 0.1 + 0.2. */
function roundScore(value: number): number {
  return Math.round(Number(value.toFixed(9)));
}

/** decisions §4: 0 when not mentioned, else 0.5 + 0.3·w + 0.2·s. */
export function runScore(run: Pick<ScoredRun, 'mentioned' | 'position' | 'sentiment'>): number {
  if (!run.mentioned) return 0;
  const w = Math.max(0.2, 1 - 0.2 * (Math.max(1, run.position) - 1));
  return 0.5 + 0.3 * w + 0.2 * SENTIMENT_WEIGHT[run.sentiment];
}

/** The scores of a scan's successful runs (decisions §4). */
export function scoreScan(runs: ScoredRun[]): ScanScore {
  const platformScores = {} as PlatformScores;
  const platformDetails = {} as Record<PlatformKey, PlatformDetail>;
  const scored: number[] = [];
  for (const platform of PLATFORM_KEYS) {
    const own = runs.filter((run) => run.platform === platform);
    const mentioned = own.filter((run) => run.mentioned);
    const positions = mentioned.filter((run) => run.position > 0).map((run) => run.position);
    const sentimentBreakdown = Object.fromEntries(SENTIMENTS.map((s) => [s, 0])) as Record<Sentiment, number>;
    for (const run of own) sentimentBreakdown[run.sentiment] += 1;
    platformScores[platform] =
      own.length === 0 ? 0 : roundScore((100 * own.reduce((sum, run) => sum + runScore(run), 0)) / own.length);
    platformDetails[platform] = {
      runs: own.length,
      mentionRate: own.length === 0 ? 0 : mentioned.length / own.length,
      avgPosition: positions.length === 0 ? null : positions.reduce((a, b) => a + b, 0) / positions.length,
      sentimentBreakdown,
    };
    if (own.length > 0) scored.push(platformScores[platform]);
  }
  const overallScore = scored.length === 0 ? 0 : roundScore(scored.reduce((a, b) => a + b, 0) / scored.length);
  return { overallScore, platformScores, platformDetails };
}
