import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, InjectService, type ServiceClient } from '#common';
import {
  ACCOUNTS,
  type AccountView,
  type AgentView,
  type AuthenticatedCaller,
  CATALOG,
  type LatestScoresResponse,
  type ListAgentsResponse,
  SCANS,
} from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { type ServiceContext, serviceContext } from '../edge/service-context.js';
import type { AccountAgentDto, AccountResponseDto } from './account-response.dto.js';

/**
 * The account overview: plan and credits (accounts), agents owned and shared through teams
 * (accounts for what is shared, catalog for the agents), and their latest scores (scans).
 */
@Injectable()
export class AccountOverviewService {
  constructor(
    @InjectService('accounts') private readonly accounts: ServiceClient,
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly access: AgentAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(caller: AuthenticatedCaller): Promise<AccountResponseDto> {
    const { accountId } = caller;
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
