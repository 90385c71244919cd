import type { KnowledgeBase } from '#contracts';
import { competitorsByRules } from './competitor-rules.js';
import { expandPersonaByRules } from './persona-rules.js';
import type { DefaultTopic, PersonaDraft, TextGenerator } from './text-generator.js';
import { defaultTopicsByRules } from './topic-rules.js';

/** The offline default: deterministic, no network, same input → same output. */
export class RuleBasedGenerator implements TextGenerator {
  readonly kind = 'rule-based' as const;

  async defaultTopics(kb: KnowledgeBase): Promise<DefaultTopic[]> {
    return defaultTopicsByRules(kb);
  }

  async expandPersona(prompt: string, name?: string): Promise<PersonaDraft> {
    return expandPersonaByRules(prompt, name);
  }

  async discoverCompetitors(kb: KnowledgeBase): Promise<string[]> {
    return competitorsByRules(kb);
  }
}
