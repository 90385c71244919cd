import { describe, expect, it } from 'vitest';
import { apiError, describeError } from './cli-error.js';
import { ExitCode } from './exit-codes.js';

const body = (code: string, extra: object = {}) => ({
  success: false,
  error: 'Something',
  code,
  _service: { what_is_service: 'svc', what_happened: 'This happened.', next_steps: ['Do this.', 'Then that.'] },
  ...extra,
});

describe('apiError', () => {
  it.each([
    [400, ExitCode.refused],
    [404, ExitCode.refused],
    [409, ExitCode.refused],
    [401, ExitCode.auth],
    [403, ExitCode.auth],
    [402, ExitCode.credits],
    [429, ExitCode.rateLimited],
    [500, ExitCode.unavailable],
    [503, ExitCode.unavailable],
  ])('maps HTTP %i to exit code %i', (status, exitCode) => {
    const error = apiError(body('X'), new Response(null, { status }), 'http://h');
    expect(error.exitCode).toBe(exitCode);
    expect(error.message).toBe(`Something (X, HTTP ${status})`);
  });

  it('is a network failure (exit 7) when there is no answer, naming the cause', () => {
    const error = apiError(
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
      undefined,
      'http://h:9',
    );
    expect(error.exitCode).toBe(ExitCode.unavailable);
    expect(error.message).toBe('cannot reach http://h:9: connect ECONNREFUSED');
  });

  it('keeps the status when the body is not an error body', () => {
    const error = apiError('<html>', new Response(null, { status: 502 }), 'http://h');
    expect(error.message).toBe('HTTP 502');
    expect(error.body).toBeUndefined();
  });

  it('does not repeat what_happened when it is the error message', () => {
    const error = apiError(
      { ...body('VALIDATION_ERROR'), error: 'Bad', _service: { what_is_service: 's', what_happened: 'Bad' } },
      new Response(null, { status: 400 }),
      'http://h',
    );
    expect(describeError(error)).toBe('vis: Bad (VALIDATION_ERROR, HTTP 400)');
  });
});

describe('describeError', () => {
  it('prints the message, then the _service guidance and the hints of the body', () => {
    const error = apiError(
      body('RATE_LIMITED', {
        retryAfterSeconds: 12,
        upgradeUrl: 'https://u',
        candidates: [{ slug: 'a', brandName: 'A' }],
        details: [{ field: 'maxQueries', message: 'must be at most 100' }],
      }),
      new Response(null, { status: 429 }),
      'http://h',
    );
    expect(describeError(error).split('\n')).toEqual([
      'vis: Something (RATE_LIMITED, HTTP 429)',
      '  maxQueries: must be at most 100',
      '  This happened.',
      '  next: Do this.',
      '  next: Then that.',
      '  retry after 12 s',
      '  upgrade: https://u',
      '  candidate: a (A)',
    ]);
  });

  it('does not repeat what_happened when it is the error message', () => {
    const error = apiError(
      { ...body('VALIDATION_ERROR'), error: 'Bad', _service: { what_is_service: 's', what_happened: 'Bad' } },
      new Response(null, { status: 400 }),
      'http://h',
    );
    expect(describeError(error)).toBe('vis: Bad (VALIDATION_ERROR, HTTP 400)');
  });
});
