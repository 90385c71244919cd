import type { PlatformKey, PlatformScores, ScanMode } from './platform-keys.js';
import type {
  ConfidenceLabel,
  FigureStatistics,
  IntervalView,
  PreviousScanView,
  ScanInsights,
} from './scan-insights.js';

/** scans service: trigger, lifecycle, progress, reports, public scores. */
export const SCANS = {
  trigger: 'scans.trigger',
  status: 'scans.status',
  report: 'scans.report',
  reportByToken: 'scans.report-by-token',
  /** The report as its stored document, in bytes (report-document.ts), for `ReportRequest | ReportByTokenRequest`. */
  reportDocument: 'scans.report.document',
  latest: 'scans.latest',
  history: 'scans.history',
  trends: 'scans.trends',
} as const;

export interface TriggerScanRequest {
  accountId: string;
  url?: string;
  syntheticId?: number;
  mode: ScanMode;
  maxQueries: number;
  /** Times each (query, persona, platform) cell is asked, 1–5 (default 1). */
  samples?: number;
  /** The platforms to ask (a non-empty subset of PLATFORM_KEYS); all four when absent. */
  platforms?: PlatformKey[];
}

export interface ScanProgress {
  completedQueries: number;
  totalQueries: number;
}

export type TriggerScanResponse =
  | {
      kind: 'triggered';
      scanId: string;
      syntheticId: number;
      agentName: string;
      isNewAgent: boolean;
      mode: ScanMode;
      maxQueries: number;
      samples: number;
      platforms: PlatformKey[];
      creditsReserved: number;
      creditBalance: number;
    }
  | { kind: 'already-running'; scanId: string; syntheticId: number; progress: ScanProgress };

/**
 * The poll's read model (issue 19): a JetStream KV bucket that the scans service keeps current
 * and the gateway reads instead of asking `scans.status` on every poll. Each value is the
 * ScanStatusResponse that `scans.status` would answer, as JSON, under `scanStatusKey(...)`:
 * `<syntheticId>` for the agent's latest state, `<syntheticId>.<scanId>` for a finished scan
 * (which never changes). A missing key means "ask scans.status", which then fills it in.
 */
export const SCAN_STATUS_BUCKET = 'scan_status';

export function scanStatusKey(syntheticId: number, scanId?: string): string {
  return scanId === undefined ? String(syntheticId) : `${syntheticId}.${scanId}`;
}

export interface ScanStatusRequest {
  syntheticId: number;
  /** A past scan of this agent instead of the latest state. */
  scanId?: string;
}

/** What the poll and the report add about a scan's reliability and its inputs (issue 13). */
export interface ScanQualityView {
  samples: number;
  overallScoreInterval: IntervalView | null;
  platformIntervals: Record<PlatformKey, FigureStatistics> | null;
  confidence: ConfidenceLabel | null;
  previousScan: PreviousScanView | null;
  /** false when the scan's first phase could not read the brand's site; null when not recorded. */
  siteRead: boolean | null;
  siteReadError: string | null;
}
export type ScanStatusResponse =
  | {
      state: 'available';
      scanId: string;
      syntheticId: number;
      overallScore: number;
      scanDate: string;
      platformScores: PlatformScores;
      reportUrl: string;
      lastFailure?: ScanFailure;
      quality: ScanQualityView;
    }
  | { state: 'running'; scanId: string; syntheticId: number; progress: ScanProgress; phase: string }
  | { state: 'none'; syntheticId: number; lastFailure?: ScanFailure }
  /** A past scan asked for by id that failed. */
  | { state: 'failed'; scanId: string; syntheticId: number; lastFailure: ScanFailure };

export interface ScanFailure {
  scanId: string;
  failedAt: string;
  reason: string;
}

export interface QueryResultView {
  query: string;
  platform: PlatformKey;
  model: string;
  mentioned: boolean;
  sentiment: 'positive' | 'neutral' | 'negative' | 'none';
  position: number;
  rawResponse: string;
  citedSources: { url: string; title: string }[];
  competitors: string[];
  personaId: string | null;
  topicId: string;
  /** Whose verdict mentioned/position/sentiment/competitors are (issue 17): the rules' or the model judge's. */
  analysisMethod: 'rules' | 'model';
  /** Both verdicts on this answer: the rules' always, the model judge's when it gave a valid one. */
  verdicts: { rules: VerdictView; model: VerdictView | null; judgeError: string | null };
  /** 1-based repeat of the same (query, persona, platform) cell. */
  sample: number;
}

/** One verdict on one answer (decisions §3, citations aside). */
export interface VerdictView {
  mentioned: boolean;
  position: number;
  sentiment: 'positive' | 'neutral' | 'negative' | 'none';
  competitors: string[];
}

/** Whose verdicts a set of figures use: all the rules', all the model judge's, or some of each. */
export type AnalysisMethodMix = 'rules' | 'model' | 'mixed';

/** Which verdicts a report's figures use, and how often the model judge disagreed with the rules. */
export interface ReportAnalysisView {
  /** The overall score's answers: `rules`, `model`, or `mixed` when the judge failed on some. */
  method: AnalysisMethodMix;
  /** The same for each platform's score and details. */
  byPlatform: Record<PlatformKey, AnalysisMethodMix>;
  /** The judge model, when answers were judged. */
  judgeModel: string | null;
  /** Answers with a valid model verdict (its figures use it). */
  judgedRuns: number;
  /** Answers the judge was asked about and gave no valid verdict for (the rules' verdict stands). */
  judgeFailures: number;
  /** Among judged answers: how many the two verdicts differ on, in all and per field. */
  disagreements: { runs: number; mentioned: number; position: number; sentiment: number; competitors: number };
}

export interface FailedRunView {
  query: string;
  platform: PlatformKey;
  personaId: string | null;
  error: string;
}

export interface PlatformDetail {
  runs: number;
  mentionRate: number;
  avgPosition: number | null;
  sentimentBreakdown: Record<'positive' | 'neutral' | 'negative' | 'none', number>;
  /** Added with the statistics (absent on scans finished before them). */
  n?: number;
  mentionRateInterval?: IntervalView;
  scoreInterval?: IntervalView | null;
  confidence?: ConfidenceLabel;
  shareOfVoice?: number | null;
}

export interface ReportView {
  scanId: string;
  syntheticId: number;
  brandName: string;
  scanDate: string;
  mode: ScanMode;
  overallScore: number;
  platformScores: PlatformScores;
  platformDetails: Record<PlatformKey, PlatformDetail>;
  queryResults: QueryResultView[];
  failedRuns: FailedRunView[];
  topics: { id: string; name: string; queries: string[] }[];
  reportUrl: string;
  simulated: boolean;
  analysis: ReportAnalysisView;
  /** Personas of the scan, for their names. */
  personas: { id: string; name: string; role?: string }[];
  quality: ScanQualityView;
  insights: ScanInsights;
}

export interface ReportRequest {
  syntheticId: number;
  /** A past completed scan of this agent instead of the latest one. */
  scanId?: string;
  /**
   * SCANS.reportDocument only: the version (REPORT_VERSION_HEADER) of the document the requester
   * holds; when it is still the current one, the reply says so (REPORT_UNCHANGED_HEADER) without the document.
   */
  knownVersion?: string;
}
export interface ReportByTokenRequest {
  token: string;
}

export interface LatestScoresRequest {
  syntheticIds: number[];
}
export interface LatestScoresResponse {
  scores: {
    syntheticId: number;
    scanId: string;
    lastScanDate: string;
    overallScore: number;
    platformScores: PlatformScores;
  }[];
}
