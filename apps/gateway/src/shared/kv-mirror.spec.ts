import type { KvEntry } from '@nats-io/kv';
import { describe, expect, it } from 'vitest';
import { KvMirror } from './kv-mirror.js';

function entry(key: string, revision: number, value?: string, operation: KvEntry['operation'] = 'PUT'): KvEntry {
  const bytes = new TextEncoder().encode(value === undefined ? '' : JSON.stringify(value));
  return {
    bucket: 'b',
    key,
    rawKey: key,
    value: bytes,
    created: new Date(1_000 * revision),
    revision,
    operation,
    length: bytes.length,
    string: () => new TextDecoder().decode(bytes),
    json: <T>() => JSON.parse(new TextDecoder().decode(bytes)) as T,
  };
}

const mirror = (max = 10) => {
  const m = new KvMirror<string>(max, (e) => e.json<string>());
  m.reset(true);
  return m;
};

/** A read whose answer the test hands over when it likes. */
function pendingRead() {
  let answer!: (e: KvEntry | null) => void;
  const promise = new Promise<KvEntry | null>((resolve) => {
    answer = resolve;
  });
  return { read: () => promise, answer };
}

describe('KvMirror', () => {
  it('keeps what a read found, and the updates of that key from then on', async () => {
    const m = mirror();
    await m.load('a', async () => entry('a', 1, 'one'));
    expect(m.get('a')).toEqual({ revision: 1, value: 'one', createdAt: 1_000 });
    m.observe(entry('a', 2, 'two'));
    expect(m.get('a')?.value).toBe('two');
  });

  it('ignores the updates of keys it was never asked for', () => {
    const m = mirror();
    m.observe(entry('b', 1, 'one'));
    expect(m.get('b')).toBeUndefined();
  });

  it('never goes back to an older revision when a read and an update cross', async () => {
    const m = mirror();
    const slow = pendingRead();
    const loading = m.load('a', slow.read);
    // The update reaches the watch while the read is on its way with the older value.
    m.observe(entry('a', 5, 'new'));
    slow.answer(entry('a', 4, 'old'));
    expect((await loading)?.revision).toBe(4);
    expect(m.get('a')?.value).toBe('new');
  });

  it('keeps a delete as a copy with no value (the bucket is asked again)', async () => {
    const m = mirror();
    await m.load('a', async () => entry('a', 1, 'one'));
    m.observe(entry('a', 2, undefined, 'PURGE'));
    expect(m.get('a')).toMatchObject({ revision: 2, value: null });
  });

  it('answers nothing without a live watch, and drops every copy when the watch goes', async () => {
    const m = new KvMirror<string>(10, (e) => e.json<string>());
    await m.load('a', async () => entry('a', 1, 'one'));
    expect(m.get('a')).toBeUndefined();
    m.reset(true);
    await m.load('a', async () => entry('a', 1, 'one'));
    m.reset(false);
    expect(m.get('a')).toBeUndefined();
    m.reset(true);
    expect(m.get('a')).toBeUndefined();
  });

  it('does not keep a read that started before its key was forgotten', async () => {
    const m = mirror();
    const slow = pendingRead();
    const loading = m.load('a', slow.read);
    m.forget('a');
    slow.answer(entry('a', 1, 'before the change'));
    await loading;
    expect(m.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const m = mirror(2);
    for (const key of ['a', 'b', 'c']) await m.load(key, async () => entry(key, 1, key));
    expect(m.get('a')).toBeUndefined();
    expect(m.size).toBe(2);
    expect(m.get('c')?.value).toBe('c');
  });

  it('keeps a copy without a value when the stored value cannot be parsed', async () => {
    const m = new KvMirror<string>(10, () => {
      throw new SyntaxError('not JSON');
    });
    m.reset(true);
    await m.load('a', async () => entry('a', 3, 'x'));
    expect(m.get('a')).toMatchObject({ revision: 3, value: null });
  });
});
