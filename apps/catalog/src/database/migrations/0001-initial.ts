import { Migration } from '@mikro-orm/migrations';

/**
 * The catalog's tables. Uniqueness and limits that must hold under concurrent requests live
 * here, not only in code: one agent per (owner, registrable domain), one copy of a query per
 * topic (by its folded text), one topic name per agent, one index entry per agent, per slug and
 * per domain.
 */
export class MigrationCatalogInitial extends Migration {
  override async up(): Promise<void> {
    // A sequence of its own: syntheticIds are public, positive and never reused.
    this.addSql('create sequence "catalog"."agent_synthetic_id_seq" as integer minvalue 1 start with 1');
    this.addSql(`
      create table "catalog"."agents" (
        "synthetic_id" integer primary key default nextval('"catalog"."agent_synthetic_id_seq"') check ("synthetic_id" > 0),
        "owner_account_id" text not null,
        "name" text not null,
        "website" text not null,
        "domain" text not null,
        "knowledge" jsonb null,
        "knowledge_status" text not null default 'pending' check ("knowledge_status" in ('pending', 'ready', 'failed')),
        "knowledge_error" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "agents_owner_domain_unique" unique ("owner_account_id", "domain")
      )`);
    this.addSql('alter sequence "catalog"."agent_synthetic_id_seq" owned by "catalog"."agents"."synthetic_id"');

    this.addSql(`
      create table "catalog"."topics" (
        "id" text primary key,
        "synthetic_id" integer not null references "catalog"."agents" ("synthetic_id") on delete cascade,
        "name" text not null,
        "name_key" text not null,
        "ordinal" bigint generated always as identity,
        "created_at" timestamptz not null default now(),
        constraint "topics_agent_name_unique" unique ("synthetic_id", "name_key")
      )`);
    this.addSql('create index "topics_agent_ordinal_index" on "catalog"."topics" ("synthetic_id", "ordinal")');

    this.addSql(`
      create table "catalog"."topic_queries" (
        "id" text primary key,
        "topic_id" text not null references "catalog"."topics" ("id") on delete cascade,
        "query" text not null,
        "query_key" text not null,
        "ordinal" bigint generated always as identity,
        "created_at" timestamptz not null default now(),
        constraint "topic_queries_topic_key_unique" unique ("topic_id", "query_key")
      )`);
    this.addSql(
      'create index "topic_queries_topic_ordinal_index" on "catalog"."topic_queries" ("topic_id", "ordinal")',
    );

    this.addSql(`
      create table "catalog"."personas" (
        "id" text primary key,
        "synthetic_id" integer not null references "catalog"."agents" ("synthetic_id") on delete cascade,
        "name" text not null,
        "role" text null,
        "goals" jsonb not null default '[]',
        "pain_points" jsonb not null default '[]',
        "demographics" jsonb null,
        "prompt" text null,
        "generated_by" text not null check ("generated_by" in ('manual', 'rule-based', 'model')),
        "ordinal" bigint generated always as identity,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "personas_agent_ordinal_index" on "catalog"."personas" ("synthetic_id", "ordinal")');

    this.addSql(`
      create table "catalog"."index_entries" (
        "slug" text primary key check ("slug" ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
        "synthetic_id" integer not null unique references "catalog"."agents" ("synthetic_id") on delete cascade,
        "domain" text not null unique,
        "published_at" timestamptz not null default now()
      )`);
  }
}
