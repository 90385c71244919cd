import { describe, expect, it } from 'vitest';
import { retryAfterFromHeaders } from './retry-after.js';

describe('retryAfterFromHeaders', () => {
  it.each([
    [{ 'retry-after-ms': '1500.5', 'retry-after': '9' }, 1501],
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': 'Thu, 01 Jan 2026 00:00:10 GMT' }, 10_000],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('%j → %s', (headers, expected) => {
    expect(retryAfterFromHeaders(new Headers(headers), Date.parse('2026-01-01T00:00:00Z'))).toBe(expected);
  });
});
