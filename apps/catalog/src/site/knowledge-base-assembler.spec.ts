import { describe, expect, it } from 'vitest';
import { assembleKnowledgeBase, type ReadPage } from './knowledge-base-assembler.js';
import { extractPageFacts } from './page-facts.js';
import type { PageKind } from './page-kind.js';

const page = (kind: PageKind, path: string, head: string, body = ''): ReadPage => ({
  kind,
  facts: extractPageFacts(`<html><head>${head}</head><body>${body}</body></html>`, `https://www.example.com${path}`),
});
const jsonLd = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('assembleKnowledgeBase', () => {
  it.each([
    {
      name: 'og:site_name names the brand',
      pages: [page('home', '/', '<meta property="og:site_name" content="Brand Co"><title>Welcome | Brand Co</title>')],
      expected: { name: 'Brand Co', aliases: ['Example'] },
    },
    {
      name: 'JSON-LD Organization when there is no og:site_name, with its alternate names and Wikipedia title',
      pages: [
        page(
          'home',
          '/',
          `<title>Home</title>${jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Globex',
            alternateName: 'Globex Corp',
            sameAs: ['https://en.wikipedia.org/wiki/Globex_Corporation', 'https://x.com/globex'],
          })}`,
        ),
      ],
      expected: { name: 'Globex', aliases: ['Globex Corp', 'Example', 'Globex Corporation'] },
    },
    {
      name: 'the title part that matches the domain',
      pages: [page('home', '/', '<title>Fast invoices for freelancers — Example</title>')],
      expected: { name: 'Example', aliases: [] },
    },
    {
      name: 'a short first title part, never "Home"',
      pages: [page('home', '/', '<title>Home | Initech - Enterprise Software</title>')],
      expected: { name: 'Initech', aliases: ['Example'] },
    },
    {
      name: 'the domain when the page says nothing',
      pages: [page('home', '/', '', '<p>hello</p>')],
      expected: { name: 'Example', aliases: [] },
    },
  ])('name: $name', ({ pages, expected }) => {
    const kb = assembleKnowledgeBase({ requestedUrl: 'https://www.example.com/', pages, sources: [] });
    expect(kb).toMatchObject(expected);
  });

  it.each([
    [
      'is a … platform in the description',
      '<meta name="description" content="Acme is the leading open banking platform for fintechs.">',
      'open banking platform',
    ],
    [
      'are an … agency',
      '<meta name="description" content="We are an independent branding agency in Leeds.">',
      'independent branding agency',
    ],
    ['the title tagline before "for"', '<title>Acme — Expense reports for small teams</title>', 'expense reports'],
    [
      'schema.org applicationCategory',
      jsonLd({ '@type': 'SoftwareApplication', name: 'X', applicationCategory: 'FinanceApplication' }),
      'finance application',
    ],
    ['nothing to go on', '<title>Acme</title>', ''],
  ])('category from %s', (_name, head, expected) => {
    const kb = assembleKnowledgeBase({
      requestedUrl: 'https://acme.com/',
      pages: [page('home', '/', head)],
      sources: [],
    });
    expect(kb.category).toBe(expected);
  });

  it('takes products from JSON-LD and from product-page headings that start with the brand, not from plan names', () => {
    const pages = [
      page('home', '/', '<meta property="og:site_name" content="Brand Co">'),
      page('pricing', '/pricing', '', '<h2>Starter</h2><h2>Pro</h2><h3>Brand Sync add-on</h3><h2>Brand Co</h2>'),
      page(
        'products',
        '/products',
        jsonLd({ '@type': 'Product', name: 'Brand Vault' }),
        '<h2>Brand Vault</h2><h2>Why us</h2>',
      ),
    ];
    const kb = assembleKnowledgeBase({ requestedUrl: 'https://brand.example.com/', pages, sources: [] });
    expect(kb.products).toEqual(['Brand Vault', 'Brand Sync add-on']);
  });

  it('shortens a long description at a word', () => {
    const long = `Acme ${'makes things '.repeat(60)}`;
    const kb = assembleKnowledgeBase({
      requestedUrl: 'https://acme.com/',
      pages: [page('home', '/', `<meta name="description" content="${long}">`)],
      sources: [],
    });
    expect(kb.description.length).toBeLessThanOrEqual(500);
    expect(kb.description).toMatch(/things…$/);
  });

  it('without pages it is named from the domain and not ok', () => {
    const sources = [{ url: 'https://www.acme.co.uk/', ok: false, error: 'TIMEOUT: too slow' }];
    expect(assembleKnowledgeBase({ requestedUrl: 'https://www.acme.co.uk/', pages: [], sources })).toEqual({
      name: 'Acme',
      description: '',
      aliases: [],
      category: '',
      products: [],
      competitors: [],
      sources,
      fetchOk: false,
    });
  });
});
