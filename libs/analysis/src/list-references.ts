import type { AnswerDocument } from './answer-structure.js';
import type { AnswerBrands } from './competitor-extractor.js';
import type { Occurrence } from './mention-detector.js';
import { optionItems } from './position-finder.js';

/** Ordinal words, 1 to 5 and "last", in the answers' languages (folded: no accents, lower case; Polish "drugą" is "druga"). */
const ORDINALS: [RegExp, number][] = [
  [/^(?:first|erste[nrs]?|premier|premiere|primer[oa]?|prim[oa]|eerste|forsta|primeir[oa]|pierwsz[aeyi])$/, 1],
  [/^(?:second|zweite[nrs]?|deuxieme|seconde?|segund[oa]|second[oa]|tweede|andra|drug[aiey])$/, 2],
  [/^(?:third|dritte[nrs]?|troisieme|tercer[oa]?|terz[oa]|derde|tredje|terceir[oa]|trzeci[aey]?)$/, 3],
  [/^(?:fourth|vierte[nrs]?|quatrieme|cuart[oa]|quart[oa]|vierde|fjarde|czwart[aeyi])$/, 4],
  [/^(?:fifth|funfte[nrs]?|cinquieme|quint[oa]|vijfde|femte|piat[aeyi])$/, 5],
  [/^(?:last|letzte[nrs]?|dernier|derniere|ultim[oa]|laatste|sista|ostatni[aey]?)$/, -1],
];
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
/** How much of the end of an answer a closing recommendation may take up. */
const CLOSING_LENGTH = 800;

/** The nouns a reference by an ordinal word ends on. */
const REFERENCE_NOUNS =
  'option|options|pick|choice|one|entry|recommendation|suggestion|tool|app|alternative|optionen|wahl|empfehlung|variante|losung|anbieter|choix|solution|proposition|outil|opcion|alternativa|eleccion|herramienta|opzione|scelta|soluzione|optie|keuze|keus|alternatief|alternativet|valet|opcao|escolha|opcja|opcje|opcji|wybor|propozycja|propozycje|alternatywa|alternatywe';
/** The words a reference by a number opens on ("#" aside). */
const NUMBER_NOUNS = String.raw`option|optie|opcion|opzione|opcao|nr\.?|no\.|number|nummer|numero`;

/**
 * A reference to an item by its place in the list: "the second option", "die erste Empfehlung", "la
 * deuxième option", "la opción 2", "#2", "option 3", "Nr. 1". The first group is an ordinal word, the
 * second a number. Sticky: tried only where REFERENCE_START finds one may start.
 */
const REFERENCE = new RegExp(
  [
    String.raw`(?<=\b([a-z]+)\s+)(?:${REFERENCE_NOUNS})\b`,
    String.raw`(?:#|\b(?:${NUMBER_NOUNS})\s*#?\s*)(\d|one|two|three|four|five)\b`,
  ].join('|'),
  'y',
);
/**
 * Where a reference may start: on one of its nouns or "#". The lookbehind REFERENCE opens on is tried
 * at every place of the text, where this literal search skips most of them. Every place REFERENCE
 * matches at is one of these (its first alternative starts on a noun, its second on "#" or one of its
 * words, after \b each): so the first place from here on where REFERENCE matches is its next match.
 */
const REFERENCE_START = new RegExp(String.raw`#|\b(?:${REFERENCE_NOUNS}|${NUMBER_NOUNS})`, 'g');

/** Every match of REFERENCE in a text, left to right, as a global REFERENCE would find them. */
export function referencesIn(text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  REFERENCE_START.lastIndex = 0;
  for (let start = REFERENCE_START.exec(text); start; start = REFERENCE_START.exec(text)) {
    REFERENCE.lastIndex = start.index;
    const match = REFERENCE.exec(text);
    // A match is never empty: the search goes on after it, or after the place where none started.
    if (match) matches.push(match);
    REFERENCE_START.lastIndex = match ? REFERENCE.lastIndex : start.index + 1;
  }
  return matches;
}

/**
 * The places after the list of options where the answer refers to the brand's own item by its place
 * ("For a small team, I'd go with the second option", "Meine Empfehlung: Nr. 1"): occurrences of the
 * brand for its sentiment, as its name would be. None when the brand presents no item of a list of two or more.
 */
export function listReferences(doc: AnswerDocument, brands: AnswerBrands): Occurrence[] {
  const options = optionItems(doc, brands);
  if (options.length < 2) return [];
  const own = options.findIndex((index) => brands.itemBrands[index]?.isSubject);
  if (own < 0) return [];
  // The closing recommendation is the answer's last words: the end of a long answer is all that is read.
  const after = Math.max(doc.items[options[options.length - 1]].end, doc.sourcesStart - CLOSING_LENGTH);
  if (after >= doc.sourcesStart) return [];
  const found: Occurrence[] = [];
  for (const match of referencesIn(doc.folded.slice(after, doc.sourcesStart))) {
    let ordinal = 0;
    if (match[1] !== undefined) ordinal = ORDINALS.find(([word]) => word.test(match[1]))?.[1] ?? 0;
    else ordinal = NUMBER_WORDS[match[2]] ?? Number(match[2]);
    if (ordinal === -1) ordinal = options.length;
    if (ordinal === own + 1)
      found.push({ start: after + match.index, end: after + match.index + match[0].length, viaDomain: false });
  }
  return found;
}
