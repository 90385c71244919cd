import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import {
  type FigureStatistics,
  type LatestScoresResponse,
  PLATFORM_KEYS,
  type PlatformDetail,
  type PlatformKey,
  type PlatformScores,
  type ReportView,
  type ScanFailure,
  type ScanStatusResponse,
} from '#contracts';
import type { ScanRow } from '../database/scan.entity.js';
import { queryResultAnalysis, reportAnalysis } from '../judge/report-analysis.js';
import { ScanHistoryRepository } from '../store/scan-history.repository.js';
import { ScanStore } from '../store/scan-store.js';
import { scanInsights } from './scan-insights.js';
import { ScanStatisticsReader } from './scan-statistics-reader.js';

/** What clients read about scans: the poll states of interface.md §3, reports, latest scores. */
@Injectable()
export class ScanViews {
  constructor(
    private readonly store: ScanStore,
    private readonly history: ScanHistoryRepository,
    private readonly statistics: ScanStatisticsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(syntheticId: number, scanId?: string): Promise<ScanStatusResponse> {
    if (scanId !== undefined) return this.statusOfScan(syntheticId, scanId);
    const { active, completed, finished, previous } = await this.store.statusOf(syntheticId);
    if (active) {
      return {
        state: 'running',
        scanId: active.id,
        syntheticId,
        phase: active.phase,
        progress: { completedQueries: active.completedRuns, totalQueries: active.totalRuns || active.maxQueries },
      };
    }
    const lastFailure = finished?.status === 'failed' ? failureOf(finished) : undefined;
    if (!completed) return { state: 'none', syntheticId, ...(lastFailure ? { lastFailure } : {}) };
    return {
      state: 'available',
      scanId: completed.id,
      syntheticId,
      overallScore: completed.overallScore ?? 0,
      scanDate: iso(completed.completedAt),
      platformScores: scores(completed.platformScores),
      reportUrl: this.reportUrl(completed),
      ...(lastFailure ? { lastFailure } : {}),
      quality: await this.statistics.quality(completed, previous ?? null),
    };
  }

  /** The poll answer for one past (or the running) scan of the agent. */
  private async statusOfScan(syntheticId: number, scanId: string): Promise<ScanStatusResponse> {
    const scan = await this.store.statusRowOf(syntheticId, scanId);
    if (!scan) throw noSuchScan(syntheticId, scanId);
    if (scan.status === 'preparing' || scan.status === 'running') {
      return {
        state: 'running',
        scanId,
        syntheticId,
        phase: scan.phase,
        progress: { completedQueries: scan.completedRuns, totalQueries: scan.totalRuns || scan.maxQueries },
      };
    }
    if (scan.status === 'failed') return { state: 'failed', scanId, syntheticId, lastFailure: failureOf(scan) };
    const previous = await this.history.previousCompleted(syntheticId, scanId);
    return {
      state: 'available',
      scanId,
      syntheticId,
      overallScore: scan.overallScore ?? 0,
      scanDate: iso(scan.completedAt),
      platformScores: scores(scan.platformScores),
      reportUrl: this.reportUrl(scan),
      quality: await this.statistics.quality(scan, previous),
    };
  }

  async latest(syntheticIds: number[]): Promise<LatestScoresResponse> {
    const scans = await this.store.latestCompletedFor(syntheticIds);
    return {
      scores: scans.map((s) => ({
        syntheticId: s.syntheticId,
        scanId: s.id,
        lastScanDate: iso(s.completedAt),
        overallScore: s.overallScore ?? 0,
        platformScores: scores(s.platformScores),
      })),
    };
  }

  /** The report of a completed scan, computed from its runs (ReportDocuments stores it). */
  async reportOf(scan: ScanRow): Promise<ReportView> {
    const [runs, previous] = await Promise.all([
      this.store.reportRuns(scan.id),
      this.history.previousCompleted(scan.syntheticId, scan.id),
    ]);
    const succeeded = runs.filter((r) => r.status === 'succeeded');
    const quality = await this.statistics.quality(scan, previous);
    const platformDetails = (scan.platformDetails ?? {}) as Record<PlatformKey, PlatformDetail>;
    const personas = (scan.personas ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      ...(p.role ? { role: p.role } : {}),
    }));
    const insightRuns = succeeded.map((r) => ({
      platform: r.platform,
      mentioned: r.mentioned ?? false,
      position: r.position ?? 0,
      sentiment: r.sentiment ?? 'none',
      query: r.query,
      topicId: r.topicId,
      personaId: r.personaId ?? null,
      competitors: r.competitors ?? [],
      citedSources: r.citedSources ?? [],
    }));
    return {
      scanId: scan.id,
      syntheticId: scan.syntheticId,
      brandName: scan.brand?.name ?? '',
      scanDate: iso(scan.completedAt),
      mode: scan.mode,
      overallScore: scan.overallScore ?? 0,
      platformScores: scores(scan.platformScores),
      platformDetails: withIntervals(platformDetails, quality.platformIntervals),
      queryResults: succeeded.map((r) => ({
        query: r.query,
        platform: r.platform,
        model: r.model ?? '',
        mentioned: r.mentioned ?? false,
        sentiment: r.sentiment ?? 'none',
        position: r.position ?? 0,
        rawResponse: r.rawResponse ?? '',
        citedSources: r.citedSources ?? [],
        competitors: r.competitors ?? [],
        personaId: r.personaId ?? null,
        topicId: r.topicId,
        sample: r.sample,
        ...queryResultAnalysis(r),
      })),
      failedRuns: runs
        .filter((r) => r.status === 'failed')
        .map((r) => ({
          query: r.query,
          platform: r.platform,
          personaId: r.personaId ?? null,
          error: r.error ?? 'unknown error',
        })),
      topics: (scan.topics ?? []).map((t) => ({ id: t.id, name: t.name, queries: t.queries.map((q) => q.query) })),
      reportUrl: this.reportUrl(scan),
      simulated: scan.simulated,
      analysis: reportAnalysis(succeeded),
      personas,
      quality,
      insights: scanInsights(insightRuns, { brand: scan.brand ?? null, topics: scan.topics ?? [], personas }),
    };
  }

  private reportUrl(scan: Pick<ScanRow, 'reportToken'>): string {
    return `${this.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/reports/${scan.reportToken}`;
  }
}

function iso(date: Date | null | undefined): string {
  return (date ?? new Date(0)).toISOString();
}

function scores(value: PlatformScores | null | undefined): PlatformScores {
  return Object.fromEntries(PLATFORM_KEYS.map((k) => [k, value?.[k] ?? 0])) as PlatformScores;
}

/** platformDetails of decisions §4 with the uncertainty of each platform's figures beside them. */
function withIntervals(
  details: Record<PlatformKey, PlatformDetail>,
  intervals: Record<PlatformKey, FigureStatistics> | null,
): Record<PlatformKey, PlatformDetail> {
  if (!intervals) return details;
  return Object.fromEntries(
    PLATFORM_KEYS.map((p) => {
      const s = intervals[p];
      return [
        p,
        {
          ...details[p],
          n: s.n,
          mentionRateInterval: s.mentionRateInterval,
          scoreInterval: s.scoreInterval,
          confidence: s.confidence,
          shareOfVoice: s.shareOfVoice,
        },
      ];
    }),
  ) as Record<PlatformKey, PlatformDetail>;
}

export function noSuchScan(syntheticId: number, scanId: string, status?: string): AppError {
  if (status === 'failed') {
    return new AppError('NO_SCAN', `Scan ${scanId} of agent ${syntheticId} failed: it has no report.`);
  }
  if (status) return new AppError('NO_SCAN', `Scan ${scanId} of agent ${syntheticId} has not completed yet.`);
  return new AppError(
    'NOT_FOUND',
    `Brand agent ${syntheticId} has no scan ${scanId}: list its scans with GET /api/visibility/scans.`,
  );
}

function failureOf(scan: Pick<ScanRow, 'id' | 'completedAt' | 'failureReason'>): ScanFailure {
  return { scanId: scan.id, failedAt: iso(scan.completedAt), reason: scan.failureReason ?? 'unknown' };
}
