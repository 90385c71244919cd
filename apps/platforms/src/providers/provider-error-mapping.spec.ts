import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error.js';
import { fromHttpFailure, toProviderError } from './provider-error-mapping.js';

describe('fromHttpFailure', () => {
  it.each([
    [
      401,
      { error: { message: 'bad key', type: 'invalid_request_error', code: 'invalid_api_key' } },
      'AUTH_FAILED',
      false,
    ],
    [403, { type: 'error', error: { type: 'permission_error', message: 'no' } }, 'AUTH_FAILED', false],
    [429, { error: { message: 'slow down', type: 'requests', code: 'rate_limit_exceeded' } }, 'RATE_LIMITED', true],
    [
      429,
      { error: { message: 'quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
      'QUOTA_EXHAUSTED',
      false,
    ],
    [429, { error: 'Your account has run out of searches.' }, 'QUOTA_EXHAUSTED', false],
    [529, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'OVERLOADED', true],
    [503, { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } }, 'OVERLOADED', true],
    [500, 'upstream exploded', 'SERVER_ERROR', true],
    [504, undefined, 'TIMEOUT', true],
    [400, { error: { message: 'bad model', type: 'invalid_request_error', code: null } }, 'BAD_REQUEST', false],
    [404, { error: { code: 404, message: 'model not found', status: 'NOT_FOUND' } }, 'BAD_REQUEST', false],
  ] as const)('HTTP %i %j → %s (retryable %s)', (status, body, code, retryable) => {
    const error = fromHttpFailure('openai', { status, body });
    expect(error).toMatchObject({ code, retryable, status });
    expect(error.message).toContain(`HTTP ${status}`);
  });
});

describe('toProviderError', () => {
  it('keeps ProviderErrors and classifies parse, abort and connection failures', () => {
    const own = new ProviderError('NO_OVERVIEW', 'none');
    expect(toProviderError(own, 'serpapi-aio')).toBe(own);
    expect(toProviderError(new SyntaxError('Unexpected end of JSON input'), 'gemini').code).toBe('BAD_RESPONSE');
    expect(toProviderError(new DOMException('aborted', 'AbortError'), 'gemini').code).toBe('TIMEOUT');
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(toProviderError(refused, 'serpapi-aio')).toMatchObject({ code: 'SERVER_ERROR', retryable: true });
  });
});
