import type { Subscription } from '@nats-io/transport-node';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  APP_CONFIG,
  type AppConfig,
  AppError,
  InjectService,
  listen,
  NATS_CLIENT,
  onReconnect,
  type ServiceClient,
} from '#common';
import {
  ACCOUNTS,
  type AgentChangedEvent,
  type AgentView,
  type AuthenticatedCaller,
  CATALOG,
  type SharedAgentsResponse,
} from '#contracts';
import { ExpiringCache } from '../shared/expiring-cache.js';

export type AgentAccessLevel = 'read' | 'write';

/** Enough for the agents and accounts a busy gateway sees within a cache lifetime. */
const MAX_CACHED = 10_000;

/**
 * Who may do what to a brand agent (decisions §5, §7): its owner reads and writes; members of a
 * team it is shared with read; to everybody else it does not exist (404, no existence leak).
 *
 * Agents and the lists of agents shared with an account are cached for AUTH_CACHE_TTL_MS, the
 * staleness the API key lookup already allows; a notice from the owning service (catalog: an
 * agent's view changed; accounts: a share or a new team member) drops them on every replica at
 * once. An unknown agent is not cached, so a new one is visible as soon as it exists.
 */
@Injectable()
export class AgentAccess implements OnModuleInit, OnModuleDestroy {
  private readonly agents: ExpiringCache<number, AgentView>;
  private readonly shared: ExpiringCache<string, SharedAgentsResponse>;
  private subscriptions: Subscription[] = [];

  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('accounts') private readonly accounts: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.agents = new ExpiringCache(config.AUTH_CACHE_TTL_MS, MAX_CACHED);
    this.shared = new ExpiringCache(config.AUTH_CACHE_TTL_MS, MAX_CACHED);
  }

  onModuleInit(): void {
    this.subscriptions = [
      listen<AgentChangedEvent>(this.nats, CATALOG.agentChanged, ({ syntheticId }) => this.agents.delete(syntheticId)),
      // A share concerns every member of a team: drop all the lists rather than ask who they are.
      listen(this.nats, ACCOUNTS.sharingChanged, () => this.shared.clear()),
    ];
    // Notices sent while the connection was down were lost.
    onReconnect(this.nats, () => {
      this.agents.clear();
      this.shared.clear();
    });
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }

  async require(caller: AuthenticatedCaller, syntheticId: number, level: AgentAccessLevel): Promise<AgentView> {
    const agent = await this.agents
      .get(syntheticId, () => this.catalog.send<AgentView>(CATALOG.getAgent, { syntheticId }))
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'AGENT_NOT_FOUND') return null;
        throw error;
      });
    if (!agent) throw this.notFound(syntheticId);
    if (agent.ownerAccountId === caller.accountId) return agent;
    const shared = await this.sharedWith(caller.accountId);
    if (!shared.syntheticIds.includes(syntheticId)) throw this.notFound(syntheticId);
    if (level === 'write') {
      throw new AppError(
        'FORBIDDEN',
        `Brand agent ${syntheticId} is shared with you through a team: you can read it, but only its owner can change or scan it.`,
      );
    }
    return agent;
  }

  /** The agents shared with an account through its teams (cached like the agents). */
  sharedWith(accountId: string): Promise<SharedAgentsResponse> {
    return this.shared.get(accountId, () =>
      this.accounts.send<SharedAgentsResponse>(ACCOUNTS.sharedAgents, { accountId }),
    );
  }

  private notFound(syntheticId: number): AppError {
    return new AppError('AGENT_NOT_FOUND', `No brand agent ${syntheticId} is visible to this API key.`);
  }
}
