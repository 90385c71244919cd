import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { APP_CONFIG, type AppConfig, broadcastCacheNotice, NATS_CLIENT } from '#common';
import { type AgentChangedEvent, CATALOG, type KnowledgeBase, type PrepareAgentResponse } from '#contracts';
import type { TextGenerator } from '../generator/index.js';
import { brandNameFromDomain } from '../site/brand-name.js';
import { type BuildKnowledgeBaseOptions, buildKnowledgeBase } from '../site/index.js';
import { TEXT_GENERATOR } from '../text-generator.provider.js';
import { TopicRepository } from '../topics/topic.repository.js';
import { TopicsService } from '../topics/topics.service.js';
import type { AgentRow } from './agent.entity.js';
import { AgentRepository } from './agent.repository.js';
import { agentNotFound } from './agent-not-found.js';
import { toAgentView } from './agent-view.js';
import { siteFetchOptions } from './site-fetch-settings.js';

/**
 * The scan's first phase (decisions §6): read the brand's site into a knowledge base, name the
 * agent from it, and give a new agent its default topics. A site that cannot be read still
 * leaves a usable agent: named from its domain, status `failed` with the reason, and default
 * topics written from what the domain alone says.
 */
@Injectable()
export class AgentPreparationService {
  private readonly logger = new Logger(AgentPreparationService.name);
  private readonly fetchOptions: BuildKnowledgeBaseOptions;

  constructor(
    readonly em: EntityManager,
    private readonly agents: AgentRepository,
    private readonly topics: TopicsService,
    private readonly topicRows: TopicRepository,
    @Inject(TEXT_GENERATOR) private readonly generator: TextGenerator,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {
    this.fetchOptions = siteFetchOptions(config);
  }

  @CreateRequestContext()
  async prepare(syntheticId: number): Promise<PrepareAgentResponse> {
    let agent = await this.agents.findById(syntheticId);
    if (!agent) throw agentNotFound(syntheticId);
    const siteFetched = agent.knowledgeStatus !== 'ready' || agent.knowledge === null;
    if (siteFetched) {
      const knowledge = await this.readSite(agent);
      const failure = knowledge.fetchOk ? null : failureReason(knowledge);
      agent =
        (await this.agents.saveKnowledge(syntheticId, {
          name: knowledge.name.trim() || brandNameFromDomain(agent.domain),
          knowledge,
          knowledgeStatus: knowledge.fetchOk ? 'ready' : 'failed',
          knowledgeError: failure,
        })) ?? agent;
      if (failure)
        this.logger.warn(`Agent ${syntheticId}: site ${agent.website} not read (${failure}); named from its domain`);
      await this.changed(syntheticId);
    }
    const knowledge = agent.knowledge ?? domainOnlyKnowledge(agent, 'not read');
    const defaultTopicsCreated = await this.createDefaultTopics(syntheticId, knowledge);
    return { agent: toAgentView(agent), knowledge: agent.knowledge ?? null, siteFetched, defaultTopicsCreated };
  }

  /** Tells the gateways that their cached view of the agent (name, site state) is out of date. */
  private async changed(syntheticId: number): Promise<void> {
    const notice: AgentChangedEvent = { syntheticId };
    await broadcastCacheNotice(this.nats, CATALOG.agentChanged, notice, this.logger, `Agent ${syntheticId}: change`);
  }

  /** The knowledge base of the site, with competitors the generator adds; never throws. */
  private async readSite(agent: AgentRow): Promise<KnowledgeBase> {
    let knowledge: KnowledgeBase;
    try {
      knowledge = await buildKnowledgeBase(agent.website, this.fetchOptions);
    } catch (error) {
      // buildKnowledgeBase reports fetch failures in `sources`; this is for anything else it meets.
      this.logger.error(`Agent ${agent.syntheticId}: knowledge base failed: ${describe(error)}`);
      return domainOnlyKnowledge(agent, `knowledge base could not be built: ${describe(error)}`);
    }
    if (!knowledge.fetchOk) return knowledge;
    try {
      const competitors = await this.generator.discoverCompetitors(knowledge);
      return { ...knowledge, competitors: [...new Set([...knowledge.competitors, ...competitors])] };
    } catch (error) {
      this.logger.warn(`Agent ${agent.syntheticId}: competitor discovery failed: ${describe(error)}`);
      return knowledge;
    }
  }

  private async createDefaultTopics(syntheticId: number, knowledge: KnowledgeBase): Promise<number> {
    // Cheap check first: a prepared agent (the usual re-scan) never calls the generator again.
    if ((await this.topicRows.count(syntheticId)) > 0) return 0;
    const defaults = await this.generator.defaultTopics(knowledge);
    return this.topics.createDefaults(syntheticId, defaults);
  }
}

function failureReason(knowledge: KnowledgeBase): string {
  const failed = knowledge.sources.find((source) => !source.ok);
  return failed ? `${failed.url}: ${failed.error ?? 'not read'}` : 'the site could not be read';
}

/** What is known of a brand whose site was not read: its name from the domain, nothing else. */
function domainOnlyKnowledge(agent: AgentRow, error: string): KnowledgeBase {
  return {
    name: brandNameFromDomain(agent.domain),
    description: '',
    aliases: [],
    category: '',
    products: [],
    competitors: [],
    sources: [{ url: agent.website, ok: false, error }],
    fetchOk: false,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
