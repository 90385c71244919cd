import { describe, expect, it } from 'vitest';
import { cleanText, textKey } from './text-key.js';

describe('textKey', () => {
  it.each([
    ['Best CRM?', 'best crm?'],
    ['  best   crm? ', 'best crm?'],
    ['BEST\tCRM?\n', 'best crm?'],
    ['Caf\u0065\u0301 tools', 'café tools'],
    ['İstanbul', 'i̇stanbul'],
  ])('%j → %j', (input, expected) => {
    expect(textKey(input)).toBe(expected);
  });

  it('treats case and spacing variants as the same text', () => {
    expect(textKey('What is the best CRM?')).toBe(textKey('  what is the BEST crm? '));
    expect(textKey('best crm')).not.toBe(textKey('best crm?'));
  });
});

describe('cleanText', () => {
  it('trims and collapses whitespace but keeps the case', () => {
    expect(cleanText('  What  is the Best\nCRM? ')).toBe('What is the Best CRM?');
  });
});
