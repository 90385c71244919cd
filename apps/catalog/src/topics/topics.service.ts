import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '#common';
import type { AddTopicRequest, AddTopicResponse, ListTopicsResponse } from '#contracts';
import { AgentRepository } from '../agents/agent.repository.js';
import { agentNotFound } from '../agents/agent-not-found.js';
import type { DefaultTopic } from '../generator/index.js';
import { readAddTopic } from './add-topic-input.js';
import type { TopicRow } from './topic.entity.js';
import { TopicRepository } from './topic.repository.js';

/** Topics and their queries (decisions §7). Access rules are the gateway's; this is the data. */
@Injectable()
export class TopicsService {
  constructor(
    readonly em: EntityManager,
    private readonly agents: AgentRepository,
    private readonly topics: TopicRepository,
  ) {}

  @CreateRequestContext()
  async list(syntheticId: number): Promise<ListTopicsResponse> {
    if (!(await this.agents.findById(syntheticId))) throw agentNotFound(syntheticId);
    return { syntheticId, topics: await this.topics.listWithQueries(syntheticId) };
  }

  /**
   * A new topic with its queries (`name`), or queries added to an existing one (`topicId`). A
   * query the topic already has (case-insensitive, trimmed) is skipped and not counted.
   */
  @CreateRequestContext()
  async add(req: AddTopicRequest): Promise<AddTopicResponse> {
    const { target, queries } = readAddTopic(req);
    if (!(await this.agents.findById(req.syntheticId))) throw agentNotFound(req.syntheticId);
    return this.em.transactional(async () => {
      let topic: TopicRow;
      if (target.kind === 'new') {
        const inserted = await this.topics.insertTopic(req.syntheticId, target.name);
        if (!inserted) {
          const existing = await this.topics.findByName(req.syntheticId, target.name);
          throw new AppError(
            'VALIDATION_ERROR',
            `Brand agent ${req.syntheticId} already has a topic named "${existing?.name ?? target.name}"` +
              (existing ? ` (${existing.id}); send topicId "${existing.id}" to add queries to it.` : '.'),
            [{ field: 'name', message: 'a topic of this name already exists' }],
            existing ? { existingTopic: { id: existing.id, name: existing.name } } : undefined,
          );
        }
        topic = inserted;
      } else {
        const found = await this.topics.findInAgent(req.syntheticId, target.topicId);
        if (!found) {
          throw new AppError('NOT_FOUND', `Topic ${target.topicId} not found in brand agent ${req.syntheticId}.`, [
            { field: 'topicId', message: 'no such topic in this brand agent' },
          ]);
        }
        topic = found;
      }
      const queriesAdded = await this.topics.insertQueries(topic.id, queries);
      const queryCount = await this.topics.countQueries(topic.id);
      return { created: target.kind === 'new', topic: { id: topic.id, name: topic.name, queryCount }, queriesAdded };
    });
  }

  /**
   * The default topics of a new agent, unless it has topics already (then 0): checked and written
   * under the agent's row lock, so that a repeated or concurrent preparation adds them once.
   */
  @CreateRequestContext()
  async createDefaults(syntheticId: number, defaults: readonly DefaultTopic[]): Promise<number> {
    return this.em.transactional(async () => {
      if (!(await this.agents.lock(syntheticId))) throw agentNotFound(syntheticId);
      if ((await this.topics.count(syntheticId)) > 0) return 0;
      let created = 0;
      for (const topic of defaults) {
        const row = await this.topics.insertTopic(syntheticId, topic.name);
        if (!row) continue;
        await this.topics.insertQueries(row.id, topic.queries);
        created++;
      }
      return created;
    });
  }
}
