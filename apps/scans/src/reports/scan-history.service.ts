import { Injectable } from '@nestjs/common';
import { AppError } from '#common';
import {
  type FigureStatistics,
  PLATFORM_KEYS,
  type PlatformKey,
  type ScanHistoryRequest,
  type ScanHistoryResponse,
  type TrendPoint,
  type TrendsRequest,
  type TrendsResponse,
} from '#contracts';
import { type FinishedScanRow, ScanHistoryRepository } from '../store/scan-history.repository.js';
import { ScanStatisticsReader } from './scan-statistics-reader.js';

const DAY_MS = 86_400_000;

/** Scan history (newest first, cursor-paginated) and trends over past scans (issue 13). */
@Injectable()
export class ScanHistoryService {
  constructor(
    private readonly repository: ScanHistoryRepository,
    private readonly statistics: ScanStatisticsReader,
  ) {}

  async history(req: ScanHistoryRequest): Promise<ScanHistoryResponse> {
    const after = req.cursor === undefined ? undefined : decodeCursor(req.cursor);
    // One more than asked tells whether another page follows.
    const rows = await this.repository.finished(req.syntheticId, req.limit + 1, after);
    const page = rows.slice(0, req.limit);
    const scans = await Promise.all(
      page.map(async (row) => {
        const statistics = row.status === 'completed' ? await this.statistics.of(row) : null;
        return {
          scanId: row.id,
          scanDate: row.completedAt.toISOString(),
          status: row.status,
          mode: row.mode,
          samples: row.samples,
          overallScore: row.overallScore,
          overallScoreInterval: statistics?.overall.scoreInterval ?? null,
          platformScores: row.platformScores,
          runs: row.totalRuns,
          failedRuns: row.totalRuns - row.succeededRuns,
          ...(row.failureReason ? { failureReason: row.failureReason } : {}),
        };
      }),
    );
    const last = page.at(-1);
    return {
      syntheticId: req.syntheticId,
      scans,
      nextCursor: rows.length > req.limit && last ? encodeCursor(last) : null,
    };
  }

  async trends(req: TrendsRequest): Promise<TrendsResponse> {
    const to = new Date();
    const from = new Date(to.getTime() - req.days * DAY_MS);
    const rows = await this.repository.completedSince(req.syntheticId, from);
    const withStatistics = await Promise.all(
      rows.map(async (row) => ({ row, statistics: await this.statistics.of(row) })),
    );
    const point = (row: FinishedScanRow, s: FigureStatistics): TrendPoint => ({
      scanId: row.id,
      scanDate: row.completedAt.toISOString(),
      score: s.score,
      scoreInterval: s.scoreInterval,
      mentionRate: s.mentionRate,
      mentionRateInterval: s.mentionRateInterval,
      shareOfVoice: s.shareOfVoice,
      n: s.n,
    });
    const platforms = Object.fromEntries(
      PLATFORM_KEYS.map((p) => [
        p,
        // A platform that had no answer in a scan has no point in its series (its score is no measurement).
        withStatistics
          .filter(({ statistics }) => statistics.platforms[p].n > 0)
          .map(({ row, statistics }) => point(row, statistics.platforms[p])),
      ]),
    ) as Record<PlatformKey, TrendPoint[]>;
    const latest = rows.at(-1);
    const before = rows.at(-2);
    return {
      syntheticId: req.syntheticId,
      days: req.days,
      from: from.toISOString(),
      to: to.toISOString(),
      scans: rows.length,
      overall: withStatistics.map(({ row, statistics }) => point(row, statistics.overall)),
      platforms,
      change: latest && before ? await this.statistics.previousScan(latest, before) : null,
    };
  }
}

function encodeCursor(row: FinishedScanRow): string {
  return Buffer.from(JSON.stringify([row.completedAtText, row.id])).toString('base64url');
}

/** A timestamptz as PostgreSQL prints it: `2026-11-25 18:07:40.123456+00`. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeCursor(cursor: string): { completedAt: string; id: string } {
  try {
    const [completedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof completedAt === 'string' && typeof id === 'string' && PG_TIMESTAMP.test(completedAt)) {
      return { completedAt, id };
    }
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError(
    'VALIDATION_ERROR',
    'cursor is not one this service gave: pass nextCursor from the previous page.',
    [{ field: 'cursor', message: 'cursor must be a nextCursor value from a previous page' }],
  );
}
