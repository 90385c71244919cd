import { describe, expect, it } from 'vitest';
import { referencesIn } from './list-references.js';
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

/** The references the pattern finds with a global search, as the search from its literal starts must find them. */
const GLOBAL_REFERENCE = new RegExp(
  [
    String.raw`(?<=\b([a-z]+)\s+)(?:option|options|pick|choice|one|entry|recommendation|suggestion|tool|app|alternative|optionen|wahl|empfehlung|variante|losung|anbieter|choix|solution|proposition|outil|opcion|alternativa|eleccion|herramienta|opzione|scelta|soluzione|optie|keuze|keus|alternatief|alternativet|valet|opcao|escolha|opcja|opcje|opcji|wybor|propozycja|propozycje|alternatywa|alternatywe)\b`,
    String.raw`(?:#|\b(?:option|optie|opcion|opzione|opcao|nr\.?|no\.|number|nummer|numero)\s*#?\s*)(\d|one|two|three|four|five)\b`,
  ].join('|'),
  'g',
);

describe('referencesIn', () => {
  it.each([
    'for a small team, i would go with the second option: option 3 is fine too',
    'option 3 opens the text, the option 2 follows, #2 and # 4, nr. 1, nr 5, no. 2, number five',
    'the options, options one, the one one, the #1 one, xoption 2, the_option, 2 option',
    'la deuxieme option, die zweite empfehlung, la opcion 2, de tweede optie, nummer 1, numero 2',
    'the  \n second\toption, łthe option, the option1, the apps, the app., option#3, #one',
    '',
  ])('%j as the global pattern', (text) => {
    const shown = (match: RegExpExecArray) => [match.index, ...match];
    expect(referencesIn(text).map(shown)).toEqual([...text.matchAll(GLOBAL_REFERENCE)].map(shown));
  });
});
