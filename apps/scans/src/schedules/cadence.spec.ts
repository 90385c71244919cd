import { describe, expect, it } from 'vitest';
import { nextRunAfter, parseCadence } from './cadence.js';

const anchor = new Date('2026-03-31T14:25:10Z'); // a Tuesday

describe('parseCadence', () => {
  it.each([
    ['daily', '25 14 * * *', '2026-04-01T14:25:00.000Z'],
    ['weekly', '25 14 * * 2', '2026-04-07T14:25:00.000Z'],
    ['monthly', '25 14 28 * *', '2026-04-28T14:25:00.000Z'],
    ['0 6 * * 1-5', '0 6 * * 1-5', '2026-04-01T06:00:00.000Z'],
  ])('%s → %s, next %s', (cadence, pattern, next) => {
    expect(parseCadence(cadence, anchor)).toEqual({ ok: true, pattern });
    expect(nextRunAfter(pattern, anchor)?.toISOString()).toBe(next);
  });

  it.each([
    ['hourly-ish nonsense', /cron expression/],
    ['*/5 * * * *', /once an hour/],
    ['*/3 * * * * *', /cron expression/],
    ['0 0 31 2 *', /never|cron/],
  ])('refuses %s', (cadence, reason) => {
    const result = parseCadence(cadence, anchor);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('takes a seconds field, with no minimum interval, only when allowed (tests)', () => {
    expect(parseCadence('*/3 * * * * *', anchor, true)).toEqual({ ok: true, pattern: '*/3 * * * * *' });
    expect(nextRunAfter('*/3 * * * * *', anchor)?.toISOString()).toBe('2026-03-31T14:25:12.000Z');
  });

  it('catches up at most once: the next run after a long outage is the first one after now', () => {
    const now = new Date('2026-04-05T09:00:00Z');
    expect(nextRunAfter('25 14 * * *', now)?.toISOString()).toBe('2026-04-05T14:25:00.000Z');
  });
});
