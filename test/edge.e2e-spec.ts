import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp, stopApps, waitForReady } from '../scripts/stack/app-processes.js';
import { waitUntil } from './harness/api-client.js';
import { freePort } from './harness/free-port.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

interface CreatedAccount {
  accountId: string;
  apiKey: string;
}

const SIGNUP_URL = 'https://signup.example/join';
const UPGRADE_URL = 'https://billing.example/upgrade';

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ success: false, code, error: expect.any(String) });
  expect(body._service).toMatchObject({ what_is_service: expect.any(String), next_steps: expect.any(Array) });
}

describe('gateway edge: auth, rate limits, validation, errors and _service', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ SIGNUP_URL, UPGRADE_URL });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const usedKeys: string[] = [];
  const account = async (plan = 'free', ...extra: string[]) => {
    const email = `${crypto.randomUUID()}@example.com`;
    const created = await stack.cli<CreatedAccount>('account', 'create', '--email', email, '--plan', plan, ...extra);
    usedKeys.push(created.apiKey);
    return created;
  };
  const get = (path: string, apiKey?: string, base = stack.baseUrl) => {
    const req = request(base).get(path);
    return apiKey ? req.set('x-api-key', apiKey) : req;
  };

  describe('401 UNAUTHORIZED', () => {
    it.each([
      ['no key', undefined],
      ['an empty key', ''],
      ['an unknown key', `vis_${'A'.repeat(32)}`],
      ['a malformed key', 'not-a-key'],
    ])('answers %s with the sign-up body', async (_name, key) => {
      const req = request(stack.baseUrl).get('/api/visibility/account');
      const res = await (key === undefined ? req : req.set('x-api-key', key));
      expect(res.status).toBe(401);
      expect(Object.keys(res.body).sort()).toEqual(['_service', 'code', 'error', 'signup', 'success']);
      expect(res.body).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        error: expect.stringMatching(/API key/),
        signup: { url: SIGNUP_URL, instructions: expect.stringContaining('x-api-key') },
      });
      expectErrorShape(res.body, 'UNAUTHORIZED');
    });

    it('stops accepting a revoked key within 10 s', async () => {
      const { accountId } = await account();
      const key = await stack.cli<{ apiKey: string; keyPrefix: string }>('key', 'create', '--account', accountId);
      expect((await get('/api/visibility/account', key.apiKey)).status).toBe(200); // now cached
      await stack.cli('key', 'revoke', '--key-prefix', key.keyPrefix);
      const revoked = await waitUntil(
        () => get('/api/visibility/account', key.apiKey),
        (r) => r.status === 401,
        11_000,
        100,
      );
      expect(revoked.ms).toBeLessThanOrEqual(10_000);
      expect(revoked.value.body.code).toBe('UNAUTHORIZED');
    });

    it('needs no key for health and docs, which are not rate limited', async () => {
      for (let i = 0; i < 15; i++) {
        const res = await get('/health/live');
        expect(res.status).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
      const docs = await get('/api/docs-json');
      expect(docs.status).toBe(200);
      const account = docs.body.paths['/api/visibility/account'].get;
      expect(account.responses['200'].content['application/json'].schema.$ref).toMatch(/AccountResponseDto$/);
      expect(account.responses['200'].headers).toHaveProperty('X-RateLimit-Remaining');
      expect(account.responses['401'].content['application/json'].schema.$ref).toMatch(/UnauthorizedSchema$/);
      expect(account.responses['429'].headers).toHaveProperty('Retry-After');
      expect(docs.body.components.schemas.AccountResponseDto.required).toEqual(
        expect.arrayContaining([
          'plan',
          'creditBalance',
          'creditWarning',
          'agentCount',
          'agents',
          'upgradeUrl',
          '_service',
        ]),
      );
    });

    it('accepts no key on the public score lookup, but refuses an invalid one there', async () => {
      const anonymous = await get('/api/visibility/score?slug=nobody-here');
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toMatchObject({ error: 'Brand not found', code: 'NOT_FOUND' });
      const invalid = await get('/api/visibility/score?slug=nobody-here', `vis_${'B'.repeat(32)}`);
      expect(invalid.status).toBe(401);
      expect(invalid.body.signup.url).toBe(SIGNUP_URL);
    });
  });

  describe('400 VALIDATION_ERROR', () => {
    it('answers malformed JSON with details, not a 500 or an HTML page', async () => {
      const { apiKey } = await account();
      const res = await request(stack.baseUrl)
        .post('/api/visibility/scan')
        .set('x-api-key', apiKey)
        .set('content-type', 'application/json')
        .send('{"url": "https://acme.example",');
      expect(res.status).toBe(400);
      expect(res.type).toBe('application/json');
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual([{ field: 'body', message: expect.stringMatching(/not valid JSON/) }]);
    });

    it('answers a body over 1 MB with details', async () => {
      const res = await request(stack.baseUrl)
        .post('/api/visibility/scan')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ url: 'https://acme.example', padding: 'x'.repeat(1_100_000) }));
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.details).toEqual([{ field: 'body', message: expect.stringMatching(/larger than 1 MB/) }]);
    });

    it('rejects unknown fields and checks query strings', async () => {
      const { apiKey } = await account();
      const unknown = await request(stack.baseUrl)
        .post('/api/visibility/scan')
        .set('x-api-key', apiKey)
        .send({ url: 'https://acme.example', colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'colour' })]));
      for (const bad of ['abc', '0', '-3', '1.5']) {
        const res = await get(`/api/visibility/scan?syntheticId=${bad}`, apiKey);
        expect(res.status, bad).toBe(400);
        expectErrorShape(res.body, 'VALIDATION_ERROR');
      }
    });
  });

  it('answers an unknown route with 404 NOT_FOUND and _service', async () => {
    const res = await get('/api/visibility/nothing-here');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('answers an out-of-credits trigger with the 402 body', async () => {
    const { apiKey } = await account('free', '--credits', '5');
    const res = await request(stack.baseUrl)
      .post('/api/visibility/scan')
      .set('x-api-key', apiKey)
      .send({ url: 'https://acme.example', maxQueries: 30 });
    expect(res.status).toBe(402);
    expect(Object.keys(res.body).sort()).toEqual([
      '_service',
      'code',
      'creditBalance',
      'error',
      'success',
      'upgradeUrl',
    ]);
    expect(res.body).toMatchObject({
      success: false,
      error: 'Insufficient credits',
      code: 'INSUFFICIENT_CREDITS',
      creditBalance: 5,
      upgradeUrl: UPGRADE_URL,
    });
  });

  describe('429 RATE_LIMITED', () => {
    it('allows 60 reads a minute per key, with X-RateLimit headers, then 429 with Retry-After', async () => {
      const { apiKey } = await account();
      for (let i = 1; i <= 60; i++) {
        const res = await get('/api/visibility/account', apiKey);
        expect(res.status).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBe('60');
        expect(res.headers['x-ratelimit-remaining']).toBe(String(60 - i));
        expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      }
      const limited = await get('/api/visibility/account', apiKey);
      expect(limited.status).toBe(429);
      expectErrorShape(limited.body, 'RATE_LIMITED');
      expect(limited.body.error).toMatch(/60 reads per minute per API key/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.headers['x-ratelimit-limit']).toBe('60');
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      // Another key has its own budget.
      const other = await account();
      expect((await get('/api/visibility/account', other.apiKey)).status).toBe(200);
    });

    it('allows 10 reads a minute per address without a key', async () => {
      // Earlier tests may have spent some of this address's budget: follow the headers down to 0.
      let res = await get('/api/visibility/score?slug=anonymous-reads');
      expect(res.status).toBe(404);
      expect(res.headers['x-ratelimit-limit']).toBe('10');
      for (let left = Number(res.headers['x-ratelimit-remaining']); left > 0; left--) {
        res = await get('/api/visibility/score?slug=anonymous-reads');
        expect(res.status).toBe(404);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(left - 1));
      }
      const limited = await get('/api/visibility/score?slug=anonymous-reads');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/10 reads per minute per client address/);
      // A key brings its own, larger budget on the same address.
      const { apiKey } = await account();
      expect((await get('/api/visibility/score?slug=anonymous-reads', apiKey)).status).toBe(404);
    });

    describe('with a second gateway replica', () => {
      let second: AppProcess;
      let secondUrl: string;

      beforeAll(async () => {
        const port = await freePort();
        secondUrl = `http://127.0.0.1:${port}`;
        second = startApp('gateway', {
          env: { ...stack.env, PORT: String(port) },
          onLine: (app, line) => stack.logs.push({ app, line }),
        });
        await waitForReady(`${secondUrl}/health/live`, 30_000, () => second.child.exitCode === null);
      });
      afterAll(async () => {
        if (second) await stopApps([second], 5_000);
      });

      it('shares the scan-trigger limit: the 11th trigger of a key, spread over both, gets 429', async () => {
        const { apiKey } = await account();
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          // An invalid body: the trigger is counted by the throttler (a guard), then refused by validation.
          const res = await request(i % 2 ? secondUrl : stack.baseUrl)
            .post('/api/visibility/scan')
            .set('x-api-key', apiKey)
            .send({});
          statuses.push(res.status);
          if (i < 10) expect(res.headers['x-ratelimit-remaining']).toBe(String(9 - i));
        }
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
        expect(statuses[10]).toBe(429);
        // Reads are counted apart from triggers.
        expect((await get('/api/visibility/account', apiKey, secondUrl)).status).toBe(200);
      });

      it('shares the read limit too', async () => {
        const { apiKey } = await account();
        const results = await Promise.all(
          Array.from({ length: 70 }, (_, i) =>
            get('/api/visibility/account', apiKey, i % 2 ? secondUrl : stack.baseUrl),
          ),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(60);
        expect(results.filter((r) => r.status === 429)).toHaveLength(10);
      });
    });
  });

  describe('503 UNAVAILABLE', () => {
    it('answers 503 with Retry-After when the accounts service is down, and recovers', async () => {
      const { apiKey } = await account();
      await stack.kill('accounts');
      const res = await get('/api/visibility/account', apiKey);
      expect(res.status).toBe(503);
      expectErrorShape(res.body, 'UNAVAILABLE');
      expect(res.body.error).toMatch(/accounts/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await stack.restart('accounts');
      expect((await get('/api/visibility/account', apiKey)).status).toBe(200);
    });
  });

  it('wrote none of the keys it was sent to any log, whatever the outcome (401, 429, 503)', () => {
    expect(usedKeys.length).toBeGreaterThanOrEqual(10);
    const logs = stack.logs.map((l) => l.line).join('\n');
    for (const key of usedKeys) expect(logs).not.toContain(key.slice(4));
  });
});
