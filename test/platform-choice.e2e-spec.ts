import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const VALID = 'assistant_a, assistant_b, assistant_c, aio';

describe('POST /scan with a platform choice', () => {
  let stack: TestStack;
  let owner: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('plans runs only on the chosen platforms and echoes them', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://two-platforms.example',
      maxQueries: 10,
      platforms: ['aio', 'assistant_b'],
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body.platforms).toEqual(['assistant_b', 'aio']);
    const done = await waitForScan(stack, owner.apiKey, trigger.body.syntheticId);
    expect(done.scanAvailable).toBe(true);
    const report = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${trigger.body.syntheticId}`);
    const asked = [...report.body.queryResults, ...report.body.failedRuns].map((r: { platform: string }) => r.platform);
    expect(asked).toHaveLength(10);
    expect(new Set(asked)).toEqual(new Set(['assistant_b', 'aio']));
    // Platforms in the order the service lists them, whatever order the caller sent.
    expect(asked.slice(0, 2)).toEqual(['assistant_b', 'aio']);
    // platformScores always carries all four keys (decisions §1); the unasked ones score 0.
    expect(report.body.platformScores.assistant_a).toBe(0);
    expect(report.body.platformScores.assistant_c).toBe(0);
  });

  it('asks all four platforms when platforms is absent', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://all-platforms.example',
      maxQueries: 8,
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body.platforms).toEqual(['assistant_a', 'assistant_b', 'assistant_c', 'aio']);
    await waitForScan(stack, owner.apiKey, trigger.body.syntheticId);
    const report = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${trigger.body.syntheticId}`);
    expect(new Set(report.body.queryResults.map((r: { platform: string }) => r.platform)).size).toBe(4);
  });

  it.each([
    [['assistant_a', 'chatgpt']],
    [[]],
    ['aio'],
    [['aio', 'aio']],
    [[1]],
    [['assistant_a', 'assistant_b', 'assistant_c', 'aio', 'aio']],
  ])('refuses platforms=%j with 400 VALIDATION_ERROR naming the valid keys', async (platforms) => {
    const res = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://refused-platforms.example',
      platforms,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', _service: expect.any(Object) });
    expect(res.body.details.some((d: { field: string }) => d.field === 'platforms')).toBe(true);
    if (Array.isArray(platforms) && (platforms as unknown[]).includes('chatgpt'))
      expect(res.body.error).toContain(VALID);
  });
});
