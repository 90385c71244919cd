import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PlatformScores, ScanMode, ScanStatistics } from '#contracts';

/** A finished scan as history, trends and comparisons read it: one row, no runs. */
export interface FinishedScanRow {
  id: string;
  status: 'completed' | 'failed';
  mode: ScanMode;
  samples: number;
  overallScore: number | null;
  platformScores: PlatformScores | null;
  statistics: ScanStatistics | null;
  totalRuns: number;
  succeededRuns: number;
  failureReason: string | null;
  completedAt: Date;
  /** completed_at as PostgreSQL prints it (microseconds kept), for cursors. */
  completedAtText: string;
}

const FINISHED_COLUMNS = `id, status, mode, samples, overall_score as "overallScore", platform_scores as "platformScores",
  statistics, total_runs as "totalRuns", succeeded_runs as "succeededRuns", failure_reason as "failureReason",
  completed_at as "completedAt", completed_at::text as "completedAtText"`;

/** The queries of scan history and trends (issue 13), over the `scans_agent_finished` index. */
@Injectable()
export class ScanHistoryRepository {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /** The completed scan before `scanId` (by completion time), if any. */
  async previousCompleted(syntheticId: number, scanId: string): Promise<FinishedScanRow | null> {
    const [row] = await this.connection.execute<FinishedScanRow[]>(
      `select ${FINISHED_COLUMNS} from scans.scans
        where synthetic_id = ? and status = 'completed' and id <> ?
          and (completed_at, id) < (select completed_at, id from scans.scans where id = ?)
        order by completed_at desc, id desc limit 1`,
      [syntheticId, scanId, scanId],
    );
    return row ? hydrate(row) : null;
  }

  /** Completed and failed scans, newest first, after the cursor position `(completedAt, id)`. */
  async finished(
    syntheticId: number,
    limit: number,
    after?: { completedAt: string; id: string },
  ): Promise<FinishedScanRow[]> {
    const rows = await this.connection.execute<FinishedScanRow[]>(
      `select ${FINISHED_COLUMNS} from scans.scans
        where synthetic_id = ? and status in ('completed', 'failed')
          ${after ? 'and (completed_at, id) < (?::timestamptz, ?)' : ''}
        order by completed_at desc, id desc limit ?`,
      after ? [syntheticId, after.completedAt, after.id, limit] : [syntheticId, limit],
    );
    return rows.map(hydrate);
  }

  /** Completed scans since `since`, oldest first (a time series). */
  async completedSince(syntheticId: number, since: Date): Promise<FinishedScanRow[]> {
    const rows = await this.connection.execute<FinishedScanRow[]>(
      `select ${FINISHED_COLUMNS} from scans.scans
        where synthetic_id = ? and status = 'completed' and completed_at >= ?
        order by completed_at asc, id asc`,
      [syntheticId, since],
    );
    return rows.map(hydrate);
  }

  async saveStatistics(scanId: string, statistics: ScanStatistics): Promise<void> {
    await this.connection.execute(`update scans.scans set statistics = ? where id = ? and statistics is null`, [
      JSON.stringify(statistics),
      scanId,
    ]);
  }
}

// Raw queries are not hydrated: timestamps arrive as text.
function hydrate(row: FinishedScanRow): FinishedScanRow {
  return { ...row, completedAt: new Date(row.completedAt) };
}
