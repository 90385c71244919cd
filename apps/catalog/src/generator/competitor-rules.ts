import type { KnowledgeBase } from '#contracts';
import { uniqueNames } from '../site/brand-name.js';
import { findCompetitors } from '../site/competitor-finder.js';
import { brandTerms, LIMITS, mentionsBrand } from './generation-limits.js';

/**
 * Competitors from the knowledge base alone: those the site named, then any its description
 * names ("the alternative to X"), never the brand, its aliases or products.
 */
export function competitorsByRules(kb: KnowledgeBase): string[] {
  const terms = brandTerms(kb);
  const own = [kb.name, ...kb.aliases, ...kb.products];
  return uniqueNames([...kb.competitors, ...findCompetitors([kb.description], [], own)])
    .filter((name) => !mentionsBrand(name, terms))
    .slice(0, LIMITS.competitors);
}
