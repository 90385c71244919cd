import type { Constructor, EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/environment.js';

export interface ServiceDatabase {
  /** The PostgreSQL schema this service owns; nobody else reads or writes it. */
  schema: string;
  // biome-ignore lint/suspicious/noExplicitAny: MikroORM's entity schemas are generic over many parameters.
  entities: EntitySchema<any, any>[];
  migrations: { name: string; class: Constructor<Migration> }[];
}

/**
 * MikroORM options of one service: its own schema, its own migrations (listed in code so the
 * build needs no file globbing) and its own tracking table inside that schema.
 */
export function ormOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>,
  db: ServiceDatabase,
): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: config.DATABASE_URL,
    // Creating a missing database is ensureDatabaseExists's job, before the pool connects: MikroORM
    // would point this pool at the maintenance database to do it (and could leave it there).
    ensureDatabase: false,
    schema: db.schema,
    entities: db.entities,
    extensions: [Migrator],
    // Two connections stay open through quiet spells (pg closes idle ones after 10 s): the first
    // scan after boot or after a pause does not wait for new PostgreSQL backends on its path.
    pool: { min: Math.min(2, config.DATABASE_POOL_MAX), max: config.DATABASE_POOL_MAX },
    debug: false,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      schema: db.schema,
      migrationsList: db.migrations,
      snapshot: false,
      snapshotOnMigrate: false,
      transactional: true,
      allOrNothing: true,
    },
    schemaGenerator: { skipTables: ['mikro_orm_migrations'] },
  });
}
