import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ConfigModule, NatsClientModule, RpcErrorFilter } from '#common';
import { databaseModule, ServiceHealthModule } from '#common/database';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeysRepository } from './api-keys/api-keys.repository.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { CreditLedgerRepository } from './credits/credit-ledger.repository.js';
import { CreditLedgerService } from './credits/credit-ledger.service.js';
import { CreditsController } from './credits/credits.controller.js';
import { ACCOUNTS_DATABASE } from './database/accounts-database.js';
import { TeamsController } from './teams/teams.controller.js';
import { TeamsService } from './teams/teams.service.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(ACCOUNTS_DATABASE),
    NatsClientModule.forRoot('accounts', []),
    ServiceHealthModule.register('accounts'),
  ],
  controllers: [AccountsController, ApiKeysController, CreditsController, TeamsController],
  providers: [
    { provide: APP_FILTER, useClass: RpcErrorFilter },
    AccountsService,
    ApiKeysService,
    ApiKeysRepository,
    CreditLedgerService,
    CreditLedgerRepository,
    TeamsService,
  ],
})
export class AccountsModule {}
