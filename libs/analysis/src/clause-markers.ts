import type { AnswerDocument, Span } from './answer-structure.js';
import { allMatches } from './pattern-matches.js';

/** Contrast words and separators that cut a sentence into clauses ("but", "however", ";", " — "). */
const CLAUSE_MARKER =
  /\b(?:but|however|although|though|whereas|while|yet|mais|cependant|aber|jedoch|pero|sin embargo)\b|;|\s[—–]\s/g;

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
