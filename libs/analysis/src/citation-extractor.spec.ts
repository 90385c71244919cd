import { describe, expect, it } from 'vitest';
import type { NativeCitation } from '#contracts';
import { type CitedSource, extractCitations } from './citation-extractor.js';

const cases: [string, string, NativeCitation[], CitedSource[]][] = [
  ['nothing', 'No links here [1].', [], []],
  [
    'native citation keeps its title',
    'Acme is popular [1].',
    [{ url: 'https://www.g2.com/products/acme?utm_source=chatgpt.com', title: 'Acme | G2' }],
    [{ url: 'https://www.g2.com/products/acme', title: 'Acme | G2' }],
  ],
  [
    'native citation without title',
    'See [1].',
    [{ url: 'https://acme.com/about' }],
    [{ url: 'https://acme.com/about', title: 'acme.com' }],
  ],
  [
    'markdown link text as title',
    'Read [the pricing page](https://acme.com/pricing?gclid=x&plan=pro).',
    [],
    [{ url: 'https://acme.com/pricing?plan=pro', title: 'the pricing page' }],
  ],
  [
    'bare URL, trailing punctuation',
    'Details at https://www.acme.com/docs/start.',
    [],
    [{ url: 'https://www.acme.com/docs/start', title: 'acme.com' }],
  ],
  [
    'www URL without scheme',
    'Visit www.acme.com/deals?fbclid=abc today',
    [],
    [{ url: 'https://www.acme.com/deals', title: 'acme.com' }],
  ],
  [
    'deduplicated, the citation title winning',
    'See [here](https://acme.com/blog/?utm_medium=ai) and https://acme.com/blog',
    [{ url: 'https://acme.com/blog/', title: 'Acme blog' }],
    [{ url: 'https://acme.com/blog/', title: 'Acme blog' }],
  ],
  [
    'link text used when the citation has no title',
    '[Acme review](https://example.org/review)',
    [{ url: 'https://example.org/review' }],
    [{ url: 'https://example.org/review', title: 'Acme review' }],
  ],
  [
    'citation markers as link text',
    'Fast [1](https://example.org/a).',
    [],
    [{ url: 'https://example.org/a', title: 'example.org' }],
  ],
  [
    'text fragments and srsltid dropped',
    'https://example.org/page?srsltid=AfmB#:~:text=fast',
    [],
    [{ url: 'https://example.org/page', title: 'example.org' }],
  ],
  ['not http', 'Mail me at mailto:someone@example.org or ftp://files.example.org', [], []],
];

describe('extractCitations', () => {
  it.each(cases)('%s', (_, text, citations, expected) => {
    expect(extractCitations(text, citations)).toEqual(expected);
  });
});
