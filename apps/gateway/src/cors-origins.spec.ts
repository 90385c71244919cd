import { describe, expect, it } from 'vitest';
import { corsOrigins } from './setup-app.js';

describe('corsOrigins', () => {
  it('reads a comma-separated list, trimmed, without trailing slashes; none when unset', () => {
    expect(corsOrigins(undefined)).toEqual([]);
    expect(corsOrigins('')).toEqual([]);
    expect(corsOrigins(' https://a.example/ ,http://localhost:5173')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });
});
