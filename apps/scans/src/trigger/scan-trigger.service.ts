import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  bindScan,
  InjectService,
  JETSTREAM,
  type JetStreamClient,
  natsName,
  outgoingHeaders,
  type ServiceClient,
} from '#common';
import {
  ACCOUNTS,
  CATALOG,
  type CreateAgentResponse,
  type CreditsResponse,
  PLATFORM_KEYS,
  type PrepareScanMessage,
  type ResolveAgentResponse,
  type TriggerScanRequest,
  type TriggerScanResponse,
  WORK,
} from '#contracts';
import { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import { scansStarted } from '../observability/scan-metrics.js';
import { ScanStatusReadModel } from '../reports/scan-status-read-model.js';
import { ScanStore } from '../store/scan-store.js';
import { creditCost } from './credit-cost.js';
import { newScanId } from './scan-ids.js';
import { TriggerClaims } from './trigger-claims.js';

/** How long a duplicate trigger waits for the first trigger of its site; under the gateway's RPC timeout. */
const CLAIM_WAIT_MS = 3_000;

/**
 * POST /scan, behind the gateway's authentication (and, for a syntheticId, its ownership check):
 * resolve the agent without side effects → claim the site (a duplicate waits, then answers with
 * the scan it started) → reserve the upper bound of credits → create the agent if new → insert
 * the scan (the database refuses a second active one) → queue its first phase.
 * Nothing slow happens here: the site fetch and planning are the first phase's job.
 */
@Injectable()
export class ScanTriggerService {
  private readonly logger = new Logger(ScanTriggerService.name);

  constructor(
    private readonly store: ScanStore,
    private readonly claims: TriggerClaims,
    @InjectService('accounts') private readonly accounts: ServiceClient,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    private readonly events: ScanEventsPublisher,
    private readonly readModel: ScanStatusReadModel,
  ) {}

  async trigger(req: TriggerScanRequest): Promise<TriggerScanResponse> {
    const unknown = req.platforms?.filter((p) => !(PLATFORM_KEYS as readonly string[]).includes(p)) ?? [];
    if (req.platforms?.length === 0 || unknown.length) {
      throw new AppError('VALIDATION_ERROR', `platforms must be a non-empty subset of ${PLATFORM_KEYS.join(', ')}.`, [
        { field: 'platforms', message: `valid platform keys: ${PLATFORM_KEYS.join(', ')}` },
      ]);
    }
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const first = await this.resolve(req);
      if (first.agent) {
        const running = await this.alreadyRunning(first.agent.syntheticId);
        if (running) return running;
      }
      // One trigger of a site at a time from here to its scan's insert: a duplicate waits for the
      // first one's outcome rather than reserving credits it would only give back (a burst of
      // duplicates of a new url used to hold enough of them to refuse an honest trigger a 402).
      const key = `${req.accountId}:${first.domain ?? req.url ?? req.syntheticId}`;
      const token = await this.claims.claim(key);
      if (!token) {
        if (await this.claims.waitUntilFree(key, deadline)) continue;
        throw new AppError('UNAVAILABLE', 'Another trigger of this site is still being started; retry in a moment.');
      }
      try {
        // Look again: a trigger that held the claim before us may have created the agent and its scan.
        const resolved = first.agent ? first : await this.resolve(req);
        const running = resolved.agent && (await this.alreadyRunning(resolved.agent.syntheticId));
        if (running) return running;
        return await this.start(req, resolved);
      } finally {
        await this.claims
          .release(key, token)
          .catch((error: unknown) =>
            this.logger.warn(`trigger claim ${key} not released (it expires on its own): ${error}`),
          );
      }
    }
  }

  private async resolve(req: TriggerScanRequest): Promise<ResolveAgentResponse> {
    const resolved = await this.catalog.send<ResolveAgentResponse>(CATALOG.resolveAgent, {
      accountId: req.accountId,
      url: req.url,
      syntheticId: req.syntheticId,
    });
    // The gateway checked ownership already; the orchestrator does not trust that alone.
    if (req.syntheticId !== undefined && resolved.agent?.ownerAccountId !== req.accountId) {
      throw new AppError('AGENT_NOT_FOUND', `No brand agent ${req.syntheticId} is visible to this API key.`);
    }
    return resolved;
  }

  /** Reserve → create the agent if new → insert the scan → queue its first phase; compensates on failure. */
  private async start(req: TriggerScanRequest, resolved: ResolveAgentResponse): Promise<TriggerScanResponse> {
    const scanId = newScanId();
    bindScan(scanId);
    const reserved = creditCost(req.mode, req.maxQueries);
    const credits = await this.accounts.send<CreditsResponse>(ACCOUNTS.reserveCredits, {
      accountId: req.accountId,
      reference: scanId,
      amount: reserved,
    });

    try {
      let agent = resolved.agent;
      let isNewAgent = false;
      if (!agent) {
        const created = await this.catalog.send<CreateAgentResponse>(CATALOG.createAgent, {
          accountId: req.accountId,
          url: req.url,
        });
        agent = created.agent;
        isNewAgent = created.created;
      }
      const inserted = await this.store.insertScan({
        id: scanId,
        syntheticId: agent.syntheticId,
        accountId: req.accountId,
        mode: req.mode,
        maxQueries: req.maxQueries,
        samples: req.samples ?? 1,
        creditsReserved: reserved,
        isNewAgent,
        platforms: req.platforms ? PLATFORM_KEYS.filter((k) => req.platforms?.includes(k)) : null,
      });
      if (!inserted) {
        // A concurrent trigger won the race for this agent: give the credits back, report its scan.
        await this.release(scanId, 'another scan of this agent started first');
        const running = await this.alreadyRunning(agent.syntheticId);
        if (running) return running;
        throw new AppError('UNAVAILABLE', 'The scan could not be started; retry in a moment.');
      }
      await this.queuePrepare(scanId);
      // Before the answer: a poll right after it must see this scan running, not the last one.
      await this.readModel.refresh(agent.syntheticId);
      await this.events
        .creditsLowAfter(req.accountId, scanId, reserved, credits.creditBalance)
        .catch((error: unknown) => this.logger.warn(`credits.low event not published for ${scanId}: ${error}`));
      scansStarted.inc({ mode: req.mode });
      this.logger.log(
        `scan ${scanId} queued for agent ${agent.syntheticId} (${req.mode}, up to ${req.maxQueries} runs)`,
      );
      return {
        kind: 'triggered',
        scanId,
        syntheticId: agent.syntheticId,
        agentName: agent.name,
        isNewAgent,
        mode: req.mode,
        maxQueries: req.maxQueries,
        samples: req.samples ?? 1,
        platforms: PLATFORM_KEYS.filter((k) => !req.platforms || req.platforms.includes(k)),
        creditsReserved: reserved,
        creditBalance: credits.creditBalance,
      };
    } catch (error) {
      await this.release(scanId, 'the scan could not be started').catch((refundError: unknown) =>
        this.logger.error(`could not release the credits of ${scanId}: ${refundError}`),
      );
      throw error;
    }
  }

  /** Publishes the scan's first phase; the message id makes a re-publish (sweeper) harmless. */
  async queuePrepare(scanId: string): Promise<void> {
    const message: PrepareScanMessage = { scanId };
    await this.js.publish(natsName(WORK.scanSubject), JSON.stringify(message), {
      msgID: `prepare.${scanId}`,
      headers: outgoingHeaders(),
    });
  }

  private async alreadyRunning(syntheticId: number): Promise<TriggerScanResponse | null> {
    const active = await this.store.findActive(syntheticId);
    if (!active) return null;
    return {
      kind: 'already-running',
      scanId: active.id,
      syntheticId,
      progress: { completedQueries: active.completedRuns, totalQueries: active.totalRuns || active.maxQueries },
    };
  }

  private async release(scanId: string, reason: string): Promise<void> {
    await this.accounts.send(ACCOUNTS.settleCredits, { reference: scanId, amount: 0, reason });
  }
}
