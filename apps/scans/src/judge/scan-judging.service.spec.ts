import { describe, expect, it } from 'vitest';
import { type AnswerJudge, type AnswerVerdict, type JudgedAnswer, JudgeFailure } from '#analysis';
import { type AppConfig, loadConfig } from '#common';
import type { BrandProfile } from '#contracts';
import { earlyRunOf, ScanJudging } from './scan-judging.service.js';
import type { JudgedRun, UnjudgedRun, VerdictStore } from './verdict-store.js';

const BRAND: BrandProfile = { name: 'Acme', aliases: [], domains: ['acme.com'], products: [], knownCompetitors: [] };
const RULES: AnswerVerdict = { mentioned: true, position: 3, sentiment: 'neutral', competitors: ['Globex'] };
const MODEL: AnswerVerdict = { mentioned: true, position: 1, sentiment: 'positive', competitors: ['Globex'] };

/** The store's part the step uses, in memory: one scan of `runs` runs. */
class MemoryStore {
  claims = 0;
  stored: JudgedRun[] = [];
  constructor(
    private readonly runs: number,
    private readonly claimable = true,
  ) {}
  async claim(): Promise<boolean> {
    this.claims += 1;
    return this.claimable;
  }
  async brandOf(): Promise<BrandProfile> {
    return BRAND;
  }
  async unjudged(): Promise<UnjudgedRun[]> {
    const done = new Set(this.stored.map((r) => r.id));
    return Array.from({ length: this.runs }, (_, i) => ({ id: `r${i}`, text: `answer ${i}`, rules: RULES })).filter(
      (r) => !done.has(r.id),
    );
  }
  async store(run: JudgedRun): Promise<void> {
    this.stored.push(run);
  }
}

/** A judge taking `ms` per answer, failing those its predicate picks, counting calls in flight. */
class SlowJudge implements AnswerJudge {
  readonly model = 'judge-7b';
  inFlight = 0;
  maxInFlight = 0;
  calls = 0;
  constructor(
    private readonly ms: number,
    private readonly fails: (answer: JudgedAnswer) => boolean = () => false,
  ) {}
  async judge(answer: JudgedAnswer, signal?: AbortSignal): Promise<AnswerVerdict> {
    this.calls += 1;
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, this.ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new JudgeFailure('budget', 'stopped'));
        });
        if (signal?.aborted) reject(new JudgeFailure('budget', 'stopped'));
      });
      if (this.fails(answer)) throw new JudgeFailure('refusal', 'the judge refused: no');
      return MODEL;
    } finally {
      this.inFlight -= 1;
    }
  }
}

function judging(judge: AnswerJudge | null, store: MemoryStore, env: Record<string, string> = {}) {
  const config: AppConfig = loadConfig({ JUDGE_CONCURRENCY: '3', JUDGE_SCAN_BUDGET_MS: '1000', ...env });
  return new ScanJudging(judge, store as unknown as VerdictStore, config);
}

describe('ScanJudging', () => {
  it('does nothing at all without a judge (not even a query)', async () => {
    const store = new MemoryStore(5);
    expect(await judging(null, store).judgeScan('scn_1')).toBe(true);
    expect(store.claims).toBe(0);
  });

  it('judges every run, at most JUDGE_CONCURRENCY at a time, storing both verdicts and the chosen one', async () => {
    const store = new MemoryStore(10);
    const judge = new SlowJudge(20, (answer) => answer.text === 'answer 4');
    expect(await judging(judge, store).judgeScan('scn_1')).toBe(true);
    expect(judge.maxInFlight).toBe(3);
    expect(store.stored).toHaveLength(10);
    const byId = new Map(store.stored.map((r) => [r.id, r]));
    expect(byId.get('r0')).toEqual({
      id: 'r0',
      rules: RULES,
      model: MODEL,
      judgeModel: 'judge-7b',
      error: null,
      used: MODEL,
      method: 'model',
    });
    expect(byId.get('r4')).toMatchObject({
      model: null,
      used: RULES,
      method: 'rules',
      error: 'refusal: the judge refused: no',
    });
  });

  it('leaves the scan to whoever holds its judging step', async () => {
    const store = new MemoryStore(3, false);
    const judge = new SlowJudge(1);
    expect(await judging(judge, store).judgeScan('scn_1')).toBe(false);
    expect(store.stored).toEqual([]);
  });

  it('stops at the scan’s budget: the runs not judged by then keep the rules’ verdict', async () => {
    const store = new MemoryStore(12);
    const judge = new SlowJudge(400);
    const started = Date.now();
    await judging(judge, store, { JUDGE_SCAN_BUDGET_MS: '1000' }).judgeScan('scn_1');
    // 12 runs, 3 at a time, 400 ms each would take 1.6 s; the budget ends it at about 1 s.
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(store.stored).toHaveLength(12);
    const byModel = store.stored.filter((r) => r.method === 'model');
    expect(byModel.length).toBeGreaterThanOrEqual(6);
    expect(byModel.length).toBeLessThan(12);
    for (const run of store.stored.filter((r) => r.method === 'rules')) {
      expect(run).toMatchObject({ used: RULES, model: null, error: expect.stringMatching(/^budget: /) });
    }
  });

  it('stops on shutdown without storing anything it did not finish, and says so', async () => {
    const store = new MemoryStore(6);
    const judge = new SlowJudge(300);
    const step = judging(judge, store);
    const running = step.judgeScan('scn_1');
    setTimeout(() => step.beforeApplicationShutdown(), 100);
    await expect(running).rejects.toThrow(/stopping/);
    expect(store.stored).toEqual([]);
  });

  it('judges answers as they are recorded; the step waits for those and judges only the rest', async () => {
    const store = new MemoryStore(6);
    const judge = new SlowJudge(150);
    const step = judging(judge, store);
    step.judgeEarly(
      [0, 1, 2, 3].map((i) =>
        earlyRunOf({ scanId: 'scn_1', runId: `r${i}`, answer: { text: `answer ${i}` } }, BRAND, RULES),
      ),
    );
    expect(await step.judgeScan('scn_1')).toBe(true);
    expect(judge.calls).toBe(6);
    expect(store.stored.map((r) => r.id).sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(store.stored.every((r) => r.method === 'model')).toBe(true);
  });

  it('judges nothing early without a judge', () => {
    const store = new MemoryStore(1);
    judging(null, store).judgeEarly([earlyRunOf({ scanId: 's', runId: 'r0', answer: { text: 'a' } }, BRAND, RULES)]);
    expect(store.stored).toEqual([]);
  });
});
