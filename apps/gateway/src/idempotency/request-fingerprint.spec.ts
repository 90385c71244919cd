import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from './request-fingerprint.js';

describe('requestFingerprint', () => {
  it('is the same for the same body whatever the key order', () => {
    expect(requestFingerprint('POST', '/a', { x: 1, y: { b: [1, 2], a: null } })).toBe(
      requestFingerprint('post', '/a', { y: { a: null, b: [1, 2] }, x: 1 }),
    );
  });

  it.each([
    [{ x: 1 }, { x: 2 }],
    [{ x: [1, 2] }, { x: [2, 1] }],
    [{ x: '1' }, { x: 1 }],
    [{}, { x: undefined, y: 1 }],
  ])('differs for %j and %j', (a, b) => {
    expect(requestFingerprint('POST', '/a', a)).not.toBe(requestFingerprint('POST', '/a', b));
  });

  it('differs by path', () => {
    expect(requestFingerprint('POST', '/a', {})).not.toBe(requestFingerprint('POST', '/b', {}));
  });

  it('writes canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: [true, 'x'] })).toBe('{"a":[true,"x"],"b":1}');
  });
});
