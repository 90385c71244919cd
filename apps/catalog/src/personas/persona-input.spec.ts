import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import type { CreatePersonaRequest } from '#contracts';
import { readPersonaInput } from './persona-input.js';

function fieldsRefused(req: Record<string, unknown>): string[] {
  try {
    readPersonaInput(req as unknown as CreatePersonaRequest);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR')
      return (error.payload.details ?? []).map((d) => d.field);
    throw error;
  }
  return [];
}

describe('readPersonaInput', () => {
  it('reads a manual persona, cleaning its texts', () => {
    expect(
      readPersonaInput({
        syntheticId: 1,
        name: '  Ops  Olivia ',
        role: 'Head of Operations',
        goals: ['Fewer tools'],
        demographics: { companySize: '50-200', location: ' Berlin ' },
      }),
    ).toEqual({
      mode: 'manual',
      fields: {
        name: 'Ops Olivia',
        role: 'Head of Operations',
        goals: ['Fewer tools'],
        painPoints: [],
        demographics: { companySize: '50-200', location: 'Berlin' },
      },
    });
  });

  it('reads AI mode and keeps the given fields', () => {
    expect(readPersonaInput({ syntheticId: 1, prompt: 'A CFO at a mid-size retailer', name: 'Carla' })).toEqual({
      mode: 'ai',
      prompt: 'A CFO at a mid-size retailer',
      given: { name: 'Carla' },
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no name and no prompt', { syntheticId: 1, role: 'CTO' }, ['name']],
    ['an empty name', { syntheticId: 1, name: '  ' }, ['name']],
    ['a name of 101 characters', { syntheticId: 1, name: 'n'.repeat(101) }, ['name']],
    ['11 goals', { syntheticId: 1, name: 'a', goals: Array.from({ length: 11 }, (_, i) => `goal ${i}`) }, ['goals']],
    ['a pain point of 301 characters', { syntheticId: 1, name: 'a', painPoints: ['p'.repeat(301)] }, ['painPoints.0']],
    ['a goal that is not a string', { syntheticId: 1, name: 'a', goals: [3] }, ['goals.0']],
    [
      'an unknown demographics key',
      { syntheticId: 1, name: 'a', demographics: { income: 'high' } },
      ['demographics.income'],
    ],
    [
      'a demographics value that is not a string',
      { syntheticId: 1, name: 'a', demographics: { ageRange: 30 } },
      ['demographics.ageRange'],
    ],
    ['demographics that is not an object', { syntheticId: 1, name: 'a', demographics: ['x'] }, ['demographics']],
    ['a prompt of 9 characters', { syntheticId: 1, prompt: 'too short' }, ['prompt']],
    ['a prompt of 2,001 characters', { syntheticId: 1, prompt: 'p'.repeat(2001) }, ['prompt']],
  ])('refuses %s', (_label, req, fields) => {
    expect(fieldsRefused(req)).toEqual(fields);
  });

  it('accepts the limits themselves', () => {
    expect(
      fieldsRefused({
        syntheticId: 1,
        name: 'n'.repeat(100),
        goals: Array.from({ length: 10 }, () => 'g'.repeat(300)),
        painPoints: Array.from({ length: 10 }, () => 'p'.repeat(300)),
      }),
    ).toEqual([]);
    expect(fieldsRefused({ syntheticId: 1, prompt: 'p'.repeat(10) })).toEqual([]);
    expect(fieldsRefused({ syntheticId: 1, prompt: 'p'.repeat(2000) })).toEqual([]);
  });
});
