import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, pollUntil, type TestAccount, waitForScan } from './harness/api-client.js';
import { type ExtraReplica, startExtraReplica } from './harness/extra-replica.js';
import { natsRequest } from './harness/nats-request.js';
import { webhookProblems } from './harness/openapi-conformance.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';
import { WebhookReceiver } from './harness/webhook-receiver.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('schedules: one scan per due time across two scans replicas', () => {
  let stack: TestStack;
  let secondScans: ExtraReplica | undefined;
  let owner: TestAccount;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    stack = await startTestStack({
      SCHEDULE_ALLOW_SECONDS: 'true',
      SCHEDULE_TICK_MS: '250',
      SITE_FETCH_ALLOW_PRIVATE: 'true',
    });
    secondScans = await startExtraReplica(stack, 'scans');
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await secondScans?.stop();
    await stack?.stop();
    await receiver?.stop();
  });

  async function agent(account: TestAccount, url: string, maxQueries = 4): Promise<number> {
    const res = await api(stack, account.apiKey).post('/api/visibility/scan', { url, maxQueries });
    await waitForScan(stack, account.apiKey, res.body.syntheticId);
    return res.body.syntheticId;
  }

  const runs = (scheduleId: string) =>
    stack.sql<{ due_at: Date; outcome: string | null; scan_id: string | null }>(
      `select due_at, outcome, scan_id from scans.schedule_runs where schedule_id = $1 order by due_at`,
      [scheduleId],
    );

  it('fires exactly once per due time, each run an ordinary scan; survives a restart, catching up once', async () => {
    const syntheticId = await agent(owner, 'https://scheduled.example');
    const created = await api(stack, owner.apiKey).post('/api/visibility/schedules', {
      syntheticId,
      cadence: '*/3 * * * * *',
      maxQueries: 4,
      platforms: ['aio'],
    });
    expect(created.status).toBe(201);
    expect(created.body.schedule).toMatchObject({
      id: expect.stringMatching(/^sch_/),
      syntheticId,
      cadence: '*/3 * * * * *',
      mode: 'batch',
      maxQueries: 4,
      platforms: ['aio'],
      nextRunAt: expect.any(String),
    });
    const scheduleId = created.body.schedule.id;
    expect(new Date(created.body.schedule.nextRunAt).getTime() % 3_000).toBe(0);

    await sleep(10_000);
    const fired = await runs(scheduleId);
    expect(fired.length).toBeGreaterThanOrEqual(3);
    // Consecutive due times, 3 s apart: none missed, none twice.
    for (let i = 1; i < fired.length; i++) {
      expect(new Date(fired[i]!.due_at).getTime() - new Date(fired[i - 1]!.due_at).getTime()).toBe(3_000);
    }
    const triggered = fired.filter((r) => r.outcome === 'triggered');
    expect(triggered.length).toBe(fired.filter((r) => r.outcome !== null).length);
    const scans = await stack.sql<{ id: string; platforms: string[] }>(
      `select id, platforms from scans.scans where synthetic_id = $1 and created_at > $2`,
      [syntheticId, created.body.schedule.createdAt],
    );
    expect(scans.map((s) => s.id).sort()).toEqual(triggered.map((r) => r.scan_id).sort());
    expect(scans.every((s) => JSON.stringify(s.platforms) === '["aio"]')).toBe(true);
    // The schedule reads as it ran.
    const listed = await api(stack, owner.apiKey).get(`/api/visibility/schedules?syntheticId=${syntheticId}`);
    expect(listed.body.schedules[0]).toMatchObject({ id: scheduleId, lastOutcome: 'triggered' });

    // Every scans replica down for 10 s (three due times missed): after the restart, one catch-up run only.
    await secondScans?.stop();
    secondScans = undefined;
    await stack.kill('scans');
    const downAt = Date.now();
    await sleep(10_000);
    await stack.restart('scans');
    const upAt = Date.now();
    const missed = (rows: Awaited<ReturnType<typeof runs>>) =>
      rows.filter((r) => {
        const due = new Date(r.due_at).getTime();
        return due > downAt && due < upAt;
      });
    // The restarted replica's first tick may come later on a loaded machine (a full CI run: over 11 s once).
    let after = await runs(scheduleId);
    for (let waited = 0; missed(after).length === 0 && waited < 30_000; waited += 250) {
      await sleep(250);
      after = await runs(scheduleId);
    }
    await sleep(1_000);
    after = await runs(scheduleId);
    const inOutage = missed(after);
    expect(inOutage).toHaveLength(1);
    for (let i = 1; i < after.length; i++) {
      expect(new Date(after[i]!.due_at).getTime()).toBeGreaterThan(new Date(after[i - 1]!.due_at).getTime());
    }

    const deleted = await fetch(`${stack.baseUrl}/api/visibility/schedules/${scheduleId}`, {
      method: 'DELETE',
      headers: { 'x-api-key': owner.apiKey },
    });
    expect(deleted.status).toBe(200);
    const count = (await runs(scheduleId)).length;
    await sleep(4_000);
    expect(await runs(scheduleId)).toHaveLength(count);
  }, 120_000);

  it('skips a run with schedule.skipped when credits are short or a scan is still running', async () => {
    const poor = await createAccount(stack, 'free', 40);
    const hook = await api(stack, poor.apiKey).post('/api/visibility/webhooks', {
      url: receiver.on('/skipped', (_n, res) => void res.writeHead(200).end()),
      events: ['schedule.skipped', 'credits.low'],
    });
    receiver.secret('/skipped', hook.body.secret);
    // 40 − 12 reserved: below one default scan (30), so credits.low goes out once.
    const syntheticId = await agent(poor, 'https://poor.example', 12);
    const [low] = await receiver.waitFor('/skipped', 1, 20_000);
    expect(low?.verified).toMatchObject({ type: 'credits.low', data: { creditBalance: 28 } });
    const created = await api(stack, poor.apiKey).post('/api/visibility/schedules', {
      syntheticId,
      cadence: '*/2 * * * * *',
      maxQueries: 50,
    });
    expect(created.status).toBe(201);
    const skipped = (await receiver.waitFor('/skipped', 2, 20_000))[1];
    expect(skipped?.verified).toMatchObject({
      type: 'schedule.skipped',
      data: { scheduleId: created.body.schedule.id, syntheticId, reason: expect.stringMatching(/not enough credits/) },
    });
    // Both bodies are what the OpenAPI document's callbacks say.
    expect([low, skipped].flatMap((w) => webhookProblems(JSON.parse(w!.body)))).toEqual([]);
    const listed = await pollUntil(
      () => api(stack, poor.apiKey).get('/api/visibility/schedules'),
      (r) => String(r.body.schedules[0]?.lastOutcome).startsWith('skipped'),
    );
    expect(listed.body.schedules[0].lastOutcome).toMatch(/^skipped: not enough credits/);
    await fetch(`${stack.baseUrl}/api/visibility/schedules/${created.body.schedule.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': poor.apiKey },
    });

    // A scan still running: platforms is down, so the scan started now cannot finish.
    const busy = await agent(owner, 'https://busy.example');
    await stack.kill('platforms');
    // Straight to the scans service (the gateway's trigger also asks platforms which of its bindings are simulated).
    const running = await natsRequest<{ kind: string }>(stack, 'scans.trigger', {
      accountId: owner.accountId,
      syntheticId: busy,
      mode: 'batch',
      maxQueries: 8,
    });
    expect(running.kind).toBe('triggered');
    const schedule = await api(stack, owner.apiKey).post('/api/visibility/schedules', {
      syntheticId: busy,
      cadence: '*/2 * * * * *',
      maxQueries: 4,
    });
    const outcome = await pollUntil(
      () => api(stack, owner.apiKey).get(`/api/visibility/schedules?syntheticId=${busy}`),
      (r) => r.body.schedules[0]?.lastOutcome !== null,
      20_000,
    );
    expect(outcome.body.schedules[0].lastOutcome).toBe('skipped: a scan of this agent was still running');
    await fetch(`${stack.baseUrl}/api/visibility/schedules/${schedule.body.schedule.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': owner.apiKey },
    });
    await stack.restart('platforms');
    await waitForScan(stack, owner.apiKey, busy);
  });

  it.each([
    ['a cadence that is no cron expression', { cadence: 'every other day' }, 400, 'VALIDATION_ERROR'],
    ['an empty cadence', { cadence: '' }, 400, 'VALIDATION_ERROR'],
    ['no cadence', { cadence: undefined }, 400, 'VALIDATION_ERROR'],
    ['an unknown platform', { cadence: 'daily', platforms: ['bard'] }, 400, 'VALIDATION_ERROR'],
    ['maxQueries 0', { cadence: 'daily', maxQueries: 0 }, 400, 'VALIDATION_ERROR'],
    ['samples 11', { cadence: 'daily', samples: 11 }, 400, 'VALIDATION_ERROR'],
    ['an unknown field', { cadence: 'daily', every: 3 }, 400, 'VALIDATION_ERROR'],
    ["someone else's agent", { cadence: 'daily', syntheticId: 999_999 }, 404, 'AGENT_NOT_FOUND'],
  ])('refuses %s', async (_name, fields, status, code) => {
    const res = await api(stack, owner.apiKey).post('/api/visibility/schedules', { syntheticId: 1, ...fields });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code, _service: expect.any(Object) });
  });

  it('takes up a run a stopped replica claimed but left without an outcome: fires it once, or records the scan it had started', async () => {
    const syntheticId = await agent(owner, 'https://stranded.example');
    // Once a year: nothing fires on its own during the test.
    const created = await api(stack, owner.apiKey).post('/api/visibility/schedules', {
      syntheticId,
      cadence: '0 0 1 1 *',
      maxQueries: 4,
      platforms: ['aio'],
    });
    expect(created.status).toBe(201);
    const scheduleId = created.body.schedule.id;
    const scansOfAgent = () =>
      stack.sql<{ id: string; created_at: Date }>(
        `select id, created_at from scans.scans where synthetic_id = $1 order by created_at`,
        [syntheticId],
      );
    // The agent's scans so far started an hour ago (as if long before any claim below).
    await stack.sql(`update scans.scans set created_at = created_at - interval '1 hour' where synthetic_id = $1`, [
      syntheticId,
    ]);
    const before = await scansOfAgent();
    /** A run claimed 5 minutes ago (past the 2 minutes after which a claim counts as stranded), with no outcome. */
    const strand = async (dueMinutesAgo: number) => {
      const [row] = await stack.sql<{ due_at: Date }>(
        `insert into scans.schedule_runs (schedule_id, due_at, fired_at)
         values ($1, date_trunc('milliseconds', now()) - make_interval(mins => $2), now() - interval '5 minutes')
         returning due_at`,
        [scheduleId, dueMinutesAgo],
      );
      return row!.due_at;
    };
    const outcomeOf = (dueAt: Date) =>
      pollUntil(
        async () =>
          (
            await stack.sql<{ outcome: string | null; scan_id: string | null }>(
              'select outcome, scan_id from scans.schedule_runs where schedule_id = $1 and due_at = $2',
              [scheduleId, dueAt],
            )
          )[0],
        (run) => run?.outcome != null,
        30_000,
      );

    // No scan of the agent since the claim: the run fires now, once.
    const fired = await outcomeOf(await strand(10));
    expect(fired).toMatchObject({ outcome: 'triggered', scan_id: expect.stringMatching(/^scn_/) });
    const afterFire = await scansOfAgent();
    expect(afterFire.map((s) => s.id)).toEqual([...before.map((s) => s.id), fired!.scan_id]);
    await waitForScan(stack, owner.apiKey, syntheticId);

    // A scan of the agent started since the claim (the one above): it is the run's, and none starts.
    const recorded = await outcomeOf(await strand(20));
    expect(recorded).toEqual({ outcome: 'triggered', scan_id: fired!.scan_id });
    await sleep(1_000);
    expect((await scansOfAgent()).length).toBe(afterFire.length);
  });

  it("answers 400 for a malformed id, 404 for an unknown one, and lists only the caller's schedules", async () => {
    const bad = await fetch(`${stack.baseUrl}/api/visibility/schedules/nope`, {
      method: 'DELETE',
      headers: { 'x-api-key': owner.apiKey },
    });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${stack.baseUrl}/api/visibility/schedules/sch_000000000000000000000000`, {
      method: 'DELETE',
      headers: { 'x-api-key': owner.apiKey },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('NOT_FOUND');
    const stranger = await createAccount(stack, 'pro');
    const list = await api(stack, stranger.apiKey).get('/api/visibility/schedules');
    expect(list.body).toMatchObject({ scheduleCount: 0, schedules: [] });
    const badQuery = await api(stack, owner.apiKey).get('/api/visibility/schedules?syntheticId=x');
    expect(badQuery.status).toBe(400);
  });
});
