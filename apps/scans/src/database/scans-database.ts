import type { ServiceDatabase } from '#common';
import { MigrationScansInitial } from './migrations/0001-initial.js';

/** The `scans` schema: this service's tables and migrations, and nobody else's. */
export const SCANS_DATABASE: ServiceDatabase = {
  schema: 'scans',
  entities: [],
  migrations: [{ name: '0001-initial', class: MigrationScansInitial }],
};
