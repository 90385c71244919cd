import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp, stopApps, waitForReady } from '../scripts/stack/app-processes.js';
import { waitUntil } from './harness/api-client.js';
import { freePort } from './harness/free-port.js';
import { rawHttp } from './harness/raw-http.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

interface CreatedAccount {
  accountId: string;
  apiKey: string;
}

const SIGNUP_URL = 'https://signup.example/join';
const UPGRADE_URL = 'https://billing.example/upgrade';
const REQUEST_TIMEOUT_MS = 1_500;

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ success: false, code, error: expect.any(String) });
  expect(body._service).toMatchObject({ what_is_service: expect.any(String), next_steps: expect.any(Array) });
}

describe('gateway edge: auth, rate limits, validation, errors and _service', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // A short request timeout, so that the never-completing body below is cut within the test's time.
    stack = await startTestStack({ SIGNUP_URL, UPGRADE_URL, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
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

    it('stops accepting a revoked key at once, although key lookups are cached for a minute', async () => {
      const { accountId } = await account();
      const key = await stack.cli<{ apiKey: string; keyPrefix: string }>('key', 'create', '--account', accountId);
      expect((await get('/api/visibility/account', key.apiKey)).status).toBe(200); // now cached
      await stack.cli('key', 'revoke', '--key-prefix', key.keyPrefix);
      const revoked = await waitUntil(
        () => get('/api/visibility/account', key.apiKey),
        (r) => r.status === 401,
        11_000,
        50,
      );
      // The accounts service's revocation notice drops the cached lookup on the gateway (the TTL is 60 s).
      expect(revoked.ms).toBeLessThanOrEqual(1_000);
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

  describe('hostile input: 0 × 5xx, every answer in the error shape, fast', () => {
    interface FuzzCase {
      name: string;
      method: 'GET' | 'POST';
      path: string;
      /** An object is sent as JSON; a string is sent as it is (for what JSON.stringify cannot spell). */
      body?: unknown;
      /** Which key sends it: an agent's owner (two: their read budgets), another account's, or none. */
      as: 'owner' | 'matrixOwner' | 'other' | 'none';
      status: number;
      /** The field `details` must name. */
      field?: string;
    }
    const nest = (depth: number, open: string, close: string, inner = '') =>
      open.repeat(depth) + inner + close.repeat(depth);
    let owner: CreatedAccount;
    let matrixOwner: CreatedAccount;
    const others: CreatedAccount[] = [];
    let syntheticId: number;
    let matrixSyntheticId: number;

    beforeAll(async () => {
      const made = await Promise.all(Array.from({ length: 5 }, () => account('pro')));
      [owner, matrixOwner] = [made[0]!, made[1]!];
      others.push(...made.slice(2));
      const agentOf = async (apiKey: string, url: string) => {
        const started = await request(stack.baseUrl)
          .post('/api/visibility/scan')
          .set('x-api-key', apiKey)
          .send({ url, maxQueries: 4 });
        expect(started.status).toBe(202);
        return started.body.syntheticId as number;
      };
      syntheticId = await agentOf(owner.apiKey, 'https://fuzz-brand.example');
      matrixSyntheticId = await agentOf(matrixOwner.apiKey, 'https://fuzz-matrix.example');
    });

    /** Every string field of every body, with each kind of ill-formed text. */
    const matrix = (): FuzzCase[] => {
      const sid = matrixSyntheticId;
      const bad: [string, string][] = [
        ['NUL', 'x\u0000y'],
        ['a lone high surrogate', 'x\ud800y'],
        ['a lone low surrogate', 'x\udc00y'],
      ];
      const topic = { syntheticId: sid, name: 'Matrix topic', queries: [{ query: 'a fine query' }] };
      const fields: [string, string, (text: string) => object][] = [
        ['/api/visibility/topics', 'name', (t) => ({ ...topic, name: t })],
        [
          '/api/visibility/topics',
          'queries.1.query',
          (t) => ({ ...topic, queries: [{ query: 'fine query' }, { query: `q ${t}` }] }),
        ],
        ['/api/visibility/personas', 'name', (t) => ({ syntheticId: sid, name: t })],
        ['/api/visibility/personas', 'role', (t) => ({ syntheticId: sid, name: 'P', role: t })],
        ['/api/visibility/personas', 'goals.0', (t) => ({ syntheticId: sid, name: 'P', goals: [t] })],
        ['/api/visibility/personas', 'painPoints.0', (t) => ({ syntheticId: sid, name: 'P', painPoints: [t] })],
        ['/api/visibility/personas', 'prompt', (t) => ({ syntheticId: sid, prompt: `A buyer who ${t} wants it all` })],
        ...['companySize', 'industry', 'location', 'ageRange', 'expertiseLevel'].map(
          (key): [string, string, (text: string) => object] => [
            '/api/visibility/personas',
            `demographics.${key}`,
            (t) => ({ syntheticId: sid, name: 'P', demographics: { [key]: t } }),
          ],
        ),
      ];
      return fields.flatMap(([path, field, body]) =>
        bad.map(
          ([kind, text]): FuzzCase => ({
            name: `${kind} in ${path.split('/').at(-1)} ${field}`,
            method: 'POST',
            path,
            body: body(text),
            as: 'matrixOwner',
            status: 400,
            field,
          }),
        ),
      );
    };

    const cases = (): FuzzCase[] => {
      const sid = syntheticId;
      const topic = (extra: object) => ({
        syntheticId: sid,
        name: 'Fuzzed topic',
        queries: [{ query: 'a fine query' }],
        ...extra,
      });
      const persona = (extra: object) => ({ syntheticId: sid, name: 'Fuzzed persona', ...extra });
      const scan = { url: 'https://fuzz-other.example' };
      return [
        // NUL characters and lone UTF-16 surrogates, in every kind of string the API takes.
        {
          name: 'NUL in a topic name',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ name: 'bad\u0000name' }),
          as: 'owner',
          status: 400,
          field: 'name',
        },
        {
          name: 'NUL in a query',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ queries: [{ query: 'what\u0000 is best' }] }),
          as: 'owner',
          status: 400,
          field: 'queries.0.query',
        },
        {
          name: 'lone high surrogate in a topic name',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ name: 'bad \ud800 name' }),
          as: 'owner',
          status: 400,
          field: 'name',
        },
        {
          name: 'lone low surrogate in a query',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ queries: [{ query: 'x \udc00 query' }] }),
          as: 'owner',
          status: 400,
          field: 'queries.0.query',
        },
        {
          name: 'NUL in a persona name',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ name: 'P\u0000' }),
          as: 'owner',
          status: 400,
          field: 'name',
        },
        {
          name: 'NUL in a persona role',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ role: 'CFO\u0000' }),
          as: 'owner',
          status: 400,
          field: 'role',
        },
        {
          name: 'NUL in a persona goal',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ goals: ['ok', 'save\u0000 money'] }),
          as: 'owner',
          status: 400,
          field: 'goals.1',
        },
        {
          name: 'surrogate in demographics',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ demographics: { industry: '\udfff' } }),
          as: 'owner',
          status: 400,
          field: 'demographics.industry',
        },
        {
          name: 'surrogate in a persona prompt',
          method: 'POST',
          path: '/api/visibility/personas',
          body: { syntheticId: sid, prompt: 'A buyer who \ud83d wants things' },
          as: 'owner',
          status: 400,
          field: 'prompt',
        },
        {
          name: 'NUL in a key of the body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { ...scan, 'x\u0000y': 1 },
          as: 'other',
          status: 400,
        },
        {
          name: 'NUL in a url',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { url: 'https://acme\u0000.example' },
          as: 'other',
          status: 400,
          field: 'url',
        },
        {
          name: 'NUL in ?slug= without a key',
          method: 'GET',
          path: '/api/visibility/score?slug=%00',
          as: 'none',
          status: 400,
          field: 'slug',
        },
        {
          name: 'NUL in ?name= without a key',
          method: 'GET',
          path: '/api/visibility/score?name=Acme%00',
          as: 'none',
          status: 400,
          field: 'name',
        },
        {
          name: 'NUL in ?url= with a key',
          method: 'GET',
          path: '/api/visibility/score?url=https%3A%2F%2Facme.example%2F%00',
          as: 'other',
          status: 400,
          field: 'url',
        },
        {
          name: 'NUL in a report token',
          method: 'GET',
          path: '/reports/%00abc',
          as: 'none',
          status: 400,
          field: 'token',
        },
        {
          name: 'NUL in a brand page slug',
          method: 'GET',
          path: '/brands/acme%00',
          as: 'none',
          status: 400,
          field: 'slug',
        },
        // Deep nesting: refused before any transformation.
        {
          name: '1,000 levels in queries',
          method: 'POST',
          path: '/api/visibility/topics',
          body: `{"syntheticId":${sid},"name":"Deep","queries":${nest(1_000, '[', ']')}}`,
          as: 'owner',
          status: 400,
          field: 'body',
        },
        {
          name: '2,000 levels in an unknown field',
          method: 'POST',
          path: '/api/visibility/scan',
          body: `{"url":"https://fuzz-other.example","deep":${nest(2_000, '{"a":', '}', '1')}}`,
          as: 'other',
          status: 400,
          field: 'body',
        },
        {
          name: '10,000 levels in demographics',
          method: 'POST',
          path: '/api/visibility/personas',
          body: `{"syntheticId":${sid},"name":"Deep","demographics":${nest(10_000, '{"industry":', '}', '"x"')}}`,
          as: 'owner',
          status: 400,
          field: 'body',
        },
        {
          name: '100,000 levels of arrays',
          method: 'POST',
          path: '/api/visibility/scan',
          body: nest(100_000, '[', ']'),
          as: 'other',
          status: 400,
          field: 'body',
        },
        // null is not "absent": an optional field sent as null is an error, not the default.
        {
          name: 'mode: null',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { ...scan, mode: null },
          as: 'other',
          status: 400,
          field: 'mode',
        },
        {
          name: 'maxQueries: null',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { ...scan, maxQueries: null },
          as: 'other',
          status: 400,
          field: 'maxQueries',
        },
        {
          name: 'url: null',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { url: null },
          as: 'other',
          status: 400,
          field: 'url',
        },
        {
          name: 'role: null',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ role: null }),
          as: 'owner',
          status: 400,
          field: 'role',
        },
        {
          name: 'demographics: null',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ demographics: null }),
          as: 'owner',
          status: 400,
          field: 'demographics',
        },
        {
          name: 'topicId: null',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ topicId: null }),
          as: 'owner',
          status: 400,
          field: 'topicId',
        },
        // Prototype keys are unknown fields like any other.
        {
          name: '__proto__ key',
          method: 'POST',
          path: '/api/visibility/scan',
          body: '{"url":"https://fuzz-other.example","__proto__":{"maxQueries":1}}',
          as: 'other',
          status: 400,
          field: '__proto__',
        },
        {
          name: 'constructor key',
          method: 'POST',
          path: '/api/visibility/scan',
          body: '{"url":"https://fuzz-other.example","constructor":{"prototype":{"x":1}}}',
          as: 'other',
          status: 400,
          field: 'constructor',
        },
        {
          name: 'nested __proto__ key',
          method: 'POST',
          path: '/api/visibility/personas',
          body: `{"syntheticId":${sid},"name":"P","demographics":{"__proto__":{"industry":"x"}}}`,
          as: 'owner',
          status: 400,
          field: 'demographics.__proto__',
        },
        // syntheticId: a plain positive decimal integer only.
        ...['+1', '1e0', '0b1', '0x1', '1.0', '00001', '%201', '1%20', '1,2', '', '9'.repeat(400)].map(
          (spelling): FuzzCase => ({
            name: `?syntheticId=${spelling.slice(0, 12)}`,
            method: 'GET',
            path: `/api/visibility/scan?syntheticId=${spelling}`,
            as: 'other',
            status: 400,
            field: 'syntheticId',
          }),
        ),
        {
          name: 'two syntheticIds',
          method: 'GET',
          path: '/api/visibility/scan?syntheticId=1&syntheticId=2',
          as: 'other',
          status: 400,
          field: 'syntheticId',
        },
        {
          name: 'syntheticId as a string in a body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { syntheticId: '1' },
          as: 'other',
          status: 400,
          field: 'syntheticId',
        },
        {
          name: 'syntheticId 1.5 in a body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { syntheticId: 1.5 },
          as: 'other',
          status: 400,
          field: 'syntheticId',
        },
        {
          name: 'syntheticId 1e308 in a body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: '{"syntheticId":1e999}',
          as: 'other',
          status: 400,
          field: 'syntheticId',
        },
        // URLs.
        {
          name: 'a url with port 0',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { url: 'https://acme.example:0/' },
          as: 'other',
          status: 400,
          field: 'url',
        },
        {
          name: 'a url with port 00',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { url: 'http://acme.example:00' },
          as: 'other',
          status: 400,
          field: 'url',
        },
        {
          name: 'a url with port 65536',
          method: 'POST',
          path: '/api/visibility/scan',
          body: { url: 'https://acme.example:65536' },
          as: 'other',
          status: 400,
          field: 'url',
        },
        // Shapes.
        {
          name: 'a JSON array as the body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: '[]',
          as: 'other',
          status: 400,
        },
        {
          name: 'a JSON string as the body',
          method: 'POST',
          path: '/api/visibility/scan',
          body: '"\\u0000"',
          as: 'other',
          status: 400,
        },
        {
          name: 'queries as an object',
          method: 'POST',
          path: '/api/visibility/topics',
          body: topic({ queries: { 0: { query: 'abc' } } }),
          as: 'owner',
          status: 400,
          field: 'queries',
        },
        {
          name: 'demographics as an array',
          method: 'POST',
          path: '/api/visibility/personas',
          body: persona({ demographics: ['x'] }),
          as: 'owner',
          status: 400,
          field: 'demographics',
        },
      ];
    };

    it('answers every case with its 4xx in the contract shape, none slower than 100 ms', async () => {
      const keys = { owner: owner.apiKey, matrixOwner: matrixOwner.apiKey, none: undefined } as const;
      let next = 0;
      const timings: { name: string; ms: number }[] = [];
      // Keys looked up once, as a client's would be: the run times the edge, not a cold key cache.
      for (const k of [owner, matrixOwner, ...others]) await get('/api/visibility/account', k.apiKey);
      for (const c of [...cases(), ...matrix()]) {
        const key = c.as === 'other' ? others[next++ % others.length]!.apiKey : keys[c.as];
        const send = async () => {
          let req = c.method === 'GET' ? request(stack.baseUrl).get(c.path) : request(stack.baseUrl).post(c.path);
          if (key) req = req.set('x-api-key', key);
          if (c.body !== undefined) {
            req = req.set('content-type', 'application/json');
            req = req.send(typeof c.body === 'string' ? c.body : JSON.stringify(c.body));
          }
          const started = performance.now();
          const res = await req;
          return { res, ms: performance.now() - started };
        };
        // A case over the limit is sent twice more and keeps its fastest time: a case that is slow
        // by nature (a deep body took 1.6 s of CPU) stays slow, a busy CI machine's hiccup does not.
        let { res, ms } = await send();
        for (let retry = 0; retry < 2 && ms >= 100; retry++) ms = Math.min(ms, (await send()).ms);
        timings.push({ name: c.name, ms });
        expect(res.status, `${c.name}: ${res.text.slice(0, 300)}`).toBe(c.status);
        expect(res.type, c.name).toBe('application/json');
        expectErrorShape(res.body, 'VALIDATION_ERROR');
        if (c.field) {
          expect(res.body.details, c.name).toEqual(
            expect.arrayContaining([expect.objectContaining({ field: c.field })]),
          );
        }
      }
      const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
      console.log(`hostile input: ${timings.length} requests, slowest ${slowest.ms.toFixed(1)} ms (${slowest.name})`);
      expect(slowest.ms).toBeLessThan(100);
    });

    it('answers oversized and malformed requests from the HTTP parser in the error shape', async () => {
      const probes: [string, string, number][] = [
        [
          'oversized headers',
          `GET /api/visibility/account HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
          431,
        ],
        ['a garbage request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
        [
          'a NUL in a header value',
          'GET /api/visibility/account HTTP/1.1\r\nHost: x\r\nx-api-key: vis_\u0000abc\r\n\r\n',
          400,
        ],
        ['a space in a header name', 'GET /health/live HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
        [
          'two Content-Length headers',
          'POST /api/visibility/scan HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
          400,
        ],
        [
          'Content-Length and chunked',
          'POST /api/visibility/scan HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
          400,
        ],
        [
          'a bad chunk size',
          'POST /api/visibility/scan HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
          400,
        ],
      ];
      for (const [name, bytes, status] of probes) {
        const res = await rawHttp(stack.baseUrl, bytes);
        expect(res.status, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
        expect(res.headers['content-type'], name).toMatch(/^application\/json/);
        expectErrorShape(JSON.parse(res.body), 'VALIDATION_ERROR');
        // As above: the fastest of up to three tries, so that only a slow-by-nature answer fails.
        let ms = res.ms;
        for (let retry = 0; retry < 2 && ms >= 100; retry++)
          ms = Math.min(ms, (await rawHttp(stack.baseUrl, bytes)).ms);
        expect(ms, name).toBeLessThan(100);
      }
    });

    it('cuts a request whose body never completes after the configured request timeout', async () => {
      const res = await rawHttp(
        stack.baseUrl,
        'POST /api/visibility/scan HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"url":',
        REQUEST_TIMEOUT_MS + 5_000,
      );
      expect(res.status).toBe(408);
      expectErrorShape(JSON.parse(res.body), 'VALIDATION_ERROR');
      expect(res.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(res.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
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
        // Each replica counts hits it leased from the shared count: the total never exceeds the
        // limit, and a replica may be left holding a hit or two when the burst ends (given back
        // once it goes quiet), hence the 10% band of the issue rather than exactly 60.
        const admitted = results.filter((r) => r.status === 200).length;
        expect(admitted).toBeGreaterThanOrEqual(54);
        expect(admitted).toBeLessThanOrEqual(60);
        expect(results.filter((r) => r.status === 429)).toHaveLength(70 - admitted);
      });

      it('stays within 10% of the read limit when both replicas are hammered on one key', async () => {
        const { apiKey } = await account();
        const bases = [stack.baseUrl, secondUrl];
        // 16 clients per replica, each sending its next request as soon as the last answered.
        const clients = Array.from({ length: 32 }, async (_, client) => {
          const statuses: number[] = [];
          for (let i = 0; i < 12; i++) {
            statuses.push((await get('/api/visibility/scans?syntheticId=999999', apiKey, bases[client % 2])).status);
          }
          return statuses;
        });
        const statuses = (await Promise.all(clients)).flat();
        const admitted = statuses.filter((s) => s !== 429).length;
        expect(statuses.filter((s) => s !== 429 && s !== 404)).toEqual([]);
        expect(admitted).toBeGreaterThanOrEqual(60 * 0.9);
        expect(admitted).toBeLessThanOrEqual(60 * 1.1);
        const limited = await get('/api/visibility/scans?syntheticId=999999', apiKey, secondUrl);
        expect(limited.status).toBe(429);
        expectErrorShape(limited.body, 'RATE_LIMITED');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      });
    });
  });

  describe('forwarded addresses', () => {
    let trusting: AppProcess;
    let trustingUrl: string;

    beforeAll(async () => {
      const port = await freePort();
      trustingUrl = `http://127.0.0.1:${port}`;
      trusting = startApp('gateway', {
        env: { ...stack.env, PORT: String(port), TRUSTED_PROXIES: '127.0.0.1' },
        onLine: (app, line) => stack.logs.push({ app, line }),
      });
      await waitForReady(`${trustingUrl}/health/live`, 30_000, () => trusting.child.exitCode === null);
    });
    afterAll(async () => {
      if (trusting) await stopApps([trusting], 5_000);
    });

    const anonymous = (base: string, forwardedFor: string) =>
      request(base).get('/api/visibility/score?slug=forwarded-probe').set('x-forwarded-for', forwardedFor);

    it('ignores X-Forwarded-For from a peer that is not a configured proxy (default: none)', async () => {
      // Every request names another client; from an untrusted peer they all count against the peer.
      let res = await anonymous(stack.baseUrl, '203.0.113.1');
      expect([404, 429]).toContain(res.status);
      for (let i = 2; i <= 12 && res.status !== 429; i++) {
        const before = Number(res.headers['x-ratelimit-remaining']);
        res = await anonymous(stack.baseUrl, `203.0.113.${i}`);
        if (res.status !== 429) expect(Number(res.headers['x-ratelimit-remaining'])).toBe(before - 1);
      }
      expect(res.status).toBe(429);
      expectErrorShape(res.body, 'RATE_LIMITED');
    });

    it('honours X-Forwarded-For from a configured proxy', async () => {
      for (let i = 1; i <= 3; i++) {
        const res = await anonymous(trustingUrl, `198.51.100.${i}`);
        expect(res.status).toBe(404);
        expect(res.headers['x-ratelimit-remaining']).toBe('9');
      }
      // The proxy's own address is not a client's: a spoofed list is read from the right.
      const res = await anonymous(trustingUrl, '198.51.100.77, 198.51.100.1');
      expect(res.headers['x-ratelimit-remaining']).toBe('8');
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
