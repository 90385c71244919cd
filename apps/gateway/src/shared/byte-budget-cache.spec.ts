import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-budget-cache.js';

describe('ByteBudgetCache', () => {
  it('keeps values within its budget, the least recently used going first', () => {
    const cache = new ByteBudgetCache<string, string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A'); // now the most recently used
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(80);
  });

  it('counts what a value grows by, unless it was replaced meanwhile', () => {
    const cache = new ByteBudgetCache<string, { name: string }>(100);
    const first = { name: 'first' };
    cache.set('a', first, 50);
    cache.set('b', { name: 'b' }, 10);
    cache.grow('a', first, 30);
    expect(cache.bytes).toBe(90);
    cache.grow('a', first, 20); // past the budget: the least recently used goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.bytes).toBe(100);
    cache.set('a', { name: 'second' }, 10);
    cache.grow('a', first, 50);
    expect(cache.bytes).toBe(10);
  });

  it('does not keep a value larger than the whole budget', () => {
    const cache = new ByteBudgetCache<string, string>(100);
    cache.set('a', 'A', 10);
    cache.set('big', 'B', 101);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});
