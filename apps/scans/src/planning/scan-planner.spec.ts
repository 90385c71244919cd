import { describe, expect, it } from 'vitest';
import type { TopicWithQueries } from '#contracts';
import { interleaveQueries, planRuns } from './scan-planner.js';

const topic = (id: string, n: number): TopicWithQueries => ({
  id,
  name: id,
  queries: Array.from({ length: n }, (_, i) => ({ id: `${id}-q${i + 1}`, query: `${id} question ${i + 1}` })),
});

describe('interleaveQueries', () => {
  it.each([
    [
      [topic('a', 2), topic('b', 1), topic('c', 3)],
      ['a-q1', 'b-q1', 'c-q1', 'a-q2', 'c-q2', 'c-q3'],
    ],
    [
      [topic('a', 0), topic('b', 2)],
      ['b-q1', 'b-q2'],
    ],
    [[], []],
  ])('takes queries round-robin across topics (%#)', (topics, ids) => {
    expect(interleaveQueries(topics).map((q) => q.queryId)).toEqual(ids);
  });
});

describe('planRuns', () => {
  const topics = [topic('a', 5), topic('b', 5), topic('c', 5)];

  it('cuts the sequence at maxQueries runs across all platforms (30 → 7.5 queries on 4 platforms)', () => {
    const plan = planRuns(topics, [], 30);
    expect(plan).toHaveLength(30);
    expect(plan.slice(0, 4).map((r) => r.platform)).toEqual(['assistant_a', 'assistant_b', 'assistant_c', 'aio']);
    expect(plan.slice(0, 4).every((r) => r.queryId === 'a-q1' && r.persona === null)).toBe(true);
    expect(plan[4]?.queryId).toBe('b-q1');
    expect(plan[29]).toMatchObject({ ordinal: 29, platform: 'assistant_b', queryId: 'b-q3' });
  });

  it('pairs each query with each persona, platforms innermost', () => {
    const personas = [
      { id: 'per_1', name: 'CTO' },
      { id: 'per_2', name: 'Buyer' },
    ];
    const plan = planRuns(topics, personas, 100);
    expect(plan).toHaveLength(100);
    expect(plan.slice(0, 8).map((r) => `${r.queryId}/${r.persona?.id}/${r.platform}`)).toEqual([
      'a-q1/per_1/assistant_a',
      'a-q1/per_1/assistant_b',
      'a-q1/per_1/assistant_c',
      'a-q1/per_1/aio',
      'a-q1/per_2/assistant_a',
      'a-q1/per_2/assistant_b',
      'a-q1/per_2/assistant_c',
      'a-q1/per_2/aio',
    ]);
  });

  it('plans fewer runs than maxQueries when the agent has fewer questions', () => {
    expect(planRuns([topic('a', 2)], [], 100)).toHaveLength(8);
  });

  it('gives stable ordinals', () => {
    expect(planRuns(topics, [], 12).map((r) => r.ordinal)).toEqual([...Array(12).keys()]);
  });
});

describe('planRuns with samples', () => {
  const topics = [topic('a', 3), topic('b', 3)];

  it('asks each cell `samples` times, the repeats adjacent, ordinals consecutive', () => {
    const plan = planRuns(topics, [], 100, undefined, 3);
    expect(plan).toHaveLength(6 * 4 * 3);
    expect(plan.slice(0, 7).map((r) => `${r.queryId}/${r.platform}/${r.sample}`)).toEqual([
      'a-q1/assistant_a/1',
      'a-q1/assistant_a/2',
      'a-q1/assistant_a/3',
      'a-q1/assistant_b/1',
      'a-q1/assistant_b/2',
      'a-q1/assistant_b/3',
      'a-q1/assistant_c/1',
    ]);
    expect(plan.map((r) => r.ordinal)).toEqual([...Array(72).keys()]);
  });

  it('still cuts at maxQueries runs, samples included', () => {
    const plan = planRuns(topics, [{ id: 'per_1', name: 'CTO' }], 10, undefined, 3);
    expect(plan).toHaveLength(10);
    expect(plan.at(-1)).toMatchObject({ queryId: 'a-q1', platform: 'aio', sample: 1, ordinal: 9 });
  });

  it('defaults to one sample per cell', () => {
    expect(planRuns(topics, [], 8).every((r) => r.sample === 1)).toBe(true);
  });
});
