import type { KnowledgeBase } from '#contracts';
import { nameKey } from '../site/brand-name.js';
import type { DefaultTopic, PersonaDraft } from './text-generator.js';

/** decisions §6 (topics) and §7 (queries, personas). */
export const LIMITS = {
  topics: { min: 3, max: 5 },
  queriesPerTopic: { min: 4, max: 8 },
  queryChars: { min: 3, max: 500 },
  topicNameChars: 100,
  personaNameChars: 100,
  personaListItems: 10,
  personaItemChars: 300,
  roleChars: 100,
  demographicChars: 100,
  competitors: 10,
} as const;

export const DEMOGRAPHIC_KEYS = ['companySize', 'industry', 'location', 'ageRange', 'expertiseLevel'] as const;
export type DemographicKey = (typeof DEMOGRAPHIC_KEYS)[number];

/** The brand's own names (name, aliases, products) as word sequences, for "does this text name the brand?". */
export function brandTerms(kb: Pick<KnowledgeBase, 'name' | 'aliases' | 'products'>): string[] {
  return [kb.name, ...kb.aliases, ...kb.products].map(nameKey).filter((key) => key.length > 1);
}

/** Whether a text names the brand, matching whole words, ignoring case and punctuation. */
export function mentionsBrand(text: string, terms: readonly string[]): boolean {
  const padded = ` ${nameKey(text)} `;
  return terms.some((term) => padded.includes(` ${term} `));
}

/**
 * Cleans topics to the limits: trims, drops branded, out-of-size or repeated queries and topics
 * left with too few queries, keeps at most the maximum counts. `problem` says why the result
 * still falls short (fewer than 3 topics).
 */
export function fitTopics(
  topics: readonly DefaultTopic[],
  terms: readonly string[],
): { topics: DefaultTopic[]; problem?: string } {
  const fitted: DefaultTopic[] = [];
  const seenTopics = new Set<string>();
  for (const topic of topics) {
    const name = topic.name.trim().slice(0, LIMITS.topicNameChars);
    if (name === '' || mentionsBrand(name, terms) || seenTopics.has(nameKey(name))) continue;
    const seen = new Set<string>();
    const queries = topic.queries
      .map((query) => query.trim())
      .filter((query) => {
        const key = query.toLowerCase();
        const fits = query.length >= LIMITS.queryChars.min && query.length <= LIMITS.queryChars.max;
        if (!fits || seen.has(key) || mentionsBrand(query, terms)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, LIMITS.queriesPerTopic.max);
    if (queries.length < LIMITS.queriesPerTopic.min) continue;
    seenTopics.add(nameKey(name));
    fitted.push({ name, queries });
  }
  const problem =
    fitted.length < LIMITS.topics.min
      ? `only ${fitted.length} usable topics (need ${LIMITS.topics.min} with ${LIMITS.queriesPerTopic.min}+ non-branded queries each)`
      : undefined;
  return { topics: fitted.slice(0, LIMITS.topics.max), ...(problem === undefined ? {} : { problem }) };
}

/** Fits a persona to decisions §7: name ≤ 100 chars, ≤ 10 goals and pain points of ≤ 300 chars, only the five demographic keys. */
export function fitPersona(draft: PersonaDraft): PersonaDraft {
  const list = (items: readonly string[] | undefined): string[] =>
    (items ?? [])
      .map((item) => clip(item.replace(/\s+/g, ' ').trim(), LIMITS.personaItemChars))
      .filter(Boolean)
      .slice(0, LIMITS.personaListItems);
  const demographics: PersonaDraft['demographics'] = {};
  for (const key of DEMOGRAPHIC_KEYS) {
    const value = draft.demographics?.[key]?.trim();
    if (value) demographics[key] = clip(value, LIMITS.demographicChars);
  }
  const role = draft.role?.trim();
  return {
    name: clip(draft.name.trim(), LIMITS.personaNameChars),
    ...(role ? { role: clip(role, LIMITS.roleChars) } : {}),
    goals: list(draft.goals),
    painPoints: list(draft.painPoints),
    ...(Object.keys(demographics).length > 0 ? { demographics } : {}),
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
