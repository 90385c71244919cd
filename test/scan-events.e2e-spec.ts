import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { type ExtraReplica, startExtraReplica } from './harness/extra-replica.js';
import { SseClient } from './harness/sse-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

describe('live scan progress over SSE, through any gateway replica', () => {
  let stack: TestStack;
  let second: ExtraReplica;
  let owner: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack({
      SIMULATOR_LATENCY_MS: '250',
      PLATFORM_CONCURRENCY: '2',
      SSE_HEARTBEAT_MS: '300',
      EVENTS_TOKEN_SECRET: 'e2e-events-token-secret-0123456789abcdef',
    });
    second = await startExtraReplica(stack, 'gateway');
    owner = await createAccount(stack, 'pro');
    stranger = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
  });

  /** The eventsUrl pointed at the second replica: the scan is triggered through the first. */
  const onSecond = (eventsUrl: string) => eventsUrl.replace(stack.baseUrl, second.url);

  it('follows a scan to completed with the eventsUrl token (no API key) on a second replica; resumes by Last-Event-ID', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://sse-followed.example',
      maxQueries: 24,
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body.eventsUrl).toMatch(
      new RegExp(`^${stack.baseUrl}/api/visibility/scan/events\\?syntheticId=${trigger.body.syntheticId}&token=`),
    );
    const { syntheticId, scanId } = trigger.body;
    const client = await SseClient.open(onSecond(trigger.body.eventsUrl));
    expect(client.status).toBe(200);

    const running = await api(stack, owner.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`);
    expect(running.body.eventsUrl).toEqual(expect.stringContaining('/api/visibility/scan/events?'));

    const completed = await client.waitFor((e) => e.event === 'completed' && e.data.scanId === scanId);
    const progress = client.events.filter((e) => e.event === 'progress' && e.id !== undefined);
    expect(progress.length).toBeGreaterThan(1);
    for (const p of progress) {
      expect(p.data).toMatchObject({ scanId, syntheticId, total: 24, phase: expect.any(String) });
    }
    const counts = progress.map((p) => p.data.completed as number);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(24);
    expect(client.comments).toBeGreaterThan(0); // heartbeats (and the retry hint)

    const poll = await waitForScan(stack, owner.apiKey, syntheticId);
    // The event carries the poll body but for the gateway's display names of the assistants.
    const { _service, assistantNames, ...pollBody } = poll;
    expect(assistantNames).toBeDefined();
    expect(pollBody.state).toBe('available');
    expect(completed.data).toMatchObject(pollBody);
    await client.close();

    // Resume after an early progress event: the later events come again, with the same ids.
    const from = progress[0];
    const resumed = await SseClient.open(onSecond(trigger.body.eventsUrl), { 'Last-Event-ID': String(from.id) });
    const again = await resumed.waitFor((e) => e.event === 'completed');
    expect(again.id).toBe(completed.id);
    expect(resumed.events.map((e) => e.id)).toEqual(
      client.events.filter((e) => e.id !== undefined && Number(e.id) > Number(from.id)).map((e) => e.id),
    );
    await resumed.close();

    // A stream opened later starts with the current state: completed at once, with the same poll body.
    const late = await SseClient.open(`${second.url}/api/visibility/scan/events?syntheticId=${syntheticId}`, {
      'x-api-key': owner.apiKey,
    });
    expect((await late.waitFor((e) => e.event === 'completed', 5_000)).data).toMatchObject({ ...pollBody, scanId });
    await late.close();
  });

  it('sends failed when a scan fails', async () => {
    // An agent with no queries to ask fails in its first phase.
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', { url: 'https://sse-fails.example' });
    const { syntheticId } = trigger.body;
    await waitForScan(stack, owner.apiKey, syntheticId);
    await stack.sql(
      `delete from catalog.topic_queries where topic_id in (select id from catalog.topics where synthetic_id = $1)`,
      [syntheticId],
    );
    const client = await SseClient.open(`${second.url}/api/visibility/scan/events?syntheticId=${syntheticId}`, {
      'x-api-key': owner.apiKey,
    });
    const rescan = await api(stack, owner.apiKey).post('/api/visibility/scan', { syntheticId });
    const failed = await client.waitFor((e) => e.event === 'failed' && e.data.scanId === rescan.body.scanId);
    expect(failed.id).toBeDefined();
    expect(failed.data).toMatchObject({
      syntheticId,
      scanInProgress: false,
      reason: expect.stringMatching(/no queries/),
    });
    await client.close();
  });

  it.each([
    ['no key and no token', '?syntheticId=1', {}, 401, 'UNAUTHORIZED'],
    ['a forged token', '?syntheticId=1&token=abc.def', {}, 401, 'UNAUTHORIZED'],
    ['a bad syntheticId', '?syntheticId=zero', {}, 400, 'VALIDATION_ERROR'],
    ['a bad Last-Event-ID', '?syntheticId=1', { 'Last-Event-ID': 'x1' }, 400, 'VALIDATION_ERROR'],
    ['an unknown field', '?syntheticId=1&foo=1', {}, 400, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_name, query, headers, status, code) => {
    const h = headers as Record<string, string>;
    const withKey = status === 400 ? { ...h, 'x-api-key': owner.apiKey } : h;
    const res = await fetch(`${second.url}/api/visibility/scan/events${query}`, { headers: withKey });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ success: false, code, _service: expect.any(Object) });
  });

  it('refuses a token for another agent and a key that cannot see the agent', async () => {
    const a = await api(stack, owner.apiKey).post('/api/visibility/scan', { url: 'https://sse-a.example' });
    const b = await api(stack, owner.apiKey).post('/api/visibility/scan', { url: 'https://sse-b.example' });
    const token = new URL(a.body.eventsUrl).searchParams.get('token');
    const wrong = await fetch(
      `${second.url}/api/visibility/scan/events?syntheticId=${b.body.syntheticId}&token=${token}`,
    );
    expect(wrong.status).toBe(401);
    const hidden = await fetch(`${second.url}/api/visibility/scan/events?syntheticId=${a.body.syntheticId}`, {
      headers: { 'x-api-key': stranger.apiKey },
    });
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { code: string }).code).toBe('AGENT_NOT_FOUND');
  });
});
