import type { AnswerDocument, Span } from './answer-structure.js';
import { allMatches } from './pattern-matches.js';

/** Contrast words and separators that cut a sentence into clauses ("but", "however", ";", " — "). */
const CLAUSE_MARKER =
  /\b(?:but|however|although|though|whereas|while|yet|mais|cependant|aber|jedoch|pero|sin embargo)\b|;|\s[—–]\s/g;

/** A clause marker: where it is in the folded text. */
export type ClauseMarker = Span;

const markersOf = new WeakMap<AnswerDocument, ClauseMarker[]>();

/** The clause markers of the whole answer, found in one pass and shared by every sentence. */
function answerMarkers(doc: AnswerDocument): ClauseMarker[] {
  let markers = markersOf.get(doc);
  if (!markers) {
    markers = allMatches(CLAUSE_MARKER, doc.folded).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    markersOf.set(doc, markers);
  }
  return markers;
}

/** Index of the first marker ending after `offset`. */
function firstEndingAfter(markers: ClauseMarker[], offset: number): number {
  let low = 0;
  let high = markers.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (markers[middle].end > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The clause markers of a sentence, as the pattern finds them in the sentence's own text. Those of the
 * answer are the same, but for a marker running over the sentence's start or end (" —" before a line
 * end, "— " after one): then the sentence is searched on its own.
 */
export function markersIn(doc: AnswerDocument, sentence: Span): ClauseMarker[] {
  const markers = answerMarkers(doc);
  const inside: ClauseMarker[] = [];
  for (let index = firstEndingAfter(markers, sentence.start); index < markers.length; index += 1) {
    const marker = markers[index];
    if (marker.start >= sentence.end) break;
    if (marker.start < sentence.start || marker.end > sentence.end) return searchSentence(doc, sentence);
    inside.push(marker);
  }
  return inside;
}

function searchSentence(doc: AnswerDocument, sentence: Span): ClauseMarker[] {
  const markers: ClauseMarker[] = [];
  for (const match of doc.folded.slice(sentence.start, sentence.end).matchAll(CLAUSE_MARKER)) {
    const start = sentence.start + match.index;
    markers.push({ start, end: start + match[0].length });
  }
  return markers;
}
