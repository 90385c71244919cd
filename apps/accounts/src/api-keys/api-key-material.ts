import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_LENGTH = 32;
const PREFIX_LENGTH = 8;
/** Largest multiple of 62 below 256: bytes at or above it are dropped, so every character is equally likely. */
const UNBIASED_LIMIT = 248;

export interface ApiKeyMaterial {
  /** The secret, shown once to the operator and never stored. */
  apiKey: string;
  keyPrefix: string;
  keyHash: string;
}

/** 32 base62 characters from the CSPRNG by rejection sampling (a plain `byte % 62` would favour 0–7). */
export function randomBase62(length: number, random: (size: number) => Buffer = randomBytes): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export function keyPrefixOf(apiKey: string): string {
  return apiKey.slice('vis_'.length, 'vis_'.length + PREFIX_LENGTH);
}

export function generateApiKey(random?: (size: number) => Buffer): ApiKeyMaterial {
  const apiKey = `vis_${randomBase62(KEY_LENGTH, random)}`;
  return { apiKey, keyPrefix: keyPrefixOf(apiKey), keyHash: hashApiKey(apiKey) };
}
