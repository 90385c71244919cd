import { describe, expect, it } from 'vitest';
import { type AnswerAnalysis, analyzeAnswer } from './answer-analyzer.js';
import { ACME } from './test-brands.js';

describe('analyzeAnswer', () => {
  it.each<[string, string, AnswerAnalysis]>([
    [
      'ranked answer with a citation',
      '1. **HubSpot** – free [1]\n2. **Acme** – excellent and affordable [2]\n3. **Copper** – for Google users',
      {
        mentioned: true,
        position: 2,
        sentiment: 'positive',
        competitors: ['HubSpot', 'Copper'],
        citedSources: [{ url: 'https://acme.com/', title: 'Acme' }],
      },
    ],
    [
      'answer that knows nothing of the brand',
      "I couldn't find information about Acme. Popular CRMs are HubSpot and Pipedrive.",
      {
        mentioned: false,
        position: 0,
        sentiment: 'none',
        competitors: ['HubSpot', 'Pipedrive'],
        citedSources: [{ url: 'https://acme.com/', title: 'Acme' }],
      },
    ],
  ])('%s', (_, text, expected) => {
    expect(
      analyzeAnswer({ text, citations: [{ url: 'https://acme.com/?utm_source=x', title: 'Acme' }], brand: ACME }),
    ).toEqual(expected);
  });
});
