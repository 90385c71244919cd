import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount } from './harness/api-client.js';
import { type ExtraReplica, startExtraReplica } from './harness/extra-replica.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

describe('Idempotency-Key on POST (Stripe semantics), across gateway replicas', () => {
  let stack: TestStack;
  let second: ExtraReplica;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack({ SIMULATOR_LATENCY_MS: '200' });
    second = await startExtraReplica(stack, 'gateway');
    owner = await createAccount(stack, 'pro');
    other = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
  });

  const post = (baseUrl: string, apiKey: string, path: string, body: object, key?: string) => {
    const test = request(baseUrl).post(path).set('x-api-key', apiKey);
    if (key !== undefined) test.set('Idempotency-Key', key);
    return test.send(body);
  };

  it('replays the first answer (status, body, replay header) and starts one scan, charged once', async () => {
    const body = { url: 'https://idempotent-scan.example', maxQueries: 12 };
    const first = await post(stack.baseUrl, owner.apiKey, '/api/visibility/scan', body, 'scan-key-1');
    expect(first.status).toBe(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Through the other replica, keys in another order: the same request.
    const again = await post(
      second.url,
      owner.apiKey,
      '/api/visibility/scan',
      { maxQueries: 12, url: body.url },
      'scan-key-1',
    );
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const scans = await stack.sql(`select id from scans.scans where synthetic_id = $1`, [first.body.syntheticId]);
    expect(scans).toHaveLength(1);
    const account = await api(stack, owner.apiKey).get('/api/visibility/account');
    expect(account.body.creditBalance).toBe(5000 - 12);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body or path', async () => {
    const first = await post(
      stack.baseUrl,
      owner.apiKey,
      '/api/visibility/scan',
      { url: 'https://reuse.example' },
      'k-2',
    );
    expect(first.status).toBe(202);
    for (const [path, body] of [
      ['/api/visibility/scan', { url: 'https://reuse.example', maxQueries: 5 }],
      ['/api/visibility/topics', { syntheticId: first.body.syntheticId, name: 'x', queries: [{ query: 'abc' }] }],
    ] as const) {
      const res = await post(second.url, owner.apiKey, path, body, 'k-2');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'IDEMPOTENCY_KEY_REUSED',
        error: expect.any(String),
        _service: expect.any(Object),
      });
    }
  });

  it('keys are per account: another account with the same key runs its own request', async () => {
    const a = await post(
      stack.baseUrl,
      owner.apiKey,
      '/api/visibility/scan',
      { url: 'https://per-account.example' },
      'shared',
    );
    const b = await post(
      stack.baseUrl,
      other.apiKey,
      '/api/visibility/scan',
      { url: 'https://per-account.example' },
      'shared',
    );
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.syntheticId).not.toBe(a.body.syntheticId);
  });

  it('runs concurrent twins once, across both replicas; the others get the same answer', async () => {
    const scan = await post(stack.baseUrl, owner.apiKey, '/api/visibility/scan', {
      url: 'https://race-topics.example',
    });
    const syntheticId = scan.body.syntheticId;
    const body = { syntheticId, name: 'Racing', queries: [{ query: 'which racing tool is best?' }] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(i % 2 ? second.url : stack.baseUrl, owner.apiKey, '/api/visibility/topics', body, 'race-key'),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.topic.id)).size).toBe(1);
    const topics = await api(stack, owner.apiKey).get(`/api/visibility/topics?syntheticId=${syntheticId}`);
    expect(topics.body.topics.filter((t: { name: string }) => t.name === 'Racing')).toHaveLength(1);
  });

  it('replays a kept client error too, and without a key every POST runs', async () => {
    const scan = await post(stack.baseUrl, owner.apiKey, '/api/visibility/scan', { url: 'https://dup-topic.example' });
    const body = { syntheticId: scan.body.syntheticId, name: 'Dup', queries: [{ query: 'first question here' }] };
    const created = await post(stack.baseUrl, owner.apiKey, '/api/visibility/topics', body);
    expect(created.status).toBe(201);
    // A duplicate topic name answers the existing topic in a field.
    const dup = await post(stack.baseUrl, owner.apiKey, '/api/visibility/topics', body, 'dup-key');
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      existingTopic: { id: created.body.topic.id, name: 'Dup' },
    });
    const replay = await post(second.url, owner.apiKey, '/api/visibility/topics', body, 'dup-key');
    expect(replay.status).toBe(400);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(dup.body);
  });

  it.each([['x'.repeat(256)], ['has space'], ['ünïcode']])('refuses Idempotency-Key %j with 400', async (key) => {
    const res = await post(
      stack.baseUrl,
      owner.apiKey,
      '/api/visibility/scan',
      { url: 'https://bad-key.example' },
      key,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'Idempotency-Key' }] });
  });
});
