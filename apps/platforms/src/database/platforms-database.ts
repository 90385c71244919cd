import type { ServiceDatabase } from '#common/database';
import { MigrationPlatformsInitial } from './migrations/0001-initial.js';
import { ProviderCall } from './provider-call.entity.js';

/** The `platforms` schema: provider usage and cost per run, and nobody else's. */
export const PLATFORMS_DATABASE: ServiceDatabase = {
  schema: 'platforms',
  entities: [ProviderCall],
  migrations: [{ name: '0001-initial', class: MigrationPlatformsInitial }],
};
