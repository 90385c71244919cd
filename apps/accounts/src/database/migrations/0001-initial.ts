import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts, hashed API keys, the credit ledger and team groups. The balance lives on the account
 * row (one atomic UPDATE per movement) and every movement is a ledger row written in the same
 * transaction, so the ledger always sums to the balance.
 */
export class MigrationAccountsInitial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table accounts.accounts (
        id uuid primary key,
        email text not null,
        plan text not null check (plan in ('free', 'starter', 'pro')),
        credit_balance integer not null check (credit_balance >= 0),
        created_at timestamptz not null default now()
      )`);
    this.addSql('create unique index accounts_email_unique on accounts.accounts (lower(email))');

    // Only a SHA-256 hash of the key is stored; the prefix identifies a key without revealing it.
    this.addSql(`
      create table accounts.api_keys (
        id uuid primary key,
        account_id uuid not null references accounts.accounts (id),
        key_prefix text not null unique,
        key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      )`);
    this.addSql('create index api_keys_account on accounts.api_keys (account_id)');

    // amount is signed: positive credits the balance, negative debits it.
    this.addSql(`
      create table accounts.credit_ledger (
        id bigint generated always as identity primary key,
        account_id uuid not null references accounts.accounts (id),
        kind text not null check (kind in ('opening', 'grant', 'reserve', 'release', 'refund')),
        amount integer not null,
        balance_after integer not null check (balance_after >= 0),
        reference text,
        operation_id text,
        reason text,
        created_at timestamptz not null default now(),
        check ((kind in ('reserve', 'release', 'refund')) = (reference is not null)),
        check (case kind when 'reserve' then amount < 0 when 'opening' then amount >= 0 else amount > 0 end)
      )`);
    // A retried reserve of the same scan finds this row instead of charging again.
    this.addSql(
      `create unique index credit_ledger_one_reserve_per_reference on accounts.credit_ledger (reference) where kind = 'reserve'`,
    );
    this.addSql(
      'create unique index credit_ledger_one_operation_per_reference on accounts.credit_ledger (reference, operation_id) where operation_id is not null',
    );
    this.addSql('create index credit_ledger_account on accounts.credit_ledger (account_id, id)');

    this.addSql(`
      create table accounts.teams (
        id uuid primary key,
        name text not null,
        owner_account_id uuid not null references accounts.accounts (id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table accounts.team_members (
        team_id uuid not null references accounts.teams (id) on delete cascade,
        account_id uuid not null references accounts.accounts (id),
        added_at timestamptz not null default now(),
        primary key (team_id, account_id)
      )`);
    this.addSql('create index team_members_account on accounts.team_members (account_id)');
    this.addSql(`
      create table accounts.team_agents (
        team_id uuid not null references accounts.teams (id) on delete cascade,
        synthetic_id integer not null check (synthetic_id > 0),
        shared_at timestamptz not null default now(),
        primary key (team_id, synthetic_id)
      )`);
  }
}
