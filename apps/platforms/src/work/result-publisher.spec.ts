import { describe, expect, it } from 'vitest';
import type { JetStreamClient } from '#common';
import type { RunResultBatchMessage, RunResultMessage } from '#contracts';
import { ResultPublisher } from './result-publisher.js';

/** A JetStream client whose publishes are stored when the test says so. */
function fakeJetStream() {
  const published: { subject: string; payload: string; store: (error?: Error) => void }[] = [];
  const js = {
    publish: (subject: string, payload: string) =>
      new Promise<void>((resolve, reject) => {
        published.push({ subject, payload, store: (error) => (error ? reject(error) : resolve()) });
      }),
  } as unknown as JetStreamClient;
  return { js, published };
}

const result = (n: number, text = `answer ${n}`): RunResultMessage => ({
  runId: `scan.r${n}`,
  scanId: 'scan',
  platform: 'assistant_a',
  ok: true,
  attempts: 1,
  answer: { text, model: 'm', citations: [], usage: {}, latencyMs: 1 },
});
const runIds = (payload: string) => (JSON.parse(payload) as RunResultBatchMessage).results.map((r) => r.runId);
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ResultPublisher', () => {
  it('publishes an idle result at once, and the results that come meanwhile together in the next message', async () => {
    const { js, published } = fakeJetStream();
    const publisher = new ResultPublisher(js);
    const first = publisher.publish(result(0));
    const later = [1, 2, 3].map((n) => publisher.publish(result(n)));
    expect(published.map((p) => runIds(p.payload))).toEqual([['scan.r0']]);
    published[0]!.store();
    await first;
    await tick();
    expect(published.map((p) => runIds(p.payload))).toEqual([['scan.r0'], ['scan.r1', 'scan.r2', 'scan.r3']]);
    published[1]!.store();
    await Promise.all(later);
  });

  it('keeps each message under 64 K characters (V8 makes longer strings in its large-object space), one big result alone', async () => {
    const { js, published } = fakeJetStream();
    const publisher = new ResultPublisher(js);
    const pending = [publisher.publish(result(0))];
    for (let n = 1; n <= 40; n += 1) pending.push(publisher.publish(result(n, `– ${'x'.repeat(4_000)}`)));
    pending.push(publisher.publish(result(41, 'y'.repeat(100_000))));
    const payloads: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      for (const p of published.splice(0)) {
        payloads.push(p.payload);
        p.store();
      }
      await tick();
    }
    await Promise.all(pending);
    expect(payloads.flatMap(runIds)).toEqual(Array.from({ length: 42 }, (_, n) => `scan.r${n}`));
    const alone = payloads.filter((p) => runIds(p).length === 1);
    expect(alone.some((p) => p.length > 100_000)).toBe(true);
    for (const payload of payloads.filter((p) => runIds(p).length > 1)) expect(payload.length).toBeLessThan(65_536);
    expect(payloads.length).toBeLessThan(12);
  });

  it('caps a message at 64 results and fails every result of a message that could not be stored', async () => {
    const { js, published } = fakeJetStream();
    const publisher = new ResultPublisher(js);
    const first = publisher.publish(result(0));
    const rest = Array.from({ length: 100 }, (_, i) =>
      publisher.publish(result(i + 1)).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    published[0]!.store();
    await first;
    await tick();
    expect(runIds(published[1]!.payload)).toHaveLength(64);
    published[1]!.store(new Error('no stream'));
    await tick();
    expect(runIds(published[2]!.payload)).toHaveLength(36);
    published[2]!.store();
    const outcomes = await Promise.all(rest);
    expect(outcomes.filter((o) => o === 'no stream')).toHaveLength(64);
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(36);
  });
});
