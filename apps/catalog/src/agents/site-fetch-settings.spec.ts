import { describe, expect, it } from 'vitest';
import { parseResolveOverrides, resolverWithOverrides, siteFetchOptions } from './site-fetch-settings.js';

describe('parseResolveOverrides', () => {
  it('reads host=address pairs, folding the host', () => {
    const map = parseResolveOverrides(' Acme.test=127.0.0.1 , www.acme.test.=::1 ');
    expect([...map]).toEqual([
      ['acme.test', { address: '127.0.0.1', family: 4 }],
      ['www.acme.test', { address: '::1', family: 6 }],
    ]);
  });

  it('is empty when unset', () => {
    expect(parseResolveOverrides(undefined).size).toBe(0);
  });

  it('refuses an address that is not an IP', () => {
    expect(() => parseResolveOverrides('acme.test=localhost')).toThrow(/not an IP address/);
  });
});

describe('resolverWithOverrides', () => {
  it('answers overridden hosts and asks the fallback for the others', async () => {
    const asked: string[] = [];
    const resolve = resolverWithOverrides(parseResolveOverrides('acme.test=127.0.0.1'), async (host) => {
      asked.push(host);
      return [{ address: '93.184.215.14', family: 4 }];
    });
    expect(await resolve('ACME.test')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await resolve('example.com')).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(asked).toEqual(['example.com']);
  });
});

describe('siteFetchOptions', () => {
  it('uses the system resolver and public addresses only by default', () => {
    expect(siteFetchOptions({ SITE_FETCH_ALLOW_PRIVATE: false, SITE_FETCH_RESOLVE: undefined })).toEqual({
      allowPrivateAddresses: false,
    });
  });
});
