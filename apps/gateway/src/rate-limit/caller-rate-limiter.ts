import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { AuthenticatedCaller } from '#contracts';
import { countRequest, keyTracker, type RequestClass, rateLimitedError, rateLimitFor } from './rate-limit-policy.js';

/**
 * Counts a request that is not one HTTP request of its own (an MCP tool call) in the same bucket,
 * with the same limit, as the REST request it stands for: one budget per key whichever edge is used.
 */
@Injectable()
export class CallerRateLimiter {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Counts one request of `kind`; throws 429 RATE_LIMITED (with retryAfterSeconds) over the limit. */
  async count(caller: AuthenticatedCaller, kind: RequestClass): Promise<void> {
    const { isBlocked, timeToBlockExpire } = await countRequest(
      this.storage,
      kind,
      keyTracker(caller.keyPrefix),
      rateLimitFor(true, kind),
    );
    if (isBlocked) throw rateLimitedError(true, kind, Math.max(1, timeToBlockExpire));
  }
}
