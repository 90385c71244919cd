import { Migration } from '@mikro-orm/migrations';

/** Scheduled re-scans, and one row per due time that fired (its unique key makes a due time fire once). */
export class MigrationScansSchedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table schedules (
        id text primary key,
        account_id text not null,
        synthetic_id integer not null,
        cadence text not null,
        pattern text not null,
        mode text not null check (mode in ('batch', 'full')),
        max_queries integer not null check (max_queries between 1 and 100),
        samples integer,
        platforms jsonb,
        next_run_at timestamptz not null,
        last_run_at timestamptz,
        last_outcome text,
        last_scan_id text,
        created_at timestamptz not null default now(),
        deleted_at timestamptz
      )`);
    this.addSql(`create index schedules_due on schedules (next_run_at) where deleted_at is null`);
    this.addSql(`create index schedules_account on schedules (account_id) where deleted_at is null`);
    this.addSql(`
      create table schedule_runs (
        schedule_id text not null references schedules (id),
        due_at timestamptz not null,
        fired_at timestamptz not null default now(),
        outcome text,
        scan_id text,
        primary key (schedule_id, due_at)
      )`);
  }
}
