import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '#contracts';
import { generateApiKey, hashApiKey, keyPrefixOf, randomBase62 } from './api-key-material.js';

describe('API key material', () => {
  it('is vis_ + 32 base62 characters, with its prefix and SHA-256 hash', () => {
    const { apiKey, keyPrefix, keyHash } = generateApiKey();
    expect(apiKey).toMatch(API_KEY_PATTERN);
    expect(keyPrefix).toBe(apiKey.slice(4, 12));
    expect(keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(keyHash).toBe(hashApiKey(apiKey));
    expect(keyHash).not.toContain(apiKey.slice(4));
  });

  it('never repeats in practice', () => {
    const keys = new Set(Array.from({ length: 2_000 }, () => generateApiKey().apiKey));
    expect(keys.size).toBe(2_000);
  });

  it('drops bytes at or above 248 instead of folding them onto the first characters', () => {
    // 248..255 would map to "0".."7" under a plain modulo; here they are skipped.
    const bytes = Buffer.from([248, 255, 250, 0, 61, 62, 247]);
    const chars = randomBase62(4, () => bytes);
    expect(chars).toBe('0z0z');
  });

  it('draws every character about equally often', () => {
    const counts = new Map<string, number>();
    const sample = randomBase62(62_000);
    for (const c of sample) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const n of counts.values()) expect(Math.abs(n - 1_000)).toBeLessThan(160); // > 5 sigma
  });

  it('takes the prefix after vis_', () => {
    expect(keyPrefixOf('vis_ABCDEFGHijklmnopqrstuvwxyz012345')).toBe('ABCDEFGH');
  });
});
