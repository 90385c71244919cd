import { describe, expect, it } from 'vitest';
import { findCompetitors } from './competitor-finder.js';

const OWN = ['Acme Analytics', 'Acme', 'Acme Insights'];
const link = (path: string) => ({ url: `https://acme.com${path}`, text: '' });

describe('findCompetitors', () => {
  it.each([
    {
      name: 'x vs y in a heading',
      texts: ['Acme vs Mixpanel: which is right for you?'],
      links: [],
      expected: ['Mixpanel'],
    },
    {
      name: 'both sides of vs when neither is the brand',
      texts: ['Heap vs. Pendo'],
      links: [],
      expected: ['Heap', 'Pendo'],
    },
    {
      name: 'alternative to',
      texts: ['The privacy-first alternative to Google Analytics.'],
      links: [],
      expected: ['Google Analytics'],
    },
    {
      name: 'compared with a list',
      texts: ['Compared with Amplitude and Pendo, setup takes minutes.'],
      links: [],
      expected: ['Amplitude', 'Pendo'],
    },
    {
      name: 'unlike / switching from',
      texts: ['Unlike Heap, we keep raw events. Switching from PostHog? Easy.'],
      links: [],
      expected: ['Heap', 'PostHog'],
    },
    {
      name: 'stop words are not names',
      texts: ['An alternative to Spreadsheets', 'compared with The rest'],
      links: [],
      expected: [],
    },
    { name: 'the brand and its products are excluded', texts: ['Acme Insights vs Acme'], links: [], expected: [] },
    {
      name: 'slugs, with the spelling from text when known',
      texts: ['Acme vs PostHog'],
      links: [
        link('/compare/acme-vs-posthog'),
        link('/compare/acme-vs-fullstory'),
        link('/alternatives/hotjar-alternative'),
      ],
      expected: ['PostHog', 'Fullstory', 'Hotjar'],
    },
    {
      name: 'Title Case headings stop at joining words',
      texts: ['Compare Acme Vs Mixpanel For Startups', 'The Best Alternative To Heap In 2026'],
      links: [],
      expected: ['Mixpanel', 'Heap'],
    },
    { name: 'sentence openers before vs', texts: ['Compare Acme vs Heap today'], links: [], expected: ['Heap'] },
    { name: 'nothing to find', texts: ['We help teams grow.'], links: [link('/about')], expected: [] },
  ])('$name', ({ texts, links, expected }) => {
    expect(findCompetitors(texts, links, OWN)).toEqual(expected);
  });
});
