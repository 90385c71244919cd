import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { rateLimitKey } from './rate-limit-policy.js';

interface Increment {
  key: string;
  ttl: number;
  limit: number;
}

/** A storage that records what it is asked and answers with `hits` used of the window. */
function storage(hits: number, blocked = false) {
  const calls: Increment[] = [];
  const store: ThrottlerStorage = {
    increment: async (key, ttl, limit) => {
      calls.push({ key, ttl, limit });
      return { totalHits: hits, timeToExpire: 42, isBlocked: blocked, timeToBlockExpire: blocked ? 42 : 0 };
    },
  };
  return { store, calls };
}

function request(method: string, path: string, keyPrefix?: string) {
  const headers = new Map<string, string>();
  const req = { method, path, ip: '203.0.113.9', caller: keyPrefix ? { keyPrefix } : undefined };
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const context = {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

describe('RateLimitGuard', () => {
  it('counts a read of an API key against the key, and answers with the X-RateLimit headers', async () => {
    const { store, calls } = storage(5);
    const { context, headers } = request('GET', '/api/visibility/scan', 'vis_abcd');
    await expect(new RateLimitGuard(store).canActivate(context)).resolves.toBe(true);
    expect(calls).toEqual([{ key: rateLimitKey('read', 'key:vis_abcd'), ttl: 60_000, limit: 60 }]);
    expect(Object.fromEntries(headers)).toEqual({
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '55',
      'X-RateLimit-Reset': '42',
    });
  });

  it('counts a scan trigger without a key against the client address, with its own limit', async () => {
    const { store, calls } = storage(1);
    const { context } = request('POST', '/api/visibility/scan/');
    await new RateLimitGuard(store).canActivate(context);
    expect(calls).toEqual([{ key: rateLimitKey('trigger', 'address:203.0.113.9'), ttl: 60_000, limit: 2 }]);
  });

  it('over the limit: 429 RATE_LIMITED with Retry-After and no request left', async () => {
    const { store } = storage(61, true);
    const { context, headers } = request('GET', '/api/visibility/report', 'vis_abcd');
    const error = await new RateLimitGuard(store).canActivate(context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect(headers.get('Retry-After')).toBe('42');
    expect(headers.get('X-RateLimit-Remaining')).toBe('0');
  });

  it('leaves probes, scrapes, the docs and MCP (counted per tool call) alone', async () => {
    const { store, calls } = storage(0);
    for (const path of ['/health/ready', '/metrics', '/api/docs', '/mcp', '/mcp/']) {
      await expect(new RateLimitGuard(store).canActivate(request('GET', path).context)).resolves.toBe(true);
    }
    expect(calls).toEqual([]);
  });
});
