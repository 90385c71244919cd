import { createHash } from 'node:crypto';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { type KV, type KvEntry, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';

/** How long a key stands for its first request (Stripe: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request still marked in progress after this long is taken to have died with its gateway. */
export const IN_PROGRESS_LEASE_MS = 90_000;

export type IdempotencyRecord =
  | { state: 'in-progress'; fingerprint: string; startedAt: number }
  | { state: 'done'; fingerprint: string; status: number; body: unknown };

export type Claim =
  | { kind: 'claimed'; revision: number }
  | { kind: 'existing'; record: IdempotencyRecord; revision: number };

/**
 * The idempotency keys of every gateway replica, in one NATS KV bucket whose entries expire
 * after 24 hours. The first request of a key claims it with `create`, which only one writer can
 * win: a concurrent twin finds the claim and waits for its answer instead of running again.
 */
export class IdempotencyStore {
  constructor(private readonly kv: KV) {}

  static async open(nc: NatsConnection, bucket: string): Promise<IdempotencyStore> {
    return new IdempotencyStore(await new Kvm(nc).create(bucket, { history: 1, ttl: IDEMPOTENCY_TTL_MS }));
  }

  /** Keys are per account; the bucket key is a hash, so any header text is a valid KV key. */
  static keyOf(accountId: string, idempotencyKey: string): string {
    return createHash('sha256').update(`${accountId}\u0000${idempotencyKey}`).digest('hex');
  }

  async claim(key: string, fingerprint: string, now = Date.now()): Promise<Claim> {
    const record: IdempotencyRecord = { state: 'in-progress', fingerprint, startedAt: now };
    for (;;) {
      const entry = await this.kv.get(key);
      const existing = parse(entry);
      try {
        if (!existing) {
          return { kind: 'claimed', revision: await this.kv.create(key, JSON.stringify(record)) };
        }
        if (existing.state === 'in-progress' && now - existing.startedAt > IN_PROGRESS_LEASE_MS && entry) {
          // Its gateway died mid-request: take the key over, still only one winner (compare-and-set).
          return { kind: 'claimed', revision: await this.kv.update(key, JSON.stringify(record), entry.revision) };
        }
        return { kind: 'existing', record: existing, revision: entry?.revision ?? 0 };
      } catch (error) {
        if (!isRevisionConflict(error)) throw error;
        // Somebody else claimed or finished it between our read and write: read again.
      }
    }
  }

  async read(key: string): Promise<IdempotencyRecord | null> {
    return parse(await this.kv.get(key));
  }

  async complete(key: string, fingerprint: string, status: number, body: unknown): Promise<void> {
    const record: IdempotencyRecord = { state: 'done', fingerprint, status, body };
    await this.kv.put(key, JSON.stringify(record));
  }

  /** Forgets a claim whose request did not get a final answer (a dependency was down): the client may retry. */
  async release(key: string): Promise<void> {
    await this.kv.delete(key);
  }
}

function parse(entry: KvEntry | null): IdempotencyRecord | null {
  if (entry?.operation !== 'PUT') return null;
  try {
    return entry.json<IdempotencyRecord>();
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
