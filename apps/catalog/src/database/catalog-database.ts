import type { ServiceDatabase } from '#common';
import { MigrationCatalogInitial } from './migrations/0001-initial.js';

/** The `catalog` schema: this service's tables and migrations, and nobody else's. */
export const CATALOG_DATABASE: ServiceDatabase = {
  schema: 'catalog',
  entities: [],
  migrations: [{ name: '0001-initial', class: MigrationCatalogInitial }],
};
