import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import type { CreateScheduleRequest, DeleteScheduleRequest, ListSchedulesRequest, ScheduleView } from '#contracts';
import { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import { ScanStore } from '../store/scan-store.js';
import { ScanTriggerService } from '../trigger/scan-trigger.service.js';
import { nextRunAfter, parseCadence } from './cadence.js';
import { type DueSchedule, ScheduleStore } from './schedule-store.js';

/** Schedules an account may have. */
export const MAX_SCHEDULES_PER_ACCOUNT = 50;
/**
 * A claimed run with no outcome after this long was stranded by a replica that stopped before its
 * trigger answered (a trigger takes seconds: its claim wait, then a few requests): it is taken up again.
 */
export const STRANDED_RUN_MS = 120_000;

/**
 * Scheduled re-scans: create, list, delete; and the tick every scans replica runs, which claims
 * the due schedules (each due time once across replicas, in the database) and triggers their
 * scans through the ordinary trigger flow, or skips a run, with a `schedule.skipped` event, when
 * the agent's previous scan is still running or the credits are short.
 */
@Injectable()
export class SchedulesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SchedulesService.name);
  private timer?: ReturnType<typeof setInterval>;
  private ticking?: Promise<void>;

  constructor(
    private readonly schedules: ScheduleStore,
    private readonly scans: ScanStore,
    private readonly trigger: ScanTriggerService,
    private readonly events: ScanEventsPublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(req: CreateScheduleRequest): Promise<ScheduleView> {
    const now = new Date();
    const cadence = parseCadence(req.cadence, now, this.config.SCHEDULE_ALLOW_SECONDS);
    if (!cadence.ok) {
      throw new AppError('VALIDATION_ERROR', `Invalid cadence: ${cadence.reason}.`, [
        { field: 'cadence', message: cadence.reason },
      ]);
    }
    if ((await this.schedules.count(req.accountId)) >= MAX_SCHEDULES_PER_ACCOUNT) {
      throw new AppError('VALIDATION_ERROR', `An account may have at most ${MAX_SCHEDULES_PER_ACCOUNT} schedules.`, [
        { field: 'syntheticId', message: 'too many schedules' },
      ]);
    }
    const next = nextRunAfter(cadence.pattern, now);
    if (!next) {
      throw new AppError('VALIDATION_ERROR', 'This cadence never runs.', [{ field: 'cadence', message: 'never runs' }]);
    }
    return this.schedules.insert({
      id: `sch_${randomBytes(12).toString('hex')}`,
      accountId: req.accountId,
      syntheticId: req.syntheticId,
      cadence: req.cadence,
      pattern: cadence.pattern,
      mode: req.mode,
      maxQueries: req.maxQueries,
      samples: req.samples ?? null,
      platforms: req.platforms ?? null,
      nextRunAt: next,
    });
  }

  async list(req: ListSchedulesRequest): Promise<{ schedules: ScheduleView[] }> {
    return { schedules: await this.schedules.list(req.accountId, req.syntheticId) };
  }

  async delete(req: DeleteScheduleRequest): Promise<{ deleted: true }> {
    if (!/^sch_[0-9a-f]{24}$/.test(req.scheduleId) || !(await this.schedules.delete(req.accountId, req.scheduleId))) {
      throw new AppError('NOT_FOUND', `No schedule ${req.scheduleId} in this account.`, [
        { field: 'id', message: 'no such schedule' },
      ]);
    }
    return { deleted: true };
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.ticking ??= this.tick()
        .catch((error: unknown) => this.logger.error(`schedule tick failed: ${error}`))
        .finally(() => {
          this.ticking = undefined;
        });
    }, this.config.SCHEDULE_TICK_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }

  /** One pass: claim what is due, fire each; then take up the runs a stopped replica left unfinished. */
  async tick(): Promise<void> {
    const due = await this.schedules.claimDue(nextRunAfter);
    for (const schedule of due) await this.fire(schedule);
    for (const stranded of await this.schedules.claimStranded(STRANDED_RUN_MS)) await this.resume(stranded);
  }

  /**
   * A stranded run: when a scan of the agent was started since its claim, the stopped replica's
   * trigger got through and that scan is the run's (recorded, not started twice); else it fires now.
   */
  private async resume(s: DueSchedule & { claimedAt: Date }): Promise<void> {
    const scanId = await this.schedules.scanStartedSince(s.accountId, s.syntheticId, s.claimedAt);
    if (!scanId) {
      this.logger.warn(`schedule ${s.id}: run due ${s.dueAt.toISOString()} was left unfinished; firing it now`);
      await this.fire(s);
      return;
    }
    await this.schedules.recordRun(s.id, s.dueAt, 'triggered', scanId);
    this.logger.log(`schedule ${s.id}: run due ${s.dueAt.toISOString()} was unrecorded; its scan ${scanId} recorded`);
  }

  private async fire(s: DueSchedule): Promise<void> {
    if (await this.scans.findActive(s.syntheticId)) {
      await this.skip(s, 'a scan of this agent was still running');
      return;
    }
    try {
      const result = await this.trigger.trigger({
        accountId: s.accountId,
        syntheticId: s.syntheticId,
        mode: s.mode,
        maxQueries: s.maxQueries,
        samples: s.samples ?? 1,
        ...(s.platforms ? { platforms: s.platforms } : {}),
      });
      if (result.kind === 'already-running') {
        await this.skip(s, 'a scan of this agent was still running');
        return;
      }
      await this.schedules.recordRun(s.id, s.dueAt, 'triggered', result.scanId);
      this.logger.log(`schedule ${s.id}: scan ${result.scanId} of agent ${s.syntheticId} for ${s.dueAt.toISOString()}`);
    } catch (error) {
      const reason =
        error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS'
          ? `not enough credits for ${s.maxQueries} queries in ${s.mode} mode`
          : `the scan could not be started: ${error instanceof Error ? error.message : error}`;
      await this.skip(s, reason);
    }
  }

  private async skip(s: DueSchedule, reason: string): Promise<void> {
    await this.schedules.recordRun(s.id, s.dueAt, `skipped: ${reason}`, null);
    await this.events.scheduleSkipped({
      id: `evt_${s.id}_${s.dueAt.getTime()}_skipped`,
      accountId: s.accountId,
      scheduleId: s.id,
      syntheticId: s.syntheticId,
      dueAt: s.dueAt.toISOString(),
      reason,
    });
    this.logger.warn(`schedule ${s.id}: run due ${s.dueAt.toISOString()} skipped: ${reason}`);
  }
}
