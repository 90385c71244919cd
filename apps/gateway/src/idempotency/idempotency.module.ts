import { Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT, natsConnectionOf, natsResourceName } from '#common';
import { IDEMPOTENCY_STORE } from './idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency-store.js';

/** Bucket of the keys; prefixed with NATS_PREFIX so that deployments and test runs never share keys. */
export const IDEMPOTENCY_BUCKET = 'gateway_idempotency';

/** The Idempotency-Key store shared by every gateway replica (the interceptor is global, in GatewayModule). */
@Module({
  providers: [
    {
      provide: IDEMPOTENCY_STORE,
      inject: [NATS_CLIENT],
      useFactory: (client: ClientProxy) =>
        IdempotencyStore.open(natsConnectionOf(client), natsResourceName(IDEMPOTENCY_BUCKET)),
    },
  ],
  exports: [IDEMPOTENCY_STORE],
})
export class IdempotencyModule {}
