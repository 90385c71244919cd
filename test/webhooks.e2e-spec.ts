import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createAccount, pollUntil, type TestAccount, waitForScan } from './harness/api-client.js';
import { natsRequest } from './harness/nats-request.js';
import { webhookProblems } from './harness/openapi-conformance.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';
import { WebhookReceiver } from './harness/webhook-receiver.js';

const ok = (_n: number, res: import('node:http').ServerResponse) => {
  res.writeHead(200).end('thanks');
};

describe('webhooks: signed, durable, retried with the same webhook-id', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    stack = await startTestStack({
      SIMULATOR_LATENCY_MS: '100',
      // Loopback receivers (test-only setting); the ≈ 28 h schedule shortened (5 s → 1 ms, 5 min → 60 ms…).
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_SCALE: '0.0002',
      WEBHOOK_DISABLE_AFTER_FAILURES: '4',
      WEBHOOK_DISABLE_AFTER_MS: '0',
      // A killed scans or platforms process's messages come back after their ack wait (30 s and
      // 60 s by default), which the durability test below would otherwise wait out.
      SCAN_ACK_WAIT_MS: '3000',
      RUN_ACK_WAIT_MS: '3000',
    });
  });
  // An account per test: the tests poll, and a key may read 60 times a minute.
  beforeEach(async () => {
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  async function register(path: string, behaviour = ok, events?: string[]) {
    const res = await api(stack, owner.apiKey).post('/api/visibility/webhooks', {
      url: receiver.on(path, behaviour),
      ...(events ? { events } : {}),
    });
    expect(res.status).toBe(201);
    receiver.secret(path, res.body.secret);
    return res.body;
  }

  /** Waits for the agent's latest scan to finish, reading the database (no request counts against the key). */
  async function scanOutcome(scanId: string) {
    const [row] = await stack.sql<{ status: string; failure_reason: string | null }>(
      'select status, failure_reason from scans.scans where id = $1',
      [scanId],
    );
    return row;
  }
  async function scanFinished(syntheticId: number): Promise<void> {
    await pollUntil(
      () =>
        stack.sql<{ status: string }>(
          `select status from scans.scans where synthetic_id = $1 order by created_at desc limit 1`,
          [syntheticId],
        ),
      (rows) => rows[0]?.status === 'completed' || rows[0]?.status === 'failed',
      90_000,
    );
  }

  const deliveries = (id: string) => api(stack, owner.apiKey).get(`/api/visibility/webhooks/${id}/deliveries`);

  it('delivers scan.completed signed per Standard Webhooks, with the poll body; a receiver failing twice gets the same webhook-id 3 times', async () => {
    const created = await register('/account-hook');
    expect(created).toMatchObject({
      success: true,
      secret: expect.stringMatching(/^whsec_/),
      webhook: {
        id: expect.stringMatching(/^whe_/),
        enabled: true,
        events: ['scan.completed', 'scan.failed', 'credits.low', 'schedule.skipped'],
      },
    });
    const listed = await api(stack, owner.apiKey).get('/api/visibility/webhooks');
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(created.webhook.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);

    const flaky = receiver.on('/scan-hook', (n, res) => {
      res.writeHead(n <= 2 ? 500 : 204).end(n <= 2 ? 'not yet' : '');
    });
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://webhooked.example',
      maxQueries: 8,
      webhookUrl: flaky,
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body).toMatchObject({
      webhookRegistered: true,
      webhookId: expect.stringMatching(/^whe_/),
      webhookSecret: expect.stringMatching(/^whsec_/),
    });
    receiver.secret('/scan-hook', trigger.body.webhookSecret);
    const { syntheticId, scanId } = trigger.body;
    const poll = await waitForScan(stack, owner.apiKey, syntheticId);

    const [delivered] = await receiver.waitFor('/account-hook', 1);
    expect(delivered?.verified).toMatchObject({ type: 'scan.completed', data: { scanId, syntheticId } });
    // The event carries the poll body but for the gateway's display names of the assistants.
    const { _service, assistantNames, ...pollBody } = poll;
    expect(assistantNames).toBeDefined();
    expect(delivered?.verified?.data.poll).toEqual(pollBody);
    // And it is what the OpenAPI document's callback says, for clients generated from it.
    expect(webhookProblems(JSON.parse(delivered!.body))).toEqual([]);

    const attempts = await receiver.waitFor('/scan-hook', 3);
    expect(attempts.map((a) => a.verified?.type)).toEqual(['scan.completed', 'scan.completed', 'scan.completed']);
    expect(new Set(attempts.map((a) => a.webhookId)).size).toBe(1);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);

    const log = await pollUntil(
      () => deliveries(trigger.body.webhookId),
      (r) => r.body.deliveries?.[0]?.status === 'delivered',
    );
    expect(log.body.deliveries).toHaveLength(1);
    expect(log.body.deliveries[0]).toMatchObject({
      id: attempts[0]?.webhookId,
      eventType: 'scan.completed',
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 204,
    });
    expect(
      log.body.deliveries[0].history.map((h: { statusCode: number; error: string | null }) => [h.statusCode, h.error]),
    ).toEqual([
      [500, 'HTTP 500'],
      [500, 'HTTP 500'],
      [204, null],
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/account-hook')).toHaveLength(1);
  });

  it('honours Retry-After, stores at most 1 KB of an answer, and disables an endpoint that keeps failing', async () => {
    const created = await register(
      '/down',
      (_n, res) => {
        res.writeHead(503, { 'retry-after': '1' }).end('x'.repeat(5_000));
      },
      ['scan.completed'],
    );
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://down-hook.example',
      maxQueries: 4,
    });
    await scanFinished(trigger.body.syntheticId);
    const hits = await receiver.waitFor('/down', 4);
    for (let i = 1; i < hits.length; i++) {
      expect((hits[i]?.at ?? 0) - (hits[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    }
    const listed = await pollUntil(
      () => api(stack, owner.apiKey).get('/api/visibility/webhooks'),
      (r) => r.body.webhooks.find((w: { id: string }) => w.id === created.webhook.id)?.enabled === false,
    );
    const endpoint = listed.body.webhooks.find((w: { id: string }) => w.id === created.webhook.id);
    expect(endpoint).toMatchObject({ enabled: false, disabledAt: expect.any(String), consecutiveFailures: 4 });
    expect(endpoint.disabledReason).toMatch(/4 failed attempts in a row.*HTTP 503/);
    expect(listed.body._service.what_happened).toMatch(/disabled/);
    const log = await deliveries(created.webhook.id);
    expect(log.body.deliveries[0].lastResponseBody.length).toBe(1024);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.at('/down')).toHaveLength(4);
  });

  it('does not follow redirects', async () => {
    const target = receiver.on('/redirect-target', ok);
    const created = await register(
      '/redirect',
      (n, res) => {
        res.writeHead(n === 1 ? 302 : 200, n === 1 ? { location: target } : {}).end();
      },
      ['scan.completed'],
    );
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://redirect-hook.example',
      maxQueries: 4,
    });
    await scanFinished(trigger.body.syntheticId);
    await receiver.waitFor('/redirect', 2);
    const log = await pollUntil(
      () => deliveries(created.webhook.id),
      (r) => r.body.deliveries?.[0]?.status === 'delivered',
    );
    expect(log.body.deliveries[0].history[0]).toMatchObject({ statusCode: 302, error: 'redirect (302) not followed' });
    expect(receiver.at('/redirect-target')).toHaveLength(0);
  });

  // Four kills and restarts and the webhook jobs' 15 s ack wait: it checks that nothing is lost, not how fast.
  it('loses no event when notifications is down while scans finish, or killed mid-attempt, or scans or platforms is killed mid-scan', {
    timeout: 150_000,
  }, async () => {
    const created = await register('/durable', (n, res) => (n === 1 ? 'hang' : void res.writeHead(200).end()), [
      'scan.completed',
    ]);
    // 1. notifications down while a scan completes: its event waits in JetStream.
    await stack.kill('notifications');
    const first = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://durable-1.example',
      maxQueries: 4,
    });
    await scanFinished(first.body.syntheticId);
    await stack.restart('notifications');
    // 2. The first attempt hangs; notifications is killed in the middle of it and restarted:
    //    the job comes back after its ack wait (15 s) and goes out again with the same webhook-id.
    const [hung] = await receiver.waitFor('/durable', 1);
    await stack.kill('notifications');
    await stack.restart('notifications');
    const both = await receiver.waitFor('/durable', 2, 40_000);
    expect(both[1]?.webhookId).toBe(hung?.webhookId);
    expect(both[1]?.verified?.data.scanId).toBe(first.body.scanId);

    // 3. scans killed mid-scan: after its restart the scan completes and its event is delivered once.
    const second = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://durable-2.example',
      maxQueries: 40,
    });
    await new Promise((r) => setTimeout(r, 300));
    await stack.kill('scans');
    await stack.restart('scans');
    await scanFinished(second.body.syntheticId);
    // Completed, not failed (a failed scan sends scan.failed, which this endpoint did not ask for).
    expect(await scanOutcome(second.body.scanId)).toEqual({ status: 'completed', failure_reason: null });
    const third = await receiver.waitFor('/durable', 3);
    expect(third[2]?.verified?.data.scanId).toBe(second.body.scanId);

    // 4. platforms killed mid-scan: its runs come back after the restart; the event is delivered once.
    const fourth = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://durable-3.example',
      maxQueries: 40,
    });
    await new Promise((r) => setTimeout(r, 300));
    await stack.kill('platforms');
    await stack.restart('platforms');
    await scanFinished(fourth.body.syntheticId);
    expect(await scanOutcome(fourth.body.scanId)).toEqual({ status: 'completed', failure_reason: null });
    const all = await receiver.waitFor('/durable', 4);
    expect(all[3]?.verified?.data.scanId).toBe(fourth.body.scanId);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.at('/durable')).toHaveLength(4);
    const log = await deliveries(created.webhook.id);
    expect(log.body.deliveries.map((d: { status: string }) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it("gives a scan's webhook registered after the scan finished its event all the same", async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://late-hook.example',
      maxQueries: 4,
    });
    await scanFinished(trigger.body.syntheticId);
    // As the gateway registers webhookUrl, but only now: the scan's event went by before the endpoint existed.
    const late = await natsRequest<{ registered: boolean; secret: string }>(
      stack,
      'notifications.register-scan-webhook',
      {
        accountId: owner.accountId,
        scanId: trigger.body.scanId,
        syntheticId: trigger.body.syntheticId,
        url: receiver.on('/late', ok),
      },
    );
    expect(late.registered).toBe(true);
    receiver.secret('/late', late.secret);
    const [got] = await receiver.waitFor('/late', 1, 20_000);
    expect(got?.verified).toMatchObject({ type: 'scan.completed', data: { scanId: trigger.body.scanId } });
  });

  it('answers webhookRegistered false with the reason when webhookUrl is refused; the scan still starts', async () => {
    const res = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://refused-hook.example',
      webhookUrl: 'https://nowhere.invalid/hook',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ scanTriggered: true, webhookRegistered: false });
    expect(res.body._service.what_happened).toMatch(/webhookUrl was not registered: nowhere.invalid does not resolve/);
  });

  it.each([
    ['POST /webhooks without url', 'post', '/api/visibility/webhooks', {}, 400, 'VALIDATION_ERROR'],
    [
      'POST /webhooks with ftp url',
      'post',
      '/api/visibility/webhooks',
      { url: 'ftp://x.example/h' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'POST /webhooks with an unresolvable host',
      'post',
      '/api/visibility/webhooks',
      { url: 'https://nowhere.invalid/h' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'POST /webhooks with an unknown event',
      'post',
      '/api/visibility/webhooks',
      { url: 'https://x.example', events: ['scan.done'] },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'POST /webhooks with no event',
      'post',
      '/api/visibility/webhooks',
      { url: 'https://x.example', events: [] },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'POST /webhooks with an unknown field',
      'post',
      '/api/visibility/webhooks',
      { url: 'https://x.example', secret: 'x' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'POST /scan with a malformed webhookUrl',
      'post',
      '/api/visibility/scan',
      { url: 'https://x.example', webhookUrl: 'hook' },
      400,
      'VALIDATION_ERROR',
    ],
    ['DELETE a malformed id', 'delete', '/api/visibility/webhooks/nope', undefined, 400, 'VALIDATION_ERROR'],
    [
      'DELETE an unknown id',
      'delete',
      '/api/visibility/webhooks/whe_000000000000000000000000',
      undefined,
      404,
      'NOT_FOUND',
    ],
    [
      'GET deliveries of an unknown id',
      'get',
      '/api/visibility/webhooks/whe_000000000000000000000000/deliveries',
      undefined,
      404,
      'NOT_FOUND',
    ],
    [
      'GET deliveries with limit 0',
      'get',
      '/api/visibility/webhooks/whe_000000000000000000000000/deliveries?limit=0',
      undefined,
      400,
      'VALIDATION_ERROR',
    ],
  ])('%s', async (_name, method, path, body, status, code) => {
    const base = `${stack.baseUrl}${path}`;
    const res = await fetch(base, {
      method: method.toUpperCase(),
      headers: { 'x-api-key': owner.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ success: false, code, _service: expect.any(Object) });
  });

  it('deletes an endpoint; another account cannot see or delete it', async () => {
    const created = await register('/to-delete');
    const stranger = await createAccount(stack, 'pro');
    const hidden = await fetch(`${stack.baseUrl}/api/visibility/webhooks/${created.webhook.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': stranger.apiKey },
    });
    expect(hidden.status).toBe(404);
    const gone = await fetch(`${stack.baseUrl}/api/visibility/webhooks/${created.webhook.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': owner.apiKey },
    });
    expect(gone.status).toBe(200);
    const listed = await api(stack, owner.apiKey).get('/api/visibility/webhooks');
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).not.toContain(created.webhook.id);
  });
});
