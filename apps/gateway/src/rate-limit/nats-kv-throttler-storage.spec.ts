import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsKvThrottlerStorage } from './nats-kv-throttler-storage.js';

// Runs against the machine's NATS (JetStream), like the services do: two storages on one bucket
// stand for two gateway replicas.
const NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';

describe('NatsKvThrottlerStorage (real NATS KV)', () => {
  const bucket = `unit_throttle_${randomBytes(4).toString('hex')}`;
  let a: NatsConnection;
  let b: NatsConnection;

  beforeAll(async () => {
    a = await connect({ servers: NATS_URL });
    b = await connect({ servers: NATS_URL });
  });
  /** Messages ever written to the bucket's stream: each is one write of a key. */
  const writes = async () => (await (await jetstreamManager(a)).streams.info(`KV_${bucket}`)).state.last_seq;

  afterAll(async () => {
    await (await jetstreamManager(a)).streams.delete(`KV_${bucket}`);
    await a.close();
    await b.close();
  });

  it('lets exactly `limit` hits through when two replicas race on one key', async () => {
    const [one, two] = await Promise.all([
      NatsKvThrottlerStorage.open(a, bucket, 60_000),
      NatsKvThrottlerStorage.open(b, bucket, 60_000),
    ]);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).increment('trigger.race', 60_000, 10)),
    );
    expect(results.filter((r) => !r.isBlocked)).toHaveLength(10);
    expect(results.filter((r) => r.isBlocked)).toHaveLength(30);
    for (const r of results) expect(r.timeToExpire).toBeGreaterThan(0);
  });

  it('counts exactly on one replica and writes the bucket a few times a window, not per hit', async () => {
    const storage = await NatsKvThrottlerStorage.open(a, bucket, 60_000);
    const before = await writes();
    const counted: number[] = [];
    for (let i = 0; i < 60; i++) counted.push((await storage.increment('read.one', 60_000, 60)).totalHits);
    expect(counted).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await storage.increment('read.one', 60_000, 60)).toMatchObject({ isBlocked: true });
    expect(await storage.increment('read.one', 60_000, 60)).toMatchObject({ isBlocked: true });
    // Leases of an eighth of what is left: 7, 6, 5, 5, 4, ... then one by one, far fewer than 60 writes.
    expect((await writes()) - before).toBeLessThanOrEqual(30);
  });

  it('leases hits for a burst of requests on one key in one write', async () => {
    const storage = await NatsKvThrottlerStorage.open(a, bucket, 60_000);
    const before = await writes();
    const burst = await Promise.all(Array.from({ length: 30 }, () => storage.increment('read.burst', 60_000, 60)));
    expect(burst.filter((r) => r.isBlocked)).toEqual([]);
    expect(burst.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The first request's lease covers the 29 that queued behind it (an eighth of 60 would be 7).
    expect((await writes()) - before).toBe(1);
  });

  it('reads the bucket only when another replica wrote the key since its own last write', async () => {
    const kv = await new Kvm(a).open(bucket);
    let reads = 0;
    const get = kv.get.bind(kv);
    kv.get = (key) => {
      reads++;
      return get(key);
    };
    const counted = new NatsKvThrottlerStorage(kv);
    const other = await NatsKvThrottlerStorage.open(b, bucket, 60_000);
    for (let i = 0; i < 20; i++) expect((await counted.increment('read.known', 60_000, 60)).totalHits).toBe(i + 1);
    // Leases of 7, 6 and 5 (hits 1-18), then one of 5 at hit 19: the first alone read the key.
    expect(reads).toBe(1);
    // `other` leases 4 (27 in all); what `counted` holds unused (3) is all it does not count as used.
    expect((await other.increment('read.known', 60_000, 60)).totalHits).toBe(24);
    for (let i = 0; i < 3; i++) await counted.increment('read.known', 60_000, 60);
    // Its next lease finds the key rewritten: a conflict, one read, and a lease of 4 after `other`'s.
    expect((await counted.increment('read.known', 60_000, 60)).totalHits).toBe(28);
    expect(reads).toBe(2);
  });

  it("gives a quiet replica's unused hits back to the others", async () => {
    const [quiet, busy] = await Promise.all([
      NatsKvThrottlerStorage.open(a, bucket, 60_000, 1_000),
      NatsKvThrottlerStorage.open(b, bucket, 60_000, 1_000),
    ]);
    expect((await quiet.increment('read.quiet', 60_000, 60)).isBlocked).toBe(false); // leases 7, uses 1
    await new Promise((r) => setTimeout(r, 1_500));
    let allowed = 0;
    for (let i = 0; i < 70; i++) if (!(await busy.increment('read.quiet', 60_000, 60)).isBlocked) allowed++;
    expect(allowed).toBe(59);
  });

  it('a replica that stops gives its unused hits back at once', async () => {
    const [stopping, staying] = await Promise.all([
      NatsKvThrottlerStorage.open(a, bucket, 60_000),
      NatsKvThrottlerStorage.open(b, bucket, 60_000),
    ]);
    expect((await stopping.increment('read.stop', 60_000, 60)).isBlocked).toBe(false); // leases 7, uses 1
    await stopping.giveBackAll();
    let allowed = 0;
    for (let i = 0; i < 70; i++) if (!(await staying.increment('read.stop', 60_000, 60)).isBlocked) allowed++;
    expect(allowed).toBe(59);
  });

  it('starts a new window once the old one has ended', async () => {
    const storage = await NatsKvThrottlerStorage.open(a, bucket, 60_000);
    expect((await storage.increment('read.short', 300, 1)).isBlocked).toBe(false);
    const blocked = await storage.increment('read.short', 300, 1);
    expect(blocked).toMatchObject({ isBlocked: true, timeToBlockExpire: 1 });
    await new Promise((r) => setTimeout(r, 350));
    expect(await storage.increment('read.short', 300, 1)).toMatchObject({ isBlocked: false, totalHits: 1 });
  });

  it('keeps keys apart', async () => {
    const storage = await NatsKvThrottlerStorage.open(a, bucket, 60_000);
    await storage.increment('read.k1', 60_000, 1);
    expect((await storage.increment('read.k2', 60_000, 1)).isBlocked).toBe(false);
  });
});
