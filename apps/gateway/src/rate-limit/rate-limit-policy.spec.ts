import { describe, expect, it } from 'vitest';
import { rateLimitFor, requestClass } from './rate-limit-policy.js';

describe('rate-limit policy', () => {
  it.each([
    ['POST', '/api/visibility/scan', 'trigger'],
    ['post', '/api/visibility/scan/', 'trigger'],
    ['GET', '/api/visibility/scan', 'read'],
    ['POST', '/api/visibility/topics', 'read'],
    ['GET', '/api/visibility/account', 'read'],
    ['POST', '/api/visibility/scanner', 'read'],
  ])('%s %s is a %s', (method, path, expected) => {
    expect(requestClass(method, path)).toBe(expected);
  });

  it('gives the limits of interface.md §8', () => {
    expect(rateLimitFor(true, 'read')).toBe(60);
    expect(rateLimitFor(true, 'trigger')).toBe(10);
    expect(rateLimitFor(false, 'read')).toBe(10);
    expect(rateLimitFor(false, 'trigger')).toBe(2);
  });
});
