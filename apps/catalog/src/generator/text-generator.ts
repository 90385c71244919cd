import type { KnowledgeBase, PersonaProfile } from '#contracts';

/** A default topic for a new agent: its name and its buyer questions (decisions §6). */
export interface DefaultTopic {
  name: string;
  queries: string[];
}

/** A persona as generated, before the catalog assigns its id. */
export type PersonaDraft = Omit<PersonaProfile, 'id'>;

/**
 * Writes the texts the catalog needs for a brand: default topics, expanded personas and
 * competitors. `rule-based` is the deterministic offline implementation; `model` asks an
 * OpenAI-compatible model and falls back to the rules when the answer is unusable.
 */
export interface TextGenerator {
  readonly kind: 'rule-based' | 'model';
  /** 3 to 5 topics of 4 to 8 non-branded buyer questions each. */
  defaultTopics(kb: KnowledgeBase): Promise<DefaultTopic[]>;
  /** A full persona from a natural-language prompt; a given `name` is kept. */
  expandPersona(prompt: string, name?: string): Promise<PersonaDraft>;
  /** Competitor names, never the brand itself. */
  discoverCompetitors(kb: KnowledgeBase): Promise<string[]>;
}
