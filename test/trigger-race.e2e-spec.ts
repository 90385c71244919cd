import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

describe('racing duplicate triggers hold no credits', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lets an affordable trigger of another url start while 20 duplicates of a new url race', async () => {
    // Enough for exactly two default scans (30 runs × 1 credit): url X once, and url Y.
    const account = await createAccount(stack, 'free', 60);
    // A key allows 10 triggers a minute: the duplicates come through three keys of the account.
    const keys = [account.apiKey];
    for (let i = 0; i < 2; i++) {
      keys.push((await stack.cli<{ apiKey: string }>('key', 'create', '--account', account.accountId)).apiKey);
    }
    const trigger = (apiKey: string, url: string) =>
      request(stack.baseUrl).post('/api/visibility/scan').set('x-api-key', apiKey).send({ url });

    const duplicates = Array.from({ length: 20 }, (_, i) => trigger(keys[i % 3]!, 'https://race-x.example'));
    const other = trigger(keys[2]!, 'https://race-y.example');
    const started = performance.now();
    const [y, ...xs] = await Promise.all([other, ...duplicates]);
    console.log(`21 racing triggers answered in ${Math.round(performance.now() - started)} ms`);

    expect(y.status, JSON.stringify(y.body)).toBe(202);
    const statuses = xs.map((x) => x.status).sort();
    expect(statuses, JSON.stringify(xs.find((x) => x.status !== 200 && x.status !== 202)?.body)).toEqual([
      ...Array(19).fill(200),
      202,
    ]);
    const winner = xs.find((x) => x.status === 202)!;
    for (const x of xs.filter((r) => r.status === 200)) {
      expect(x.body).toMatchObject({ scanAlreadyRunning: true, scanId: winner.body.scanId });
    }
    // Only the two scans that started ever held credits.
    const reservations = await stack.sql<{ n: number }>(
      `select count(*)::int as n from accounts.credit_ledger where account_id = $1 and kind = 'reserve'`,
      [account.accountId],
    );
    expect(reservations[0]!.n).toBe(2);
  });
});
