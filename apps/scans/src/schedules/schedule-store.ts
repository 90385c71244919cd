import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { queryWithParameters } from '#common/database';
import type { PlatformKey, ScanMode, ScheduleView } from '#contracts';

export interface DueSchedule {
  id: string;
  accountId: string;
  syntheticId: number;
  pattern: string;
  mode: ScanMode;
  maxQueries: number;
  samples: number | null;
  platforms: PlatformKey[] | null;
  dueAt: Date;
}

const COLUMNS = `id, synthetic_id as "syntheticId", cadence, pattern, mode, max_queries as "maxQueries", samples, platforms,
  next_run_at as "nextRunAt", last_run_at as "lastRunAt", last_outcome as "lastOutcome", last_scan_id as "lastScanId",
  created_at as "createdAt"`;

/** The schedules of the scans schema. */
@Injectable()
export class ScheduleStore {
  constructor(private readonly orm: MikroORM) {}

  private get db() {
    return this.orm.em.getConnection();
  }

  async insert(row: {
    id: string;
    accountId: string;
    syntheticId: number;
    cadence: string;
    pattern: string;
    mode: ScanMode;
    maxQueries: number;
    samples: number | null;
    platforms: PlatformKey[] | null;
    nextRunAt: Date;
  }): Promise<ScheduleView> {
    const [inserted] = await queryWithParameters<ScheduleRecord>(
      this.db,
      `insert into scans.schedules (id, account_id, synthetic_id, cadence, pattern, mode, max_queries, samples, platforms, next_run_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10) returning ${COLUMNS}`,
      [
        row.id,
        row.accountId,
        row.syntheticId,
        row.cadence,
        row.pattern,
        row.mode,
        row.maxQueries,
        row.samples,
        row.platforms ? JSON.stringify(row.platforms) : null,
        row.nextRunAt,
      ],
    );
    return view(inserted as ScheduleRecord);
  }

  async count(accountId: string): Promise<number> {
    const [row] = await queryWithParameters<{ n: number }>(
      this.db,
      `select count(*)::int as n from scans.schedules where account_id = $1 and deleted_at is null`,
      [accountId],
    );
    return row?.n ?? 0;
  }

  async list(accountId: string, syntheticId?: number): Promise<ScheduleView[]> {
    const rows = await queryWithParameters<ScheduleRecord>(
      this.db,
      `select ${COLUMNS} from scans.schedules where account_id = $1 and deleted_at is null
          and ($2::integer is null or synthetic_id = $2) order by created_at`,
      [accountId, syntheticId ?? null],
    );
    return rows.map(view);
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    const rows = await queryWithParameters<{ id: string }>(
      this.db,
      `update scans.schedules set deleted_at = now() where id = $1 and account_id = $2 and deleted_at is null returning id`,
      [id, accountId],
    );
    return rows.length > 0;
  }

  /**
   * Claims the schedules due now, each once whatever the number of replicas: rows locked with
   * `skip locked` (another replica takes the others), one `schedule_runs` row per due time (its
   * primary key refuses a second firing), and next_run_at moved to the first run after now (so
   * runs missed while no replica ran collapse into this one). All in one transaction.
   */
  async claimDue(nextRun: (pattern: string, now: Date) => Date | null, limit = 20): Promise<DueSchedule[]> {
    return this.db.transactional(async (trx) => {
      const due = await queryWithParameters<Omit<DueSchedule, 'dueAt'> & { nextRunAt: Date }>(
        this.db,
        `select id, account_id as "accountId", synthetic_id as "syntheticId", pattern, mode, max_queries as "maxQueries",
                samples, platforms, next_run_at as "nextRunAt"
           from scans.schedules where deleted_at is null and next_run_at <= now()
          order by next_run_at limit $1 for update skip locked`,
        [limit],
        trx,
      );
      const claimed: DueSchedule[] = [];
      const now = new Date();
      for (const s of due) {
        const dueAt = new Date(s.nextRunAt);
        const fired = await queryWithParameters<{ schedule_id: string }>(
          this.db,
          `insert into scans.schedule_runs (schedule_id, due_at) values ($1, $2) on conflict do nothing returning schedule_id`,
          [s.id, dueAt],
          trx,
        );
        const next = nextRun(s.pattern, now);
        await queryWithParameters(
          this.db,
          next
            ? `update scans.schedules set next_run_at = $2 where id = $1`
            : `update scans.schedules set deleted_at = now() where id = $1`,
          next ? [s.id, next] : [s.id],
          trx,
        );
        if (fired.length) claimed.push({ ...s, dueAt });
      }
      return claimed;
    });
  }

  /**
   * Claims again the runs that a replica claimed but never recorded an outcome for (it stopped
   * between its claim and its trigger's answer): those claimed over `olderThanMs` ago, each by one
   * replica (`skip locked`), their claim time moved to now so that none is taken twice. A run of a
   * schedule deleted after its claim is left alone; a one-off schedule, deleted by its own claim, is not.
   * `claimedAt` is the stranded claim's time: a scan of the agent started since then is that run's.
   */
  async claimStranded(olderThanMs: number, limit = 20): Promise<(DueSchedule & { claimedAt: Date })[]> {
    const rows = await queryWithParameters<Omit<DueSchedule, 'dueAt'> & { dueAt: string; claimedAt: string }>(
      this.db,
      `with stranded as (
         select r.schedule_id, r.due_at, r.fired_at, s.account_id, s.synthetic_id, s.pattern, s.mode, s.max_queries,
                s.samples, s.platforms
           from scans.schedule_runs r join scans.schedules s on s.id = r.schedule_id
          where r.outcome is null and r.fired_at < now() - make_interval(secs => $1::double precision / 1000)
            and (s.deleted_at is null or s.deleted_at <= r.fired_at)
          order by r.due_at limit $2 for update of r skip locked)
       update scans.schedule_runs r set fired_at = now() from stranded
        where r.schedule_id = stranded.schedule_id and r.due_at = stranded.due_at
       returning stranded.schedule_id as id, stranded.account_id as "accountId", stranded.synthetic_id as "syntheticId",
                 stranded.pattern, stranded.mode, stranded.max_queries as "maxQueries", stranded.samples,
                 stranded.platforms, stranded.due_at as "dueAt", stranded.fired_at as "claimedAt"`,
      [olderThanMs, limit],
    );
    return rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt), claimedAt: new Date(row.claimedAt) }));
  }

  /** The first scan of the agent by the account created at or after `since`, if any. */
  async scanStartedSince(accountId: string, syntheticId: number, since: Date): Promise<string | null> {
    const [row] = await queryWithParameters<{ id: string }>(
      this.db,
      `select id from scans.scans where synthetic_id = $1 and account_id = $2 and created_at >= $3 order by created_at limit 1`,
      [syntheticId, accountId, since],
    );
    return row?.id ?? null;
  }

  async recordRun(scheduleId: string, dueAt: Date, outcome: string, scanId: string | null): Promise<void> {
    await queryWithParameters(
      this.db,
      `update scans.schedule_runs set outcome = $3, scan_id = $4 where schedule_id = $1 and due_at = $2`,
      [scheduleId, dueAt, outcome, scanId],
    );
    await queryWithParameters(
      this.db,
      `update scans.schedules set last_run_at = $2, last_outcome = $3, last_scan_id = coalesce($4, last_scan_id) where id = $1`,
      [scheduleId, dueAt, outcome, scanId],
    );
  }
}

type ScheduleRecord = Omit<ScheduleView, 'nextRunAt' | 'lastRunAt' | 'createdAt'> & {
  nextRunAt: Date | string;
  lastRunAt: Date | string | null;
  createdAt: Date | string;
};

function view(row: ScheduleRecord): ScheduleView {
  return {
    ...row,
    nextRunAt: new Date(row.nextRunAt).toISOString(),
    lastRunAt: row.lastRunAt ? new Date(row.lastRunAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
