import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerVerdict, analyzeAnswer, scoreScan, verdictDisagreements } from '#analysis';
import type { BrandProfile } from '#contracts';
import {
  type LoopbackServer,
  type ScriptedResponse,
  startLoopbackServer,
} from '../apps/platforms/src/providers/testing/loopback-server.js';
import { answerOfJudgeRequest, judgeChatCompletionBody } from '../apps/scans/src/judge/testing/judge-wire.js';
import { api, createAccount, type TestAccount, waitForScan, waitUntil } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/**
 * Issue 17: with a model judge configured (JUDGE_* pointing at a loopback server that speaks the
 * Chat Completions wire format with structured outputs), every answer of a scan is also judged;
 * both verdicts are stored per run, the figures use the model's where it gave a valid one, the
 * report says whose each figure is and counts the disagreements; every way a judgement can fail
 * leaves the rules' verdict.
 */
const JUDGE_MODEL = 'judge-7b';
const JUDGE_TIMEOUT_MS = 1_000;

/** What the judge server does with an answer: the first answers it sees take each kind in turn. */
const KINDS = ['praise', 'refusal', 'malformed', 'off-schema', 'http-500', 'timeout', 'absent'] as const;
type Kind = (typeof KINDS)[number];
const FAILING: readonly Kind[] = ['refusal', 'malformed', 'off-schema', 'http-500', 'timeout'];

/** Verdicts the rules are unlikely to give, so that disagreements show. */
const PRAISE: AnswerVerdict = { mentioned: true, position: 1, sentiment: 'negative', competitors: ['Judgeco'] };
const ABSENT: AnswerVerdict = { mentioned: false, position: 0, sentiment: 'none', competitors: [] };

function replyFor(kind: Kind): ScriptedResponse {
  const completion = (content: string | null, refusal?: string) => ({
    body: judgeChatCompletionBody({ content, refusal, model: JUDGE_MODEL }),
  });
  switch (kind) {
    case 'praise':
      return completion(JSON.stringify(PRAISE));
    case 'absent':
      return completion(JSON.stringify(ABSENT));
    case 'refusal':
      return completion(null, "I'm sorry, but I can't assist with that.");
    case 'malformed':
      return completion('{"mentioned": true, "position": 1, "sentiment": ');
    case 'off-schema':
      return completion(JSON.stringify({ mentioned: 'yes', position: 1, sentiment: 'great', competitors: 'Judgeco' }));
    case 'http-500':
      return {
        status: 500,
        body: { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } },
      };
    case 'timeout':
      return { delayMs: JUDGE_TIMEOUT_MS * 3, ...completion(JSON.stringify(PRAISE)) };
  }
}

interface QueryResult {
  platform: 'assistant_a' | 'assistant_b' | 'assistant_c' | 'aio';
  rawResponse: string;
  mentioned: boolean;
  position: number;
  sentiment: AnswerVerdict['sentiment'];
  competitors: string[];
  analysisMethod: 'rules' | 'model';
  verdicts: { rules: AnswerVerdict; model: AnswerVerdict | null; judgeError: string | null };
}

interface Report {
  queryResults: QueryResult[];
  overallScore: number;
  platformScores: Record<string, number>;
  analysis: unknown;
}

const figures = (r: QueryResult): AnswerVerdict => ({
  mentioned: r.mentioned,
  position: r.position,
  sentiment: r.sentiment,
  competitors: r.competitors,
});

describe('the model judge in a scan, against a loopback Chat Completions server', () => {
  let server: LoopbackServer;
  let stack: TestStack;
  let owner: TestAccount;
  const kindOf = new Map<string, Kind>();
  let judgeDown = false;

  beforeAll(async () => {
    server = await startLoopbackServer((request) => {
      if (judgeDown) {
        return { status: 503, body: { error: { message: 'down', type: 'server_error', param: null, code: null } } };
      }
      const answer = answerOfJudgeRequest(request.json) ?? '';
      if (!kindOf.has(answer)) kindOf.set(answer, KINDS[kindOf.size % KINDS.length]!);
      return replyFor(kindOf.get(answer)!);
    });
    stack = await startTestStack({
      JUDGE_PROVIDER: 'openai-compatible',
      JUDGE_BASE_URL: `${server.url}/v1`,
      JUDGE_MODEL,
      JUDGE_TIMEOUT_MS: String(JUDGE_TIMEOUT_MS),
      JUDGE_MAX_ATTEMPTS: '1',
      JUDGE_CONCURRENCY: '3',
    });
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.close();
  });

  async function scan(body: object): Promise<{ syntheticId: number; scanId: string; report: Report }> {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', body);
    expect(trigger.status).toBe(202);
    const done = await waitForScan(stack, owner.apiKey, trigger.body.syntheticId, 90_000);
    expect(done).toMatchObject({ scanAvailable: true, scanId: trigger.body.scanId });
    const res = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${trigger.body.syntheticId}`);
    expect(res.status).toBe(200);
    return { syntheticId: trigger.body.syntheticId, scanId: trigger.body.scanId, report: res.body };
  }

  let first: { syntheticId: number; scanId: string; report: Report };

  it('stores both verdicts, uses the valid model verdicts, keeps the rules where the judge failed, counts disagreements', async () => {
    first = await scan({ url: 'https://www.acme-widgets.example', maxQueries: 24 });
    const results = first.report.queryResults;
    expect(results.length).toBe(24);
    // Every succeeded answer was put to the judge once (no retries configured).
    const judgeCalls = server.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(judgeCalls).toHaveLength(24);
    expect(new Set([...kindOf.values()])).toEqual(new Set(KINDS));

    const [{ brand }] = await stack.sql<{ brand: BrandProfile }>('select brand from scans.scans where id = $1', [
      first.scanId,
    ]);
    for (const result of results) {
      const kind = kindOf.get(result.rawResponse);
      expect(kind).toBeDefined();
      // The rules' verdict is the rule-based analysis of the stored answer, whatever the judge said.
      const rules = analyzeAnswer({ text: result.rawResponse, citations: [], brand });
      expect(result.verdicts.rules).toEqual({
        mentioned: rules.mentioned,
        position: rules.position,
        sentiment: rules.sentiment,
        competitors: rules.competitors,
      });
      if (kind === 'praise' || kind === 'absent') {
        const model = kind === 'praise' ? PRAISE : ABSENT;
        expect(result).toMatchObject({ analysisMethod: 'model', verdicts: { model, judgeError: null } });
        expect(figures(result)).toEqual(model);
      } else {
        expect(FAILING).toContain(kind);
        expect(result.analysisMethod).toBe('rules');
        expect(result.verdicts.model).toBeNull();
        expect(figures(result)).toEqual(result.verdicts.rules);
        const expected = {
          refusal: /^refusal: the judge refused: I'm sorry/,
          malformed: /^malformed: the judge's reply is not JSON/,
          'off-schema': /^schema: the judge's verdict has no boolean "mentioned"/,
          'http-500': /^http: openai-compatible answered HTTP 500/,
          timeout: /^timeout: openai-compatible gave no verdict within 1000 ms/,
        }[kind as Exclude<Kind, 'praise' | 'absent'>];
        expect(result.verdicts.judgeError).toMatch(expected);
      }
    }

    // Report level: some figures are the model's and some the rules' → mixed; counts per field.
    const judged = results.filter((r) => r.verdicts.model !== null);
    const disagreements = { runs: 0, mentioned: 0, position: 0, sentiment: 0, competitors: 0 };
    for (const r of judged) {
      const fields = verdictDisagreements(r.verdicts.rules, r.verdicts.model!);
      if (fields.length > 0) disagreements.runs += 1;
      for (const field of fields) disagreements[field] += 1;
    }
    expect(disagreements.runs).toBeGreaterThan(0);
    const methodOf = (platform: string) => {
      const own = results.filter((r) => r.platform === platform);
      const byModel = own.filter((r) => r.analysisMethod === 'model').length;
      return byModel === 0 ? 'rules' : byModel === own.length ? 'model' : 'mixed';
    };
    expect(first.report.analysis).toEqual({
      method: 'mixed',
      byPlatform: Object.fromEntries(
        ['assistant_a', 'assistant_b', 'assistant_c', 'aio'].map((platform) => [platform, methodOf(platform)]),
      ),
      judgeModel: JUDGE_MODEL,
      judgedRuns: judged.length,
      judgeFailures: results.length - judged.length,
      disagreements,
    });

    // The scores are computed from the figures the report shows (the chosen verdicts).
    const score = scoreScan(results.map((r) => ({ platform: r.platform, ...figures(r) })));
    expect(first.report.overallScore).toBe(score.overallScore);
    expect(first.report.platformScores).toEqual(score.platformScores);

    // Stored per run in the scans schema: both verdicts, the judge model, whose figures they are.
    const rows = await stack.sql<{
      analysis_method: string;
      judge_model: string;
      rules_verdict: AnswerVerdict;
      model_verdict: AnswerVerdict | null;
      judge_error: string | null;
    }>(
      `select analysis_method, judge_model, rules_verdict, model_verdict, judge_error from scans.runs
        where scan_id = $1 and status = 'succeeded'`,
      [first.scanId],
    );
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      expect(row.judge_model).toBe(JUDGE_MODEL);
      expect(row.rules_verdict).not.toBeNull();
      expect(row.analysis_method).toBe(row.model_verdict ? 'model' : 'rules');
      expect(row.judge_error === null).toBe(row.model_verdict !== null);
    }
  });

  it('with the judge down, the same answers keep the rules’ verdict and the report says `rules`', async () => {
    judgeDown = true;
    const again = await scan({ syntheticId: first.syntheticId, maxQueries: 24 });
    const results = again.report.queryResults;
    expect(results.length).toBe(24);
    for (const result of results) {
      expect(result.analysisMethod).toBe('rules');
      expect(result.verdicts.model).toBeNull();
      expect(result.verdicts.judgeError).toMatch(/^http: openai-compatible answered HTTP 503/);
      expect(figures(result)).toEqual(result.verdicts.rules);
    }
    expect(again.report.analysis).toEqual({
      method: 'rules',
      byPlatform: { assistant_a: 'rules', assistant_b: 'rules', assistant_c: 'rules', aio: 'rules' },
      judgeModel: JUDGE_MODEL,
      judgedRuns: 0,
      judgeFailures: 24,
      disagreements: { runs: 0, mentioned: 0, position: 0, sentiment: 0, competitors: 0 },
    });
    // The simulator answers the same questions the same way: the scores are the rules' of the first scan.
    const before = first.report.queryResults.map((r) => r.verdicts.rules);
    expect(results.map((r) => r.verdicts.rules)).toEqual(before);
    const rulesScore = scoreScan(first.report.queryResults.map((r) => ({ platform: r.platform, ...r.verdicts.rules })));
    expect(again.report.overallScore).toBe(rulesScore.overallScore);
  });
});

/**
 * The judging step survives a crash: the scans service is killed (SIGKILL) while a scan is in its
 * judging step; after the restart the sweeper finds the step abandoned (no verdict stored for
 * SCAN_STALL_MS), takes it over, judges only what was left and completes the scan.
 */
describe('the model judge when the scans service dies while judging', () => {
  let server: LoopbackServer;
  let stack: TestStack;
  let owner: TestAccount;
  const VERDICT: AnswerVerdict = { mentioned: true, position: 2, sentiment: 'positive', competitors: ['Judgeco'] };

  beforeAll(async () => {
    server = await startLoopbackServer(() => ({
      delayMs: 400,
      body: judgeChatCompletionBody({ content: JSON.stringify(VERDICT), model: JUDGE_MODEL }),
    }));
    stack = await startTestStack({
      JUDGE_PROVIDER: 'openai-compatible',
      JUDGE_BASE_URL: `${server.url}/v1`,
      JUDGE_MODEL,
      JUDGE_CONCURRENCY: '2',
      SCAN_SWEEP_INTERVAL_MS: '1000',
      SCAN_STALL_MS: '3000',
    });
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.close();
  });

  it('resumes the judging step after a restart and judges each answer once more at most', async () => {
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://www.judged-widgets.example',
      maxQueries: 24,
    });
    expect(trigger.status).toBe(202);
    const { scanId, syntheticId } = trigger.body;
    // Every run answered, the scan in its judging step, some answers judged and not all.
    const judgedSoFar = async () =>
      (
        await stack.sql<{ phase: string; judged: number }>(
          `select s.phase, (select count(*)::int from scans.runs r where r.scan_id = s.id and r.analysis_method is not null) as judged
             from scans.scans s where s.id = $1`,
          [scanId],
        )
      )[0];
    const { value: before } = await waitUntil(
      judgedSoFar,
      (row) => row?.phase === 'judging' && row.judged >= 2,
      30_000,
      100,
    );
    expect(before.judged).toBeLessThan(24);
    await stack.kill('scans');
    const callsAtKill = server.requests.length;
    await stack.restart('scans');

    const done = await waitForScan(stack, owner.apiKey, syntheticId, 60_000);
    expect(done).toMatchObject({ scanAvailable: true, scanId });
    const rows = await stack.sql<{ analysis_method: string; model_verdict: AnswerVerdict | null }>(
      `select analysis_method, model_verdict from scans.runs where scan_id = $1 and status = 'succeeded'`,
      [scanId],
    );
    expect(rows).toHaveLength(24);
    for (const row of rows) expect(row).toEqual({ analysis_method: 'model', model_verdict: VERDICT });
    // Answers judged before the crash were not asked again; at most the two in flight were.
    expect(server.requests.length).toBeLessThanOrEqual(24 + 2);
    expect(server.requests.length).toBeGreaterThan(callsAtKill);
    const report = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(report.body.analysis).toMatchObject({ method: 'model', judgedRuns: 24, judgeFailures: 0 });
  });
});
