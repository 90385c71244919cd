import { ConfigModule, NatsClientModule } from '#common';
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { HttpErrorFilter } from './edge/http-error.filter.js';
import { ServiceContextInterceptor } from './edge/service-context.interceptor.js';
import { HealthController } from './health/health.controller.js';

@Module({
  imports: [ConfigModule, NatsClientModule.forRoot('gateway', ['accounts', 'catalog', 'scans', 'platforms'])],
  controllers: [HealthController],
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    { provide: APP_INTERCEPTOR, useClass: ServiceContextInterceptor },
  ],
})
export class GatewayModule {}
