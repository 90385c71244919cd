import { ConfigModule, databaseModule, NatsClientModule, RpcErrorFilter, ServiceHealthModule } from '#common';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { SCANS_DATABASE } from './database/scans-database.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(SCANS_DATABASE),
    NatsClientModule.forRoot('scans', []),
    ServiceHealthModule.register('scans'),
  ],
  providers: [{ provide: APP_FILTER, useClass: RpcErrorFilter }],
})
export class ScansModule {}
