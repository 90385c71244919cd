import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['{"a":[{"b":1}]}', 3, false],
    ['{"a":[{"b":1}]}', 2, true],
    ['[[],[],[]]', 2, false],
    ['"[[[[[[["', 1, false],
    ['{"a":"\\"[[[[","b":[1]}', 2, false],
    ['{"a":"\\\\","b":[[1]]}', 2, true],
    ['{"ü[":"ä{"}', 1, false],
  ])('%s within %i levels → %s', (text, limit, deeper) => {
    expect(jsonNestsDeeperThan(bytes(text), limit)).toBe(deeper);
  });

  it(`allows ${MAX_JSON_DEPTH} levels by default and refuses one more`, () => {
    expect(jsonNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('reads a megabyte of brackets in a few milliseconds', () => {
    const body = bytes(`{"x":"${'a'.repeat(1_000_000)}"}`);
    // The best of five: one pass can take a garbage collection of the test worker's heap, or a
    // loaded machine's scheduler, with it; a slow reader is slow every time.
    const times: number[] = [];
    for (let pass = 0; pass < 5; pass++) {
      const started = performance.now();
      expect(jsonNestsDeeperThan(body)).toBe(false);
      times.push(performance.now() - started);
    }
    expect(Math.min(...times)).toBeLessThan(50);
  });
});
