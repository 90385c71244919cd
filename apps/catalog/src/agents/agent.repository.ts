import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { KnowledgeBase } from '#contracts';
import { Agent, type AgentRow, type KnowledgeStatus } from './agent.entity.js';

export interface NewAgent {
  ownerAccountId: string;
  name: string;
  website: string;
  domain: string;
}

export interface KnowledgeUpdate {
  name: string;
  knowledge: KnowledgeBase;
  knowledgeStatus: KnowledgeStatus;
  knowledgeError: string | null;
}

/**
 * Queries of the agents table. The EntityManager injected here resolves to the caller's request
 * context (or transaction), so calls made inside one unit of work share it.
 */
@Injectable()
export class AgentRepository {
  constructor(private readonly em: EntityManager) {}

  /** By primary key, as one plain statement mapped to the entity (every trigger and scan reads it). */
  async findById(syntheticId: number): Promise<AgentRow | null> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `select * from "catalog"."agents" where "synthetic_id" = ?`,
      [syntheticId],
    );
    return row ? this.em.map(Agent, row) : null;
  }

  /** What the brand profile of a scan is made of, as a plain row (read by every scan's first phase). */
  async brandFields(syntheticId: number): Promise<Pick<AgentRow, 'name' | 'domain' | 'knowledge'> | null> {
    const [row] = await this.em.execute<Pick<AgentRow, 'name' | 'domain' | 'knowledge'>[]>(
      `select name, domain, knowledge from "catalog"."agents" where synthetic_id = ?`,
      [syntheticId],
    );
    return row ?? null;
  }

  findByOwnerAndDomain(ownerAccountId: string, domain: string): Promise<AgentRow | null> {
    return this.em.findOne(Agent, { ownerAccountId, domain });
  }

  /** Agents owned by the account or having one of the ids (their union), oldest first. */
  list(filter: { ownerAccountId?: string; syntheticIds?: number[] }): Promise<AgentRow[]> {
    const or: ({ ownerAccountId: string } | { syntheticId: { $in: number[] } })[] = [];
    if (filter.ownerAccountId !== undefined) or.push({ ownerAccountId: filter.ownerAccountId });
    if (filter.syntheticIds !== undefined && filter.syntheticIds.length > 0)
      or.push({ syntheticId: { $in: filter.syntheticIds } });
    if (or.length === 0) return Promise.resolve([]);
    return this.em.find(Agent, { $or: or }, { orderBy: { syntheticId: 'asc' } });
  }

  /**
   * Inserts the agent unless the owner already has one for the domain; null then. One statement,
   * so that two concurrent triggers for the same (owner, domain) make exactly one agent.
   */
  async insertIfAbsent(agent: NewAgent): Promise<AgentRow | null> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `insert into "catalog"."agents" ("owner_account_id", "name", "website", "domain")
       values (?, ?, ?, ?)
       on conflict ("owner_account_id", "domain") do nothing
       returning *`,
      [agent.ownerAccountId, agent.name, agent.website, agent.domain],
    );
    const [row] = rows;
    return row ? this.em.map(Agent, row) : null;
  }

  async saveKnowledge(syntheticId: number, update: KnowledgeUpdate): Promise<AgentRow | null> {
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `update "catalog"."agents" set "name" = ?, "knowledge" = ?::jsonb, "knowledge_status" = ?, "knowledge_error" = ?,
         "updated_at" = now()
       where "synthetic_id" = ? returning *`,
      [update.name, JSON.stringify(update.knowledge), update.knowledgeStatus, update.knowledgeError, syntheticId],
    );
    return row ? this.em.map(Agent, row) : null;
  }

  /** Locks the agent row until the surrounding transaction ends: serialises writes that check a count first. */
  lock(syntheticId: number): Promise<AgentRow | null> {
    return this.em.findOne(Agent, { syntheticId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
