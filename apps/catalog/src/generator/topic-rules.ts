import type { KnowledgeBase } from '#contracts';
import { brandTerms, fitTopics, mentionsBrand } from './generation-limits.js';
import type { DefaultTopic } from './text-generator.js';

/** Used when the site gave no category (a failed fetch): generic, but still a buyer's question. */
const FALLBACK_CATEGORY = 'service provider';
const FALLBACK_AUDIENCE = 'small businesses';

/** "for SaaS teams that…", "for busy parents." → the audience the site says it serves. */
const AUDIENCE =
  /\bfor\s+((?:[\p{L}\p{N}&'-]+\s+){0,3}?(?:teams|companies|businesses|brands|agencies|startups|enterprises|developers|engineers|marketers|designers|founders|freelancers|creators|retailers|shops|stores|restaurants|schools|students|teachers|families|parents|people|professionals|organisations|organizations|nonprofits|clinics|hospitals|banks|fintechs|lawyers|accountants|investors|homeowners|travellers|travelers|customers|users))\b/iu;

/** Words that stay singular in the plural ("project management software"). */
const UNCOUNTABLE =
  /(?:software|analytics|hardware|equipment|furniture|insurance|advice|research|data|clothing|jewelry|jewellery|coffee|tea)$/i;

/**
 * Deterministic default topics from a knowledge base: how to choose, best for an audience,
 * pricing, getting started, and alternatives when competitors are known. The brand, its
 * aliases and products never appear: these questions measure whether assistants bring the
 * brand up unprompted.
 */
export function defaultTopicsByRules(kb: KnowledgeBase): DefaultTopic[] {
  const terms = brandTerms(kb);
  const category = unbranded(kb.category, terms) ?? FALLBACK_CATEGORY;
  const audience = lowerFirst(unbranded(AUDIENCE.exec(kb.description)?.[1], terms, false) ?? FALLBACK_AUDIENCE);
  const a = article(category);
  const plural = pluralise(category);
  const Category = capitalise(category);
  const competitors = kb.competitors.filter((name) => !mentionsBrand(name, terms)).slice(0, 4);

  const topics: DefaultTopic[] = [
    {
      name: `Choosing ${a} ${category}`,
      queries: [
        `How do I choose ${a} ${category}?`,
        `What features should a good ${category} have?`,
        `What should I ask before buying ${a} ${category}?`,
        `What are common mistakes when picking ${a} ${category}?`,
        `How do I compare ${plural} for ${audience}?`,
      ],
    },
    {
      name: `Best ${plural} for ${audience}`,
      queries: [
        `What is the best ${category} for ${audience}?`,
        `Which ${plural} are most recommended for ${audience}?`,
        `Top-rated ${plural} for ${audience}`,
        `Which ${category} is easiest to get started with?`,
        `What is the most reliable ${category} available today?`,
        `Which ${category} has the best customer support?`,
      ],
    },
    {
      name: `${Category} pricing`,
      queries: [
        `${Category} pricing compared`,
        `How much does ${a} ${category} cost?`,
        `Which ${category} offers the best value for money?`,
        `Are there free or low-cost ${plural}?`,
        `Is a premium ${category} worth paying for?`,
      ],
    },
    {
      name: `Getting value from ${a} ${category}`,
      queries: [
        `What problems does ${a} ${category} solve for ${audience}?`,
        `How long does it take to set up ${a} ${category}?`,
        `Which ${category} works best with the tools we already use?`,
        `What results can ${audience} expect from ${a} ${category}?`,
      ],
    },
  ];
  if (competitors.length > 0) topics.push(alternativesTopic(competitors, category, plural, audience));

  // The templates fit the limits; only a brand named like a template word ("Top") loses
  // queries here, and the brand is never let through to make up the numbers.
  return fitTopics(topics, terms).topics;
}

function alternativesTopic(
  competitors: readonly string[],
  category: string,
  plural: string,
  audience: string,
): DefaultTopic {
  const [first, second] = competitors;
  const queries = competitors.map((name) => `What are the best alternatives to ${name}?`);
  if (first !== undefined && second !== undefined) queries.push(`${first} vs ${second}: which is better?`);
  if (first !== undefined) queries.push(`Is ${first} worth it for ${audience}?`);
  queries.push(
    `Which ${plural} are better than the market leaders?`,
    `Cheaper alternatives to the best-known ${category}`,
  );
  return { name: `Alternatives in ${plural}`, queries };
}

function unbranded(text: string | undefined, terms: readonly string[], lowerCase = true): string | undefined {
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  if (!trimmed || mentionsBrand(trimmed, terms)) return undefined;
  return lowerCase ? trimmed.toLowerCase() : trimmed;
}

/** "Busy parents" → "busy parents", but "SaaS teams" keeps its capitals. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}*(?=\s|$)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function article(phrase: string): 'a' | 'an' {
  return /^[aeiou]/i.test(phrase) && !/^(?:uni|use|usu|eu|one)/i.test(phrase) ? 'an' : 'a';
}

function pluralise(phrase: string): string {
  if (UNCOUNTABLE.test(phrase)) return `${phrase} tools`;
  if (/(?:s|x|z|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
