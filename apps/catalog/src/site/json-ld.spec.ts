import { describe, expect, it } from 'vitest';
import { readJsonLd } from './json-ld.js';

describe('readJsonLd', () => {
  it.each([
    {
      name: 'a single Organization',
      blocks: [
        '{"@context":"https://schema.org","@type":"Organization","name":"Acme","alternateName":"Acme Inc.","sameAs":["https://x.com/acme"]}',
      ],
      expected: [
        { types: ['Organization'], name: 'Acme', alternateNames: ['Acme Inc.'], sameAs: ['https://x.com/acme'] },
      ],
    },
    {
      name: 'an @graph with several types',
      blocks: [
        '{"@context":"https://schema.org","@graph":[{"@type":["Organization","Corporation"],"name":"Acme","legalName":"Acme Holdings Ltd"},{"@type":"WebSite","name":"Acme site"}]}',
      ],
      expected: [
        { types: ['Organization', 'Corporation'], name: 'Acme', alternateNames: ['Acme Holdings Ltd'], sameAs: [] },
        { types: ['WebSite'], name: 'Acme site', alternateNames: [], sameAs: [] },
      ],
    },
    {
      name: 'a top-level array and an ItemList of products',
      blocks: [
        '[{"@type":"SoftwareApplication","name":"Acme App","applicationCategory":"BusinessApplication"}]',
        '{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":{"@type":"Product","name":"Widget","category":"Tools"}}]}',
      ],
      expected: [
        {
          types: ['SoftwareApplication'],
          name: 'Acme App',
          alternateNames: [],
          sameAs: [],
          category: 'BusinessApplication',
        },
        { types: ['ItemList'], alternateNames: [], sameAs: [] },
        { types: ['ListItem'], alternateNames: [], sameAs: [] },
        { types: ['Product'], name: 'Widget', alternateNames: [], sameAs: [], category: 'Tools' },
      ],
    },
    {
      name: 'broken JSON is skipped',
      blocks: ['{not json', '{"@type":"Brand","name":"B"}'],
      expected: [{ types: ['Brand'], name: 'B', alternateNames: [], sameAs: [] }],
    },
    { name: 'untyped objects are ignored', blocks: ['{"name":"x"}', '42', 'null'], expected: [] },
  ])('$name', ({ blocks, expected }) => {
    expect(readJsonLd(blocks)).toEqual(expected.map((entity) => expect.objectContaining(entity)));
  });
});
