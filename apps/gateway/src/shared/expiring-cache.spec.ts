import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringCache } from './expiring-cache.js';

describe('ExpiringCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a value for its lifetime, then loads it again', async () => {
    vi.useFakeTimers();
    const cache = new ExpiringCache<string, number>(1_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers and keeps no failure', async () => {
    const cache = new ExpiringCache<string, number>(1_000, 10);
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error('down');
    };
    await expect(Promise.all([cache.get('a', failing), cache.get('a', failing)])).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('does not keep a load that was under way when its key was dropped', async () => {
    const cache = new ExpiringCache<string, string>(1_000, 10);
    let release: (value: string) => void = () => undefined;
    const stale = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete('a');
    release('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('forgets the oldest entry beyond its bound, and everything when cleared', async () => {
    const cache = new ExpiringCache<number, number>(1_000, 2);
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    expect(await cache.get(3, async () => -3)).toBe(3);
    cache.clear();
    expect(await cache.get(3, async () => -3)).toBe(-3);
  });

  it('keeps nothing with a lifetime of 0', async () => {
    const cache = new ExpiringCache<string, number>(0, 10);
    expect(await cache.get('a', async () => 1)).toBe(1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
