import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { KnowledgeBase } from '#contracts';

export const KNOWLEDGE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/** A brand agent: one per (owner account, registrable domain). */
export const Agent = defineEntity({
  name: 'Agent',
  tableName: 'agents',
  properties: {
    syntheticId: p.integer().primary(),
    ownerAccountId: p.string(),
    name: p.string(),
    website: p.string(),
    domain: p.string(),
    knowledge: p.json<KnowledgeBase>().nullable(),
    knowledgeStatus: p.string().$type<KnowledgeStatus>(),
    knowledgeError: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type AgentRow = InferEntity<typeof Agent>;
