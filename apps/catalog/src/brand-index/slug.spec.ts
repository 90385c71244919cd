import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugCandidate, slugFromDomain } from './slug.js';

describe('slugFromDomain', () => {
  it.each([
    ['acme.com', 'acme'],
    ['acme.co.uk', 'acme'],
    ['acme-analytics.test', 'acme-analytics'],
    ['blue_bottle.com', 'blue-bottle'],
    ['xn--bcher-kva.de', 'bucher'],
    ['xn--r8jz45g.jp', 'brand'],
    ['acme.github.io', 'acme'],
    [`${'a'.repeat(63)}.com`, 'a'.repeat(56)],
  ])('%s → %s', (domain, slug) => {
    expect(slugFromDomain(domain)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('slugCandidate', () => {
  it('adds a numeric suffix from the second attempt on', () => {
    expect([0, 1, 2].map((n) => slugCandidate('acme', n))).toEqual(['acme', 'acme-2', 'acme-3']);
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['Acme', '-acme', 'acme-', 'ac me', 'a'.repeat(65), ''])('refuses %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
