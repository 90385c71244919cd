import { Migration } from '@mikro-orm/migrations';

/**
 * Reports as stored documents (issue 19): a finished scan's report, materialized once as the bytes
 * its readers are sent. A row stands for the scan as it was at `source_updated_at` (a later write
 * to the scan, such as a late judge verdict, bumps `scans.updated_at` and so makes the row stale),
 * compared with the completed scan before it as it was then (`previous_version`: its id and
 * `updated_at`; null for a first scan), in document `format`, with report links under `base_url`;
 * a read that finds any of them changed rebuilds it.
 */
export class MigrationScansStoredReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reports (
        scan_id text primary key references scans (id) on delete cascade,
        format integer not null,
        base_url text not null,
        source_updated_at timestamptz not null,
        previous_version text,
        document text not null,
        materialized_at timestamptz not null default now()
      )`);
  }
}
