import type { ArgumentMetadata } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import { ScanQuery } from '../scans/dto/insights.schema.js';
import { createValidationPipe } from './validation.js';

const query: ArgumentMetadata = { type: 'query', metatype: ScanQuery };
const body: ArgumentMetadata = { type: 'body', metatype: ScanQuery };

describe('the validation pipe', () => {
  it('keeps the validated form of a query string it has seen, frozen', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({ syntheticId: '1001' }, query);
    expect(first).toBeInstanceOf(ScanQuery);
    expect(first).toEqual({ syntheticId: 1001 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await pipe.transform({ syntheticId: '1001' }, query)).toBe(first);
    // Another query string is validated on its own.
    expect(await pipe.transform({ syntheticId: '1002' }, query)).toEqual({ syntheticId: 1002 });
  });

  it.each([
    [{ syntheticId: 'abc' }, 'syntheticId'],
    [{ syntheticId: '1001', scanId: 'nope' }, 'scanId'],
    [{ syntheticId: '1001', extra: '1' }, 'extra'],
  ])('rejects %j every time it comes (naming %s), never keeping it', async (value, field) => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      const error = await pipe.transform(value, query).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_ERROR');
      expect((error as AppError).payload.details?.map((d) => d.field)).toContain(field);
    }
  });

  it('validates bodies each time (a body is not kept)', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({ syntheticId: 1001 }, body);
    const second = await pipe.transform({ syntheticId: 1001 }, body);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second)).toBe(false);
  });
});
