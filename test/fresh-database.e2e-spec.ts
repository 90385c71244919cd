import { describe, expect, it } from 'vitest';
import { startTestStack } from './harness/test-stack.js';

const SCHEMAS = ['accounts', 'catalog', 'platforms', 'scans'];
const ADMIN_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('boot on a fresh database', () => {
  it('creates the missing database once and puts every schema in it, whichever app comes first (3 boots)', async () => {
    for (let round = 1; round <= 3; round++) {
      // All five apps start at once on a database that does not exist yet.
      const stack = await startTestStack({}, undefined, { createDatabase: false });
      try {
        const schemas = await stack.sql<{ nspname: string }>(
          'select nspname from pg_namespace where nspname = any($1) order by nspname',
          [SCHEMAS],
        );
        expect(
          schemas.map((s) => s.nspname),
          `round ${round}`,
        ).toEqual(SCHEMAS);
        for (const schema of SCHEMAS) {
          const [applied] = await stack.sql<{ n: number }>(
            `select count(*)::int as n from "${schema}".mikro_orm_migrations`,
          );
          expect(applied!.n, `${schema}, round ${round}`).toBeGreaterThan(0);
        }
        // Nothing of ours went into the maintenance database.
        const stray = await adminSql(ADMIN_DATABASE_URL, `select nspname from pg_namespace where nspname = any($1)`, [
          SCHEMAS,
        ]);
        expect(stray, `round ${round}`).toEqual([]);
        if (round < 3) continue;
        // And the services work on it: an account (accounts), a scan (scans, catalog).
        const created = await stack.cli<{ apiKey: string }>(
          'account',
          'create',
          '--email',
          `fresh${round}@example.com`,
          '--plan',
          'pro',
        );
        const started = await fetch(`${stack.baseUrl}/api/visibility/scan`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': created.apiKey },
          body: JSON.stringify({ url: 'https://fresh-boot.example', maxQueries: 4 }),
        });
        expect(started.status, `round ${round}`).toBe(202);
        const [row] = await stack.sql<{ n: number }>('select count(*)::int as n from scans.scans');
        expect(row!.n, `round ${round}`).toBe(1);
      } finally {
        await stack.stop();
      }
    }
  }, 120_000);
});

async function adminSql(url: string, text: string, params: unknown[]): Promise<unknown[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
