import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

/** PostgreSQL's "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';

export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/**
 * Creates the database named in `databaseUrl` when it does not exist, before any pool connects
 * to it. Apps booting together on a fresh install all come here: the creation happens once,
 * under an advisory lock held on the maintenance database (`postgres`), and no connection of a
 * service ever points anywhere but its configured database (MikroORM's own `ensureDatabase`
 * switches its pool to the maintenance database to create one, and a racing loser stayed there:
 * it migrated and served from `postgres`). Returns whether this call created it.
 */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
    return false; // the usual case, and it needs no right on the maintenance database
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  const name = databaseNameOf(databaseUrl);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    // A session lock: released when this connection ends, whatever happens in between.
    await admin.query('select pg_advisory_lock(hashtext($1))', [`create-database:${name}`]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** Refuses to go on when the ORM's connection is not on the configured database. */
export async function verifyCurrentDatabase(orm: MikroORM, databaseUrl: string): Promise<void> {
  const expected = databaseNameOf(databaseUrl);
  const [row] = await orm.em.getConnection().execute<{ name: string }[]>('select current_database() as name');
  if (row?.name !== expected) {
    throw new Error(`connected to database "${row?.name}", but DATABASE_URL names "${expected}"; refusing to start`);
  }
}
