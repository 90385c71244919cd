import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '#contracts';
import { detectMention } from './mention-detector.js';
import { ACME, MONDAY, NOTION, WAYFARE, ZOE } from './test-brands.js';

const cases: [string, BrandProfile, string, boolean][] = [
  ['name', ACME, 'Acme is a CRM for small teams.', true],
  ['case-insensitive', ACME, 'We moved to ACME last year.', true],
  ['possessive', ACME, "Acme's pricing starts at $12.", true],
  ['curly possessive', ACME, 'Acme’s pricing starts at $12.', true],
  ['alias', ACME, 'Acme Inc. was founded in 2015.', true],
  ['domain', ACME, 'See acme.com for plans.', true],
  ['domain in a URL', ACME, 'Plans: https://www.acme.com/pricing', true],
  ['word boundary', ACME, 'Shops in Acmeville use HubSpot.', false],
  ['name inside another site URL', ACME, 'Read https://www.g2.com/products/acme-crm/reviews', false],
  ['absent', ACME, 'HubSpot and Pipedrive are popular.', false],
  ['no information', ACME, "I couldn't find information about Acme.", false],
  ['no information, other wording', ACME, "I don't have any information on Acme. HubSpot is popular.", false],
  ['not familiar', ACME, "I'm not familiar with Acme; try HubSpot.", false],
  [
    'no information about one thing, then a mention',
    ACME,
    "I couldn't find any information about Acme Pulse. Acme sells a CRM.",
    true,
  ],
  [
    'no information clause, then a contrast',
    ACME,
    "I don't have data on Acme's revenue, but Acme is popular with agencies.",
    true,
  ],
  ['French no information', ACME, "Je n'ai pas d'informations sur Acme.", false],
  ['German no information', ACME, 'Ich habe keine Informationen über Acme.', false],
  ['Spanish no information', ACME, 'No tengo información sobre Acme.', false],
  ['accents dropped', ZOE, 'Cafe Zoe roasts in Lyon.', true],
  ['accents kept, upper case', ZOE, 'CAFÉ ZOÉ — Lyon.', true],
  ['weekday', MONDAY, 'Send the update on Monday morning.', false],
  ['lower-case weekday', MONDAY, 'We meet on monday and thursday.', false],
  ['domain-like name', MONDAY, 'monday.com has colourful boards.', true],
  ['listed among competitors', MONDAY, 'I would shortlist Monday, Asana and Trello.', true],
  ['list item', MONDAY, '- **Monday**: polished dashboards\n- **Trello**: free', true],
  ['product word', MONDAY, 'The monday CRM add-on handles sales.', true],
  ['common noun', NOTION, 'I had a notion that spreadsheets would do.', false],
  ['capitalised mid-sentence', NOTION, 'If you already write in Notion, try it.', true],
  ['opening a sentence before a verb', NOTION, 'Notion is flexible but slow.', true],
  ['next to its domain', NOTION, 'Notion (notion.so) is a workspace.', true],
  ['capitalised name written in lower case', ACME, 'Our sales team found an acme of efficiency.', false],
  ['lower case beside a product word', ACME, 'The acme app export runs nightly.', true],
  ['lower-case alias of several words', ACME, 'The acme crm export runs nightly.', true],
  ['lower case with its domain nearby', ACME, 'Try acme (acme.com) for a month.', true],
  ['lower case, then the brand capitalised', ACME, 'Plans vary at the acme of the range; Acme costs $12.', true],
  ['gerund after a sentence-opening name', WAYFARE, 'Wayfare hiring is slow this year.', false],
  ['adverb before a preposition', WAYFARE, 'Wayfare from the coast, the town is quiet.', false],
  ['sentence-opening name before a verb', WAYFARE, 'Wayfare ships carry-ons in four sizes.', true],
  ['sentence-opening name before "with"', WAYFARE, 'Wayfare with its lifetime warranty is a safe pick.', true],
  ['sentence-opening name beside its category word', WAYFARE, 'Wayfare luggage lasts for years.', true],
  [
    'ordinary use elsewhere makes a sentence opening doubtful',
    WAYFARE,
    'Pack light for a wayfare trip. Wayfare, in short, is a mood.',
    false,
  ],
  ['Dutch no information', ACME, 'Ik heb geen betrouwbare informatie over Acme kunnen vinden.', false],
  ['Dutch no information, other wording', ACME, 'Er is geen informatie over Acme beschikbaar.', false],
  [
    'German no information, other wording',
    ACME,
    'Über Acme konnte ich keine verlässlichen Informationen finden.',
    false,
  ],
  ['French no information, other wording', ACME, "Je n'ai trouvé aucune information fiable sur Acme.", false],
  ['Italian no information', ACME, 'Non ho informazioni su Acme.', false],
  ['Italian no information, other wording', ACME, 'Non dispongo di informazioni affidabili su Acme.', false],
  ['Portuguese no information', ACME, 'Não tenho informações sobre a Acme.', false],
  ['Portuguese no information, other wording', ACME, 'Não encontrei informações confiáveis sobre a Acme.', false],
  ['Spanish no information, other wording', ACME, 'No hay información sobre Acme en mis fuentes.', false],
  [
    'Dutch mention after a no-information clause',
    ACME,
    'Ik heb geen informatie over de prijzen. Acme is wel populair.',
    true,
  ],
];

describe('detectMention', () => {
  it.each(cases)('%s', (_, brand, text, expected) => {
    expect(detectMention(text, brand)).toBe(expected);
  });
});
