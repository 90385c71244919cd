import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, pollUntil, type TestAccount, waitForScan } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const PLATFORMS = ['assistant_a', 'assistant_b', 'assistant_c', 'aio'];

describe('scans end to end on the simulator', () => {
  let stack: TestStack;
  let owner: TestAccount;

  beforeAll(async () => {
    // Some latency so that a scan is observably running; some runs fail once (retried) and some for good.
    stack = await startTestStack({
      SIMULATOR_LATENCY_MS: '150',
      SIMULATOR_FAILURE_RATE: '0.2',
      SIMULATOR_FATAL_FAILURE_RATE: '0.1',
      PROVIDER_MAX_ATTEMPTS: '3',
    });
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('triggers a scan for a new URL, reports progress, then scores, a report and its page', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://www.Acme-Widgets.example/pricing',
      maxQueries: 40,
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body).toMatchObject({
      success: true,
      scanTriggered: true,
      isNewAgent: true,
      mode: 'batch',
      maxQueries: 40,
      agentName: 'Acme Widgets',
      scanId: expect.stringMatching(/^scn_/),
      syntheticId: expect.any(Number),
      message: expect.any(String),
      creditsReserved: 40,
      creditBalance: 5000 - 40,
    });
    expect(trigger.body._service.what_happened).toMatch(/simulat/);
    const { syntheticId, scanId } = trigger.body;

    const running = await api(stack, owner.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`);
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ syntheticId, scanAvailable: false, scanInProgress: true, scanId });
    expect(running.body.progress).toEqual({ completedQueries: expect.any(Number), totalQueries: expect.any(Number) });
    expect(running.body.message).toEqual(expect.any(String));
    expect(running.body).not.toHaveProperty('overallScore');

    const again = await api(stack, owner.apiKey).post('/api/visibility/scan', { syntheticId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, scanAlreadyRunning: true, syntheticId, scanId });
    expect(again.body.progress.totalQueries).toBeGreaterThan(0);

    const done = await waitForScan(stack, owner.apiKey, syntheticId);
    expect(done).toMatchObject({ syntheticId, scanAvailable: true, scanId, scanDate: expect.any(String) });
    expect(done).not.toHaveProperty('scanInProgress');
    expect(Object.keys(done.platformScores).sort()).toEqual([...PLATFORMS].sort());
    expect(done.reportUrl).toMatch(new RegExp(`^${stack.baseUrl}/reports/[A-Za-z0-9_-]{32}$`));
    // `.example` never resolves: the agent is named from its domain, and the answer says why (decisions §6).
    expect(done._service.what_happened).toMatch(/site could not be read .*named "Acme Widgets" from its domain/);

    const report = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(report.status).toBe(200);
    const body = report.body;
    expect(body).toMatchObject({
      syntheticId,
      scanId,
      brandName: 'Acme Widgets',
      overallScore: done.overallScore,
      reportUrl: done.reportUrl,
    });
    expect(body.simulated).toBe(true);
    expect(body.queryResults.length + body.failedRuns.length).toBe(40);
    expect(body.failedRuns.length).toBeGreaterThan(0);
    expect(body.failedRuns[0]).toEqual({
      query: expect.any(String),
      platform: expect.any(String),
      personaId: null,
      error: expect.any(String),
    });
    for (const r of body.queryResults) {
      expect(PLATFORMS).toContain(r.platform);
      expect(r.model).toMatch(/^simulator\//);
      expect(['positive', 'neutral', 'negative', 'none']).toContain(r.sentiment);
      expect(r.sentiment === 'none').toBe(!r.mentioned);
      expect(r.mentioned ? r.position >= 1 : r.position === 0).toBe(true);
      expect(r.rawResponse.length).toBeGreaterThan(20);
      expect(Array.isArray(r.citedSources) && Array.isArray(r.competitors)).toBe(true);
      expect(r.topicId).toMatch(/^top_/);
    }
    // The simulator puts the brand in some answers and not in others.
    expect(body.queryResults.some((r: { mentioned: boolean }) => r.mentioned)).toBe(true);
    expect(body.queryResults.some((r: { mentioned: boolean }) => !r.mentioned)).toBe(true);
    expect(body.topics.length).toBeGreaterThanOrEqual(3);
    expect(body.topics[0]).toEqual({
      id: expect.stringMatching(/^top_/),
      name: expect.any(String),
      queries: expect.any(Array),
    });
    for (const p of PLATFORMS) {
      expect(body.platformDetails[p]).toMatchObject({ runs: expect.any(Number), mentionRate: expect.any(Number) });
    }

    // Credits: the plan used all 40 runs; failed runs were refunded.
    const account = await api(stack, owner.apiKey).get('/api/visibility/account');
    expect(account.body.creditBalance).toBe(5000 - body.queryResults.length);

    const page = await api(stack).get(new URL(done.reportUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Acme Widgets');
  });

  it('answers the three poll shapes and 404 NO_SCAN before a first scan', async () => {
    const account = await createAccount(stack, 'pro');
    const none = await api(stack, account.apiKey).get('/api/visibility/scan?syntheticId=999999');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('AGENT_NOT_FOUND');

    const trigger = await api(stack, account.apiKey).post('/api/visibility/scan', {
      url: 'https://globex.example.com',
      maxQueries: 4,
    });
    const { syntheticId } = trigger.body;
    const noReport = await pollUntil(
      () => api(stack, account.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`),
      () => true,
    );
    expect(noReport.status).toBe(404);
    expect(noReport.body).toMatchObject({ success: false, code: 'NO_SCAN' });
    expect(noReport.body._service).toBeDefined();
    const done = await waitForScan(stack, account.apiKey, syntheticId);
    expect(done.scanAvailable).toBe(true);
  });

  it('refuses a trigger without enough credits with the exact 402 body, creating nothing', async () => {
    const poor = await createAccount(stack, 'free');
    const res = await api(stack, poor.apiKey).post('/api/visibility/scan', {
      url: 'https://initech.example.org',
      mode: 'full',
      maxQueries: 100,
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      success: false,
      error: 'Insufficient credits',
      code: 'INSUFFICIENT_CREDITS',
      creditBalance: 100,
      upgradeUrl: expect.stringMatching(/^https?:\/\//),
      _service: expect.objectContaining({ what_is_service: expect.any(String) }),
    });
    const account = await api(stack, poor.apiKey).get('/api/visibility/account');
    expect(account.body).toMatchObject({ creditBalance: 100, agentCount: 0, agents: [] });
  });

  it('starts one scan however many triggers race for the same agent, and charges once', async () => {
    const racer = await createAccount(stack, 'pro');
    const first = await api(stack, racer.apiKey).post('/api/visibility/scan', {
      url: 'https://hooli.example.net',
      maxQueries: 8,
    });
    const { syntheticId } = first.body;
    await waitForScan(stack, racer.apiKey, syntheticId);
    const before = (await api(stack, racer.apiKey).get('/api/visibility/account')).body.creditBalance;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(stack, racer.apiKey).post('/api/visibility/scan', { syntheticId, maxQueries: 8 }),
      ),
    );
    const triggered = answers.filter((a) => a.body.scanTriggered === true);
    const running = answers.filter((a) => a.body.scanAlreadyRunning === true);
    expect(triggered).toHaveLength(1);
    expect(running).toHaveLength(7);
    expect(new Set(running.map((a) => a.body.scanId))).toEqual(new Set([triggered[0]!.body.scanId]));
    await waitForScan(stack, racer.apiKey, syntheticId);
    const rows = await stack.sql<{ n: string }>(`select count(*) as n from scans.scans where synthetic_id = $1`, [
      syntheticId,
    ]);
    expect(Number(rows[0]!.n)).toBe(2);
    const after = (await api(stack, racer.apiKey).get('/api/visibility/account')).body.creditBalance;
    const report = (await api(stack, racer.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`)).body;
    expect(before - after).toBe(report.queryResults.length);
  });

  it.each([
    [{}, 'url'],
    [{ url: 'https://a.example.com', syntheticId: 1 }, 'url'],
    [{ url: 'ftp://example.com' }, 'url'],
    [{ url: 'http://127.0.0.1/' }, 'url'],
    [{ url: 'http://localhost:8080' }, 'url'],
    [{ url: 'https://example.com', maxQueries: 0 }, 'maxQueries'],
    [{ url: 'https://example.com', maxQueries: 101 }, 'maxQueries'],
    [{ url: 'https://example.com', maxQueries: '30' }, 'maxQueries'],
    [{ url: 'https://example.com', mode: 'cheap' }, 'mode'],
    [{ syntheticId: -3 }, 'syntheticId'],
    [{ syntheticId: 1.5 }, 'syntheticId'],
    [{ url: 'https://example.com', extra: true }, 'extra'],
  ])('rejects %o with 400 VALIDATION_ERROR naming %s', async (body, field) => {
    // A fresh key per case: rejected triggers count against the 10-per-minute trigger limit too.
    const caller = await createAccount(stack, 'pro');
    const res = await api(stack, caller.apiKey).post('/api/visibility/scan', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each(['abc', '0', '-1', '1.5', ''])('rejects syntheticId=%s in a poll with 400', async (value) => {
    const res = await api(stack, owner.apiKey).get(`/api/visibility/scan?syntheticId=${value}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('lets team members read a shared agent but not scan it; strangers get 404', async () => {
    const teamOwner = await createAccount(stack, 'pro');
    const member = await createAccount(stack, 'pro');
    const stranger = await createAccount(stack, 'pro');
    const trigger = await api(stack, teamOwner.apiKey).post('/api/visibility/scan', {
      url: 'https://umbrella.example.com',
      maxQueries: 4,
    });
    const { syntheticId } = trigger.body;
    await waitForScan(stack, teamOwner.apiKey, syntheticId);
    const team = await stack.cli<{ teamId: string }>(
      'team',
      'create',
      '--name',
      'Marketing',
      '--owner',
      teamOwner.accountId,
    );
    await stack.cli('team', 'add-member', '--team', team.teamId, '--account', member.accountId);
    await stack.cli('team', 'share', '--team', team.teamId, '--synthetic-id', String(syntheticId));

    expect(
      (await api(stack, member.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`)).body.scanAvailable,
    ).toBe(true);
    expect((await api(stack, member.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`)).status).toBe(200);
    const forbidden = await api(stack, member.apiKey).post('/api/visibility/scan', { syntheticId });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    for (const path of [
      `/api/visibility/scan?syntheticId=${syntheticId}`,
      `/api/visibility/report?syntheticId=${syntheticId}`,
    ]) {
      const hidden = await api(stack, stranger.apiKey).get(path);
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe('AGENT_NOT_FOUND');
    }
    const hiddenTrigger = await api(stack, stranger.apiKey).post('/api/visibility/scan', { syntheticId });
    expect(hiddenTrigger.status).toBe(404);
  });
});

describe('a scan that fails', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ SIMULATOR_FATAL_FAILURE_RATE: '1' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is refunded in full and reported by the poll as failed, with no report', async () => {
    const account = await createAccount(stack, 'starter');
    const trigger = await api(stack, account.apiKey).post('/api/visibility/scan', {
      url: 'https://wayne.example.com',
      maxQueries: 12,
    });
    expect(trigger.status).toBe(202);
    const done = await waitForScan(stack, account.apiKey, trigger.body.syntheticId);
    expect(done).toMatchObject({ scanAvailable: false, scanInProgress: false });
    expect(done.message).toMatch(/last scan .* failed/i);
    const balance = await api(stack, account.apiKey).get('/api/visibility/account');
    expect(balance.body).toMatchObject({ creditBalance: 1000 });
    const report = await api(stack, account.apiKey).get(
      `/api/visibility/report?syntheticId=${trigger.body.syntheticId}`,
    );
    expect(report.body.code).toBe('NO_SCAN');
  });
});
