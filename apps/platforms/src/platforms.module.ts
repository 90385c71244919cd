import { ConfigModule, databaseModule, NatsClientModule, RpcErrorFilter, ServiceHealthModule } from '#common';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PLATFORMS_DATABASE } from './database/platforms-database.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(PLATFORMS_DATABASE),
    NatsClientModule.forRoot('platforms', []),
    ServiceHealthModule.register('platforms'),
  ],
  providers: [{ provide: APP_FILTER, useClass: RpcErrorFilter }],
})
export class PlatformsModule {}
