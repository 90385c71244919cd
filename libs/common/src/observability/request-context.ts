import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows one request (and the scan it started) through every service. */
export interface RequestContext {
  requestId?: string;
  scanId?: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const SCAN_ID_HEADER = 'X-Scan-Id';

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` as the current request context (logs, NATS headers read it). */
export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` about one scan: its log lines and the messages it sends carry the scan id. */
export function withScan<T>(scanId: string, fn: () => T): T {
  return storage.run({ ...storage.getStore(), scanId }, fn);
}

/**
 * Names the scan the current request works on, from here on (a trigger learns its scan id midway).
 * Each handler has a context object of its own, so this never leaks into another request.
 */
export function bindScan(scanId: string): void {
  const store = storage.getStore();
  if (store) store.scanId = scanId;
}

/** A client's request id is kept when it is a sane token; otherwise a new one is made. */
export function acceptRequestId(value: unknown): string {
  return typeof value === 'string' && /^[\w.:@/+=-]{1,128}$/.test(value) ? value : randomUUID();
}
