import type { PlatformKey, PlatformScores, ScanMode } from './platform-keys.js';

/** A 95% interval: mention rates in 0–1, scores in 0–100. */
export interface IntervalView {
  lower: number;
  upper: number;
}

/** How far a figure can be read: `low` n < 5, `directional` 5–29, `high` ≥ 30 answers. */
export type ConfidenceLabel = 'low' | 'directional' | 'high';

/** A platform's (or all platforms') figures with their uncertainty, from a scan's successful runs. */
export interface FigureStatistics {
  /** Successful runs (answers) the figures rest on. */
  n: number;
  /** Answers mentioning the brand. */
  mentioned: number;
  mentionRate: number;
  /** Wilson 95% interval of the mention rate. */
  mentionRateInterval: IntervalView;
  /** The score of decisions §4 (overall: the mean of the platform scores). */
  score: number;
  /** Bootstrap 95% interval of the score; null without any answer. */
  scoreInterval: IntervalView | null;
  confidence: ConfidenceLabel;
  /** Answers naming the brand or any competitor. */
  contested: number;
  /** Answers mentioning the brand ÷ answers naming the brand or any competitor; null when none names anybody. */
  shareOfVoice: number | null;
}

/** Kept with each finished scan, so that history and trends read one row per scan. */
export interface ScanStatistics {
  overall: FigureStatistics;
  platforms: Record<PlatformKey, FigureStatistics>;
}

/** The scan before the one shown, and whether the change is beyond the noise. */
export interface PreviousScanView {
  scanId: string;
  scanDate: string;
  overallScore: number;
  /** This scan's overall score minus the previous one's. */
  delta: number;
  /** Two-sided two-proportion z-test of the overall mention rates, p < 0.05. */
  significant: boolean;
  pValue: number;
  mentionRate: number;
  /** The smaller of the two scans' answer counts, for "within the noise of an N-run scan". */
  runs: number;
}

export interface CompetitorStanding {
  name: string;
  /** Answers naming the competitor. */
  mentions: number;
  /** Share of all answers naming it. */
  mentionRate: number;
  /** Mean rank among the brands an answer names, in order of first appearance (the brand included). */
  avgPosition: number | null;
  /** Answers naming it ÷ answers naming the brand or any competitor. */
  shareOfVoice: number;
  platforms: PlatformKey[];
}

export interface SegmentFigures {
  runs: number;
  mentionRate: number;
  mentionRateInterval: IntervalView;
  score: number;
  shareOfVoice: number | null;
  confidence: ConfidenceLabel;
}

export interface TopicBreakdown extends SegmentFigures {
  topicId: string;
  name: string;
  /** The same figures per platform (the topic × platform grid); platforms without runs left out. */
  platforms: Partial<Record<PlatformKey, SegmentFigures>>;
}

export interface PersonaBreakdown extends SegmentFigures {
  personaId: string | null;
  /** The persona's name; "No persona" for runs asked without one. */
  name: string;
}

export type CitationClass = 'owned' | 'competitor' | 'third-party';

export interface CitedDomain {
  /** Registrable domain (eTLD+1). */
  domain: string;
  class: CitationClass;
  /** Answers citing it. */
  count: number;
  /** count ÷ all (answer, domain) citations of the scan. */
  share: number;
}

export interface GapQuery {
  query: string;
  topicId: string;
  /** Answers to this query naming a competitor but not the brand, of `runs` answers to it. */
  gapRuns: number;
  runs: number;
  platforms: PlatformKey[];
  competitors: string[];
}

/** What the report adds beyond decisions §4: competition, segments, citations, gaps. */
export interface ScanInsights {
  shareOfVoice: { overall: number | null; platforms: Record<PlatformKey, number | null> };
  competitorLeaderboard: CompetitorStanding[];
  topicBreakdown: TopicBreakdown[];
  personaBreakdown: PersonaBreakdown[];
  citedDomains: CitedDomain[];
  /** Domains cited in answers that do not mention the brand: where to be present. */
  citedDomainsWhereAbsent: CitedDomain[];
  gapQueries: GapQuery[];
}

/** One finished scan in the history list. */
export interface ScanHistoryItem {
  scanId: string;
  scanDate: string;
  status: 'completed' | 'failed';
  mode: ScanMode;
  samples: number;
  overallScore: number | null;
  overallScoreInterval: IntervalView | null;
  platformScores: PlatformScores | null;
  /** Runs planned, and those that finally failed. */
  runs: number;
  failedRuns: number;
  failureReason?: string;
}

export interface ScanHistoryRequest {
  syntheticId: number;
  limit: number;
  cursor?: string;
}
export interface ScanHistoryResponse {
  syntheticId: number;
  scans: ScanHistoryItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface TrendPoint {
  scanId: string;
  scanDate: string;
  score: number;
  scoreInterval: IntervalView | null;
  mentionRate: number;
  mentionRateInterval: IntervalView;
  shareOfVoice: number | null;
  n: number;
}

export interface TrendsRequest {
  syntheticId: number;
  days: number;
}
export interface TrendsResponse {
  syntheticId: number;
  days: number;
  from: string;
  to: string;
  scans: number;
  overall: TrendPoint[];
  platforms: Record<PlatformKey, TrendPoint[]>;
  /** Latest scan against the one before it, when there are two. */
  change: PreviousScanView | null;
}
