import type { ServiceDatabase } from '#common';
import { MigrationPlatformsInitial } from './migrations/0001-initial.js';

/** The `platforms` schema: this service's tables and migrations, and nobody else's. */
export const PLATFORMS_DATABASE: ServiceDatabase = {
  schema: 'platforms',
  entities: [],
  migrations: [{ name: '0001-initial', class: MigrationPlatformsInitial }],
};
