import { describe, expect, it } from 'vitest';
import { competitorsByRules } from './competitor-rules.js';
import { ACME_KB, BAKERY_KB, FAILED_KB } from './testing/knowledge-bases.js';

describe('competitorsByRules', () => {
  it.each([
    ['the site’s own list', ACME_KB, ['Google Analytics', 'Mixpanel', 'Amplitude', 'Heap', 'PostHog']],
    ['never the brand itself', BAKERY_KB, ['Greggs', 'Bettys']],
    ['nothing known', FAILED_KB, []],
    [
      'names in the description too',
      { ...FAILED_KB, description: 'The friendly alternative to Salesforce, compared with HubSpot and Pipedrive.' },
      ['Salesforce', 'HubSpot', 'Pipedrive'],
    ],
  ])('%s', (_name, kb, expected) => {
    expect(competitorsByRules(kb)).toEqual(expected);
  });
});
