import type { ServiceDatabase } from '#common/database';
import { Account } from '../accounts/account.entity.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { Team, TeamAgent, TeamMember } from '../teams/team.entity.js';
import { MigrationAccountsInitial } from './migrations/0001-initial.js';

/**
 * The `accounts` schema: this service's tables and migrations, and nobody else's. The credit
 * ledger has no entity: it is written and read only by CreditLedgerRepository's SQL.
 */
export const ACCOUNTS_DATABASE: ServiceDatabase = {
  schema: 'accounts',
  entities: [Account, ApiKey, Team, TeamMember, TeamAgent],
  migrations: [{ name: '0001-initial', class: MigrationAccountsInitial }],
};
