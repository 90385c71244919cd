import { Injectable, Logger } from '@nestjs/common';
import { scoreScan } from '#analysis';
import { InjectService, type ServiceClient } from '#common';
import { ACCOUNTS, type PlatformDetail, type PlatformKey } from '#contracts';
import { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import { ScanJudging } from '../judge/scan-judging.service.js';
import { scanMakespan, scansFinished } from '../observability/scan-metrics.js';
import { ReportDocuments } from '../reports/report-documents.js';
import { scanStatistics } from '../reports/scan-statistics.js';
import { ScanStatusReadModel } from '../reports/scan-status-read-model.js';
import { ScanStore } from '../store/scan-store.js';
import { creditCost } from '../trigger/credit-cost.js';
import { newReportToken } from '../trigger/scan-ids.js';

/**
 * Ends a scan once its last run finished (decisions §2, §4, §5): scores from the successful runs;
 * fewer than half succeeded → failed with a full refund; otherwise the failed runs are refunded.
 * The state change happens once (guarded update); the credit settlement is idempotent.
 */
@Injectable()
export class ScanFinalizer {
  private readonly logger = new Logger(ScanFinalizer.name);

  constructor(
    private readonly store: ScanStore,
    @InjectService('accounts') private readonly accounts: ServiceClient,
    private readonly judging: ScanJudging,
    private readonly events: ScanEventsPublisher,
    private readonly reports: ReportDocuments,
    private readonly readModel: ScanStatusReadModel,
  ) {}

  async finalize(scanId: string): Promise<void> {
    const scan = await this.store.findScan(scanId);
    if (!scan) return;
    if (scan.status === 'completed' || scan.status === 'failed') {
      // Finished before, but not settled then (accounts down, or a crash before its event went out):
      // publish its event again (the same id: taken once downstream) and settle now (idempotent).
      if (scan.phase === 'settling') {
        await this.events.finished(scanId, scan.status, scan.failureReason ?? undefined);
        const reason =
          scan.status === 'failed' ? `scan failed: ${scan.failureReason}` : 'scan completed; failed runs refunded';
        await this.settle(scanId, scan.creditsCharged ?? 0, reason);
      }
      return;
    }
    // The model judge's step, when one is configured: the figures below then read the verdicts it chose.
    // The judging step shows in the poll as the scan's phase (claimed at once inside judgeScan).
    if (this.judging.enabled) this.readModel.changed(scan.syntheticId);
    if (!(await this.judging.judgeScan(scanId))) return;
    const runs = await this.store.runOutcomes(scanId);
    if (runs.some((r) => r.status === 'pending')) return;
    const succeeded = runs.filter((r) => r.status === 'succeeded');
    const simulated = succeeded.some((r) => r.model?.startsWith('simulator/'));
    if (succeeded.length * 2 < runs.length || succeeded.length === 0) {
      const failed = runs.length - succeeded.length;
      const reason = `${failed} of ${runs.length} runs failed (${summariseErrors(runs.map((r) => r.error))}); the credits were refunded in full.`;
      await this.fail(scanId, reason, simulated);
      return;
    }
    const scored = succeeded.map((r) => ({
      platform: r.platform,
      mentioned: r.mentioned ?? false,
      position: r.position ?? 0,
      sentiment: r.sentiment ?? 'none',
      competitors: r.competitors ?? [],
    }));
    const score = scoreScan(scored);
    const charged = creditCost(scan.mode, succeeded.length);
    const done = await this.store.finish(scanId, {
      status: 'completed',
      overallScore: score.overallScore,
      platformScores: score.platformScores,
      platformDetails: score.platformDetails as Record<PlatformKey, PlatformDetail>,
      reportToken: newReportToken(),
      creditsCharged: charged,
      simulated,
      statistics: scanStatistics(scored, scanId),
    });
    if (done !== null) {
      finished('completed', done);
      this.logger.log(
        `scan ${scanId} completed: overall ${score.overallScore}, ${succeeded.length}/${runs.length} runs`,
      );
      await this.events.finished(scanId, 'completed');
      // Built now rather than on the first read (which builds it if this does not get to).
      void this.reports
        .materialize(scanId)
        .catch((error) => this.logger.warn(`report of ${scanId} not stored yet: ${error?.message ?? error}`));
    }
    await this.settle(scanId, charged, 'scan completed; failed runs refunded');
  }

  async fail(scanId: string, reason: string, simulated = false): Promise<void> {
    const done = await this.store.finish(scanId, {
      status: 'failed',
      failureReason: reason,
      creditsCharged: 0,
      simulated,
    });
    if (done !== null) {
      finished('failed', done);
      this.logger.warn(`scan ${scanId} failed: ${reason}`);
      await this.events.finished(scanId, 'failed', reason);
    }
    await this.settle(scanId, 0, `scan failed: ${reason}`);
  }

  /** Idempotent: settling a reference to an amount it already has is a no-op. */
  async settle(scanId: string, amount: number, reason: string): Promise<void> {
    await this.accounts.send(ACCOUNTS.settleCredits, { reference: scanId, amount, reason });
    await this.store.settled(scanId);
  }
}

function finished(status: 'completed' | 'failed', makespanSeconds: number): void {
  scansFinished.inc({ status });
  scanMakespan.observe({ status }, makespanSeconds);
}

function summariseErrors(errors: (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const e of errors) if (e) counts.set(e, (counts.get(e) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return top.length ? top.map(([e, n]) => `${n}× ${e}`).join('; ') : 'no error recorded';
}
