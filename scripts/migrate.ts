import 'reflect-metadata';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { type AppConfig, ConfigError, loadConfig } from '#common';
import {
  ensureDatabaseExists,
  ormOptions,
  runMigrations,
  type ServiceDatabase,
  verifyCurrentDatabase,
} from '#common/database';
import { ACCOUNTS_DATABASE } from '../apps/accounts/src/database/accounts-database.js';
import { CATALOG_DATABASE } from '../apps/catalog/src/database/catalog-database.js';
import { NOTIFICATIONS_DATABASE } from '../apps/notifications/src/database/notifications-database.js';
import { PLATFORMS_DATABASE } from '../apps/platforms/src/database/platforms-database.js';
import { SCANS_DATABASE } from '../apps/scans/src/database/scans-database.js';

/**
 * Applies the migrations of one service, or of all four, without starting them: for a Kubernetes
 * Job, an init container or a deploy step. The services also migrate their own schema at boot;
 * both paths hold the same PostgreSQL advisory lock, so they can race safely.
 *
 *   node dist/scripts/migrate.js [accounts|catalog|scans|platforms|notifications|all]    (default: all)
 *
 * Prints one JSON line per service on stdout: {"service","schema","applied":[names],"ms"}.
 * Exit codes: 0 done, 1 a migration (or the database) failed, 2 a wrong command line,
 * 78 bad configuration (as the services).
 */
export const SERVICE_DATABASES = {
  accounts: ACCOUNTS_DATABASE,
  catalog: CATALOG_DATABASE,
  scans: SCANS_DATABASE,
  platforms: PLATFORMS_DATABASE,
  notifications: NOTIFICATIONS_DATABASE,
} as const satisfies Record<string, ServiceDatabase>;

export type MigratedService = keyof typeof SERVICE_DATABASES;

export interface MigrationResult {
  service: MigratedService;
  schema: string;
  applied: string[];
  ms: number;
}

const USAGE = `usage: node dist/scripts/migrate.js [${Object.keys(SERVICE_DATABASES).join('|')}|all]`;

class UsageError extends Error {}

export function servicesFromArgs(args: readonly string[]): MigratedService[] {
  if (args.length > 1) throw new UsageError(`expected at most one argument, got ${args.length}`);
  const target = args[0] ?? 'all';
  if (target === 'all') return Object.keys(SERVICE_DATABASES) as MigratedService[];
  if (target in SERVICE_DATABASES) return [target as MigratedService];
  throw new UsageError(`unknown service "${target}"`);
}

/** Migrates one service's schema on a connection pool of its own, closed before returning. */
export async function migrateService(config: AppConfig, service: MigratedService): Promise<MigrationResult> {
  const db = SERVICE_DATABASES[service];
  const started = performance.now();
  await ensureDatabaseExists(config.DATABASE_URL);
  // The migrator's own progress lines go to stderr, so that stdout carries only the JSON results.
  const orm = await MikroORM.init({
    ...ormOptions(config, db),
    colors: false,
    logger: (line) => process.stderr.write(`${line}\n`),
  });
  try {
    await verifyCurrentDatabase(orm, config.DATABASE_URL);
    const applied = await runMigrations(orm, db.schema);
    return { service, schema: db.schema, applied, ms: Math.round(performance.now() - started) };
  } finally {
    await orm.close(true);
  }
}

async function main(args: string[]): Promise<number> {
  let services: MigratedService[];
  try {
    services = servicesFromArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`migrate: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`migrate: ${error.message}\n`);
    return 78;
  }
  for (const service of services) {
    try {
      const result = await migrateService(config, service);
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } catch (error) {
      // Stop at the first failure: later services are left as they were, and the exit code says so.
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(
        `migrate: migrations of "${service}" (schema "${SERVICE_DATABASES[service].schema}") failed, ` +
          `database ${redacted(config.DATABASE_URL)}: ${reason}\n`,
      );
      return 1;
    }
  }
  return 0;
}

/** The database URL without its password, for error messages. */
function redacted(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`migrate: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  }
}
