import { Injectable } from '@nestjs/common';
import type { PreviousScanView, ScanQualityView, ScanStatistics } from '#contracts';
import type { ScanRow } from '../database/scan.entity.js';
import { ScanHistoryRepository } from '../store/scan-history.repository.js';
import { ScanStore } from '../store/scan-store.js';
import { compareScans, scanStatistics } from './scan-statistics.js';

type StatisticsSource = Pick<ScanRow, 'id' | 'statistics' | 'overallScore'>;

/**
 * A finished scan's statistics: kept with the scan when it finishes; computed from its runs (and
 * kept then) for a scan finished before they existed, so that every completed scan has them.
 */
@Injectable()
export class ScanStatisticsReader {
  constructor(
    private readonly store: ScanStore,
    private readonly history: ScanHistoryRepository,
  ) {}

  async of(scan: StatisticsSource): Promise<ScanStatistics> {
    if (scan.statistics) return scan.statistics;
    const runs = await this.store.runOutcomes(scan.id);
    const statistics = scanStatistics(
      runs
        .filter((r) => r.status === 'succeeded')
        .map((r) => ({
          platform: r.platform,
          mentioned: r.mentioned ?? false,
          position: r.position ?? 0,
          sentiment: r.sentiment ?? 'none',
          competitors: r.competitors ?? [],
        })),
      scan.id,
    );
    await this.history.saveStatistics(scan.id, statistics);
    return statistics;
  }

  async previousScan(
    scan: StatisticsSource,
    previous: (StatisticsSource & Pick<ScanRow, 'completedAt'>) | null,
  ): Promise<PreviousScanView | null> {
    if (!previous) return null;
    const [current, before] = await Promise.all([this.of(scan), this.of(previous)]);
    return compareScans(
      { overallScore: scan.overallScore ?? 0, statistics: current },
      {
        scanId: previous.id,
        scanDate: (previous.completedAt ?? new Date(0)).toISOString(),
        overallScore: previous.overallScore ?? 0,
        statistics: before,
      },
    );
  }

  async quality(
    scan: StatisticsSource & Pick<ScanRow, 'samples' | 'siteRead' | 'siteError'>,
    previous: (StatisticsSource & Pick<ScanRow, 'completedAt'>) | null,
  ): Promise<ScanQualityView> {
    const [statistics, previousScan] = await Promise.all([this.of(scan), this.previousScan(scan, previous)]);
    return {
      samples: scan.samples ?? 1,
      overallScoreInterval: statistics.overall.scoreInterval,
      platformIntervals: statistics.platforms,
      confidence: statistics.overall.confidence,
      previousScan,
      siteRead: scan.siteRead ?? null,
      siteReadError: scan.siteRead === false ? (scan.siteError ?? 'unknown error') : null,
    };
  }
}
