import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#common';
import { ScanStore } from '../store/scan-store.js';
import { ScanTriggerService } from '../trigger/scan-trigger.service.js';
import { ScanFinalizer } from './scan-finalizer.js';
import { ScanPreparer } from './scan-preparer.js';

/**
 * The safety net behind the durable streams: a scan that stopped moving (its prepare message
 * lost between the insert and the publish, or its run messages gone past the stream's limits)
 * gets its pending work published again; message ids keep that from creating twins. A finished
 * scan whose credits accounts could not settle at the time (it was down) gets settled again.
 */
@Injectable()
export class ScanSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScanSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: ScanStore,
    private readonly trigger: ScanTriggerService,
    private readonly preparer: ScanPreparer,
    private readonly finalizer: ScanFinalizer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.SCAN_SWEEP_INTERVAL_MS);
    this.timer.unref();
    // A restart is the likeliest moment for a scan to have been left behind: look at once.
    setTimeout(() => void this.sweep(), 1_000).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      for (const scanId of await this.store.finishedButOpen()) await this.finalizer.finalize(scanId);
      for (const scan of await this.store.stalled(this.config.SCAN_STALL_MS)) {
        if (scan.status === 'preparing') {
          this.logger.warn(`scan ${scan.id} stalled while preparing: queueing its first phase again`);
          await this.trigger.queuePrepare(scan.id);
          await this.store.touch(scan.id);
        } else if (scan.completedRuns >= scan.totalRuns) {
          await this.finalizer.finalize(scan.id);
        } else {
          this.logger.warn(
            `scan ${scan.id} stalled at ${scan.completedRuns}/${scan.totalRuns}: publishing pending runs again`,
          );
          await this.preparer.redispatchPending(scan.id);
        }
      }
      for (const scanId of await this.store.unsettled(this.config.SCAN_STALL_MS)) {
        this.logger.warn(`scan ${scanId} finished but its credits were not settled: settling again`);
        await this.finalizer.finalize(scanId);
      }
    } catch (error) {
      this.logger.error(`sweep failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
