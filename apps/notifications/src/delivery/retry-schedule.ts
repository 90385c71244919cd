/**
 * When to try a failed delivery again: the Standard Webhooks schedule (immediately, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: at least 27.6 hours in all, so a receiver down for a day
 * still gets every event), each wait lengthened by 0–25 % of jitter so that retries of many
 * deliveries do not arrive together (jitter only upward: the schedule never gets shorter). A `Retry-After` from the receiver is honoured when it asks for longer.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** Attempts in all: the first plus one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** The longest Retry-After we wait for; longer asks are capped (the schedule goes on). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

export interface RetryDecision {
  /** null: no attempt left. */
  delayMs: number | null;
}

/**
 * The wait after failed attempt number `attempts` (1-based). `scale` shortens the whole schedule
 * (tests only); `random` is the jitter source in [0, 1).
 */
export function nextRetryDelay(
  attempts: number,
  retryAfterMs: number | null,
  scale = 1,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jittered = base * scale * (1 + 0.25 * random());
  const asked = retryAfterMs === null ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.round(Math.max(jittered, asked));
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
