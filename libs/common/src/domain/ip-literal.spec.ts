import { describe, expect, it } from 'vitest';
import { isIpLiteral } from './ip-literal.js';

describe('isIpLiteral', () => {
  it.each([
    ['127.0.0.1', true],
    ['2130706433', true],
    ['0177.0.0.1', true],
    ['0x7f.1', true],
    ['127.1', true],
    ['::1', true],
    ['[::1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['2001:db8::1', true],
    ['acme.com', false],
    ['127.0.0.1.nip.io', false],
    ['localhost', false],
    ['[acme.com]', false],
    ['1.2.3.4.5', false],
    ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isIpLiteral(host)).toBe(expected);
  });
});
