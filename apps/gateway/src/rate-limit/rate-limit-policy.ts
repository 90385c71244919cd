import { hash } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { AppError } from '#common';

/** interface.md §8 and decisions §9: 60-second windows. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export type RequestClass = 'read' | 'trigger';

export const RATE_LIMITS: Record<'apiKey' | 'address', Record<RequestClass, number>> = {
  apiKey: { read: 60, trigger: 10 },
  address: { read: 10, trigger: 2 },
};

const SCAN_TRIGGER_PATH = '/api/visibility/scan';

/** POST /scan counts as a scan trigger, every other request as a read (decisions §9). */
export function requestClass(method: string, path: string): RequestClass {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return method.toUpperCase() === 'POST' && normalised === SCAN_TRIGGER_PATH ? 'trigger' : 'read';
}

export function rateLimitFor(authenticated: boolean, kind: RequestClass): number {
  return RATE_LIMITS[authenticated ? 'apiKey' : 'address'][kind];
}

export function describeLimit(authenticated: boolean, kind: RequestClass): string {
  const what = kind === 'trigger' ? 'scan triggers' : 'reads';
  const per = authenticated ? 'API key' : 'client address (requests without an API key)';
  return `${rateLimitFor(authenticated, kind)} ${what} per minute per ${per}`;
}

/** The budget of a request with a valid API key: its key, by the non-secret prefix (others count by address). */
export function keyTracker(keyPrefix: string): string {
  return `key:${keyPrefix}`;
}

/** The name the counters are kept under in the throttler's storage (its default, unnamed throttler). */
export const THROTTLER_NAME = 'default';

/** Trackers hashed so far (a key or address is hashed once, not on every request), up to this many. */
const HASHED_TRACKERS_KEPT = 50_000;
const hashedTrackers = new Map<string, string>();

/** `read.<hash>` / `trigger.<hash>`: valid KV key characters, and no address or key prefix in NATS. */
export function rateLimitKey(kind: RequestClass, tracker: string): string {
  let hashed = hashedTrackers.get(tracker);
  if (hashed === undefined) {
    if (hashedTrackers.size >= HASHED_TRACKERS_KEPT) hashedTrackers.clear();
    hashed = hash('sha256', tracker, 'hex').slice(0, 40);
    hashedTrackers.set(tracker, hashed);
  }
  return `${kind}.${hashed}`;
}

/** Counts one request of `kind` by `tracker` against `limit` in the shared storage: one window, one name. */
export function countRequest(
  storage: ThrottlerStorage,
  kind: RequestClass,
  tracker: string,
  limit: number,
): ReturnType<ThrottlerStorage['increment']> {
  return storage.increment(
    rateLimitKey(kind, tracker),
    RATE_LIMIT_WINDOW_MS,
    limit,
    RATE_LIMIT_WINDOW_MS,
    THROTTLER_NAME,
  );
}

/** The 429 RATE_LIMITED answer, for a REST request and an MCP tool call alike. */
export function rateLimitedError(authenticated: boolean, kind: RequestClass, retryAfterSeconds: number): AppError {
  const limit = describeLimit(authenticated, kind);
  return new AppError('RATE_LIMITED', `Rate limit exceeded: ${limit}. Retry in ${retryAfterSeconds} s.`, undefined, {
    retryAfterSeconds,
  });
}
