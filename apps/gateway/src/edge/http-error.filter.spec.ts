import { BadRequestException, HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import { HttpErrorFilter } from './http-error.filter.js';

function render(exception: unknown) {
  const headers = new Map<string, string>();
  let status = 0;
  let body: Record<string, unknown> = {};
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    status(code: number) {
      status = code;
      return this;
    },
    json(value: Record<string, unknown>) {
      body = value;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) };
  new HttpErrorFilter().catch(exception, host as never);
  return { status, body, headers };
}

describe('HttpErrorFilter', () => {
  it('renders INSUFFICIENT_CREDITS as the 402 body of decisions §5', () => {
    const { status, body } = render(
      new AppError('INSUFFICIENT_CREDITS', 'Insufficient credits', undefined, {
        creditBalance: 4,
        upgradeUrl: 'https://x.example/upgrade',
      }),
    );
    expect(status).toBe(402);
    expect(Object.keys(body).sort()).toEqual(['_service', 'code', 'creditBalance', 'error', 'success', 'upgradeUrl']);
    expect(body).toMatchObject({
      success: false,
      error: 'Insufficient credits',
      code: 'INSUFFICIENT_CREDITS',
      creditBalance: 4,
      upgradeUrl: 'https://x.example/upgrade',
    });
  });

  it('sets Retry-After on UNAVAILABLE', () => {
    const { status, headers, body } = render(new AppError('UNAVAILABLE', 'The accounts service is not running.'));
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('5');
    expect(body.code).toBe('UNAVAILABLE');
  });

  it.each([
    [
      'malformed JSON',
      new BadRequestException('Unexpected token', {
        cause: Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed' }),
      }),
      /not valid JSON/,
    ],
    [
      'a body over 1 MB',
      new PayloadTooLargeException('request entity too large', { cause: { type: 'entity.too.large' } }),
      /larger than 1 MB/,
    ],
  ])('answers %s with 400 VALIDATION_ERROR and details', (_name, exception, text) => {
    const { status, body } = render(exception);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'body', message: expect.stringMatching(text) }],
    });
  });

  it('answers an unknown route with 404 NOT_FOUND', () => {
    expect(render(new NotFoundException()).body.code).toBe('NOT_FOUND');
  });

  it('never answers a client error with 5xx', () => {
    expect(render(new HttpException('Unsupported Media Type', 415)).status).toBe(400);
  });
});
