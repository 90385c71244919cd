import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { analyzeAnswer, type PreparedBrand, prepareBrand, warmUpAnalysis } from '#analysis';
import { withScan } from '#common';
import type { RunResultMessage } from '#contracts';
import { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import { type EarlyRun, earlyRunOf, ScanJudging } from '../judge/scan-judging.service.js';
import { analysisDuration, runResultsRecorded } from '../observability/scan-metrics.js';
import { type AnalysedResult, ScanStore } from '../store/scan-store.js';
import { ScanFinalizer } from './scan-finalizer.js';

/** How many scans' prepared brands to keep; a scan's results arrive together, so few suffice. */
const BRAND_CACHE_SIZE = 256;
/** Answers analysed between two turns of the event loop (one is about a fifth of a millisecond). */
const YIELD_EVERY = 25;

/**
 * Stores run results: each answer analysed (decisions §3) against the scan's brand snapshot,
 * a batch per transaction, each run stored once whatever the redeliveries; finishes the scans
 * whose last run just came in.
 *
 * Finishing a scan (scores, final state, credits) happens beside the recording, not inside it:
 * the next batch of results need not wait for it. If the process dies before a finish is done,
 * the scan is left with all its runs counted and still running, which the sweeper finishes.
 */
@Injectable()
export class ResultRecorder implements OnModuleInit {
  private readonly logger = new Logger(ResultRecorder.name);
  private readonly brands = new Map<string, PreparedBrand | null>();
  private readonly finishing = new Set<Promise<void>>();

  constructor(
    private readonly store: ScanStore,
    private readonly finalizer: ScanFinalizer,
    private readonly judging: ScanJudging,
    private readonly events: ScanEventsPublisher,
  ) {}

  /** Before the result consumer starts (a bootstrap hook) and before the service reports ready. */
  onModuleInit(): void {
    warmUpAnalysis();
  }

  async record(results: RunResultMessage[]): Promise<void> {
    const analysed: AnalysedResult[] = [];
    const toJudge: EarlyRun[] = [];
    for (const [index, result] of results.entries()) {
      // Analysis is synchronous work: let the rest of the service (fan-outs, acks) in between.
      if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      runResultsRecorded.inc({ platform: result.platform, outcome: result.ok ? 'succeeded' : 'failed' });
      if (!result.ok) {
        analysed.push(result);
        continue;
      }
      const brand = await this.brandOf(result.scanId);
      if (!brand) continue; // scan gone (deleted or never planned): nothing to store.
      const started = performance.now();
      const analysis = analyzeAnswer({ text: result.answer.text, citations: result.answer.citations, brand });
      analysisDuration.observe((performance.now() - started) / 1000);
      analysed.push({ ...result, analysis });
      if (this.judging.enabled) toJudge.push(earlyRunOf(result, brand.profile, analysis));
    }
    const { complete, progress } = await this.store.recordResults(analysed);
    for (const counts of progress) this.events.progress({ ...counts, phase: 'asking' });
    // The model judge (when configured) starts on these answers now, while the scans' other runs are asked.
    this.judging.judgeEarly(toJudge);
    for (const scanId of complete) {
      this.brands.delete(scanId);
      this.finish(scanId);
    }
  }

  /** Waits for the finishes under way (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.finishing);
  }

  private finish(scanId: string): void {
    const task = withScan(scanId, () => this.finalizer.finalize(scanId))
      .catch((error: unknown) =>
        this.logger.error(
          `scan ${scanId}: finishing failed (${error instanceof Error ? error.message : error}); the sweeper will finish it`,
        ),
      )
      .finally(() => this.finishing.delete(task));
    this.finishing.add(task);
  }

  private async brandOf(scanId: string): Promise<PreparedBrand | null> {
    if (this.brands.has(scanId)) return this.brands.get(scanId) ?? null;
    const snapshot = await this.store.brandOf(scanId);
    const prepared = snapshot ? prepareBrand(snapshot) : null;
    if (this.brands.size >= BRAND_CACHE_SIZE) {
      const oldest = this.brands.keys().next().value;
      if (oldest !== undefined) this.brands.delete(oldest);
    }
    this.brands.set(scanId, prepared);
    if (!prepared) this.logger.warn(`results for unknown or unplanned scan ${scanId} dropped`);
    return prepared;
  }
}
