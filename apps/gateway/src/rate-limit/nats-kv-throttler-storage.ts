import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { type KV, type KvEntry, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppError, jetStreamReplicas } from '#common';

/** What one key holds: hits counted in the current window and when that window ends (epoch ms). */
interface WindowRecord {
  hits: number;
  endsAt: number;
}

export interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** Compare-and-set rounds before giving up; each lost round means another replica counted a hit. */
const MAX_CAS_ROUNDS = 50;

/**
 * @nestjs/throttler storage shared by every gateway replica through a JetStream KV bucket.
 * A fixed window starts at a key's first hit; each hit is a compare-and-set on the key's
 * revision, so two replicas never both take the last slot. Over the limit, the key stays blocked
 * until its window ends (rejected hits are not written, so they do not extend it).
 * Entries expire with the bucket's TTL. Times returned are in seconds, as the throttler expects.
 */
export class NatsKvThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly kv: KV,
    private readonly now: () => number = Date.now,
  ) {}

  static async open(nc: NatsConnection, bucket: string, windowMs: number): Promise<NatsKvThrottlerStorage> {
    const kv = await new Kvm(nc).create(bucket, { history: 1, ttl: windowMs * 2, replicas: jetStreamReplicas() });
    return new NatsKvThrottlerStorage(kv);
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      for (let round = 0; round < MAX_CAS_ROUNDS; round++) {
        const result = await this.tryIncrement(key, ttl, limit);
        if (result) return result;
      }
    } catch (error) {
      throw new AppError(
        'UNAVAILABLE',
        `The rate-limit store did not answer: ${error instanceof Error ? error.message : error}`,
      );
    }
    throw new AppError('UNAVAILABLE', 'The rate-limit store is too contended to count this request; retry.');
  }

  /** One compare-and-set round; null when another replica wrote the key first. */
  private async tryIncrement(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord | null> {
    const now = this.now();
    const entry = await this.kv.get(key);
    const stored = parse(entry);
    const current = stored && stored.endsAt > now ? stored : { hits: 0, endsAt: now + ttl };
    const secondsLeft = Math.max(1, Math.ceil((current.endsAt - now) / 1000));
    if (current.hits >= limit) {
      return {
        totalHits: current.hits + 1,
        timeToExpire: secondsLeft,
        isBlocked: true,
        timeToBlockExpire: secondsLeft,
      };
    }
    const next: WindowRecord = { hits: current.hits + 1, endsAt: current.endsAt };
    try {
      if (entry && entry.operation === 'PUT') await this.kv.update(key, JSON.stringify(next), entry.revision);
      else await this.kv.create(key, JSON.stringify(next));
    } catch (error) {
      if (isRevisionConflict(error)) return null;
      throw error;
    }
    return { totalHits: next.hits, timeToExpire: secondsLeft, isBlocked: false, timeToBlockExpire: 0 };
  }
}

function parse(entry: KvEntry | null): WindowRecord | null {
  if (entry?.operation !== 'PUT') return null;
  try {
    const value = entry.json<WindowRecord>();
    return Number.isInteger(value.hits) && Number.isFinite(value.endsAt) ? value : null;
  } catch {
    return null;
  }
}

function isRevisionConflict(error: unknown): boolean {
  return (
    error instanceof JetStreamApiError &&
    (error.code === JetStreamApiCodes.StreamWrongLastSequence ||
      error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown)
  );
}
