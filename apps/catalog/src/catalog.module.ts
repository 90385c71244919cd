import { ConfigModule, databaseModule, NatsClientModule, RpcErrorFilter, ServiceHealthModule } from '#common';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CATALOG_DATABASE } from './database/catalog-database.js';

@Module({
  imports: [
    ConfigModule,
    databaseModule(CATALOG_DATABASE),
    NatsClientModule.forRoot('catalog', []),
    ServiceHealthModule.register('catalog'),
  ],
  providers: [{ provide: APP_FILTER, useClass: RpcErrorFilter }],
})
export class CatalogModule {}
