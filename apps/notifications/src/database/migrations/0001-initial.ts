import { Migration } from '@mikro-orm/migrations';

export class MigrationNotificationsInitial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table endpoints (
        id text primary key,
        account_id text not null,
        url text not null,
        events jsonb not null,
        description text,
        secret text not null,
        scan_id text,
        consecutive_failures integer not null default 0,
        failing_since timestamptz,
        disabled_at timestamptz,
        disabled_reason text,
        created_at timestamptz not null default now(),
        deleted_at timestamptz
      )`);
    this.addSql(`create index endpoints_account on endpoints (account_id) where deleted_at is null`);
    this.addSql(`create index endpoints_scan on endpoints (scan_id) where scan_id is not null`);
    this.addSql(`
      create table deliveries (
        id text primary key,
        endpoint_id text not null references endpoints (id),
        event_id text not null,
        event_type text not null,
        payload text not null,
        status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
        attempts integer not null default 0,
        last_status_code integer,
        last_error text,
        last_response_body text,
        history jsonb not null default '[]'::jsonb,
        next_attempt_at timestamptz,
        created_at timestamptz not null default now(),
        delivered_at timestamptz,
        unique (endpoint_id, event_id)
      )`);
    this.addSql(`create index deliveries_endpoint_recent on deliveries (endpoint_id, created_at desc)`);
  }
}
