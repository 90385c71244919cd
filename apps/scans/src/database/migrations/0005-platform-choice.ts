import { Migration } from '@mikro-orm/migrations';

/** POST /scan `platforms`: the subset of platform keys a scan asks (null: all four). */
export class MigrationScansPlatformChoice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table scans add column if not exists platforms jsonb`);
  }
}
