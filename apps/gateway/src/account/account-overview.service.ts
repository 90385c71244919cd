import type { Subscription } from '@nats-io/transport-node';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  APP_CONFIG,
  type AppConfig,
  InjectService,
  listen,
  NATS_CLIENT,
  onReconnect,
  type ServiceClient,
} from '#common';
import {
  ACCOUNTS,
  type AccountChangedEvent,
  type AccountView,
  type AgentChangedEvent,
  type AgentCreatedEvent,
  type AgentView,
  type AuthenticatedCaller,
  CATALOG,
  type LatestScoresResponse,
  type ListAgentsResponse,
  SCANS,
} from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { type ServiceContext, serviceContext } from '../edge/service-context.js';
import { ScanStatusReader } from '../scans/scan-status-reader.js';
import { ExpiringCache } from '../shared/expiring-cache.js';
import type { AccountAgentDto, AccountResponseDto } from './account-response.dto.js';

/** Accounts whose overview a gateway keeps, as many as the other caches. */
const MAX_CACHED = 10_000;

/**
 * The account overview: plan and credits (accounts), agents owned and shared through teams
 * (accounts for what is shared, catalog for the agents), and their latest scores (scans).
 *
 * Kept per account for AUTH_CACHE_TTL_MS (the bound for a lost notice, as for the other caches),
 * and dropped on every replica as soon as what it shows changes: the account's credits (accounts'
 * notice after every credit movement), a new agent of the account (catalog), an agent it lists
 * renamed (catalog) or its scan finished (the scan-state watch), or a share (accounts: every
 * overview goes, as a share concerns a whole team). All of them when the NATS connection comes
 * back, since notices sent meanwhile were lost.
 */
@Injectable()
export class AccountOverviewService implements OnModuleInit, OnModuleDestroy {
  private readonly overviews: ExpiringCache<string, AccountResponseDto>;
  /** The accounts whose kept overview lists an agent: those to drop when the agent changes. */
  private readonly listedIn = new Map<number, Set<string>>();
  private subscriptions: Subscription[] = [];

  constructor(
    @InjectService('accounts') private readonly accounts: ServiceClient,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly access: AgentAccess,
    private readonly statuses: ScanStatusReader,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.overviews = new ExpiringCache(config.AUTH_CACHE_TTL_MS, MAX_CACHED);
  }

  onModuleInit(): void {
    this.subscriptions = [
      listen<AccountChangedEvent>(this.nats, ACCOUNTS.accountChanged, ({ accountId }) => this.drop(accountId)),
      listen<AgentCreatedEvent>(this.nats, CATALOG.agentCreated, ({ ownerAccountId }) => this.drop(ownerAccountId)),
      listen<AgentChangedEvent>(this.nats, CATALOG.agentChanged, ({ syntheticId }) => this.dropListing(syntheticId)),
      listen(this.nats, ACCOUNTS.sharingChanged, () => this.dropAll()),
    ];
    this.statuses.onSettled((syntheticId) => this.dropListing(syntheticId));
    onReconnect(this.nats, () => this.dropAll());
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  overview(caller: AuthenticatedCaller): Promise<AccountResponseDto> {
    return this.overviews.get(caller.accountId, () => this.compose(caller.accountId));
  }

  private drop(accountId: string): void {
    this.overviews.delete(accountId);
  }

  private dropListing(syntheticId: number): void {
    const accounts = this.listedIn.get(syntheticId);
    if (!accounts) return;
    this.listedIn.delete(syntheticId);
    for (const accountId of accounts) this.drop(accountId);
  }

  private dropAll(): void {
    this.overviews.clear();
    this.listedIn.clear();
  }

  /** Notes which agents the account's overview lists (more than the cache holds: start over). */
  private index(accountId: string, agents: AccountAgentDto[]): void {
    if (this.listedIn.size > MAX_CACHED * 4) this.dropAll();
    for (const { syntheticId } of agents) {
      let accounts = this.listedIn.get(syntheticId);
      if (!accounts) {
        accounts = new Set();
        this.listedIn.set(syntheticId, accounts);
      }
      accounts.add(accountId);
    }
  }

  private async compose(accountId: string): Promise<AccountResponseDto> {
    const [account, owned, shared] = await Promise.all([
      this.accounts.send<AccountView>(ACCOUNTS.get, { accountId }),
      this.catalog.send<ListAgentsResponse>(CATALOG.listAgents, { ownerAccountId: accountId }),
      this.access.sharedWith(accountId),
    ]);
    const ownedIds = new Set(owned.agents.map((a) => a.syntheticId));
    const sharedIds = shared.syntheticIds.filter((id) => !ownedIds.has(id));
    const sharedAgents = sharedIds.length
      ? (await this.catalog.send<ListAgentsResponse>(CATALOG.listAgents, { syntheticIds: sharedIds })).agents
      : [];
    const visible: [AgentView, AccountAgentDto['access']][] = [
      ...sortById(owned.agents).map((a) => [a, 'owner'] as [AgentView, 'owner']),
      ...sortById(sharedAgents).map((a) => [a, 'team'] as [AgentView, 'team']),
    ];
    const scores = visible.length
      ? (
          await this.scans.send<LatestScoresResponse>(SCANS.latest, {
            syntheticIds: visible.map(([a]) => a.syntheticId),
          })
        ).scores
      : [];
    const latest = new Map(scores.map((s) => [s.syntheticId, s]));
    const agents: AccountAgentDto[] = visible.map(([agent, access]) => ({
      syntheticId: agent.syntheticId,
      name: agent.name,
      website: agent.website,
      lastScanDate: latest.get(agent.syntheticId)?.lastScanDate ?? null,
      latestScore: latest.get(agent.syntheticId)?.overallScore ?? null,
      access,
    }));
    this.index(accountId, agents);
    return {
      plan: account.plan,
      creditBalance: account.creditBalance,
      creditWarning: account.creditWarning,
      agentCount: agents.length,
      agents,
      upgradeUrl: this.config.UPGRADE_URL,
      _service: this.guidance(account, agents),
    };
  }

  private guidance(account: AccountView, agents: AccountAgentDto[]): ServiceContext {
    const next: string[] = [];
    if (agents.length === 0) {
      next.push('Scan your first brand: POST /api/visibility/scan with {"url": "https://your-brand.example"}.');
    } else {
      const first = agents[0].syntheticId;
      next.push(
        `Poll a scan: GET /api/visibility/scan?syntheticId=${first}; read its report: GET /api/visibility/report?syntheticId=${first}.`,
      );
      if (agents.some((a) => a.access === 'owner')) {
        next.push(
          'Re-scan an agent you own: POST /api/visibility/scan with {"syntheticId": <id>} (mode "batch" costs 1 credit per query).',
        );
      }
    }
    if (account.creditWarning) next.push(`Add credits by upgrading your plan at ${this.config.UPGRADE_URL}.`);
    const shared = agents.filter((a) => a.access === 'team').length;
    return serviceContext({
      what_you_are_seeing:
        `Your ${account.plan} plan with ${account.creditBalance} credits, and the ${agents.length} brand agent(s) you can see` +
        (shared ? ` (${shared} shared with you through a team: read-only).` : '.'),
      how_to_use:
        'Each agent is a brand measured across four AI assistants; latestScore (0–100) is its overall visibility in the ' +
        'latest completed scan, null until a scan has finished. A scan costs credits: maxQueries × 1 (batch) or × 3 (full).',
      next_steps: next,
    });
  }
}

function sortById(agents: AgentView[]): AgentView[] {
  return [...agents].sort((a, b) => a.syntheticId - b.syntheticId);
}
