import { describe, expect, it } from 'vitest';
import type { Sentiment } from './sentiment.js';
import { judgeSentiment, scoreOpinion } from './sentiment-judge.js';
import { ACME } from './test-brands.js';

const cases: [string, string, Sentiment][] = [
  ['not mentioned', 'HubSpot is excellent.', 'none'],
  ['praise', 'Acme is excellent and easy to use.', 'positive'],
  ['criticism', 'Acme is slow and buggy.', 'negative'],
  ['facts only', 'Acme costs $12 per user and was founded in 2015.', 'neutral'],
  ['negation', 'Acme is not reliable.', 'negative'],
  ['negated criticism', 'Acme has no hidden fees and is never slow.', 'positive'],
  ['but turns it negative', 'Acme is easy to set up, but support is slow and reporting is poor.', 'negative'],
  ['but turns it positive', 'Acme is pricey, but the quality is outstanding.', 'positive'],
  ['however clause', 'Acme looks dated; however, it is fast and reliable.', 'positive'],
  ['concession weighs less', 'Although Acme is a bit expensive, it is excellent.', 'positive'],
  ['other brand praised in its own clause', 'Acme costs $12, but HubSpot is far more powerful.', 'neutral'],
  ['unfavourable comparison', 'HubSpot is better than Acme.', 'negative'],
  ['own list item', '1. **HubSpot** – great\n2. **Acme** – reliable, affordable and loved by agencies', 'positive'],
  ['pronoun follow-up', 'Acme is a CRM. It is praised for excellent support.', 'positive'],
  ['French', 'Acme est fiable et excellent.', 'positive'],
  ['German', 'Acme ist teuer und langsam.', 'negative'],
  ['Spanish', 'Acme es caro y lento.', 'negative'],
  ['hyphenated opinion', 'Acme drew mostly-negative reviews.', 'negative'],
];

describe('judgeSentiment', () => {
  it.each(cases)('%s', (_, text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});

describe('scoreOpinion', () => {
  it.each([
    ['great', 1],
    ['not great', -1],
    ['very good', 1.5],
    ['steep learning curve', -1],
    ['as well as support', 0],
  ])('%j scores %d', (text, score) => {
    expect(scoreOpinion(text)).toBeCloseTo(score);
  });
});
