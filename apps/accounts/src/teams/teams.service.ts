import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AppError, broadcastCacheNotice, NATS_CLIENT } from '#common';
import {
  ACCOUNTS,
  type AddTeamMemberRequest,
  type CreateTeamRequest,
  type ShareAgentRequest,
  type SharedAgentsRequest,
  type SharedAgentsResponse,
  type SharingChangedEvent,
  type TeamResponse,
} from '#contracts';
import { Account } from '../accounts/account.entity.js';
import { MAX_SYNTHETIC_ID, PayloadChecks } from '../validation/payload-checks.js';
import { Team, TeamAgent, TeamMember } from './team.entity.js';

/**
 * Team groups (decisions §5): an agent shared with a team is listed in its members' accounts and
 * readable by them. The owner is a member from the start. Adding twice is harmless.
 */
@Injectable()
export class TeamsService {
  private readonly logger = new Logger(TeamsService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  async create(req: CreateTeamRequest): Promise<TeamResponse> {
    const checks = new PayloadChecks();
    const name = checks.text('name', req.name);
    const ownerAccountId = checks.uuid('ownerAccountId', req.ownerAccountId);
    checks.done();
    return this.em.fork().transactional(async (em) => {
      await this.requireAccount(em, ownerAccountId);
      const teamId = crypto.randomUUID();
      const now = new Date();
      // Two flushes: the entities declare no relation, so the unit of work would not order the inserts.
      em.create(Team, { id: teamId, name, ownerAccountId, createdAt: now });
      await em.flush();
      em.create(TeamMember, { teamId, accountId: ownerAccountId, addedAt: now });
      await em.flush();
      return this.view(em, teamId);
    });
  }

  async addMember(req: AddTeamMemberRequest): Promise<TeamResponse> {
    const checks = new PayloadChecks();
    const teamId = checks.uuid('teamId', req.teamId);
    const accountId = checks.uuid('accountId', req.accountId);
    checks.done();
    const team = await this.em.fork().transactional(async (em) => {
      await this.requireTeam(em, teamId);
      await this.requireAccount(em, accountId);
      await em.execute('insert into accounts.team_members (team_id, account_id) values (?, ?) on conflict do nothing', [
        teamId,
        accountId,
      ]);
      return this.view(em, teamId);
    });
    await this.sharingChanged(teamId);
    return team;
  }

  async share(req: ShareAgentRequest): Promise<TeamResponse> {
    const checks = new PayloadChecks();
    const teamId = checks.uuid('teamId', req.teamId);
    const syntheticId = checks.integer('syntheticId', req.syntheticId, 1, MAX_SYNTHETIC_ID);
    checks.done();
    const team = await this.em.fork().transactional(async (em) => {
      await this.requireTeam(em, teamId);
      await em.execute(
        'insert into accounts.team_agents (team_id, synthetic_id) values (?, ?) on conflict do nothing',
        [teamId, syntheticId],
      );
      return this.view(em, teamId);
    });
    await this.sharingChanged(teamId);
    return team;
  }

  async sharedWith(req: SharedAgentsRequest): Promise<SharedAgentsResponse> {
    const checks = new PayloadChecks();
    const accountId = checks.uuid('accountId', req.accountId);
    checks.done();
    const rows = await this.em.fork().execute<{ synthetic_id: number }[]>(
      `select distinct a.synthetic_id
         from accounts.team_agents a join accounts.team_members m on m.team_id = a.team_id
        where m.account_id = ? order by a.synthetic_id`,
      [accountId],
    );
    return { syntheticIds: rows.map((r) => r.synthetic_id) };
  }

  private async view(em: EntityManager, teamId: string): Promise<TeamResponse> {
    const team = await this.requireTeam(em, teamId);
    const members = await em.find(TeamMember, { teamId }, { orderBy: { addedAt: 'asc', accountId: 'asc' } });
    const agents = await em.find(TeamAgent, { teamId }, { orderBy: { syntheticId: 'asc' } });
    return {
      teamId,
      name: team.name,
      ownerAccountId: team.ownerAccountId,
      members: members.map((m) => m.accountId),
      sharedSyntheticIds: agents.map((a) => a.syntheticId),
    };
  }

  /** Tells the gateways that their cached lists of shared agents are out of date. */
  private async sharingChanged(teamId: string): Promise<void> {
    const notice: SharingChangedEvent = { teamId };
    await broadcastCacheNotice(this.nats, ACCOUNTS.sharingChanged, notice, this.logger, `team ${teamId}: sharing`);
  }

  private async requireTeam(em: EntityManager, teamId: string) {
    const team = await em.findOne(Team, { id: teamId });
    if (!team) throw new AppError('NOT_FOUND', `No team ${teamId}.`);
    return team;
  }

  private async requireAccount(em: EntityManager, accountId: string): Promise<void> {
    if (!(await em.findOne(Account, { id: accountId }))) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
  }
}
