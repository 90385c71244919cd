import type { AnswerDocument, Span } from './answer-structure.js';
import { allMatches } from './pattern-matches.js';

/**
 * Contrast words and separators that cut a sentence into clauses ("but", "however", ";", " — "), in the
 * languages of the lexicon. "mais", "ma" and "mas" only after a comma: they are also Portuguese "more",
 * French "my" and Spanish "más".
 */
const CLAUSE_MARKER =
  /\b(?:but|however|although|though|whereas|while|yet|cependant|toutefois|pourtant|en revanche|alors que|bien que|aber|jedoch|allerdings|dennoch|trotzdem|obwohl|wahrend|pero|sin embargo|aunque|mientras que|tuttavia|anche se|mentre|maar|echter|hoewel|terwijl|contudo|no entanto|embora)\b|(?<=,\s?)(?:mais|ma|mas)\b|;|\s[—–]\s/g;

/** What a clause marker does to the clause it opens. */
export type MarkerRole = 'turning' | 'conceding' | 'plain';

/** After "but", "however": the clause that carries the verdict. */
const TURNING = new Set([
  'but',
  'however',
  'yet',
  'cependant',
  'toutefois',
  'pourtant',
  'en revanche',
  'mais',
  'aber',
  'jedoch',
  'allerdings',
  'dennoch',
  'trotzdem',
  'pero',
  'sin embargo',
  'tuttavia',
  'ma',
  'maar',
  'echter',
  'contudo',
  'no entanto',
  'mas',
]);
/** "Although it is pricey, ...": a concession, up to its comma. */
const CONCEDING = new Set([
  'although',
  'though',
  'while',
  'whereas',
  'alors que',
  'bien que',
  'obwohl',
  'wahrend',
  'aunque',
  'mientras que',
  'anche se',
  'mentre',
  'hoewel',
  'terwijl',
  'embora',
]);

/** The role of a marker, from its folded text. */
export function markerRole(marker: string): MarkerRole {
  if (TURNING.has(marker)) return 'turning';
  return CONCEDING.has(marker) ? 'conceding' : 'plain';
}

/** A clause marker: where it is in the folded text. */
export type ClauseMarker = Span;

/**
 * The clause markers of a sentence, as the pattern finds them in the sentence's own text. Searched
 * sentence by sentence: only the sentences about the brand are cut into clauses, a third to a half of
 * an answer, and searching the whole answer once costs more.
 */
export function markersIn(doc: AnswerDocument, sentence: Span): ClauseMarker[] {
  return allMatches(CLAUSE_MARKER, doc.folded.slice(sentence.start, sentence.end)).map((match) => ({
    start: sentence.start + match.index,
    end: sentence.start + match.index + match[0].length,
  }));
}
