import { describe, expect, it } from 'vitest';
import { pickExtraPages, siteOf } from './page-kind.js';

const HOME = 'https://www.acme.com/';
const links = (...entries: [string, string?][]) =>
  entries.map(([url, text]) => ({ url: new URL(url, HOME).href, text: text ?? '' }));

describe('pickExtraPages', () => {
  it.each([
    {
      name: 'one page of each kind, in order',
      links: links(['/blog/'], ['/pricing'], ['/about-us'], ['/features'], ['/compare/acme-vs-globex'], ['/careers']),
      max: 4,
      expected: [
        ['/about-us', 'about'],
        ['/pricing', 'pricing'],
        ['/features', 'products'],
        ['/compare/acme-vs-globex', 'comparison'],
      ],
    },
    {
      name: 'shallow paths beat deep ones, products beat features',
      links: links(['/blog/2024/about-our-office'], ['/company'], ['/features'], ['/products']),
      max: 4,
      expected: [
        ['/company', 'about'],
        ['/products', 'products'],
      ],
    },
    {
      name: 'link text when the path says nothing',
      links: links(['/p/1', 'Pricing'], ['/p/2', 'About us']),
      max: 4,
      expected: [
        ['/p/2', 'about'],
        ['/p/1', 'pricing'],
      ],
    },
    {
      name: 'other sites are ignored, subdomains of the same site are not',
      links: links(['https://other.com/about'], ['https://help.acme.com/pricing'], ['https://acme.co.uk/products']),
      max: 4,
      expected: [['https://help.acme.com/pricing', 'pricing']],
    },
    {
      name: 'at most max pages',
      links: links(['/about'], ['/pricing'], ['/products']),
      max: 2,
      expected: [
        ['/about', 'about'],
        ['/pricing', 'pricing'],
      ],
    },
    { name: 'the home page itself is not an extra', links: links(['/', 'About']), max: 4, expected: [] },
  ])('$name', ({ links: given, max, expected }) => {
    const picked = pickExtraPages(given, HOME, max).map(({ url, kind }) => [
      url.startsWith(HOME) ? `/${url.slice(HOME.length)}` : url,
      kind,
    ]);
    expect(picked).toEqual(expected);
  });
});

describe('siteOf', () => {
  it.each([
    ['https://www.acme.co.uk/x', 'acme.co.uk'],
    ['http://127.0.0.1:8080/', '127.0.0.1'],
    ['http://localhost:3000/', 'localhost'],
  ])('%s → %s', (url, expected) => {
    expect(siteOf(url)).toBe(expected);
  });
});
