import { Injectable, Logger } from '@nestjs/common';
import { AppError, InjectService, type ServiceClient } from '#common';
import {
  ACCOUNTS,
  CATALOG,
  PLATFORM_KEYS,
  type PrepareAgentResponse,
  type ScanInputsResponse,
  type ScanMode,
} from '#contracts';
import { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import { planRuns } from '../planning/scan-planner.js';
import { ScanStatusReadModel } from '../reports/scan-status-read-model.js';
import { runId, ScanStore } from '../store/scan-store.js';
import { creditCost } from '../trigger/credit-cost.js';
import { RunDispatcher } from './run-dispatcher.js';
import { ScanFinalizer } from './scan-finalizer.js';

/** The site fetch of a new agent can take a while (several pages, 10 s each at most). */
const PREPARE_TIMEOUT_MS = 60_000;

/**
 * The scan's first phase, run from a durable JetStream message: read the site and build the
 * knowledge base (new agents), plan the runs, release the credits the plan does not need, fan
 * out. Every step is safe to repeat, so a crash anywhere just means the message comes back.
 */
@Injectable()
export class ScanPreparer {
  private readonly logger = new Logger(ScanPreparer.name);

  constructor(
    private readonly store: ScanStore,
    private readonly dispatcher: RunDispatcher,
    private readonly finalizer: ScanFinalizer,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('accounts') private readonly accounts: ServiceClient,
    private readonly events: ScanEventsPublisher,
    private readonly readModel: ScanStatusReadModel,
  ) {}

  /** `heartbeat` tells JetStream the message is still being worked on; it is called every `heartbeatMs`. */
  async prepare(scanId: string, heartbeat: () => void, heartbeatMs: number): Promise<void> {
    const scan = await this.store.findScan(scanId);
    if (!scan) return;
    if (scan.status === 'running') {
      // A crash after the plan was stored: publish what is still pending (ids make it idempotent).
      await this.redispatchPending(scanId);
      return;
    }
    if (scan.status !== 'preparing') return;

    const beat = setInterval(heartbeat, heartbeatMs);
    let prepared: PrepareAgentResponse;
    // An agent prepared before (the usual re-scan) changes nothing in its preparation: its topics
    // and personas are read meanwhile, and read again only if the preparation wrote anything.
    const early = this.scanInputs(scan.syntheticId).catch(() => null);
    try {
      // The phase (for the poll) is written while the catalog reads the site: neither waits for the other.
      const reading = this.store.setPhase(scanId, 'reading-site').then(() => this.readModel.changed(scan.syntheticId));
      [prepared] = await Promise.all([
        this.catalog.send<PrepareAgentResponse>(
          CATALOG.prepareAgent,
          { syntheticId: scan.syntheticId },
          PREPARE_TIMEOUT_MS,
        ),
        reading,
      ]);
    } finally {
      clearInterval(beat);
    }
    const siteRead = prepared.agent.knowledgeStatus !== 'failed';
    const unchanged = !prepared.siteFetched && prepared.defaultTopicsCreated === 0;
    // The site's state and the next phase are written while the inputs are (read, or) read again.
    const [inputs] = await Promise.all([
      unchanged ? early.then((read) => read ?? this.scanInputs(scan.syntheticId)) : this.scanInputs(scan.syntheticId),
      this.store.setSiteRead(
        scanId,
        siteRead,
        siteRead ? null : (prepared.agent.knowledgeError ?? 'unknown error'),
        'planning',
      ),
    ]);
    this.readModel.changed(scan.syntheticId);
    const plan = planRuns(
      inputs.topics,
      inputs.personas,
      scan.maxQueries,
      scan.platforms ?? PLATFORM_KEYS,
      scan.samples,
    );
    if (plan.length === 0) {
      await this.finalizer.fail(
        scanId,
        'the agent has no queries to ask: add a topic with POST /api/visibility/topics',
      );
      return;
    }
    // What the plan does not need is released (decisions §5) while the plan is stored: both are
    // done before a run is published, so no run can fail (and be refunded) before the release.
    // Should the release fail after the plan was stored, the redelivered message finds the scan
    // running and releases it then (redispatchPending); it is idempotent.
    const [settled, stored] = await Promise.allSettled([
      this.settleCredits(scanId, scan.mode, plan.length),
      this.store.startRunning(scanId, plan, inputs),
    ]);
    if (stored.status === 'rejected') throw stored.reason;
    if (settled.status === 'rejected') throw settled.reason;
    const started = stored.value;
    if (!started) {
      // Somebody else stored the plan first (a redelivery beside its original): publish what it left pending.
      await this.redispatchPending(scanId);
      return;
    }
    this.events.progress({
      scanId,
      syntheticId: scan.syntheticId,
      accountId: scan.accountId,
      completedQueries: 0,
      totalQueries: plan.length,
      phase: 'asking',
    });
    // The plan just stored is what is pending: publish it without reading it back.
    await this.dispatcher.dispatch(
      { scanId, mode: scan.mode, brand: inputs.brand, personas: inputs.personas },
      plan.map((run) => ({
        id: runId(scanId, run.ordinal),
        platform: run.platform,
        query: run.query,
        personaId: run.persona?.id ?? null,
        sample: run.sample,
      })),
    );
    this.logger.log(`scan ${scanId}: ${plan.length} runs dispatched`);
  }

  /** Holds what `runs` planned runs cost of the credits reserved at the trigger, and releases the rest. */
  private async settleCredits(scanId: string, mode: ScanMode, runs: number): Promise<void> {
    await this.accounts.send(ACCOUNTS.settleCredits, {
      reference: scanId,
      amount: creditCost(mode, runs),
      reason: `planned ${runs} runs`,
    });
  }

  private scanInputs(syntheticId: number): Promise<ScanInputsResponse> {
    return this.catalog.send<ScanInputsResponse>(CATALOG.scanInputs, { syntheticId });
  }

  async redispatchPending(scanId: string): Promise<void> {
    const scan = await this.store.findScan(scanId);
    if (!scan?.brand || scan.status !== 'running') return;
    // A release that did not happen before a crash or a failed answer happens now (a no-op if it
    // did). Not a condition of the runs: the scan's final settlement charges what its runs used in
    // any case, so with accounts down the runs go on and only the early release waits for it.
    const [pending] = await Promise.all([
      this.store.pendingRuns(scanId),
      this.settleCredits(scanId, scan.mode, scan.totalRuns).catch((error: unknown) =>
        this.logger.warn(`scan ${scanId}: the planned credits not settled yet (${error}); the final settlement will`),
      ),
    ]);
    await this.dispatcher.dispatch(
      { scanId, mode: scan.mode, brand: scan.brand, personas: scan.personas ?? [] },
      pending,
    );
    await this.store.touch(scanId);
  }

  /** A prepare that cannot succeed (the agent vanished, bad data) fails the scan instead of looping. */
  isPermanent(error: unknown): boolean {
    return error instanceof AppError && error.code !== 'UNAVAILABLE' && error.code !== 'INTERNAL';
  }
}
