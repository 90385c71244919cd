import { setTimeout as delay } from 'node:timers/promises';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetStreamReplicas } from '#common';
import type { PlatformKey } from '#contracts';
import type { RateLimiter } from './rate-limiter.js';

export interface NatsKvRateLimiterOptions {
  /** Requests per window for each limited platform; a platform not listed is not limited. */
  limits: Partial<Record<PlatformKey, number>>;
  windowMs?: number;
  /** Clock, for tests. All replicas should run NTP-synchronised clocks. */
  now?: () => number;
}

export const DEFAULT_RATE_LIMIT_BUCKET = 'platform_rate_limits';

/**
 * A fixed-window limiter shared by every replica through a JetStream KV bucket. Each window has
 * a key `<platform>.<window number>` holding the count of requests granted in it; a grant is a
 * compare-and-set on the key's revision, so concurrent replicas never both take the last slot.
 * A full window means waiting for the next one. Old keys expire with the bucket's TTL.
 */
export class NatsKvRateLimiter implements RateLimiter {
  private readonly limits: Partial<Record<PlatformKey, number>>;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly kv: KV,
    options: NatsKvRateLimiterOptions,
  ) {
    this.limits = options.limits;
    this.windowMs = options.windowMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Creates (or opens) the bucket; its TTL outlives a window by far, so counts are never lost early. */
  static async open(
    nc: NatsConnection,
    options: NatsKvRateLimiterOptions & { bucket?: string },
  ): Promise<NatsKvRateLimiter> {
    const windowMs = options.windowMs ?? 1_000;
    const kv = await new Kvm(nc).create(options.bucket ?? DEFAULT_RATE_LIMIT_BUCKET, {
      history: 1,
      ttl: Math.max(60_000, windowMs * 10),
      replicas: jetStreamReplicas(),
    });
    return new NatsKvRateLimiter(kv, options);
  }

  async acquire(platform: PlatformKey, signal?: AbortSignal): Promise<void> {
    const limit = this.limits[platform];
    if (limit === undefined) return signal?.throwIfAborted();
    for (;;) {
      signal?.throwIfAborted();
      const now = this.now();
      const window = Math.floor(now / this.windowMs);
      if (await this.tryTake(`${platform}.${window}`, limit)) return;
      // Full: wait for the next window, with a little jitter so replicas do not all wake at once.
      const wait = (window + 1) * this.windowMs - now + Math.floor(Math.random() * 20);
      await delay(wait, undefined, { signal });
    }
  }

  /** One compare-and-set round; false when the window is full or another replica won the race. */
  private async tryTake(key: string, limit: number): Promise<boolean> {
    const entry = await this.kv.get(key);
    const count = entry && entry.operation === 'PUT' ? Number(entry.string()) || 0 : 0;
    if (count >= limit) return false;
    try {
      if (!entry) await this.kv.create(key, String(count + 1));
      else await this.kv.update(key, String(count + 1), entry.revision);
      return true;
    } catch (error) {
      if (isRevisionConflict(error)) return this.tryTake(key, limit);
      throw error;
    }
  }
}

function isRevisionConflict(error: unknown): boolean {
  return (
    error instanceof JetStreamApiError &&
    (error.code === JetStreamApiCodes.StreamWrongLastSequence ||
      error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown)
  );
}
