import { describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '#contracts';
import { ACME_KB, BAKERY_KB, FAILED_KB, SELF_NAMED_CATEGORY_KB } from './testing/knowledge-bases.js';
import { defaultTopicsByRules } from './topic-rules.js';

/** Independent of the code under test: any brand word, as a whole word, in any case. */
function namesBrand(text: string, kb: KnowledgeBase): boolean {
  return [kb.name, ...kb.aliases, ...kb.products].some((name) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(text),
  );
}

describe('defaultTopicsByRules', () => {
  it.each([
    {
      name: 'a fetched software brand',
      kb: ACME_KB,
      topics: 5,
      includes: [
        'What is the best product analytics platform for SaaS teams?',
        'What are the best alternatives to Mixpanel?',
        'Product analytics platform pricing compared',
        'How do I choose a product analytics platform?',
      ],
    },
    {
      name: 'a failed fetch (no category, no competitors)',
      kb: FAILED_KB,
      topics: 4,
      includes: ['What is the best service provider for small businesses?', 'How much does a service provider cost?'],
    },
    {
      name: 'a local bakery, with the brand listed among its competitors',
      kb: BAKERY_KB,
      topics: 5,
      includes: [
        'What is the best artisan bakery for busy families?',
        'What are the best alternatives to Greggs?',
        'Are there free or low-cost artisan bakeries?',
      ],
    },
    {
      name: 'a category that contains the brand name',
      kb: SELF_NAMED_CATEGORY_KB,
      topics: 5,
      includes: ['How do I choose a service provider?', 'What are the best alternatives to Coda?'],
    },
  ])('$name', ({ kb, topics: count, includes }) => {
    const topics = defaultTopicsByRules(kb);
    expect(topics).toHaveLength(count);
    for (const topic of topics) {
      expect(topic.queries.length).toBeGreaterThanOrEqual(4);
      expect(topic.queries.length).toBeLessThanOrEqual(8);
      expect(namesBrand(topic.name, kb)).toBe(false);
      for (const query of topic.queries) {
        expect(query.length).toBeGreaterThanOrEqual(3);
        expect(query.length).toBeLessThanOrEqual(500);
        expect(namesBrand(query, kb), query).toBe(false);
      }
      expect(new Set(topic.queries.map((query) => query.toLowerCase())).size).toBe(topic.queries.length);
    }
    expect(topics.flatMap((topic) => topic.queries)).toEqual(expect.arrayContaining(includes));
    expect(defaultTopicsByRules(kb)).toEqual(topics);
  });
});
