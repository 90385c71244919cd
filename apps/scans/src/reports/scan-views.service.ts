import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import {
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
import { ScanStore } from '../store/scan-store.js';

/** What clients read about scans: the poll states of interface.md §3, reports, latest scores. */
@Injectable()
export class ScanViews {
  constructor(
    private readonly store: ScanStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(syntheticId: number): Promise<ScanStatusResponse> {
    const { active, completed, finished } = await this.store.statusOf(syntheticId);
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
    };
  }

  async report(syntheticId: number): Promise<ReportView> {
    const scan = await this.store.latestCompleted(syntheticId);
    if (!scan) {
      throw new AppError(
        'NO_SCAN',
        `Brand agent ${syntheticId} has no completed scan yet: start one with POST /api/visibility/scan, or poll GET /api/visibility/scan if one is running.`,
      );
    }
    return this.reportOf(scan);
  }

  async reportByToken(token: string): Promise<ReportView> {
    const scan = await this.store.findByToken(token);
    if (!scan) throw new AppError('NOT_FOUND', 'No report behind this link: it may be mistyped.');
    return this.reportOf(scan);
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

  private async reportOf(scan: ScanRow): Promise<ReportView> {
    const runs = await this.store.runsOf(scan.id);
    return {
      scanId: scan.id,
      syntheticId: scan.syntheticId,
      brandName: scan.brand?.name ?? '',
      scanDate: iso(scan.completedAt),
      mode: scan.mode,
      overallScore: scan.overallScore ?? 0,
      platformScores: scores(scan.platformScores),
      platformDetails: (scan.platformDetails ?? {}) as Record<PlatformKey, PlatformDetail>,
      queryResults: runs
        .filter((r) => r.status === 'succeeded')
        .map((r) => ({
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
      analysis: reportAnalysis(runs.filter((r) => r.status === 'succeeded')),
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

function failureOf(scan: Pick<ScanRow, 'id' | 'completedAt' | 'failureReason'>): ScanFailure {
  return { scanId: scan.id, failedAt: iso(scan.completedAt), reason: scan.failureReason ?? 'unknown' };
}
