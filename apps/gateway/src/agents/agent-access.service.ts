import { Injectable } from '@nestjs/common';
import { AppError, InjectService, type ServiceClient } from '#common';
import { ACCOUNTS, type AgentView, type AuthenticatedCaller, CATALOG, type SharedAgentsResponse } from '#contracts';

export type AgentAccessLevel = 'read' | 'write';

/**
 * Who may do what to a brand agent (decisions §5, §7): its owner reads and writes; members of a
 * team it is shared with read; to everybody else it does not exist (404, no existence leak).
 */
@Injectable()
export class AgentAccess {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('accounts') private readonly accounts: ServiceClient,
  ) {}

  async require(caller: AuthenticatedCaller, syntheticId: number, level: AgentAccessLevel): Promise<AgentView> {
    const agent = await this.catalog.send<AgentView>(CATALOG.getAgent, { syntheticId }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'AGENT_NOT_FOUND') return null;
      throw error;
    });
    if (!agent) throw this.notFound(syntheticId);
    if (agent.ownerAccountId === caller.accountId) return agent;
    const shared = await this.accounts.send<SharedAgentsResponse>(ACCOUNTS.sharedAgents, {
      accountId: caller.accountId,
    });
    if (!shared.syntheticIds.includes(syntheticId)) throw this.notFound(syntheticId);
    if (level === 'write') {
      throw new AppError(
        'FORBIDDEN',
        `Brand agent ${syntheticId} is shared with you through a team: you can read it, but only its owner can change or scan it.`,
      );
    }
    return agent;
  }

  private notFound(syntheticId: number): AppError {
    return new AppError('AGENT_NOT_FOUND', `No brand agent ${syntheticId} is visible to this API key.`);
  }
}
