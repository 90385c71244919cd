import type { AgentView, BrandProfile } from '#contracts';
import type { AgentRow } from './agent.entity.js';

export function toAgentView(agent: AgentRow): AgentView {
  return {
    syntheticId: agent.syntheticId,
    ownerAccountId: agent.ownerAccountId,
    name: agent.name,
    website: agent.website,
    domain: agent.domain,
    knowledgeStatus: agent.knowledgeStatus,
    knowledgeError: agent.knowledgeError ?? null,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

/**
 * What the analysis needs to know about the brand: its name and other names, its domain, its
 * products and known competitors. Before the knowledge base exists, only the name and domain.
 */
export function toBrandProfile(agent: Pick<AgentRow, 'name' | 'domain' | 'knowledge'>): BrandProfile {
  const kb = agent.knowledge;
  const others = (names: readonly string[] | undefined) =>
    (names ?? []).filter((name) => name.trim() !== '' && name.toLowerCase() !== agent.name.toLowerCase());
  return {
    name: agent.name,
    aliases: [...new Set(others([...(kb && kb.name !== agent.name ? [kb.name] : []), ...(kb?.aliases ?? [])]))],
    domains: [agent.domain],
    products: kb?.products ?? [],
    knownCompetitors: kb?.competitors ?? [],
    ...(kb?.category ? { category: kb.category } : {}),
  };
}
