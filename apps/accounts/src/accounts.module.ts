import { ConfigModule, databaseModule, NatsClientModule, RpcErrorFilter, ServiceHealthModule } from '#common';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ACCOUNTS_DATABASE } from './database/accounts-database.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(ACCOUNTS_DATABASE),
    NatsClientModule.forRoot('accounts', []),
    ServiceHealthModule.register('accounts'),
  ],
  providers: [{ provide: APP_FILTER, useClass: RpcErrorFilter }],
})
export class AccountsModule {}
