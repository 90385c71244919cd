import { Inject, Injectable, Logger } from '@nestjs/common';
import { JETSTREAM, type JetStreamClient, natsName } from '#common';
import {
  type CreditsLowEvent,
  EVENTS,
  type FailedPollBody,
  type ScanCompletedEvent,
  type ScanFailedEvent,
  type ScanProgressEvent,
  type ScheduleSkippedEvent,
  type ServiceEvent,
} from '#contracts';

import { ScanStatusReadModel } from '../reports/scan-status-read-model.js';
import { type ScanCounts, ScanStore } from '../store/scan-store.js';

/** Credits of one default batch scan: the accounts service's creditWarning threshold. */
const LOW_CREDIT_THRESHOLD = 30;

/**
 * Publishes the scan events on the durable EVENTS stream (`events.scan.<kind>.<syntheticId>`),
 * read by every gateway replica (SSE) and by notifications (webhooks). A terminal event is
 * published before the scan's credits are settled, and again by the sweeper if the process died
 * in between: its id (and JetStream message id) is stable, so consumers take it once.
 * Progress events are best effort: a lost one is superseded by the next.
 */
@Injectable()
export class ScanEventsPublisher {
  private readonly logger = new Logger(ScanEventsPublisher.name);

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    private readonly store: ScanStore,
    private readonly readModel: ScanStatusReadModel,
  ) {}

  progress(counts: ScanCounts & { phase: string }): void {
    const event: ScanProgressEvent = {
      type: 'scan.progress',
      id: `evt_${counts.scanId}_p${counts.completedQueries}`,
      occurredAt: new Date().toISOString(),
      ...counts,
    };
    this.readModel.changed(counts.syntheticId);
    this.publish(EVENTS.scanSubject('progress', counts.syntheticId), event).catch((error: unknown) =>
      this.logger.warn(`scan ${counts.scanId}: progress event not published: ${error}`),
    );
  }

  /**
   * The terminal event of a finished scan, with the poll body as it now reads; the poll's read
   * model is rewritten first, so that a client told of the end polls the same answer.
   */
  async finished(scanId: string, outcome: 'completed' | 'failed', reason?: string): Promise<void> {
    const owner = await this.store.ownerOf(scanId);
    if (!owner) return;
    const status = await this.readModel.refresh(owner.syntheticId);
    await this.readModel.finished(owner.syntheticId, scanId);
    const base = { scanId, ...owner, occurredAt: new Date().toISOString() };
    if (outcome === 'completed' && status.state === 'available' && status.scanId === scanId) {
      const event: ScanCompletedEvent = {
        ...base,
        type: 'scan.completed',
        id: `evt_${scanId}_completed`,
        poll: {
          state: 'available',
          syntheticId: status.syntheticId,
          scanAvailable: true,
          scanId: status.scanId,
          overallScore: status.overallScore,
          scanDate: status.scanDate,
          platformScores: status.platformScores,
          reportUrl: status.reportUrl,
          ...status.quality,
        },
      };
      await this.publish(EVENTS.scanSubject('completed', owner.syntheticId), event);
      return;
    }
    if (outcome === 'failed') {
      const why = reason ?? 'the scan failed';
      const poll: FailedPollBody = {
        state: status.state === 'available' ? 'available' : 'none',
        syntheticId: owner.syntheticId,
        scanAvailable: status.state === 'available',
        scanInProgress: false,
        message: `The last scan (${scanId}) failed: ${why}`,
      };
      const event: ScanFailedEvent = { ...base, type: 'scan.failed', id: `evt_${scanId}_failed`, reason: why, poll };
      await this.publish(EVENTS.scanSubject('failed', owner.syntheticId), event);
    }
  }

  /**
   * credits.low, when a reservation took the balance below one default scan (30 credits, the
   * accounts service's creditWarning threshold): once per crossing, not on every later scan.
   */
  async creditsLowAfter(accountId: string, scanId: string, reserved: number, balance: number): Promise<void> {
    if (balance >= LOW_CREDIT_THRESHOLD || balance + reserved < LOW_CREDIT_THRESHOLD) return;
    const event: CreditsLowEvent = {
      type: 'credits.low',
      id: `evt_${scanId}_credits_low`,
      occurredAt: new Date().toISOString(),
      accountId,
      creditBalance: balance,
      creditWarning:
        balance <= 0
          ? 'Out of credits: no scan can start until credits are added.'
          : `Low credits: ${balance} left, less than one default scan (${LOW_CREDIT_THRESHOLD} queries in batch mode).`,
    };
    await this.publish(EVENTS.creditsLowSubject(accountId), event);
  }

  async scheduleSkipped(event: Omit<ScheduleSkippedEvent, 'type' | 'occurredAt'>): Promise<void> {
    await this.publish(EVENTS.scheduleSkippedSubject(event.syntheticId), {
      ...event,
      type: 'schedule.skipped',
      occurredAt: new Date().toISOString(),
    });
  }

  private async publish(subject: string, event: ServiceEvent): Promise<void> {
    await this.js.publish(natsName(subject), JSON.stringify(event), { msgID: event.id });
  }
}
