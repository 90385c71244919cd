import type { PlatformKey, PlatformScores, ScanMode } from './platform-keys.js';

/** scans service: trigger, lifecycle, progress, reports, public scores. */
export const SCANS = {
  trigger: 'scans.trigger',
  status: 'scans.status',
  report: 'scans.report',
  reportByToken: 'scans.report-by-token',
  latest: 'scans.latest',
} as const;

export interface TriggerScanRequest {
  accountId: string;
  url?: string;
  syntheticId?: number;
  mode: ScanMode;
  maxQueries: number;
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
      platforms: PlatformKey[];
      creditsReserved: number;
      creditBalance: number;
    }
  | { kind: 'already-running'; scanId: string; syntheticId: number; progress: ScanProgress };

export interface ScanStatusRequest {
  syntheticId: number;
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
    }
  | { state: 'running'; scanId: string; syntheticId: number; progress: ScanProgress; phase: string }
  | { state: 'none'; syntheticId: number; lastFailure?: ScanFailure };

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
}

export interface ReportRequest {
  syntheticId: number;
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
