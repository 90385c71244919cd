import { Migration } from '@mikro-orm/migrations';

/**
 * One row while a trigger of a site is between its first look and its scan's insert: the other
 * triggers of the same site wait for its outcome instead of reserving credits of their own.
 * A claim whose trigger died is taken over once it expires.
 */
export class MigrationScansTriggerClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table trigger_claims (
        claim_key text primary key,
        token text not null,
        expires_at timestamptz not null
      )`);
  }
}
