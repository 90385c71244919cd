import { randomUUID } from 'node:crypto';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsKvRateLimiter } from './nats-kv-rate-limiter.js';

describe('NatsKvRateLimiter (against the real NATS at 127.0.0.1:4222)', () => {
  let nc: NatsConnection;
  const bucket = `rate_test_${randomUUID().replace(/-/g, '')}`;

  beforeAll(async () => {
    nc = await connect({ servers: '127.0.0.1:4222' });
  });
  afterAll(async () => {
    await (await new Kvm(nc).open(bucket)).destroy();
    await nc.close();
  });

  it('lets at most `limit` requests per window through, across replicas sharing the bucket', async () => {
    const limits = { assistant_a: 3 };
    // Two limiters on one bucket stand for two replicas.
    const replicas = [
      await NatsKvRateLimiter.open(nc, { bucket, limits }),
      await NatsKvRateLimiter.open(nc, { bucket, limits }),
    ];
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, (_, i) => replicas[i % 2].acquire('assistant_a')));
    const elapsed = Date.now() - started;

    const kv = await new Kvm(nc).open(bucket);
    const counts: number[] = [];
    for await (const key of await kv.keys('assistant_a.*')) {
      const entry = await kv.get(key);
      counts.push(Number(entry?.string()));
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
  });

  it('does not limit platforms without a limit, and stops waiting when aborted', async () => {
    const limiter = await NatsKvRateLimiter.open(nc, { bucket, limits: { aio: 1 } });
    await Promise.all(Array.from({ length: 20 }, () => limiter.acquire('assistant_b')));

    // A frozen clock keeps both requests in one window, whatever the real time.
    const frozen = await NatsKvRateLimiter.open(nc, { bucket, limits: { aio: 1 }, now: () => 1_900_000_000_100 });
    await frozen.acquire('aio');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(frozen.acquire('aio', controller.signal)).rejects.toThrow();
  });
});
