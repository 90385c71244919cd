import { describe, expect, it } from 'vitest';
import { brandNameFromDomain, nameKey, titleParts, uniqueNames } from './brand-name.js';

describe('brandNameFromDomain', () => {
  it.each([
    ['acme.co.uk', 'Acme'],
    ['acme.com', 'Acme'],
    ['blue-bottle.com', 'Blue Bottle'],
    ['xn--bcher-kva.de', 'Bücher'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (domain, expected) => {
    expect(brandNameFromDomain(domain)).toBe(expected);
  });
});

describe('titleParts', () => {
  it.each([
    ['Acme Analytics — Product analytics for SaaS teams', ['Acme Analytics', 'Product analytics for SaaS teams']],
    ['Pricing | Acme', ['Pricing', 'Acme']],
    ['Acme - Home', ['Acme', 'Home']],
    ['Well-Known Brand', ['Well-Known Brand']],
  ])('%s', (title, expected) => {
    expect(titleParts(title)).toEqual(expected);
  });
});

describe('nameKey and uniqueNames', () => {
  it.each([
    ['ACME, Inc.', 'acme inc'],
    ['Café  Royal', 'cafe royal'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps the first spelling', () => {
    expect(uniqueNames(['Acme Inc', 'ACME, Inc.', 'Other', ''])).toEqual(['Acme Inc', 'Other']);
  });
});
