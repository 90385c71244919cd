import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextRetryDelay, parseRetryAfter, RETRY_DELAYS_MS } from './retry-schedule.js';

describe('webhook retry schedule', () => {
  it('spans at least 24 hours over its attempts', () => {
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it.each([
    [1, 5_000],
    [2, 300_000],
    [7, 36_000_000],
  ])('after attempt %i waits %i ms plus 0–25%% jitter', (attempt, base) => {
    expect(nextRetryDelay(attempt, null, 1, () => 0)).toBe(base);
    expect(nextRetryDelay(attempt, null, 1, () => 0.5)).toBe(base * 1.125);
    expect(nextRetryDelay(attempt, null, 1, () => 0.999_999)).toBeGreaterThan(base * 1.24);
  });

  it('grows exponentially-ish: each wait at least the one before', () => {
    const waits = RETRY_DELAYS_MS.map((_, i) => nextRetryDelay(i + 1, null, 1, () => 0) ?? 0);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] ?? 0);
  });

  it('gives up after the last attempt', () => {
    expect(nextRetryDelay(MAX_ATTEMPTS, null)).toBeNull();
  });

  it('honours a longer Retry-After, capped at a day, and ignores a shorter one', () => {
    expect(nextRetryDelay(1, 60_000, 1, () => 0)).toBe(60_000);
    expect(nextRetryDelay(1, 1_000, 1, () => 0)).toBe(5_000);
    expect(nextRetryDelay(1, 10 * 86_400_000, 1, () => 0)).toBe(86_400_000);
  });

  it('scales for tests', () => {
    expect(nextRetryDelay(2, null, 0.001, () => 0)).toBe(300);
  });

  it.each([
    ['120', 120_000],
    [' 5 ', 5_000],
    [undefined, null],
    ['soon', null],
  ])('reads Retry-After %j', (value, ms) => {
    expect(parseRetryAfter(value)).toBe(ms);
  });

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
  });
});
