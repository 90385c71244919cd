import { describe, expect, it } from 'vitest';
import type { PlatformKey } from '#contracts';
import { citationClassifier, type InsightRun, scanInsights } from './scan-insights.js';

const run = (
  platform: PlatformKey,
  query: string,
  mentioned: boolean,
  competitors: string[],
  urls: string[] = [],
  extra: Partial<InsightRun> = {},
): InsightRun => ({
  platform,
  query,
  topicId: 'top_1',
  personaId: null,
  mentioned,
  position: mentioned ? 1 : 0,
  sentiment: mentioned ? 'positive' : 'none',
  competitors,
  citedSources: urls.map((url) => ({ url })),
  ...extra,
});

describe('citationClassifier', () => {
  const classify = citationClassifier(['acme.co.uk'], ['Asana', 'Monday.com', 'Zoë', 'X']);
  it.each([
    ['acme.co.uk', 'owned'],
    ['asana.com', 'competitor'],
    ['asana.io', 'competitor'],
    ['monday.com', 'competitor'],
    ['zoe.com', 'competitor'],
    ['x.com', 'third-party'],
    ['g2.com', 'third-party'],
    ['asanaplus.com', 'third-party'],
  ])('%s → %s', (domain, cls) => {
    expect(classify(domain)).toBe(cls);
  });
});

describe('scanInsights', () => {
  const runs = [
    run(
      'assistant_a',
      'best crm',
      true,
      ['Asana', 'Trello'],
      ['https://www.g2.com/x?utm_source=a', 'https://acme.co.uk/'],
    ),
    run('assistant_a', 'best crm', false, ['Asana'], ['https://blog.asana.com/post', 'https://www.g2.com/y'], {
      personaId: 'per_1',
    }),
    run('assistant_b', 'best crm', false, [], []),
    run('assistant_b', 'cheap crm', false, ['Trello'], ['https://reddit.com/r/crm']),
    run('aio', 'cheap crm', true, [], [], { topicId: 'top_2' }),
  ];
  const insights = scanInsights(runs, {
    brand: { domains: ['acme.co.uk'], knownCompetitors: ['Asana'] },
    topics: [
      { id: 'top_1', name: 'Choosing' },
      { id: 'top_2', name: 'Pricing' },
    ],
    personas: [{ id: 'per_1', name: 'Buyer' }],
  });

  it('computes share of voice over the answers naming anybody', () => {
    // 4 answers name somebody, 2 of them the brand.
    expect(insights.shareOfVoice.overall).toBe(0.5);
    expect(insights.shareOfVoice.platforms).toEqual({ assistant_a: 0.5, assistant_b: 0, assistant_c: null, aio: 1 });
  });

  it('ranks competitors by answers naming them, with rank, share of voice and platforms', () => {
    expect(insights.competitorLeaderboard).toEqual([
      { name: 'Asana', mentions: 2, mentionRate: 0.4, avgPosition: 1.5, shareOfVoice: 0.5, platforms: ['assistant_a'] },
      {
        name: 'Trello',
        mentions: 2,
        mentionRate: 0.4,
        avgPosition: 2,
        shareOfVoice: 0.5,
        platforms: ['assistant_a', 'assistant_b'],
      },
    ]);
  });

  it('breaks down by topic (with the topic × platform grid) and persona, by name', () => {
    expect(insights.topicBreakdown.map((t) => [t.name, t.runs, t.mentionRate])).toEqual([
      ['Choosing', 4, 0.25],
      ['Pricing', 1, 1],
    ]);
    expect(Object.keys(insights.topicBreakdown[0]?.platforms ?? {})).toEqual(['assistant_a', 'assistant_b']);
    expect(insights.personaBreakdown.map((p) => [p.name, p.runs])).toEqual([
      ['No persona', 4],
      ['Buyer', 1],
    ]);
  });

  it('counts cited registrable domains once per answer, classed, and those cited where the brand is absent', () => {
    expect(insights.citedDomains).toEqual([
      { domain: 'g2.com', class: 'third-party', count: 2, share: 0.4 },
      { domain: 'acme.co.uk', class: 'owned', count: 1, share: 0.2 },
      { domain: 'asana.com', class: 'competitor', count: 1, share: 0.2 },
      { domain: 'reddit.com', class: 'third-party', count: 1, share: 0.2 },
    ]);
    expect(insights.citedDomainsWhereAbsent.map((d) => d.domain)).toEqual(['asana.com', 'g2.com', 'reddit.com']);
  });

  it('lists gap queries: a competitor named, the brand not', () => {
    expect(insights.gapQueries).toEqual([
      {
        query: 'cheap crm',
        topicId: 'top_1',
        gapRuns: 1,
        runs: 1,
        platforms: ['assistant_b'],
        competitors: ['Trello'],
      },
      { query: 'best crm', topicId: 'top_1', gapRuns: 1, runs: 3, platforms: ['assistant_a'], competitors: ['Asana'] },
    ]);
  });
});
