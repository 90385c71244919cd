import { Counter } from 'prom-client';

/** Charged credits are reserved minus released: the dashboard shows the three. */
export const creditsReserved = new Counter({
  name: 'visibility_credits_reserved_total',
  help: 'Credits held for scans at their start (the upper bound of their cost).',
});

export const creditsReleased = new Counter({
  name: 'visibility_credits_released_total',
  help: 'Held credits given back, by reason (settled: unused at settlement; refund: failed runs or scans).',
  labelNames: ['reason'] as const,
});
