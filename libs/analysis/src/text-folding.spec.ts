import { describe, expect, it } from 'vitest';
import { foldKey, foldText } from './text-folding.js';

describe('foldText', () => {
  it.each([
    ['Café Zoé', 'cafe zoe'],
    ['ACME’s', "acme's"],
    ['Über Straße', 'uber straße'],
    ['plain ascii', 'plain ascii'],
    ['İstanbul', 'i̇stanbul'.length === 'İstanbul'.length ? 'i̇stanbul' : 'istanbul'],
  ])('folds %j keeping offsets', (text, folded) => {
    const result = foldText(text);
    expect(result.length).toBe(text.length);
    expect(result.replace(/i̇/g, 'i')).toBe(folded.replace(/i̇/g, 'i'));
  });

  it.each([
    ['  Acme   Inc. ', 'acme inc.'],
    ['Hôtel  Lumière', 'hotel lumiere'],
  ])('foldKey(%j) = %j', (text, key) => {
    expect(foldKey(text)).toBe(key);
  });
});
