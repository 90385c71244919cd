import type { BrandProfile, NativeCitation } from '#contracts';
import { type AnswerAnalysis, analyzeAnswer } from './answer-analyzer.js';

const WARM_UP_BRAND: BrandProfile = {
  name: 'Northwind',
  aliases: ['Northwind Software'],
  domains: ['northwind.example'],
  products: ['Northwind Boards'],
  knownCompetitors: ['Acme Planner'],
  category: 'project management software',
};

/** An answer with what answers usually hold: a ranked list, a verdict on the brand, links. */
const WARM_UP_ANSWER = `## Best project management tools

1. **Acme Planner**: known for its automation and integrations.
2. **Northwind**: a strong choice if you need reporting, though some users find it slow.
3. **Brightdesk**: a flexible option with solid customisation.

**Top pick:** Northwind – reliable and easy to use ([review](https://www.g2.com/products/northwind?utm_source=openai)).`;

const WARM_UP_CITATIONS: NativeCitation[] = [
  { url: 'https://www.northwind.example/pricing', title: 'Northwind Pricing' },
  { url: 'https://www.trustradius.com/project-management', title: 'Best Project Management Software' },
];

/**
 * Analyses one typical answer. The first analysis in a process builds the lexicons and matchers
 * that every later one shares, and costs about a hundred times a warm one (measured: 120 ms
 * against 1–2 ms); done at boot, before the service reports ready, it is not paid by the first
 * scan's results.
 */
export function warmUpAnalysis(): AnswerAnalysis {
  return analyzeAnswer({ text: WARM_UP_ANSWER, citations: WARM_UP_CITATIONS, brand: WARM_UP_BRAND });
}
