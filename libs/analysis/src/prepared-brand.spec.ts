import { describe, expect, it } from 'vitest';
import { prepareBrand } from './prepared-brand.js';
import { ACME, MONDAY, NOTION, ZOE } from './test-brands.js';

describe('prepareBrand', () => {
  it('prepares a profile once', () => {
    const prepared = prepareBrand(ACME);
    expect(prepareBrand(ACME)).toBe(prepared);
    expect(prepareBrand(prepared)).toBe(prepared);
    expect(prepareBrand({ ...ACME })).not.toBe(prepared);
  });

  it.each([
    ['Acme', ACME, []],
    ['monday.com', MONDAY, ['monday']],
    ['Notion', NOTION, ['notion']],
    ['Café Zoé', ZOE, []],
  ])('%s: common-word names needing context', (_, brand, common) => {
    expect([...prepareBrand(brand).subject.commonNames]).toEqual(common);
  });

  it('knows the brand’s own names, domain labels and products', () => {
    const own = prepareBrand(ACME).ownKeys;
    for (const key of ['acme', 'acme crm', 'acme inc.', 'acme.com', 'acme pipeline']) expect(own.has(key)).toBe(true);
  });

  it('adds category words to the labels', () => {
    expect(prepareBrand(ACME).labelWords.has('crm')).toBe(true);
  });
});
