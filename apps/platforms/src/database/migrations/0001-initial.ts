import { Migration } from '@mikro-orm/migrations';

export class MigrationPlatformsInitial extends Migration {
  override async up(): Promise<void> {
    // One row per run asked: what it cost, in tokens, calls and money. Keyed by the run id, so a
    // redelivered run records once.
    this.addSql(`
      create table provider_calls (
        run_id text primary key,
        scan_id text not null,
        platform text not null,
        provider text not null,
        model text,
        ok boolean not null,
        error_code text,
        attempts integer not null,
        provider_calls integer not null default 0,
        input_tokens integer,
        output_tokens integer,
        cost_usd numeric(12, 6),
        latency_ms integer,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index provider_calls_scan on provider_calls (scan_id)`);
  }
}
