import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Applies the service's pending migrations inside its own schema, in one transaction holding a
 * PostgreSQL advisory lock, so that replicas booting together (or a Kubernetes migration job
 * racing a pod) apply each migration exactly once.
 */
export async function runMigrations(orm: MikroORM, schema: string): Promise<string[]> {
  const connection = orm.em.getConnection();
  // Committed before the locked transaction: the migrator checks the schema on a connection of
  // its own, which would otherwise wait for our uncommitted CREATE SCHEMA forever.
  await connection.execute(`create schema if not exists "${schema}"`).catch((error: unknown) => {
    if (!(error instanceof Error && /already exists|duplicate key/.test(error.message))) throw error;
  });
  return connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`migrations:${schema}`], 'run', trx);
    const applied = await orm.migrator.up({ transaction: trx });
    return applied.map((m) => m.name);
  });
}
