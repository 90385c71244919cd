import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { bulkhead } from 'cockatiel';
import { type AnswerJudge, type AnswerVerdict, chooseVerdict, JudgeFailure } from '#analysis';
import { APP_CONFIG, type AppConfig } from '#common';
import type { BrandProfile } from '#contracts';
import { type UnjudgedRun, VerdictStore } from './verdict-store.js';

/** Early judgements queued per judge call slot before answers are left to the scan's judging step. */
const EARLY_QUEUE_PER_SLOT = 64;

type AnalysisOutcome = 'rules' | 'model' | 'stopped';

/** An answer just recorded, to be judged early: its run, its scan's brand and the rules' verdict. */
export interface EarlyRun extends UnjudgedRun {
  scanId: string;
  brand: BrandProfile;
}

export function earlyRunOf(
  result: { scanId: string; runId: string; answer: { text: string } },
  brand: BrandProfile,
  rules: AnswerVerdict,
): EarlyRun {
  const { mentioned, position, sentiment, competitors } = rules;
  return {
    id: result.runId,
    scanId: result.scanId,
    text: result.answer.text,
    brand,
    rules: { mentioned, position, sentiment, competitors },
  };
}

/** Waits for the tasks, or until the signal aborts, whichever comes first. */
async function untilSettledOr(tasks: Promise<unknown>[], signal: AbortSignal): Promise<void> {
  if (tasks.length === 0 || signal.aborted) return;
  let onAbort = () => {};
  const aborted = new Promise<void>((resolve) => {
    onAbort = resolve;
    signal.addEventListener('abort', onAbort, { once: true });
  });
  await Promise.race([Promise.allSettled(tasks), aborted]);
  signal.removeEventListener('abort', onAbort);
}

/** Provider for the configured judge (null: none configured); tests may provide their own. */
export const ANSWER_JUDGE = Symbol('ANSWER_JUDGE');

/**
 * The model judge in a scan (issue 17): every succeeded run's answer is judged by the configured
 * model, both verdicts are stored, and the run's figures become the model's verdict when it gave a
 * valid one (chooseVerdict). Answers are judged as soon as they are recorded, while the scan's other
 * runs are still being asked (judgeEarly, best effort, in this process); the step between the scan's
 * last run and its scores (judgeScan) waits for those and judges whatever is left.
 *
 * Bounded: at most JUDGE_CONCURRENCY calls in flight in this process (all scans together), each
 * judgement limited by JUDGE_TIMEOUT_MS, a scan's judging by JUDGE_SCAN_BUDGET_MS; whatever fails
 * or runs out of time keeps the rules' verdict. With no judge configured the step does nothing.
 *
 * It runs in the scans service, where the answers are analysed and stored: the platforms service
 * owns the calls that ask the platforms, and "asks; does not judge".
 */
@Injectable()
export class ScanJudging implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanJudging.name);
  private readonly calls: ReturnType<typeof bulkhead>;
  private readonly stopping = new AbortController();
  /** Early judgements in flight or queued, per scan. */
  private readonly early = new Map<string, Set<Promise<unknown>>>();
  private earlyQueued = 0;

  constructor(
    @Inject(ANSWER_JUDGE) private readonly judge: AnswerJudge | null,
    private readonly store: VerdictStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.calls = bulkhead(config.JUDGE_CONCURRENCY, Number.POSITIVE_INFINITY);
  }

  get enabled(): boolean {
    return this.judge !== null;
  }

  /**
   * Queues the judgement of answers just recorded (their rows hold the rules' verdict). Best
   * effort: past a bounded queue, answers are left to the scan's judging step.
   */
  judgeEarly(runs: EarlyRun[]): void {
    const judge = this.judge;
    if (!judge) return;
    const limit = this.config.JUDGE_CONCURRENCY * EARLY_QUEUE_PER_SLOT;
    for (const run of runs) {
      if (this.earlyQueued >= limit || this.stopping.signal.aborted) return;
      this.earlyQueued += 1;
      const tasks = this.early.get(run.scanId) ?? new Set<Promise<unknown>>();
      this.early.set(run.scanId, tasks);
      const task = this.calls
        .execute(() => this.judgeRun(judge, run, run.brand, this.stopping.signal))
        .catch((error: unknown) =>
          this.logger.warn(
            `run ${run.id}: early judgement not stored (${error instanceof Error ? error.message : error})`,
          ),
        )
        .finally(() => {
          this.earlyQueued -= 1;
          tasks.delete(task);
          if (tasks.size === 0 && this.early.get(run.scanId) === tasks) this.early.delete(run.scanId);
        });
      tasks.add(task);
    }
  }

  /**
   * Judges the scan's runs not judged yet. False when another caller holds the scan's judging step
   * (it will finish the scan); throws when the service is stopping (the sweeper resumes the scan).
   */
  async judgeScan(scanId: string): Promise<boolean> {
    const judge = this.judge;
    if (!judge) return true;
    if (!(await this.store.claim(scanId, this.config.SCAN_STALL_MS))) return false;
    const started = performance.now();
    const budget = AbortSignal.any([AbortSignal.timeout(this.config.JUDGE_SCAN_BUDGET_MS), this.stopping.signal]);
    await untilSettledOr([...(this.early.get(scanId) ?? [])], budget);
    const brand = await this.store.brandOf(scanId);
    const runs = brand ? await this.store.unjudged(scanId) : [];
    const outcomes = brand
      ? await Promise.all(runs.map((run) => this.calls.execute(() => this.judgeRun(judge, run, brand, budget))))
      : [];
    if (this.stopping.signal.aborted) throw new Error('the service is stopping: judging left for the sweeper');
    const byModel = outcomes.filter((method) => method === 'model').length;
    this.logger.log(
      `scan ${scanId}: judging step ${Math.round(performance.now() - started)} ms; ${byModel} of ${runs.length} answers left to it judged by ${judge.model}`,
    );
    return true;
  }

  /** Judges one answer and stores both verdicts; `stopped` when the service stops meanwhile (nothing stored). */
  private async judgeRun(
    judge: AnswerJudge,
    run: UnjudgedRun,
    brand: BrandProfile,
    signal: AbortSignal,
  ): Promise<AnalysisOutcome> {
    let model: AnswerVerdict | null = null;
    let error: string | null = null;
    try {
      // Past the budget, the runs still queued are not sent at all.
      if (signal.aborted) throw new JudgeFailure('budget', 'the scan’s judging time ran out before this answer');
      model = await judge.judge({ text: run.text, brand }, signal);
    } catch (failure) {
      if (!(failure instanceof JudgeFailure)) throw failure;
      error = `${failure.kind}: ${failure.message}`;
    }
    // Stopping is not the judge failing: leave the run unjudged for whoever resumes the scan.
    if (this.stopping.signal.aborted) return 'stopped';
    const { verdict, method } = chooseVerdict(run.rules, model);
    await this.store.store({
      id: run.id,
      rules: run.rules,
      model,
      judgeModel: judge.model,
      error,
      used: verdict,
      method,
    });
    return method;
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort(new Error('shutting down'));
  }
}
