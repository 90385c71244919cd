import { Migration } from '@mikro-orm/migrations';

export class MigrationScansInitial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table scans (
        id text primary key,
        synthetic_id integer not null,
        account_id text not null,
        mode text not null check (mode in ('batch', 'full')),
        max_queries integer not null check (max_queries between 1 and 100),
        status text not null check (status in ('preparing', 'running', 'completed', 'failed')),
        phase text not null default 'queued',
        is_new_agent boolean not null default false,
        total_runs integer not null default 0,
        completed_runs integer not null default 0,
        succeeded_runs integer not null default 0,
        credits_reserved integer not null,
        credits_charged integer,
        report_token text unique,
        brand jsonb,
        topics jsonb,
        personas jsonb,
        overall_score integer,
        platform_scores jsonb,
        platform_details jsonb,
        simulated boolean not null default false,
        failure_reason text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        completed_at timestamptz
      )`);
    // At most one running scan per agent, enforced by the database (decisions §2).
    this.addSql(
      `create unique index scans_one_active_per_agent on scans (synthetic_id) where status in ('preparing', 'running')`,
    );
    this.addSql(
      `create index scans_agent_latest on scans (synthetic_id, completed_at desc) where status = 'completed'`,
    );
    this.addSql(`create index scans_agent_created on scans (synthetic_id, created_at desc)`);
    this.addSql(`
      create table runs (
        id text primary key,
        scan_id text not null references scans (id) on delete cascade,
        ordinal integer not null,
        platform text not null,
        query_id text not null,
        query text not null,
        topic_id text not null,
        persona_id text,
        status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
        model text,
        raw_response text,
        native_citations jsonb,
        mentioned boolean,
        position integer,
        sentiment text,
        competitors jsonb,
        cited_sources jsonb,
        error text,
        error_code text,
        attempts integer,
        latency_ms integer,
        usage jsonb,
        finished_at timestamptz,
        unique (scan_id, ordinal)
      )`);
    this.addSql(`create index runs_pending on runs (scan_id) where status = 'pending'`);
  }
}
