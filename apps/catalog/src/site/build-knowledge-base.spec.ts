import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '#contracts';
import { buildKnowledgeBase } from './build-knowledge-base.js';
import type { Resolver } from './guarded-lookup.js';
import { type FixtureSite, startFixtureSite } from './testing/fixture-site.js';

const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const nowhere: Resolver = async (host) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

describe('buildKnowledgeBase', () => {
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it('reads the home page and its about, pricing, products and comparison pages', async () => {
    const origin = `http://www.acme-analytics.test:${site.port}`;
    const kb = await buildKnowledgeBase(`${origin}/`, { allowPrivateAddresses: true, resolver: toLoopback });
    expect(kb).toEqual({
      name: 'Acme Analytics',
      description:
        'Acme Analytics is a product analytics platform for SaaS teams that want to understand how customers use their product.',
      aliases: ['Acme', 'AcmeHQ', 'Acme Analytics Ltd'],
      category: 'product analytics platform',
      products: ['Acme Insights', 'Acme Funnels', 'Acme Replay'],
      competitors: ['Google Analytics', 'Mixpanel', 'Amplitude', 'Heap', 'PostHog'],
      sources: [
        { url: `${origin}/`, ok: true },
        { url: `${origin}/about-us`, ok: true },
        { url: `${origin}/pricing/`, ok: true },
        { url: `${origin}/products`, ok: true },
        { url: `${origin}/compare/acme-vs-mixpanel`, ok: true },
      ],
      fetchOk: true,
    } satisfies KnowledgeBase);
    expect(site.hits.get('/blog/')).toBeUndefined();
  });

  it('reads fewer pages when asked', async () => {
    const kb = await buildKnowledgeBase(`${site.origin}/`, { allowPrivateAddresses: true, maxExtraPages: 1 });
    expect(kb.sources.map((source) => new URL(source.url).pathname)).toEqual(['/', '/about-us']);
    expect(kb.name).toBe('Acme Analytics');
  });

  it.each([
    {
      name: 'a name that does not resolve',
      url: 'https://www.Acme.co.uk/x',
      options: { resolver: nowhere },
      expected: { name: 'Acme', requested: 'https://www.acme.co.uk/x', code: 'DNS_FAILURE' },
    },
    {
      name: 'a scheme-less domain',
      url: 'blue-bottle.com',
      options: { resolver: nowhere },
      expected: { name: 'Blue Bottle', requested: 'https://blue-bottle.com/', code: 'DNS_FAILURE' },
    },
    {
      name: 'a name resolving to loopback',
      url: 'https://shop.bücher.de/',
      options: { resolver: toLoopback },
      expected: { name: 'Bücher', requested: 'https://shop.xn--bcher-kva.de/', code: 'BLOCKED_ADDRESS' },
    },
  ])('names the brand from its domain after $name', async ({ url, options, expected }) => {
    const kb = await buildKnowledgeBase(url, options);
    expect(kb).toMatchObject({
      name: expected.name,
      description: '',
      aliases: [],
      category: '',
      products: [],
      competitors: [],
      fetchOk: false,
    });
    expect(kb.sources).toEqual([{ url: expected.requested, ok: false, error: expect.stringContaining(expected.code) }]);
  });

  it('never reaches a loopback site without the test-only setting', async () => {
    const before = [...site.hits.values()].reduce((sum, count) => sum + count, 0);
    const kb = await buildKnowledgeBase(`${site.origin}/`);
    expect(kb.fetchOk).toBe(false);
    expect(kb.sources[0]?.error).toMatch(/^BLOCKED_ADDRESS: .*loopback/);
    expect([...site.hits.values()].reduce((sum, count) => sum + count, 0)).toBe(before);
  });
});
