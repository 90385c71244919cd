import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationResult, SERVICE_DATABASES } from '../scripts/migrate.js';
import { ensureDatabase } from '../scripts/stack/infrastructure.js';

const ADMIN_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVICES = Object.keys(SERVICE_DATABASES) as (keyof typeof SERVICE_DATABASES)[];

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  results: MigrationResult[];
}

/** Runs the compiled command (dist/ is built by the e2e global setup) the way a Kubernetes Job would. */
function migrate(databaseUrl: string, ...args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl };
    execFile(
      process.execPath,
      ['dist/scripts/migrate.js', ...args],
      { env, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const results =
          code === 0
            ? stdout
                .trim()
                .split('\n')
                .filter(Boolean)
                .map((line) => JSON.parse(line))
            : [];
        resolve({ code, stdout, stderr, results });
      },
    );
  });
}

function scratchDatabaseUrl(label: string): string {
  return ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/vis_e2e_${label}_${randomBytes(4).toString('hex')}`);
}

async function sql<T extends Record<string, unknown>>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await sql(ADMIN_DATABASE_URL, `drop database if exists "${name}" with (force)`);
}

describe('migrate command: node dist/scripts/migrate.js', () => {
  const databaseUrl = scratchDatabaseUrl('migrate');
  const brokenUrl = scratchDatabaseUrl('migrate_broken');

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    await ensureDatabase(brokenUrl);
  });
  afterAll(async () => {
    await dropDatabase(databaseUrl);
    await dropDatabase(brokenUrl);
  });

  it('applies every service migration on a fresh database, one JSON line per service', async () => {
    const first = await migrate(databaseUrl);
    expect(first.code, first.stderr).toBe(0);
    expect(first.results.map((r) => r.service)).toEqual(SERVICES);
    for (const result of first.results) {
      const expected = SERVICE_DATABASES[result.service].migrations.map((m) => m.name);
      expect(expected.length).toBeGreaterThan(0);
      expect(result).toMatchObject({ schema: SERVICE_DATABASES[result.service].schema, applied: expected });
      expect(result.ms).toEqual(expect.any(Number));
      const tracked = await sql<{ name: string }>(
        databaseUrl,
        `select name from "${result.schema}".mikro_orm_migrations order by id`,
      );
      expect(tracked.map((t) => t.name)).toEqual(expected);
    }
    // The migrations created real tables, each in its owner's schema and nowhere else.
    const tables = await sql<{ table_schema: string; n: string }>(
      databaseUrl,
      "select table_schema, count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') group by 1 order by 1",
    );
    expect(tables.map((t) => t.table_schema)).toEqual([...SERVICES].sort());
    for (const t of tables) expect(Number(t.n)).toBeGreaterThan(1);
  });

  it('applies nothing the second time, for all services and for one', async () => {
    const again = await migrate(databaseUrl, 'all');
    expect(again.code, again.stderr).toBe(0);
    expect(again.results.map((r) => [r.service, r.applied])).toEqual(SERVICES.map((s) => [s, []]));
    const one = await migrate(databaseUrl, 'catalog');
    expect(one.code, one.stderr).toBe(0);
    expect(one.results).toEqual([expect.objectContaining({ service: 'catalog', applied: [] })]);
  });

  it('exits non-zero, naming the service, when a migration fails, and leaves it unapplied', async () => {
    // A table in the way of the platforms migration's `create table` makes it fail for real.
    await sql(brokenUrl, 'create schema platforms; create table platforms.provider_calls (x int)');
    const broken = await migrate(brokenUrl, 'platforms');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/migrations of "platforms".*failed.*already exists/s);
    const tracked = await sql<{ applied: string | null }>(
      brokenUrl,
      "select case when to_regclass('platforms.mikro_orm_migrations') is null then null else 'table' end as applied",
    );
    if (tracked[0]?.applied) {
      expect(await sql(brokenUrl, 'select name from platforms.mikro_orm_migrations')).toEqual([]);
    }
  });

  it('refuses an unknown service with a usage message', async () => {
    const wrong = await migrate(databaseUrl, 'billing');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown service "billing"');
  });
});
