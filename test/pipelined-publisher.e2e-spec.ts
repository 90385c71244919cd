import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PipelinedPublisher } from '#common';

const NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';

/** The fan-out's publisher against the real NATS server: stored once per id, refused without a stream. */
describe('PipelinedPublisher (real JetStream)', () => {
  const prefix = `pp_${randomUUID().slice(0, 8)}`;
  const stream = `PP_${prefix.toUpperCase()}`;
  let nc: NatsConnection;
  let publisher: PipelinedPublisher;

  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL.split(','), name: 'pipelined-publisher-test' });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: stream, subjects: [`${prefix}.>`], duplicate_window: 60_000_000_000 });
    publisher = new PipelinedPublisher(nc, 2_000);
  });

  afterAll(async () => {
    publisher.close();
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('resolves every publish once stored, all in flight at once, and stores a repeated id once', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => `run-${i % 400}`);
    await Promise.all(ids.map((id) => publisher.publish(`${prefix}.runs`, JSON.stringify({ id }), { msgID: id })));
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(stream);
    expect(info.state.messages).toBe(400);
  });

  it('rejects a publish no stream captures (503), without waiting for the timeout', async () => {
    const started = Date.now();
    await expect(publisher.publish(`nostream_${prefix}.x`, 'x')).rejects.toThrow(/503|no stream/i);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails what is still waiting when closed', async () => {
    const other = new PipelinedPublisher(nc, 60_000);
    // Closed before the server can answer: the promise must settle, not hang.
    const pending = other.publish(`${prefix}.late`, 'x', { msgID: randomUUID() });
    other.close();
    await expect(pending).rejects.toThrow(/closed/);
  });
});
