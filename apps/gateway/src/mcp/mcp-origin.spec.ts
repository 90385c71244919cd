import { describe, expect, it } from 'vitest';
import { mcpAllowedOrigins, mcpOriginAllowed } from './mcp-origin.js';

describe('mcpOriginAllowed', () => {
  const allowed = mcpAllowedOrigins('https://api.example.com/v1', 'https://app.example.com, http://localhost:5173/');

  it.each([
    [undefined, true, 'no Origin: not a browser'],
    ['https://api.example.com', true, "the gateway's own origin"],
    ['https://app.example.com', true, 'a CORS origin'],
    ['http://localhost:5173', true, 'a CORS origin given with a trailing slash'],
    ['https://evil.example', false, 'another site'],
    ['http://api.example.com', false, 'the same host over another scheme'],
    ['https://api.example.com:8443', false, 'the same host on another port'],
    ['null', false, 'an opaque origin (sandboxed frame, file:)'],
  ])('%s → %s (%s)', (origin, expected, _why) => {
    expect(mcpOriginAllowed(origin, allowed)).toBe(expected);
  });

  it('allows only the gateway itself when no CORS origins are configured', () => {
    const own = mcpAllowedOrigins('http://127.0.0.1:3000', undefined);
    expect([...own]).toEqual(['http://127.0.0.1:3000']);
  });
});
