import type { PlatformKey } from '#contracts';

/** Paces requests to a platform; shared by all replicas when the implementation is. */
export interface RateLimiter {
  /** Resolves when one request to `platform` may go out; rejects with the signal's reason when aborted. */
  acquire(platform: PlatformKey, signal?: AbortSignal): Promise<void>;
}

export class UnlimitedRateLimiter implements RateLimiter {
  async acquire(_platform: PlatformKey, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
  }
}
