import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { forgetPollEntries } from './harness/poll-read-model.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const PLATFORMS = ['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const;

interface QueryResult {
  query: string;
  platform: string;
  mentioned: boolean;
  competitors: string[];
  citedSources: { url: string }[];
  personaId: string | null;
  topicId: string;
  sample: number;
  rawResponse: string;
}

const inside = (value: number, interval: { lower: number; upper: number }) =>
  interval.lower <= value + 1e-9 && value - 1e-9 <= interval.upper;

/** Sampling, intervals, history, trends, share of voice, citations and gaps, on the real stack (issue 13). */
describe('scan insights end to end', () => {
  let stack: TestStack;
  let site: FixtureSite;
  let owner: TestAccount;
  let origin: string;

  beforeAll(async () => {
    site = await startFixtureSite();
    origin = `http://www.acme-analytics.test:${site.port}`;
    stack = await startTestStack({
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      SITE_FETCH_RESOLVE: 'www.acme-analytics.test=127.0.0.1,acme-analytics.test=127.0.0.1',
    });
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
  });

  async function scan(body: object) {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', body);
    expect(trigger.status).toBe(202);
    const done = await waitForScan(stack, owner.apiKey, trigger.body.syntheticId);
    expect(done.scanAvailable).toBe(true);
    return { trigger: trigger.body, done };
  }

  let readable: { syntheticId: number; scanIds: string[] } = { syntheticId: 0, scanIds: [] };

  it('asks each cell `samples` times, adjacent, cut at maxQueries, one credit per run, one stable run id each', async () => {
    const before = (await api(stack, owner.apiKey).get('/api/visibility/account')).body.creditBalance;
    const { trigger, done } = await scan({ url: `${origin}/`, maxQueries: 10, samples: 3 });
    expect(trigger).toMatchObject({ samples: 3, maxQueries: 10, creditsReserved: 10 });
    readable = { syntheticId: trigger.syntheticId, scanIds: [trigger.scanId] };
    expect(done).toMatchObject({ samples: 3, siteRead: true, siteReadError: null });

    const report = (await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${trigger.syntheticId}`))
      .body;
    const results = report.queryResults as QueryResult[];
    expect(results).toHaveLength(10);
    expect(results.map((r) => r.sample)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1]);
    for (let i = 0; i < 9; i += 3) {
      const cell = results.slice(i, i + 3);
      expect(new Set(cell.map((r) => `${r.query}|${r.platform}|${r.personaId}`)).size).toBe(1);
    }
    // A repeat is another ask: the simulator draws another answer for samples 2 and 3.
    expect(new Set(results.slice(0, 3).map((r) => r.rawResponse)).size).toBeGreaterThan(1);
    const runIds = await stack.sql<{ id: string; sample: number }>(
      'select id, sample from scans.runs where scan_id = $1 order by ordinal',
      [trigger.scanId],
    );
    expect(new Set(runIds.map((r) => r.id)).size).toBe(10);
    expect(runIds.map((r) => r.sample)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1]);
    const after = (await api(stack, owner.apiKey).get('/api/visibility/account')).body.creditBalance;
    expect(before - after).toBe(10);
  });

  it('rejects samples outside 1–5', async () => {
    for (const samples of [0, 6, 2.5, 'three']) {
      const res = await api(stack, owner.apiKey).post('/api/visibility/scan', { url: `${origin}/`, samples });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.body.details.some((d: { field: string }) => d.field === 'samples')).toBe(true);
    }
  });

  it('gives intervals, confidence, share of voice, breakdowns, citation classes and gap queries that agree with the answers', async () => {
    const { syntheticId } = readable;
    const persona = await api(stack, owner.apiKey).post('/api/visibility/personas', {
      syntheticId,
      name: 'Ops Lead',
      role: 'Head of Operations',
    });
    expect(persona.status).toBe(201);
    const { trigger, done } = await scan({ syntheticId, maxQueries: 60, samples: 2 });
    readable.scanIds.push(trigger.scanId);

    // Poll: overall and per-platform intervals.
    expect(inside(done.overallScore, done.overallScoreInterval)).toBe(true);
    expect(done.confidence).toBe('high');
    // 60 runs of 8-run cells (4 platforms × 2 samples): 16, 16, 14, 14.
    expect(PLATFORMS.map((p) => done.platformIntervals[p].n)).toEqual([16, 16, 14, 14]);
    for (const p of PLATFORMS) {
      const s = done.platformIntervals[p];
      expect(s.confidence).toBe('directional');
      expect(s.score).toBe(done.platformScores[p]);
      expect(inside(s.score, s.scoreInterval)).toBe(true);
      expect(inside(s.mentionRate, s.mentionRateInterval)).toBe(true);
    }
    expect(done.assistantNames).toEqual({
      assistant_a: 'ChatGPT (simulated)',
      assistant_b: 'Claude (simulated)',
      assistant_c: 'Gemini (simulated)',
      aio: 'Google AI Overviews (simulated)',
    });
    expect(done.previousScan).toMatchObject({ scanId: readable.scanIds[0], significant: expect.any(Boolean) });

    const report = (await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`)).body;
    const results = report.queryResults as QueryResult[];
    expect(results).toHaveLength(60);
    for (const p of PLATFORMS) {
      const d = report.platformDetails[p];
      expect(d.n).toBe(d.runs);
      expect(inside(d.mentionRate, d.mentionRateInterval)).toBe(true);
      expect(inside(report.platformScores[p], d.scoreInterval)).toBe(true);
      expect(d.confidence).toBe('directional');
    }

    // Share of voice = mentioning ÷ naming the brand or any competitor.
    const contested = results.filter((r) => r.mentioned || r.competitors.length > 0);
    const mentioned = results.filter((r) => r.mentioned);
    expect(report.shareOfVoice.overall).toBeCloseTo(mentioned.length / contested.length, 4);
    const onA = results.filter((r) => r.platform === 'assistant_a');
    const contestedA = onA.filter((r) => r.mentioned || r.competitors.length > 0).length;
    expect(report.shareOfVoice.platforms.assistant_a).toBeCloseTo(
      onA.filter((r) => r.mentioned).length / contestedA,
      4,
    );

    // Leaderboard: the most named competitor, counted from the answers.
    expect(report.competitorLeaderboard.length).toBeGreaterThan(0);
    const top = report.competitorLeaderboard[0];
    const naming = results.filter((r) => r.competitors.some((c) => c.toLowerCase() === top.name.toLowerCase()));
    expect(top.mentions).toBe(naming.length);
    expect(top.shareOfVoice).toBeCloseTo(naming.length / contested.length, 4);
    expect(top.platforms).toEqual(PLATFORMS.filter((p) => naming.some((r) => r.platform === p)));

    // Breakdowns carry names.
    const topicNames = new Map(report.topics.map((t: { id: string; name: string }) => [t.id, t.name]));
    expect(report.topicBreakdown.length).toBeGreaterThan(0);
    for (const t of report.topicBreakdown) {
      expect(t.name).toBe(topicNames.get(t.topicId));
      expect(t.runs).toBe(results.filter((r) => r.topicId === t.topicId).length);
    }
    expect(report.personaBreakdown).toEqual([
      expect.objectContaining({ personaId: persona.body.persona.id, name: 'Ops Lead', runs: 60 }),
    ]);
    expect(report.personas).toEqual([{ id: persona.body.persona.id, name: 'Ops Lead', role: 'Head of Operations' }]);

    // Citation classes: the brand's own domain, competitors' domains, review sites.
    const classes = new Map(report.citedDomains.map((d: { domain: string; class: string }) => [d.domain, d.class]));
    expect(classes.get('acme-analytics.test')).toBe('owned');
    expect(classes.get('g2.com') ?? classes.get('capterra.com') ?? classes.get('reddit.com')).toBe('third-party');
    expect([...classes.values()]).toContain('competitor');
    const shares = report.citedDomains.reduce((s: number, d: { share: number }) => s + d.share, 0);
    expect(shares).toBeCloseTo(1, 2);
    expect(report.citedDomainsWhereAbsent.every((d: { class: string }) => d.class !== 'owned' || true)).toBe(true);
    const absentDomains = new Set(
      results
        .filter((r) => !r.mentioned)
        .flatMap((r) => r.citedSources.map((s) => new URL(s.url).hostname.replace(/^www\./, ''))),
    );
    for (const d of report.citedDomainsWhereAbsent) expect(absentDomains.has(d.domain)).toBe(true);

    // Gap queries: exactly the queries with an answer naming a competitor and not the brand.
    const gapQueries = new Set(results.filter((r) => !r.mentioned && r.competitors.length > 0).map((r) => r.query));
    expect(new Set(report.gapQueries.map((g: { query: string }) => g.query))).toEqual(gapQueries);
    for (const g of report.gapQueries) {
      expect(g.competitors.length).toBeGreaterThan(0);
      expect(g.gapRuns).toBeLessThanOrEqual(g.runs);
    }
  });

  it('lists history newest first with a cursor, and serves a past scan by id', async () => {
    const { syntheticId } = readable;
    const { trigger } = await scan({ syntheticId, maxQueries: 8 });
    readable.scanIds.push(trigger.scanId);

    const first = await api(stack, owner.apiKey).get(`/api/visibility/scans?syntheticId=${syntheticId}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.scans.map((s: { scanId: string }) => s.scanId)).toEqual([
      readable.scanIds[2],
      readable.scanIds[1],
    ]);
    expect(first.body.scans[0]).toMatchObject({
      status: 'completed',
      mode: 'batch',
      samples: 1,
      runs: 8,
      failedRuns: 0,
    });
    expect(first.body.scans[1]).toMatchObject({ samples: 2, runs: 60 });
    expect(inside(first.body.scans[0].overallScore, first.body.scans[0].overallScoreInterval)).toBe(true);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body._service).toBeDefined();
    const second = await api(stack, owner.apiKey).get(
      `/api/visibility/scans?syntheticId=${syntheticId}&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.scans.map((s: { scanId: string }) => s.scanId)).toEqual([readable.scanIds[0]]);
    expect(second.body.nextCursor).toBeNull();

    const past = await api(stack, owner.apiKey).get(
      `/api/visibility/report?syntheticId=${syntheticId}&scanId=${readable.scanIds[1]}`,
    );
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({
      scanId: readable.scanIds[1],
      samples: 2,
      overallScore: first.body.scans[1].overallScore,
    });
    expect(past.body.queryResults).toHaveLength(60);
    expect(past.body.previousScan.scanId).toBe(readable.scanIds[0]);
    const latest = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(latest.body.scanId).toBe(readable.scanIds[2]);
    const pastPoll = await api(stack, owner.apiKey).get(
      `/api/visibility/scan?syntheticId=${syntheticId}&scanId=${readable.scanIds[0]}`,
    );
    expect(pastPoll.body).toMatchObject({ scanAvailable: true, scanId: readable.scanIds[0], previousScan: null });

    // Bad input and other callers.
    const bad = [
      `/api/visibility/scans?syntheticId=${syntheticId}&limit=0`,
      `/api/visibility/scans?syntheticId=${syntheticId}&limit=101`,
      `/api/visibility/scans?syntheticId=${syntheticId}&cursor=bm90LWEtY3Vyc29y`,
      `/api/visibility/scans?syntheticId=${syntheticId}&cursor=%3Cscript%3E`,
      '/api/visibility/scans?syntheticId=abc',
      `/api/visibility/scans?syntheticId=${syntheticId}&extra=1`,
      `/api/visibility/report?syntheticId=${syntheticId}&scanId=not-a-scan`,
      `/api/visibility/trends?syntheticId=${syntheticId}&days=0`,
      `/api/visibility/trends?syntheticId=${syntheticId}&days=x`,
    ];
    for (const path of bad) {
      const res = await api(stack, owner.apiKey).get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', _service: expect.any(Object) });
    }
    const unknown = await api(stack, owner.apiKey).get(
      `/api/visibility/report?syntheticId=${syntheticId}&scanId=scn_doesnotexist123`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const stranger = await createAccount(stack, 'free');
    for (const path of ['scans', 'trends', 'report', 'scan']) {
      const res = await api(stack, stranger.apiKey).get(
        `/api/visibility/${path}?syntheticId=${syntheticId}${path === 'report' ? `&scanId=${readable.scanIds[0]}` : ''}`,
      );
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('AGENT_NOT_FOUND');
    }
    const anonymous = await api(stack).get(`/api/visibility/trends?syntheticId=${syntheticId}`);
    expect(anonymous.status).toBe(401);

    // A team member reads the history, trends and past reports of a shared agent, as the report.
    const member = await createAccount(stack, 'free');
    const team = await stack.cli<{ teamId: string }>('team', 'create', '--name', 'Growth', '--owner', owner.accountId);
    await stack.cli('team', 'add-member', '--team', team.teamId, '--account', member.accountId);
    await stack.cli('team', 'share', '--team', team.teamId, '--synthetic-id', String(syntheticId));
    const shared = await api(stack, member.apiKey).get(`/api/visibility/scans?syntheticId=${syntheticId}&limit=5`);
    expect(shared.status).toBe(200);
    expect(shared.body.scans).toHaveLength(3);
    const sharedPast = await api(stack, member.apiKey).get(
      `/api/visibility/report?syntheticId=${syntheticId}&scanId=${readable.scanIds[0]}`,
    );
    expect(sharedPast.body.scanId).toBe(readable.scanIds[0]);
    expect((await api(stack, member.apiKey).get(`/api/visibility/trends?syntheticId=${syntheticId}`)).status).toBe(200);
  });

  it('tells a change beyond the noise from one within it, in the poll, the report and the trends', async () => {
    const { trigger, done } = await scan({ url: 'https://trend-brand.example/', maxQueries: 40 });
    const syntheticId = trigger.syntheticId;
    const stats = done.platformIntervals;
    const n = PLATFORMS.reduce((s, p) => s + stats[p].n, 0);
    const mentioned = PLATFORMS.reduce((s, p) => s + stats[p].mentioned, 0);
    expect(mentioned).toBeGreaterThan(5);
    // Two earlier scans, written as the finalizer writes them: one where the brand was never named
    // (40 answers), one like today's. Today against the last one: within the noise.
    const figures = (m: number) => ({
      n,
      mentioned: m,
      mentionRate: m / n,
      mentionRateInterval: { lower: 0, upper: 1 },
      score: 0,
      scoreInterval: { lower: 0, upper: 100 },
      confidence: 'high',
      contested: n,
      shareOfVoice: m / n,
    });
    // Written behind the service's back: the poll's read model is told to forget the agent's state.
    const insert = async (id: string, daysAgo: number, m: number, score: number) => {
      await stack.sql(
        `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, status, phase, credits_reserved,
           overall_score, platform_scores, statistics, report_token, total_runs, succeeded_runs, completed_at, created_at)
         values ($1, $2, $3, 'batch', 40, 'completed', 'done', 40, $4, $5, $6, $7, 40, 40,
           now() - make_interval(days => $8), now() - make_interval(days => $8))`,
        [
          id,
          syntheticId,
          owner.accountId,
          score,
          JSON.stringify({ assistant_a: score, assistant_b: score, assistant_c: score, aio: score }),
          JSON.stringify({
            overall: { ...figures(m), score },
            platforms: Object.fromEntries(PLATFORMS.map((p) => [p, { ...figures(m / 4), n: n / 4, score }])),
          }),
          `tok_${id}`,
          daysAgo,
        ],
      );
      await forgetPollEntries(stack, String(syntheticId));
    };
    await insert('scn_pastzero1', 20, 0, 0);
    const zero = await api(stack, owner.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`);
    expect(zero.body.previousScan).toMatchObject({
      scanId: 'scn_pastzero1',
      overallScore: 0,
      delta: done.overallScore,
      significant: true,
    });
    expect(zero.body._service.what_you_are_seeing).toMatch(/up \d+ points since .*beyond the noise/);

    await insert('scn_pastsame1', 10, mentioned, done.overallScore - 2);
    const same = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(same.body.previousScan).toMatchObject({ scanId: 'scn_pastsame1', delta: 2, significant: false, pValue: 1 });
    expect(same.body._service.what_you_are_seeing).toMatch(/up 2 points since .*within the noise of a \d+-run scan/);

    const trends = await api(stack, owner.apiKey).get(`/api/visibility/trends?syntheticId=${syntheticId}`);
    expect(trends.status).toBe(200);
    expect(trends.body).toMatchObject({ syntheticId, days: 90, scans: 3 });
    expect(trends.body.overall.map((p: { scanId: string }) => p.scanId)).toEqual([
      'scn_pastzero1',
      'scn_pastsame1',
      trigger.scanId,
    ]);
    expect(trends.body.overall[2]).toMatchObject({ score: done.overallScore, n });
    expect(inside(done.overallScore, trends.body.overall[2].scoreInterval)).toBe(true);
    for (const p of PLATFORMS) expect(trends.body.platforms[p]).toHaveLength(3);
    expect(trends.body.change).toMatchObject({ scanId: 'scn_pastsame1', significant: false });
    const short = await api(stack, owner.apiKey).get(`/api/visibility/trends?syntheticId=${syntheticId}&days=15`);
    expect(short.body.scans).toBe(2);

    // A failed scan is in the history, not in the trends; it has no report.
    await stack.sql(
      `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, status, phase, credits_reserved,
         failure_reason, total_runs, succeeded_runs, completed_at, created_at)
       values ('scn_failed01', $1, $2, 'batch', 40, 'failed', 'done', 40, '30 of 40 runs failed', 40, 10,
         now() - interval '5 days', now() - interval '5 days')`,
      [syntheticId, owner.accountId],
    );
    const history = await api(stack, owner.apiKey).get(`/api/visibility/scans?syntheticId=${syntheticId}`);
    expect(history.body.scans.map((s: { scanId: string }) => s.scanId)).toEqual([
      trigger.scanId,
      'scn_failed01',
      'scn_pastsame1',
      'scn_pastzero1',
    ]);
    expect(history.body.scans[1]).toMatchObject({
      status: 'failed',
      overallScore: null,
      overallScoreInterval: null,
      runs: 40,
      failedRuns: 30,
      failureReason: '30 of 40 runs failed',
    });
    expect((await api(stack, owner.apiKey).get(`/api/visibility/trends?syntheticId=${syntheticId}`)).body.scans).toBe(
      3,
    );
    const failedReport = await api(stack, owner.apiKey).get(
      `/api/visibility/report?syntheticId=${syntheticId}&scanId=scn_failed01`,
    );
    expect(failedReport.status).toBe(404);
    expect(failedReport.body.code).toBe('NO_SCAN');
    const failedPoll = await api(stack, owner.apiKey).get(
      `/api/visibility/scan?syntheticId=${syntheticId}&scanId=scn_failed01`,
    );
    expect(failedPoll.body).toMatchObject({ scanAvailable: false, scanInProgress: false, scanId: 'scn_failed01' });
    expect(failedPoll.body.message).toMatch(/failed: 30 of 40 runs failed/);
  });

  it('says when the site could not be read, in the poll and the report', async () => {
    const { trigger, done } = await scan({ url: 'https://unreadable-brand.example/', maxQueries: 4 });
    expect(done.siteRead).toBe(false);
    expect(done.siteReadError).toEqual(expect.any(String));
    const report = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${trigger.syntheticId}`);
    expect(report.body).toMatchObject({ siteRead: false, siteReadError: done.siteReadError });
  });
});
