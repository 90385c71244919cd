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
  it('publishes the results of one turn together, at its end, and later ones at once while four messages are in flight', async () => {
    const { js, published } = fakeJetStream();
    const publisher = new ResultPublisher(js);
    const together = [0, 1, 2].map((n) => publisher.publish(result(n)));
    expect(published).toHaveLength(0);
    await tick();
    expect(published.map((p) => runIds(p.payload))).toEqual([['scan.r0', 'scan.r1', 'scan.r2']]);
    const alone: Promise<void>[] = [];
    for (let n = 3; n <= 5; n += 1) {
      alone.push(publisher.publish(result(n)));
      await tick();
    }
    // Three more turns, three more messages, none waiting for the first to be stored…
    expect(published.map((p) => runIds(p.payload))).toEqual([
      ['scan.r0', 'scan.r1', 'scan.r2'],
      ['scan.r3'],
      ['scan.r4'],
      ['scan.r5'],
    ]);
    // …until four are in flight: then the next ones wait, and go together once one is stored.
    const waiting = [6, 7].map((n) => publisher.publish(result(n)));
    await tick();
    expect(published).toHaveLength(4);
    published[1]!.store();
    await alone[0];
    await tick();
    expect(runIds(published[4]!.payload)).toEqual(['scan.r6', 'scan.r7']);
    for (const p of [published[0]!, published[2]!, published[3]!, published[4]!]) p.store();
    await Promise.all([...together, ...alone, ...waiting]);
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
    const outcomes = Array.from({ length: 100 }, (_, i) =>
      publisher.publish(result(i)).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    await tick();
    expect(published.map((p) => runIds(p.payload).length)).toEqual([64, 36]);
    published[0]!.store(new Error('no stream'));
    published[1]!.store();
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o === 'no stream')).toHaveLength(64);
    expect(settled.filter((o) => o === 'stored')).toHaveLength(36);
  });
});
