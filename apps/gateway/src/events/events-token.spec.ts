import { describe, expect, it } from 'vitest';
import { loadConfig } from '#common';
import { EventsTokens } from './events-token.js';

const config = loadConfig({ EVENTS_TOKEN_SECRET: 'x'.repeat(32), EVENTS_TOKEN_TTL_S: '60' });

describe('EventsTokens', () => {
  const tokens = new EventsTokens(config);

  it('accepts its own token for the same agent until it expires', () => {
    const now = Date.now();
    const token = tokens.issue(7, now);
    expect(tokens.verify(token, 7, now)).toBe(true);
    expect(tokens.verify(token, 7, now + 59_000)).toBe(true);
    expect(tokens.verify(token, 7, now + 61_000)).toBe(false);
    expect(tokens.verify(token, 8, now)).toBe(false);
  });

  it('refuses a token signed with another secret, tampered or malformed', () => {
    const other = new EventsTokens(loadConfig({ EVENTS_TOKEN_SECRET: 'y'.repeat(32) }));
    const token = tokens.issue(7);
    expect(other.verify(token, 7)).toBe(false);
    const [claims, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 8, e: 9_999_999_999 })).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`, 8)).toBe(false);
    expect(tokens.verify(`${claims}`, 7)).toBe(false);
    expect(tokens.verify(`${claims}.${signature}.x`, 7)).toBe(false);
    expect(tokens.verify('', 7)).toBe(false);
  });

  it('is required in production', () => {
    expect(
      () => new EventsTokens({ ...loadConfig({}), NODE_ENV: 'production', EVENTS_TOKEN_SECRET: undefined }),
    ).toThrow(/EVENTS_TOKEN_SECRET/);
  });
});
