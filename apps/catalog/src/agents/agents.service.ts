import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AppError, broadcastCacheNotice, NATS_CLIENT } from '#common';
import {
  type AgentCreatedEvent,
  type AgentView,
  CATALOG,
  type CreateAgentRequest,
  type CreateAgentResponse,
  type ListAgentsRequest,
  type ListAgentsResponse,
  type ResolveAgentRequest,
  type ResolveAgentResponse,
  type ScanInputsResponse,
} from '#contracts';
import { PersonaRepository } from '../personas/persona.repository.js';
import { toPersonaProfile } from '../personas/persona-view.js';
import { brandNameFromDomain } from '../site/brand-name.js';
import { TopicRepository } from '../topics/topic.repository.js';
import type { AgentRow } from './agent.entity.js';
import { AgentRepository } from './agent.repository.js';
import { agentNotFound } from './agent-not-found.js';
import { toAgentView, toBrandProfile } from './agent-view.js';
import { parseWebsite } from './website-input.js';

/** Brand agents: lookup, idempotent creation, listing, and what a scan needs to run. */
@Injectable()
export class AgentsService {
  private readonly logger = new Logger(AgentsService.name);

  constructor(
    readonly em: EntityManager,
    private readonly agents: AgentRepository,
    private readonly topics: TopicRepository,
    private readonly personas: PersonaRepository,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /** Finds, never creates: used before anything is charged. */
  @CreateRequestContext()
  async resolve(req: ResolveAgentRequest): Promise<ResolveAgentResponse> {
    if ((req.url === undefined) === (req.syntheticId === undefined)) {
      throw new AppError('VALIDATION_ERROR', 'Send exactly one of url or syntheticId.', [
        { field: 'url', message: 'exactly one of url or syntheticId is required' },
      ]);
    }
    if (req.syntheticId !== undefined) {
      const agent = await this.agents.findById(req.syntheticId);
      return { domain: agent?.domain ?? null, agent: agent ? toAgentView(agent) : null };
    }
    const { domain } = parseWebsite(req.url);
    const agent = await this.agents.findByOwnerAndDomain(req.accountId, domain);
    return { domain, agent: agent ? toAgentView(agent) : null };
  }

  /**
   * Creates the caller's agent for the URL's domain, or returns the one it has. No site fetch
   * here (the trigger answers at once); the scan's first phase prepares the agent.
   */
  @CreateRequestContext()
  async create(req: CreateAgentRequest): Promise<CreateAgentResponse> {
    const { website, domain } = parseWebsite(req.url);
    const inserted = await this.agents.insertIfAbsent({
      ownerAccountId: req.accountId,
      name: brandNameFromDomain(domain),
      website,
      domain,
    });
    if (inserted) {
      const agent = toAgentView(inserted);
      // The owner's list of agents changed: the gateways drop their cached account overview of it.
      const notice: AgentCreatedEvent = { syntheticId: agent.syntheticId, ownerAccountId: agent.ownerAccountId };
      await broadcastCacheNotice(
        this.nats,
        CATALOG.agentCreated,
        notice,
        this.logger,
        `Agent ${agent.syntheticId}: creation`,
      );
      return { agent, created: true };
    }
    const existing = await this.agents.findByOwnerAndDomain(req.accountId, domain);
    if (!existing) throw new Error(`agent of ${req.accountId} for ${domain} neither inserted nor found`);
    return { agent: toAgentView(existing), created: false };
  }

  @CreateRequestContext()
  async get(syntheticId: number): Promise<AgentView> {
    return toAgentView(await this.require(syntheticId));
  }

  @CreateRequestContext()
  async list(req: ListAgentsRequest): Promise<ListAgentsResponse> {
    if (req.ownerAccountId === undefined && req.syntheticIds === undefined) {
      throw new AppError('VALIDATION_ERROR', 'Send ownerAccountId, syntheticIds or both.');
    }
    const agents = await this.agents.list(req);
    return { agents: agents.map(toAgentView) };
  }

  /** The brand profile, topics (creation order, queries too) and personas a scan runs with. */
  @CreateRequestContext()
  async scanInputs(syntheticId: number): Promise<ScanInputsResponse> {
    const agent = await this.agents.brandFields(syntheticId);
    if (!agent) throw agentNotFound(syntheticId);
    const topics = await this.topics.listWithQueries(syntheticId);
    const personas = await this.personas.profiles(syntheticId);
    return { brand: toBrandProfile(agent), topics, personas: personas.map(toPersonaProfile) };
  }

  private async require(syntheticId: number): Promise<AgentRow> {
    const agent = await this.agents.findById(syntheticId);
    if (!agent) throw agentNotFound(syntheticId);
    return agent;
  }
}
