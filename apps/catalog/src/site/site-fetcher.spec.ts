import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from './guarded-lookup.js';
import { SiteFetchError } from './site-fetch-error.js';
import { SiteFetcher, type SiteFetchOptions } from './site-fetcher.js';
import { type CountingServer, startCountingServer } from './testing/counting-server.js';
import { type FixtureSite, startFixtureSite } from './testing/fixture-site.js';

async function fetchWith(options: SiteFetchOptions, url: string) {
  const fetcher = new SiteFetcher(options);
  try {
    return await fetcher.fetchPage(url);
  } finally {
    await fetcher.close();
  }
}

async function refusal(options: SiteFetchOptions, url: string): Promise<SiteFetchError> {
  const error = await fetchWith(options, url).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SiteFetchError)) throw new Error(`expected a SiteFetchError for ${url}, got ${String(error)}`);
  return error;
}

const mapResolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const addresses = table[host];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('SiteFetcher on the loopback fixture site (allowPrivateAddresses, tests only)', () => {
  let site: FixtureSite;
  const open: SiteFetchOptions = { allowPrivateAddresses: true };

  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it.each([
    { path: '/', finalPath: '/', charset: 'utf-8', contains: 'Understand every customer journey' },
    { path: '/about-us', finalPath: '/about-us', charset: 'windows-1252', contains: 'café in Zürich' },
    { path: '/meta-charset', finalPath: '/meta-charset', charset: 'windows-1252', contains: 'Crème brûlée' },
    { path: '/products', finalPath: '/products', charset: 'utf-8', contains: 'Acme Funnels' },
    { path: '/hop/1', finalPath: '/about-us', charset: 'windows-1252', contains: 'Montréal' },
    { path: '/pricing', finalPath: '/pricing/', charset: 'utf-8', contains: '$99 / month' },
    { path: '/two-mb', finalPath: '/two-mb', charset: 'utf-8', contains: 'lorem ipsum' },
  ])('reads $path', async ({ path, finalPath, charset, contains }) => {
    const page = await fetchWith(open, `${site.origin}${path}`);
    expect(page.status).toBe(200);
    expect(page.requestedUrl).toBe(`${site.origin}${path}`);
    expect(page.url).toBe(`${site.origin}${finalPath}`);
    expect(page.charset).toBe(charset);
    expect(page.html).toContain(contains);
  });

  it.each([
    { path: '/loop/1', code: 'TOO_MANY_REDIRECTS', message: 'More than 5 redirects' },
    { path: '/big', code: 'TOO_LARGE', message: 'larger than 2097152 bytes' },
    { path: '/big-declared', code: 'TOO_LARGE', message: 'larger than 2097152 bytes' },
    { path: '/logo.png', code: 'NOT_HTML', message: 'image/png, not HTML' },
    { path: '/api/status.json', code: 'NOT_HTML', message: 'application/json' },
    { path: '/untyped', code: 'NOT_HTML', message: 'does not look like HTML' },
    { path: '/gone', code: 'HTTP_410', message: 'answered HTTP 410' },
    { path: '/missing', code: 'HTTP_404', message: 'answered HTTP 404' },
    { path: '/to-file', code: 'UNSUPPORTED_SCHEME', message: 'not file:' },
  ])('refuses $path with $code', async ({ path, code, message }) => {
    const error = await refusal(open, `${site.origin}${path}`);
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it.each([
    { name: 'fewer redirects allowed', options: { maxRedirects: 2 }, path: '/hop/1', code: 'TOO_MANY_REDIRECTS' },
    { name: 'a smaller size limit', options: { maxBytes: 1024 }, path: '/', code: 'TOO_LARGE' },
    { name: 'a page that never ends', options: { timeoutMs: 300 }, path: '/slow', code: 'TIMEOUT' },
  ])('honours $name', async ({ options, path, code }) => {
    const error = await refusal({ ...open, ...options }, `${site.origin}${path}`);
    expect(error.code).toBe(code);
  });

  it.each([
    ['ftp://127.0.0.1/', 'UNSUPPORTED_SCHEME'],
    ['file:///etc/passwd', 'UNSUPPORTED_SCHEME'],
    ['javascript:alert(1)', 'UNSUPPORTED_SCHEME'],
    ['not a url', 'INVALID_URL'],
    ['http://user:secret@127.0.0.1/', 'INVALID_URL'],
  ])('refuses %s before connecting', async (url, code) => {
    expect((await refusal(open, url)).code).toBe(code);
  });

  it('reports a name that does not resolve', async () => {
    const error = await refusal({ ...open, resolver: mapResolver({}) }, 'http://nowhere.test/');
    expect(error.code).toBe('DNS_FAILURE');
  });
});

describe('SiteFetcher refuses non-public addresses (SSRF)', () => {
  let internal: CountingServer;
  let internalV6: CountingServer;

  beforeAll(async () => {
    internal = await startCountingServer('127.0.0.1');
    internalV6 = await startCountingServer('::1');
  });
  afterEach(() => {
    // The point of every test here: nothing reached the internal listeners.
    expect(internal.requests).toEqual([]);
    expect(internalV6.requests).toEqual([]);
  });
  afterAll(async () => {
    await internal.close();
    await internalV6.close();
  });

  it.each([
    ['dotted', (port: number) => `http://127.0.0.1:${port}/`],
    ['trailing dot', (port: number) => `http://127.0.0.1.:${port}/`],
    ['decimal', (port: number) => `http://2130706433:${port}/`],
    ['octal', (port: number) => `http://0177.0.0.1:${port}/`],
    ['hex', (port: number) => `http://0x7f.1:${port}/`],
    ['hex, one part', (port: number) => `http://0x7f000001:${port}/`],
    ['short', (port: number) => `http://127.1:${port}/`],
    ['percent-encoded', (port: number) => `http://%31%32%37.0.0.1:${port}/`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['IPv4-mapped IPv6, hex', (port: number) => `http://[::ffff:7f00:1]:${port}/`],
    ['NAT64', (port: number) => `http://[64:ff9b::7f00:1]:${port}/`],
    ['6to4', (port: number) => `http://[2002:7f00:1::1]:${port}/`],
    ['unspecified', (port: number) => `http://0.0.0.0:${port}/`],
    ['unspecified, short', (port: number) => `http://0:${port}/`],
    ['https', (port: number) => `https://127.0.0.1:${port}/`],
  ])('a literal loopback address (%s)', async (_spelling, url) => {
    const error = await refusal({}, url(internal.port));
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toMatch(/loopback|unspecified/);
  });

  it.each([
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['IPv6 loopback, long', (port: number) => `http://[0:0:0:0:0:0:0:1]:${port}/`],
  ])('a literal IPv6 loopback address (%s)', async (_spelling, url) => {
    const error = await refusal({}, url(internalV6.port));
    expect(error.code).toBe('BLOCKED_ADDRESS');
  });

  it.each([
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.5.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['http://100.64.0.1/', 'carrierGradeNat'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://192.0.2.1/', 'reserved'],
    ['http://198.18.0.1/', 'reserved'],
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://[fd00::1]/', 'uniqueLocal'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://[::ffff:a9fe:a9fe]/', 'linkLocal'],
  ])('a literal non-public address %s', async (url, reason) => {
    const error = await refusal({}, url);
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toContain(reason);
  });

  it.each([
    { name: 'a name resolving to loopback', answers: ['127.0.0.1'] },
    { name: 'a name resolving to IPv4-mapped loopback', answers: ['::ffff:127.0.0.1'] },
    { name: 'a name mixing public and loopback answers', answers: ['93.184.215.14', '127.0.0.1'] },
    { name: 'a name resolving to the metadata service', answers: ['169.254.169.254'] },
  ])('$name, checked at connect time', async ({ answers }) => {
    const resolver = mapResolver({ 'intranet.acme.test': answers });
    const error = await refusal({ resolver }, `http://intranet.acme.test:${internal.port}/`);
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(error.message).toContain('intranet.acme.test resolves to a non-public address');
  });

  it('localhost through the system resolver', async () => {
    const error = await refusal({}, `http://localhost:${internal.port}/`);
    expect(error.code).toBe('BLOCKED_ADDRESS');
  });

  it('is the default: no option needed', async () => {
    const error = await refusal({ userAgent: 'test' }, `http://127.0.0.1:${internal.port}/`);
    expect(error.code).toBe('BLOCKED_ADDRESS');
  });

  describe('a public site redirecting inwards', () => {
    // The "public" site: its own loopback address (127.0.0.2), declared public for this test
    // only through `allowAddresses`; the internal listener is on 127.0.0.1 and stays private.
    let publicSite: CountingServer;
    const options = (): SiteFetchOptions => ({
      allowAddresses: ['127.0.0.2'],
      resolver: mapResolver({ 'www.public.test': ['127.0.0.2'], 'admin.public.test': ['127.0.0.1'] }),
    });

    beforeAll(async () => {
      publicSite = await startCountingServer('127.0.0.2', (request, response) => {
        const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
        if (to === null) {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<h1>public</h1>');
          return;
        }
        response.writeHead(302, { location: to });
        response.end();
      });
    });
    afterAll(async () => {
      await publicSite.close();
    });

    it('reaches the allowed public site itself', async () => {
      const page = await fetchWith(options(), `http://www.public.test:${publicSite.port}/`);
      expect(page.html).toContain('public');
    });

    it.each([
      ['a literal loopback URL', (port: number) => `http://127.0.0.1:${port}/admin`],
      ['a decimal loopback URL', (port: number) => `http://2130706433:${port}/admin`],
      ['a name resolving to loopback', (port: number) => `http://admin.public.test:${port}/admin`],
      ['IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/admin`],
    ])('refuses the second hop to %s', async (_name, target) => {
      const before = publicSite.requests.length;
      const url = `http://www.public.test:${publicSite.port}/?to=${encodeURIComponent(target(internal.port))}`;
      const error = await refusal(options(), url);
      expect(error.code).toBe('BLOCKED_ADDRESS');
      expect(publicSite.requests.length).toBe(before + 1);
    });
  });
});
