import { Module } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ThrottlerModule } from '@nestjs/throttler';
import { NATS_CLIENT, natsConnectionOf, natsResourceName } from '#common';
import type { CallerRequest } from '../auth/caller.decorator.js';
import { NatsKvThrottlerStorage } from './nats-kv-throttler-storage.js';
import { RATE_LIMIT_WINDOW_MS, rateLimitFor, requestClass } from './rate-limit-policy.js';

/** Bucket of the counters; prefixed with NATS_PREFIX so that deployments and test runs never share counts. */
export const RATE_LIMIT_BUCKET = 'gateway_rate_limits';

/**
 * The throttler's configuration: one 60 s window whose limit depends on the request (API key or
 * address, read or trigger), counted in a NATS KV bucket that every gateway replica shares.
 * The guard itself is registered globally in GatewayModule, after the API-key guard.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [NATS_CLIENT],
      useFactory: async (client: ClientProxy) => ({
        throttlers: [
          {
            ttl: RATE_LIMIT_WINDOW_MS,
            limit: (context) => {
              const req = context.switchToHttp().getRequest<CallerRequest>();
              return rateLimitFor(req.caller !== undefined, requestClass(req.method, req.path));
            },
          },
        ],
        storage: await NatsKvThrottlerStorage.open(
          natsConnectionOf(client),
          natsResourceName(RATE_LIMIT_BUCKET),
          RATE_LIMIT_WINDOW_MS,
        ),
      }),
    }),
  ],
})
export class RateLimitModule {}
