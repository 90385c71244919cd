import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { type KV, type KvEntry, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppError, jetStreamReplicas } from '#common';

/**
 * What one key holds in the shared bucket: hits handed out in the current window (to the
 * replicas, in leases) and when that window ends (epoch ms).
 */
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

/** What this replica holds of one key's window. */
interface Lease {
  endsAt: number;
  /** Hits handed out to all replicas as of this replica's last lease. */
  granted: number;
  /** Hits of this replica's leases not used yet. */
  left: number;
  /** The window had no hit left at the last look; when to look again (another replica may give some back). */
  exhaustedUntil: number;
  /** Gives the unused hits back after LEASE_IDLE_MS without a request. */
  idle?: NodeJS.Timeout;
  /** The lease (or give-back) being written: requests of the key wait for it instead of writing too. */
  writing?: Promise<void>;
  /** Requests of the key waiting for that write: the next lease covers them too. */
  waiting: number;
  /**
   * The key's record as this replica last read or wrote it, with its revision: the next
   * compare-and-set tries it without reading the bucket first (a conflict means another replica
   * wrote since, and only then is the key read).
   */
  known?: KnownRecord;
}

interface KnownRecord {
  record: WindowRecord;
  /** The entry's revision; null when the key has no live entry (the next write creates it). */
  revision: number | null;
}

/** Compare-and-set rounds before giving up; each lost round means another replica wrote the key. */
const MAX_CAS_ROUNDS = 50;
/**
 * A lease takes this share of the hits left in the window, or as many as this replica has
 * requests of the key waiting for it if that is more (at least one): a busy replica writes the
 * bucket a few times a window instead of on every request (a burst of requests on one key, in one
 * write), and the last hits go one by one, so that two replicas racing for them never strand more
 * than a couple of hits between them (hits leased for requests already waiting are used at once).
 */
const LEASE_SHARE = 8;
/**
 * A replica that stops receiving a key's requests gives its unused hits back after this long:
 * longer than a partner's poll interval (5 s), so that a key polled every few seconds keeps its
 * lease instead of leasing and giving back around every request.
 */
const LEASE_IDLE_MS = 10_000;
/** A replica that found the window used up looks again this often (a give-back may have freed hits). */
const EXHAUSTED_RECHECK_MS = 1_000;
/** How often the windows that ended are forgotten (a key seen once must not stay for good). */
const SWEEP_MS = 60_000;

/**
 * @nestjs/throttler storage shared by every gateway replica through a JetStream KV bucket,
 * without a bucket read and write per request. A fixed window starts at a key's first hit. A
 * replica leases hits from the key's shared count (a compare-and-set on its revision, so that the
 * leases of all replicas never add up to more than the limit) and counts them down locally; it
 * leases again when they run out, and gives the unused ones back when the key goes quiet.
 * Over the limit, the key stays blocked until its window ends, answered without I/O.
 * Entries expire with the bucket's TTL. Times returned are in seconds, as the throttler expects.
 *
 * totalHits (hence X-RateLimit-Remaining) counts the other replicas' leases as used: exact with
 * one replica, a slight overstatement of what was used with several.
 */
export class NatsKvThrottlerStorage implements ThrottlerStorage {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly kv: KV,
    private readonly now: () => number = Date.now,
    private readonly leaseIdleMs = LEASE_IDLE_MS,
  ) {
    setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  static async open(
    nc: NatsConnection,
    bucket: string,
    windowMs: number,
    leaseIdleMs = LEASE_IDLE_MS,
  ): Promise<NatsKvThrottlerStorage> {
    const kv = await new Kvm(nc).create(bucket, { history: 1, ttl: windowMs * 2, replicas: jetStreamReplicas() });
    return new NatsKvThrottlerStorage(kv, Date.now, leaseIdleMs);
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    for (let round = 0; round < MAX_CAS_ROUNDS; round++) {
      const now = this.now();
      let lease = this.leases.get(key);
      if (lease?.writing) {
        lease.waiting++;
        await lease.writing.catch(() => undefined);
        lease.waiting--;
        continue;
      }
      if (lease && lease.endsAt <= now) {
        this.forget(key, lease);
        lease = undefined;
      }
      if (lease && lease.left > 0) {
        lease.left--;
        lease.idle?.refresh();
        return {
          totalHits: lease.granted - lease.left,
          timeToExpire: secondsUntil(lease.endsAt, now),
          isBlocked: false,
          timeToBlockExpire: 0,
        };
      }
      if (lease && lease.exhaustedUntil > now) {
        const seconds = secondsUntil(lease.endsAt, now);
        return { totalHits: limit + 1, timeToExpire: seconds, isBlocked: true, timeToBlockExpire: seconds };
      }
      await this.write(key, () => this.lease(key, ttl, limit));
    }
    throw new AppError('UNAVAILABLE', 'The rate-limit store is too contended to count this request; retry.');
  }

  /** Runs one write of a key's lease at a time; NATS failures become UNAVAILABLE (503). */
  private async write(key: string, operation: () => Promise<void>): Promise<void> {
    const lease =
      this.leases.get(key) ?? this.track(key, { endsAt: 0, granted: 0, left: 0, exhaustedUntil: 0, waiting: 0 });
    const writing = operation().finally(() => {
      if (lease.writing === writing) lease.writing = undefined;
    });
    lease.writing = writing;
    try {
      await writing;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UNAVAILABLE',
        `The rate-limit store did not answer: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** Takes a share of the window's remaining hits for this replica (or learns that none is left). */
  private async lease(key: string, ttl: number, limit: number): Promise<void> {
    for (let round = 0; round < MAX_CAS_ROUNDS; round++) {
      const now = this.now();
      const lease = this.leases.get(key);
      if (!lease) return;
      const cached = round === 0 ? lease.known : undefined;
      const { record, revision } = cached ?? (await this.read(key, lease));
      const current = record.endsAt > now ? record : { hits: 0, endsAt: now + ttl };
      if (current.hits >= limit) {
        // Used up as this replica last saw it: another may have given hits back since, so read.
        if (cached) continue;
        Object.assign(lease, { endsAt: current.endsAt, granted: current.hits, left: 0 });
        lease.exhaustedUntil = Math.min(current.endsAt, now + EXHAUSTED_RECHECK_MS);
        return;
      }
      const available = limit - current.hits;
      const size = Math.min(available, Math.max(1, Math.floor(available / LEASE_SHARE), 1 + lease.waiting));
      const next: WindowRecord = { hits: current.hits + size, endsAt: current.endsAt };
      if (!(await this.compareAndSet(key, lease, revision, next))) continue;
      const carried = lease.endsAt === current.endsAt ? lease.left : 0;
      Object.assign(lease, { endsAt: current.endsAt, granted: next.hits, left: carried + size, exhaustedUntil: 0 });
      lease.idle ??= setTimeout(() => this.giveBack(key), this.leaseIdleMs).unref();
      lease.idle.refresh();
      return;
    }
    throw new AppError('UNAVAILABLE', 'The rate-limit store is too contended to count this request; retry.');
  }

  /** Returns a quiet key's unused hits to the shared count, so that other replicas can use them. */
  private giveBack(key: string): Promise<void> {
    const lease = this.leases.get(key);
    if (!lease || lease.writing || lease.left === 0 || lease.endsAt <= this.now()) return Promise.resolve();
    const returned = lease.left;
    lease.left = 0;
    return this.write(key, async () => {
      for (let round = 0; round < MAX_CAS_ROUNDS; round++) {
        const { record, revision } = (round === 0 ? lease.known : undefined) ?? (await this.read(key, lease));
        // No entry, or a new window: nothing to give back to.
        if (revision === null || record.endsAt !== lease.endsAt) return;
        const next = { hits: Math.max(0, record.hits - returned), endsAt: record.endsAt };
        if (await this.compareAndSet(key, lease, revision, next)) return;
      }
    }).catch(() => undefined); // unreturned hits only make the window stricter
  }

  /**
   * Gives every unused leased hit back (a replica that stops): otherwise they would be lost to the
   * other replicas until their windows end. Best effort, within `timeoutMs`.
   */
  async giveBackAll(timeoutMs = 2_000): Promise<void> {
    const all = Promise.all([...this.leases.keys()].map((key) => this.giveBack(key)));
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** The key's record as the bucket holds it now (a window of no hits when there is none), remembered. */
  private async read(key: string, lease: Lease): Promise<KnownRecord> {
    const entry = await this.kv.get(key);
    // An unreadable record is overwritten (by its revision) as if its window had ended.
    lease.known = {
      record: parse(entry) ?? NO_WINDOW,
      revision: entry?.operation === 'PUT' ? entry.revision : null,
    };
    return lease.known;
  }

  /**
   * Writes the key if nobody did since `revision` (null: if it has no entry); false when another
   * replica did. The written record and its new revision are remembered for the next write.
   */
  private async compareAndSet(
    key: string,
    lease: Lease,
    revision: number | null,
    next: WindowRecord,
  ): Promise<boolean> {
    try {
      const written =
        revision === null
          ? await this.kv.create(key, JSON.stringify(next))
          : await this.kv.update(key, JSON.stringify(next), revision);
      lease.known = { record: next, revision: written };
      return true;
    } catch (error) {
      if (isRevisionConflict(error)) return false;
      throw error;
    }
  }

  private track(key: string, lease: Lease): Lease {
    this.leases.set(key, lease);
    return lease;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.forget(key, lease);
  }

  private forget(key: string, lease: Lease): void {
    if (lease.writing) return;
    clearTimeout(lease.idle);
    this.leases.delete(key);
  }
}

/** What a key without a live entry stands for: a window that has ended, with no hits. */
const NO_WINDOW: WindowRecord = { hits: 0, endsAt: 0 };

function secondsUntil(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
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
