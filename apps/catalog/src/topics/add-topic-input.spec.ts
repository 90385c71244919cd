import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import type { AddTopicRequest } from '#contracts';
import { readAddTopic } from './add-topic-input.js';

const q = (...texts: string[]) => texts.map((query) => ({ query }));

function problem(req: AddTopicRequest): string[] {
  try {
    readAddTopic(req);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR')
      return (error.payload.details ?? []).map((d) => d.field);
    throw error;
  }
  return [];
}

describe('readAddTopic', () => {
  it('reads a new topic, cleaning the texts and dropping repeats inside the request', () => {
    expect(
      readAddTopic({ syntheticId: 1, name: '  CRM  tools ', queries: q('Best CRM?', ' best  crm? ', 'CRM pricing') }),
    ).toEqual({
      target: { kind: 'new', name: 'CRM tools' },
      queries: ['Best CRM?', 'CRM pricing'],
    });
  });

  it('reads an addition to an existing topic', () => {
    expect(readAddTopic({ syntheticId: 1, topicId: 'top_x', queries: q('abc') }).target).toEqual({
      kind: 'existing',
      topicId: 'top_x',
    });
  });

  it.each<[string, AddTopicRequest, string[]]>([
    ['neither name nor topicId', { syntheticId: 1, queries: q('abc') }, ['name']],
    ['both name and topicId', { syntheticId: 1, name: 'a', topicId: 'top_x', queries: q('abc') }, ['name']],
    ['a blank name', { syntheticId: 1, name: '   ', queries: q('abc') }, ['name']],
    ['a name of 101 characters', { syntheticId: 1, name: 'n'.repeat(101), queries: q('abc') }, ['name']],
    ['no queries', { syntheticId: 1, name: 'a', queries: [] }, ['queries']],
    [
      '51 queries',
      { syntheticId: 1, name: 'a', queries: q(...Array.from({ length: 51 }, (_, i) => `query ${i}`)) },
      ['queries'],
    ],
    ['a query of 2 characters', { syntheticId: 1, name: 'a', queries: q('ok', 'fine') }, ['queries.0.query']],
    ['a query of 501 characters', { syntheticId: 1, name: 'a', queries: q('x'.repeat(501)) }, ['queries.0.query']],
    ['a query padded to 3 characters', { syntheticId: 1, name: 'a', queries: q('  ab  ') }, ['queries.0.query']],
  ])('refuses %s', (_label, req, fields) => {
    expect(problem(req)).toEqual(fields);
  });

  it('accepts the limits themselves', () => {
    const queries = q('abc', 'y'.repeat(500), ...Array.from({ length: 48 }, (_, i) => `query ${i}`));
    expect(readAddTopic({ syntheticId: 1, name: 'n'.repeat(100), queries }).queries).toHaveLength(50);
  });
});
