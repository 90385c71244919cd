import type { ServiceDatabase } from '#common';
import { MigrationAccountsInitial } from './migrations/0001-initial.js';

/** The `accounts` schema: this service's tables and migrations, and nobody else's. */
export const ACCOUNTS_DATABASE: ServiceDatabase = {
  schema: 'accounts',
  entities: [],
  migrations: [{ name: '0001-initial', class: MigrationAccountsInitial }],
};
