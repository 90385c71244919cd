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
  type PrepareScanMessage,
  type ResolveAgentResponse,
  type TriggerScanRequest,
  type TriggerScanResponse,
  WORK,
} from '#contracts';
import { scansStarted } from '../observability/scan-metrics.js';
import { ScanStore } from '../store/scan-store.js';
import { creditCost } from './credit-cost.js';
import { newScanId } from './scan-ids.js';

/**
 * POST /scan, behind the gateway's authentication (and, for a syntheticId, its ownership check):
 * resolve the agent without side effects → reserve the upper bound of credits → create the agent
 * if new → insert the scan (the database refuses a second active one) → queue its first phase.
 * Nothing slow happens here: the site fetch and planning are the first phase's job.
 */
@Injectable()
export class ScanTriggerService {
  private readonly logger = new Logger(ScanTriggerService.name);

  constructor(
    private readonly store: ScanStore,
    @InjectService('accounts') private readonly accounts: ServiceClient,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
  ) {}

  async trigger(req: TriggerScanRequest): Promise<TriggerScanResponse> {
    const resolved = await this.catalog.send<ResolveAgentResponse>(CATALOG.resolveAgent, {
      accountId: req.accountId,
      url: req.url,
      syntheticId: req.syntheticId,
    });
    // The gateway checked ownership already; the orchestrator does not trust that alone.
    if (req.syntheticId !== undefined && resolved.agent?.ownerAccountId !== req.accountId) {
      throw new AppError('AGENT_NOT_FOUND', `No brand agent ${req.syntheticId} is visible to this API key.`);
    }
    if (resolved.agent) {
      const running = await this.alreadyRunning(resolved.agent.syntheticId);
      if (running) return running;
    }

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
        creditsReserved: reserved,
        isNewAgent,
      });
      if (!inserted) {
        // A concurrent trigger won the race for this agent: give the credits back, report its scan.
        await this.release(scanId, 'another scan of this agent started first');
        const running = await this.alreadyRunning(agent.syntheticId);
        if (running) return running;
        throw new AppError('UNAVAILABLE', 'The scan could not be started; retry in a moment.');
      }
      await this.queuePrepare(scanId);
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
