import request from 'supertest';
import type { TestStack } from './test-stack.js';

export interface TestAccount {
  accountId: string;
  apiKey: string;
  plan: string;
  creditBalance: number;
}

let accounts = 0;

/** A fresh account with a key, made with the operator CLI (as an operator would). */
export async function createAccount(stack: TestStack, plan = 'pro', credits?: number): Promise<TestAccount> {
  accounts += 1;
  const email = `user${accounts}-${Date.now()}@example.com`;
  const args = ['account', 'create', '--email', email, '--plan', plan];
  if (credits !== undefined) args.push('--credits', String(credits));
  return stack.cli<TestAccount>(...args);
}

/** supertest bound to the stack's gateway, with the account's key. */
export function api(stack: TestStack, apiKey?: string) {
  const agent = request(stack.baseUrl);
  const withKey = <T extends request.Test>(test: T): T => (apiKey ? test.set('x-api-key', apiKey) : test);
  return {
    get: (path: string) => withKey(agent.get(path)),
    post: (path: string, body?: object) => withKey(agent.post(path)).send(body ?? {}),
  };
}

/**
 * Probes until `done` holds, every `intervalMs`, failing after `timeoutMs` with the last value;
 * returns the value and how long it took (for "within N seconds" assertions).
 */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
  intervalMs = 500,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  return (await waitUntil(probe, done, timeoutMs)).value;
}

/** Polls GET /scan until the scan is no longer running; returns the last poll body. */
export async function waitForScan(stack: TestStack, apiKey: string, syntheticId: number, timeoutMs = 60_000) {
  const res = await pollUntil(
    () => api(stack, apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`),
    (r) => r.status !== 200 || r.body.scanInProgress !== true,
    timeoutMs,
  );
  return res.body;
}
