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
  /**
   * Published (core NATS, every gateway replica listens) after an agent's view changed (its site
   * read: name, knowledge status), so cached answers of `getAgent` are dropped.
   */
  agentChanged: 'catalog.events.agent-changed',
  /** Published like agentChanged after an agent was published in the brand index or taken out of it (its brand page). */
  indexChanged: 'catalog.events.index-changed',
  /** Published like agentChanged after an agent was created: its owner's list of agents changed. */
  agentCreated: 'catalog.events.agent-created',
} as const;

/** The payload of CATALOG.agentChanged and CATALOG.indexChanged. */
export interface AgentChangedEvent {
  syntheticId: number;
}

/** The payload of CATALOG.agentCreated. */
export interface AgentCreatedEvent {
  syntheticId: number;
  ownerAccountId: string;
}

/**
 * Limits of topics, queries and personas (decisions §7), shared by the gateway's validation and
 * the catalog's own checks so that both always agree.
 */
export const CATALOG_LIMITS = {
  queriesPerRequest: { min: 1, max: 50 },
  queryChars: { min: 3, max: 500 },
  topicNameChars: { min: 1, max: 100 },
  personasPerAgent: 10,
  personaNameChars: { min: 1, max: 100 },
  personaRoleChars: 100,
  personaListItems: 10,
  personaItemChars: 300,
  personaDemographicChars: 100,
  personaPromptChars: { min: 10, max: 2_000 },
} as const;

/** The only keys a persona's `demographics` may carry (interface.md §2.6). */
export const PERSONA_DEMOGRAPHIC_KEYS = ['companySize', 'industry', 'location', 'ageRange', 'expertiseLevel'] as const;

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
  updatedAt: string;
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
/** Agents owned by the account, or with these ids, or both (their union); ordered by syntheticId. */
export interface ListAgentsRequest {
  ownerAccountId?: string;
  syntheticIds?: number[];
}
export interface ListAgentsResponse {
  agents: AgentView[];
}

/**
 * The scan's first phase: fetch the site, build the knowledge base, create default topics.
 * Idempotent: a ready knowledge base is kept (a pending or failed one is fetched again), and
 * default topics are created only while the agent has none. Takes up to ~15 s (site fetch):
 * call it with a long timeout.
 */
export interface PrepareAgentRequest {
  syntheticId: number;
}
export interface PrepareAgentResponse {
  agent: AgentView;
  knowledge: KnowledgeBase | null;
  /** false when the knowledge base was already ready and the site was not fetched again. */
  siteFetched: boolean;
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
/** An entry of the public brand index; `brandName` is the agent's current name. */
export interface IndexEntryView {
  slug: string;
  brandName: string;
  syntheticId: number;
  domain: string;
  publishedAt: string;
}
/** `created` is false when the agent was already published (its entry is returned, re-slugged if asked). */
export interface PublishIndexResponse extends IndexEntryView {
  created: boolean;
}
export interface UnpublishIndexRequest {
  slug: string;
}
export interface UnpublishIndexResponse {
  slug: string;
  syntheticId: number;
  unpublished: true;
}
/**
 * Exactly one of the three. Errors: none or several → VALIDATION_ERROR; no match → NOT_FOUND
 * ('Brand not found'); several name matches → AMBIGUOUS_NAME with `extra.candidates`.
 */
export interface LookupIndexRequest {
  slug?: string;
  url?: string;
  name?: string;
  /** The index entry of one agent, if it is published (for brandPageUrl). */
  syntheticId?: number;
}
export type LookupIndexResponse = IndexEntryView;
export interface AmbiguousNameCandidates {
  candidates: { slug: string; brandName: string }[];
}
