import type { BrandProfile, KnowledgeBase, PersonaProfile } from './brand.js';

/** catalog service: brand agents, site knowledge, topics, personas, the public brand index. */
export const CATALOG = {
  resolveAgent: 'catalog.agents.resolve',
  createAgent: 'catalog.agents.create',
  getAgent: 'catalog.agents.get',
  listAgents: 'catalog.agents.list',
  prepareAgent: 'catalog.agents.prepare',
  scanInputs: 'catalog.agents.scan-inputs',
  listTopics: 'catalog.topics.list',
  addTopic: 'catalog.topics.add',
  listPersonas: 'catalog.personas.list',
  createPersona: 'catalog.personas.create',
  publishIndex: 'catalog.index.publish',
  unpublishIndex: 'catalog.index.unpublish',
  lookupIndex: 'catalog.index.lookup',
} as const;

export interface AgentView {
  syntheticId: number;
  ownerAccountId: string;
  name: string;
  website: string;
  domain: string;
  /** Site fetch and knowledge base: pending until the first scan's first phase has run. */
  knowledgeStatus: 'pending' | 'ready' | 'failed';
  knowledgeError: string | null;
  createdAt: string;
}

/** Read-only lookup used before anything is charged: finds, never creates. */
export interface ResolveAgentRequest {
  accountId: string;
  url?: string;
  syntheticId?: number;
}
export interface ResolveAgentResponse {
  domain: string | null;
  agent: AgentView | null;
}

export interface CreateAgentRequest {
  accountId: string;
  url: string;
}
export interface CreateAgentResponse {
  agent: AgentView;
  /** false when the agent already existed (a concurrent trigger created it first). */
  created: boolean;
}

export interface GetAgentRequest {
  syntheticId: number;
}
export interface ListAgentsRequest {
  ownerAccountId?: string;
  syntheticIds?: number[];
}
export interface ListAgentsResponse {
  agents: AgentView[];
}

/** The scan's first phase: fetch the site, build the knowledge base, create default topics. Idempotent. */
export interface PrepareAgentRequest {
  syntheticId: number;
}
export interface PrepareAgentResponse {
  agent: AgentView;
  knowledge: KnowledgeBase | null;
  defaultTopicsCreated: number;
}

export interface ScanInputsRequest {
  syntheticId: number;
}
export interface TopicWithQueries {
  id: string;
  name: string;
  queries: { id: string; query: string }[];
}
export interface ScanInputsResponse {
  brand: BrandProfile;
  topics: TopicWithQueries[];
  personas: PersonaProfile[];
}

export interface ListTopicsRequest {
  syntheticId: number;
}
export interface ListTopicsResponse {
  syntheticId: number;
  topics: TopicWithQueries[];
}
export interface AddTopicRequest {
  syntheticId: number;
  name?: string;
  topicId?: string;
  queries: { query: string }[];
}
export interface AddTopicResponse {
  created: boolean;
  topic: { id: string; name: string; queryCount: number };
  queriesAdded: number;
}

export interface ListPersonasRequest {
  syntheticId: number;
}
export interface ListPersonasResponse {
  syntheticId: number;
  personas: PersonaProfile[];
}
export interface CreatePersonaRequest {
  syntheticId: number;
  prompt?: string;
  name?: string;
  role?: string;
  goals?: string[];
  painPoints?: string[];
  demographics?: PersonaProfile['demographics'];
}
export interface CreatePersonaResponse {
  persona: PersonaProfile;
  generatedBy: 'manual' | 'rule-based' | 'model';
}

export interface PublishIndexRequest {
  syntheticId: number;
  slug?: string;
}
export interface IndexEntryView {
  slug: string;
  brandName: string;
  syntheticId: number;
  domain: string;
}
export interface UnpublishIndexRequest {
  slug: string;
}
export interface LookupIndexRequest {
  slug?: string;
  url?: string;
  name?: string;
}
