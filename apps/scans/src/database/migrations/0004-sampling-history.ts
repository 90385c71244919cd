import { Migration } from '@mikro-orm/migrations';

/** Repeated sampling, per-scan statistics kept for history and trends (issue 13). */
export class MigrationScansSamplingHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table scans add column samples integer not null default 1 check (samples between 1 and 5)`);
    // The scan's figures with their uncertainty, computed once when it finishes: history and
    // trends read them from here instead of re-reading every run of every past scan.
    this.addSql(`alter table scans add column statistics jsonb`);
    // Whether the scan's first phase could read the brand's site (null: scanned before this was kept).
    this.addSql(`alter table scans add column site_read boolean, add column site_error text`);
    this.addSql(`alter table runs add column sample integer not null default 1`);
    // History lists finished scans newest first, by (completed_at, id) for a stable cursor.
    this.addSql(
      `create index scans_agent_finished on scans (synthetic_id, completed_at desc, id desc) where status in ('completed', 'failed')`,
    );
  }
}
