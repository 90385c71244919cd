import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount, waitForScan, waitUntil } from './harness/api-client.js';
import { type ExtraReplica, startExtraReplica } from './harness/extra-replica.js';
import { forgetPollEntries } from './harness/poll-read-model.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/**
 * Issue 19: a poll of a finished scan costs no request to another service (ownership, platform
 * bindings and authentication from the gateway's caches, the state from the read model the scans
 * service keeps in NATS KV), and answers exactly what the service would.
 */
describe('the poll read path', () => {
  let stack: TestStack;
  let second: ExtraReplica;
  let owner: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack({ SIMULATOR_LATENCY_MS: '100', AUTH_CACHE_TTL_MS: '10000' });
    second = await startExtraReplica(stack, 'gateway');
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
  });

  /** Requests the gateway at `base` has made to other services so far (probes of their health aside). */
  async function requestsMade(base = stack.baseUrl): Promise<Record<string, number>> {
    const text = await (await fetch(`${base}/metrics`)).text();
    const counts: Record<string, number> = {};
    for (const [, subject, value] of text.matchAll(
      /^nats_request_duration_seconds_count\{[^}]*subject="([^"]+)"[^}]*\} (\d+)/gm,
    )) {
      if (!subject.endsWith('.health')) counts[subject] = (counts[subject] ?? 0) + Number(value);
    }
    return counts;
  }

  /** Scan states the gateway at `base` has read so far, by source: memory, read_model (a KV get), service. */
  async function statusReads(base = stack.baseUrl): Promise<Record<string, number>> {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Object.fromEntries(
      [...text.matchAll(/^gateway_scan_status_reads_total\{source="([^"]+)"\} (\d+)/gm)].map(([, source, n]) => [
        source,
        Number(n),
      ]),
    );
  }

  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

  /** Drops the read model's entry, so that the next poll asks the scans service (and fills it in again). */
  const forget = (key: string) => forgetPollEntries(stack, key);

  const poll = (query: string, apiKey = owner.apiKey, base = stack.baseUrl) =>
    fetch(`${base}/api/visibility/scan?${query}`, { headers: { 'x-api-key': apiKey } }).then(async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
    }));

  let syntheticId: number;
  let firstScanId: string;

  it('answers a finished scan from the read model, with no request to another service, as the service would', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://readpath.example.com',
      maxQueries: 4,
    });
    expect(trigger.status).toBe(202);
    syntheticId = trigger.body.syntheticId;
    firstScanId = trigger.body.scanId;
    const done = await waitForScan(stack, owner.apiKey, syntheticId);
    expect(done).toMatchObject({ state: 'available', scanId: firstScanId });

    const warm = await poll(`syntheticId=${syntheticId}`);
    const before = await requestsMade();
    const readsBefore = await statusReads();
    for (let i = 0; i < 20; i++) expect(await poll(`syntheticId=${syntheticId}`)).toEqual(warm);
    const after = await requestsMade();
    // Not even a KV read: the gateway's watched copy of the entry answers.
    const readsAfter = await statusReads();
    expect((readsAfter.memory ?? 0) - (readsBefore.memory ?? 0)).toBe(20);
    expect(readsAfter.read_model).toBe(readsBefore.read_model);
    expect(after['scans.status']).toBe(before['scans.status']);
    expect(after['platforms.bindings']).toBe(before['platforms.bindings']);
    // The key and the agent are cached for AUTH_CACHE_TTL_MS (10 s here): at most one lookup each in 20 polls.
    expect(total(after) - total(before)).toBeLessThanOrEqual(2);

    // Without the entry, the gateway asks scans.status: the same body, and the entry is back.
    await forget(String(syntheticId));
    expect(await poll(`syntheticId=${syntheticId}`)).toEqual(warm);
    expect((await requestsMade())['scans.status']).toBe((before['scans.status'] ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await poll(`syntheticId=${syntheticId}`)).toEqual(warm);
    expect((await requestsMade())['scans.status']).toBe((before['scans.status'] ?? 0) + 1);
  });

  it('shows a new scan running right after its trigger on every replica, then completed with the previous one beside it', async () => {
    // Both replicas hold the finished state in memory.
    for (const base of [stack.baseUrl, second.url]) {
      expect((await poll(`syntheticId=${syntheticId}`, owner.apiKey, base)).body).toMatchObject({ state: 'available' });
      const reads = await statusReads(base);
      await poll(`syntheticId=${syntheticId}`, owner.apiKey, base);
      expect((await statusReads(base)).memory).toBe((reads.memory ?? 0) + 1);
    }
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', { syntheticId, maxQueries: 4 });
    expect(trigger.status).toBe(202);
    // The other replica first (its copy changes through the watch alone), then the one that relayed the trigger.
    for (const base of [second.url, stack.baseUrl]) {
      const running = await poll(`syntheticId=${syntheticId}`, owner.apiKey, base);
      expect(running.body).toMatchObject({ state: 'running', scanId: trigger.body.scanId, scanInProgress: true });
      expect(running.retryAfter).toBe('30');
    }

    const done = await waitForScan(stack, owner.apiKey, syntheticId);
    expect(done).toMatchObject({ state: 'available', scanId: trigger.body.scanId });
    expect(done.previousScan).toMatchObject({ scanId: firstScanId });
    await forget(String(syntheticId));
    expect((await poll(`syntheticId=${syntheticId}`)).body).toEqual(done);

    // A past scan by id: from its own entry, the same as the service's answer.
    const past = await poll(`syntheticId=${syntheticId}&scanId=${firstScanId}`);
    expect(past.body).toMatchObject({ state: 'available', scanId: firstScanId });
    const before = await requestsMade();
    expect(await poll(`syntheticId=${syntheticId}&scanId=${firstScanId}`)).toEqual(past);
    expect((await requestsMade())['scans.status']).toBe(before['scans.status']);
    await forget(`${syntheticId}.${firstScanId}`);
    expect(await poll(`syntheticId=${syntheticId}&scanId=${firstScanId}`)).toEqual(past);
  });

  it('lets a team member in on every replica as soon as the agent is shared', async () => {
    const member = await createAccount(stack, 'pro');
    // Both replicas have now cached that nothing is shared with the member.
    for (const base of [stack.baseUrl, second.url]) {
      expect((await poll(`syntheticId=${syntheticId}`, member.apiKey, base)).status).toBe(404);
    }
    const team = await stack.cli<{ teamId: string }>('team', 'create', '--name', 'Readers', '--owner', owner.accountId);
    await stack.cli('team', 'add-member', '--team', team.teamId, '--account', member.accountId);
    await stack.cli('team', 'share', '--team', team.teamId, '--synthetic-id', String(syntheticId));
    for (const base of [stack.baseUrl, second.url]) {
      const shared = await poll(`syntheticId=${syntheticId}`, member.apiKey, base);
      expect(shared.status).toBe(200);
      expect(shared.body).toMatchObject({ state: 'available', syntheticId });
    }
  });

  it("answers GET /score from the gateways' caches, with a new scan's score and an unpublished brand at once", async () => {
    const { slug } = await stack.cli<{ slug: string }>('index', 'publish', '--synthetic-id', String(syntheticId));
    // With a key of its own: the ~30 reads below are over the limit of requests without one (10 a minute).
    const reader = await createAccount(stack, 'free');
    const score = (base: string) =>
      fetch(`${base}/api/visibility/score?slug=${slug}`, { headers: { 'x-api-key': reader.apiKey } }).then(
        async (res) => ({
          status: res.status,
          body: await res.json(),
        }),
      );
    const bases = [stack.baseUrl, second.url];
    const warm = await score(stack.baseUrl);
    expect(warm).toMatchObject({ status: 200, body: { slug, overallScore: expect.any(Number) } });
    for (const base of bases) expect(await score(base)).toEqual(warm);
    const before = await Promise.all(bases.map((base) => requestsMade(base)));
    for (let i = 0; i < 10; i++) for (const base of bases) expect(await score(base)).toEqual(warm);
    const after = await Promise.all(bases.map((base) => requestsMade(base)));
    for (const [i, counts] of after.entries()) {
      expect(counts['catalog.index.lookup']).toBe(before[i]!['catalog.index.lookup']);
      expect(counts['scans.latest']).toBe(before[i]!['scans.latest']);
    }

    // A scan that completes: every replica answers its score at once (the cache lives 10 s here).
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', { syntheticId, maxQueries: 4 });
    expect(trigger.status).toBe(202);
    await waitForScan(stack, owner.apiKey, syntheticId);
    for (const base of bases) {
      // The replica's own copy of the state says the scan completed, so its watch has delivered it.
      expect((await poll(`syntheticId=${syntheticId}`, owner.apiKey, base)).body).toMatchObject({
        state: 'available',
        scanId: trigger.body.scanId,
      });
      const fresh = await score(base);
      expect(fresh.status).toBe(200);
      expect(fresh.body.lastScanDate).not.toBe(warm.body.lastScanDate);
    }

    await stack.cli('index', 'unpublish', '--slug', slug);
    for (const base of bases) expect((await score(base)).body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers the same after a gateway restart', async () => {
    const before = await poll(`syntheticId=${syntheticId}`);
    await stack.kill('gateway');
    await stack.restart('gateway');
    expect(await poll(`syntheticId=${syntheticId}`)).toEqual(before);
  });
  it('answers GET /account from the caches, and shows a trigger, a new agent and a finished scan on every replica at once', async () => {
    const member = await createAccount(stack, 'pro');
    const bases = [stack.baseUrl, second.url];
    const account = (base: string) =>
      fetch(`${base}/api/visibility/account`, { headers: { 'x-api-key': member.apiKey } }).then(async (res) => {
        expect(res.status).toBe(200);
        return res.json();
      });
    const balance = async () =>
      (
        await stack.sql<{ credit_balance: number }>('select credit_balance from accounts.accounts where id = $1', [
          member.accountId,
        ])
      )[0]!.credit_balance;
    const overviewRequests = async (base: string) => {
      const made = await requestsMade(base);
      return (made['accounts.get'] ?? 0) + (made['catalog.agents.list'] ?? 0) + (made['scans.latest'] ?? 0);
    };

    // Read twice on each replica: the second read is the kept overview, no request to another service.
    for (const base of bases) {
      const first = await account(base);
      expect(first).toMatchObject({ agentCount: 0, creditBalance: await balance() });
      const before = await overviewRequests(base);
      expect(await account(base)).toEqual(first);
      expect(await overviewRequests(base)).toBe(before);
    }

    // A trigger through the first replica: both show the credits it reserved and the new agent, within a second.
    const trigger = await api(stack, member.apiKey).post('/api/visibility/scan', {
      url: 'https://overview.example.com',
      maxQueries: 4,
    });
    expect(trigger.status).toBe(202);
    const reserved = await balance();
    for (const base of bases) {
      const { value, ms } = await waitUntil(
        () => account(base),
        (o) => o.creditBalance === reserved && o.agentCount === 1,
        1_000,
        50,
      );
      expect(ms).toBeLessThan(1_000);
      expect(value.agents[0]).toMatchObject({ syntheticId: trigger.body.syntheticId, latestScore: null });
    }

    // The scan finishes: both show its score and the credits as settled.
    const done = await waitForScan(stack, member.apiKey, trigger.body.syntheticId);
    expect(done.state).toBe('available');
    for (const base of bases) {
      const { value } = await waitUntil(
        async () => ({ overview: await account(base), balance: await balance() }),
        ({ overview, balance }) =>
          overview.agents[0]?.latestScore === done.overallScore && overview.creditBalance === balance,
        2_000,
        50,
      ).then(({ value }) => ({ value: value.overview }));
      expect(value.agents[0].lastScanDate).toBe(done.scanDate);
    }
  });
});
