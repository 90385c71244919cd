import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { plainGet } from './harness/raw-http.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const run = promisify(execFile);
const ALLOWED = 'https://app.partner.example';

/** Compression, CORS by origin list, 415 for a body that is not JSON, one message for a bad syntheticId. */
describe('HTTP niceties', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let syntheticId: number;
  let reportUrl: string;

  beforeAll(async () => {
    stack = await startTestStack({ CORS_ORIGINS: `${ALLOWED}, https://admin.partner.example/` });
    owner = await createAccount(stack, 'pro');
    const started = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://www.niceties.example',
      maxQueries: 8,
    });
    syntheticId = started.body.syntheticId;
    reportUrl = (await waitForScan(stack, owner.apiKey, syntheticId)).reportUrl;
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.baseUrl}${path}`, { headers: { 'x-api-key': owner.apiKey, ...headers } });

  it.each(['gzip', 'br'])('compresses JSON and pages with %s', async (encoding) => {
    const report = await get(`/api/visibility/report?syntheticId=${syntheticId}`, { 'accept-encoding': encoding });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-encoding')).toBe(encoding);
    expect((await report.json()).syntheticId).toBe(syntheticId);
    const page = await fetch(reportUrl, { headers: { 'accept-encoding': encoding } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-encoding')).toBe(encoding);
    expect(await page.text()).toMatch(/<html/i);
  });

  it('sends identity to a client that asks for no encoding, and leaves small answers alone', async () => {
    const plain = await get(`/api/visibility/report?syntheticId=${syntheticId}`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await get('/health/live', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    // Under 4 kB: a compressor per answer would cost more than the bytes it saves.
    const account = await get('/api/visibility/account', { 'accept-encoding': 'br, gzip' });
    const body = await account.text();
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(body)).toBeLessThan(4096);
    expect(account.headers.get('content-encoding')).toBeNull();
  });

  it('serves a finished scan’s poll as a document: compressed once, with an ETag, plain to a client that names no encoding', async () => {
    const path = `/api/visibility/scan?syntheticId=${syntheticId}`;
    const zipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const etag = zipped.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const polled = await zipped.json();
    expect(polled).toMatchObject({ state: 'available', syntheticId });
    const again = await plainGet(`${stack.baseUrl}${path}`, {
      'x-api-key': owner.apiKey,
      'if-none-match': etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const bare = await plainGet(`${stack.baseUrl}${path}`, { 'x-api-key': owner.apiKey });
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.headers.etag).toBe(etag);
    expect(Number(bare.headers['content-length'])).toBe(bare.body.length);
    expect(JSON.parse(bare.body.toString('utf8'))).toEqual(polled);
  });

  it('answers CORS only for the configured origins', async () => {
    const preflight = await fetch(`${stack.baseUrl}/api/visibility/account`, {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-api-key/);
    const second = await get('/api/visibility/account', { origin: 'https://admin.partner.example' });
    expect(second.headers.get('access-control-allow-origin')).toBe('https://admin.partner.example');
    expect(second.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    const other = await get('/api/visibility/account', { origin: 'https://evil.example' });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['text/plain', '{"url":"https://www.example.com"}'],
    ['application/x-www-form-urlencoded', 'url=https%3A%2F%2Fwww.example.com'],
  ])('answers 415 for a %s body, in the error shape', async (type, body) => {
    for (const path of ['/api/visibility/scan', '/api/visibility/topics', '/api/visibility/personas']) {
      const res = await fetch(`${stack.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': owner.apiKey, 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      const error = await res.json();
      expect(error).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(error.error).toContain(type);
      expect(error._service.next_steps[0]).toMatch(/application\/json/);
    }
    const json = await api(stack, owner.apiKey).post('/api/visibility/scan', {});
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('VALIDATION_ERROR');
  });

  it.each([['abc'], ['1.5'], ['-3'], ['0'], ['']])(
    'gives one clear message for syntheticId=%j in a query',
    async (value) => {
      const res = await get(`/api/visibility/scan?syntheticId=${value}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.error).toBe('Invalid request: syntheticId must be a positive integer');
      expect(body.details).toEqual([{ field: 'syntheticId', message: 'syntheticId must be a positive integer' }]);
    },
  );

  it.each([['"12"'], ['1.5'], ['true'], ['-1']])('and for syntheticId %s in a body', async (value) => {
    const res = await fetch(`${stack.baseUrl}/api/visibility/scan`, {
      method: 'POST',
      headers: { 'x-api-key': owner.apiKey, 'content-type': 'application/json' },
      body: `{"syntheticId": ${value}}`,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.details).toEqual([{ field: 'syntheticId', message: 'syntheticId must be a positive integer' }]);
  });

  it('npm run cli answers in about a second when the build is current', async () => {
    const cli = () =>
      run(
        'npm',
        [
          'run',
          '--silent',
          'cli',
          '--',
          'account',
          'create',
          '--email',
          `c${Date.now()}@example.com`,
          '--plan',
          'free',
        ],
        {
          env: stack.env,
          timeout: 120_000,
        },
      );
    await cli(); // may build
    const started = Date.now();
    const { stdout } = await cli();
    const ms = Date.now() - started;
    expect(JSON.parse(stdout)).toMatchObject({ apiKey: expect.stringMatching(/^vis_/) });
    expect(ms).toBeLessThan(4_000);
  }, 180_000);
});
