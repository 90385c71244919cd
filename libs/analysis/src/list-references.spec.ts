import { describe, expect, it } from 'vitest';
import type { Sentiment } from './sentiment.js';
import { judgeSentiment } from './sentiment-judge.js';
import { ACME } from './test-brands.js';

const SECOND = '1. **HubSpot** – broad suite.\n2. **Acme** – simple pipeline.\n3. **Pipedrive** – sales focus.\n\n';
const FIRST = '- **Acme** – simple pipeline.\n- **Salesforce** – enterprise suite.\n\n';

/** A closing recommendation that names the brand's item by its place in the list speaks of the brand. */
describe('list-position references in a closing recommendation', () => {
  it.each<[string, Sentiment]>([
    [`${SECOND}For a small team, I would go with the second option: it is excellent value.`, 'positive'],
    [`${SECOND}For a small team, I would go with #2, it is excellent value.`, 'positive'],
    [`${SECOND}Option 2 is the one I'd recommend for most teams.`, 'positive'],
    [`${SECOND}I'd avoid the second option: it is buggy and support is slow.`, 'negative'],
    [`${FIRST}My recommendation: #1 is the best choice for most small teams.`, 'positive'],
    [`${SECOND}Für kleine Teams ist die zweite Option die beste Wahl.`, 'positive'],
    [`${SECOND}Pour une petite équipe, la deuxième option est excellente.`, 'positive'],
    [`${SECOND}Para un equipo pequeño, la segunda opción es excelente.`, 'positive'],
    [`${SECOND}Per un piccolo team, la seconda opzione è eccellente.`, 'positive'],
    [`${SECOND}Voor een klein team is de tweede optie uitstekend.`, 'positive'],
    // Another item's place, or a place before the list, says nothing of the brand.
    [`${SECOND}For a small team, I would go with the first option: it is excellent value.`, 'neutral'],
    [`${SECOND}For a small team, the third option is excellent.`, 'neutral'],
    [`The first option is excellent.\n\n${SECOND}`, 'neutral'],
  ])('%j → %s', (text, expected) => {
    expect(judgeSentiment(text, ACME)).toBe(expected);
  });
});
