import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { bulkhead } from 'cockatiel';
import { type AnswerJudge, type AnswerVerdict, chooseVerdict, JudgeFailure } from '#analysis';
import { APP_CONFIG, type AppConfig } from '#common';
import { VerdictStore } from './verdict-store.js';

/** Provider for the configured judge (null: none configured); tests may provide their own. */
export const ANSWER_JUDGE = Symbol('ANSWER_JUDGE');

/**
 * The model judge's step in a scan (issue 17), between its last run and its scores: every
 * succeeded run's answer is judged by the configured model, both verdicts are stored, and the
 * run's figures become the model's verdict when it gave a valid one (chooseVerdict).
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
   * Judges the scan's runs not judged yet. False when another caller holds the scan's judging step
   * (it will finish the scan); throws when the service is stopping (the sweeper resumes the scan).
   */
  async judgeScan(scanId: string): Promise<boolean> {
    const judge = this.judge;
    if (!judge) return true;
    if (!(await this.store.claim(scanId, this.config.SCAN_STALL_MS))) return false;
    const brand = await this.store.brandOf(scanId);
    const runs = brand ? await this.store.unjudged(scanId) : [];
    if (!brand || runs.length === 0) return true;
    const budget = AbortSignal.any([AbortSignal.timeout(this.config.JUDGE_SCAN_BUDGET_MS), this.stopping.signal]);
    const started = performance.now();
    const outcomes = await Promise.all(
      runs.map((run) =>
        this.calls.execute(async () => {
          let model: AnswerVerdict | null = null;
          let error: string | null = null;
          try {
            // Past the budget, the runs still queued are not sent at all.
            if (budget.aborted) throw new JudgeFailure('budget', 'the scan’s judging time ran out before this answer');
            model = await judge.judge({ text: run.text, brand }, budget);
          } catch (failure) {
            if (!(failure instanceof JudgeFailure)) throw failure;
            error = `${failure.kind}: ${failure.message}`;
          }
          // Stopping is not the judge failing: leave the run unjudged for whoever resumes the scan.
          if (this.stopping.signal.aborted) return 'stopped' as const;
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
        }),
      ),
    );
    if (this.stopping.signal.aborted) throw new Error('the service is stopping: judging left for the sweeper');
    const byModel = outcomes.filter((method) => method === 'model').length;
    this.logger.log(
      `scan ${scanId}: ${byModel} of ${runs.length} answers judged by ${judge.model} in ${Math.round(performance.now() - started)} ms; the rules' verdict kept for the others`,
    );
    return true;
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort(new Error('shutting down'));
  }
}
