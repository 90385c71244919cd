import { AnswerMemo } from './answer-memo.js';
import type { AnswerDocument, Span } from './answer-structure.js';

const NO_INTRODUCTION: Span = { start: 0, end: 0 };

/** Per answer: the introduction of the list whose line ends at an offset (the newline before a line). */
const introductions = new AnswerMemo<Map<number, Span>>();
/** A list item, a table row or a blank line: what lies between a list's lines and its introduction. */
const LIST_LINE = /^\s*(?:$|[-*+•▪◦‣]\s|\||\d{1,2}[.)]\s)/;
/** A line in bold alone ("**Alternatives:**"): it introduces what follows. */
const BOLD_TITLE_LINE = /^\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*:?\s*$/;

/**
 * The sentence introducing the list or section holding an offset: the last sentence of the nearest
 * line above that is neither a list item, a table row nor blank (an empty span when none).
 */
export function listIntroduction(doc: AnswerDocument, offset: number): Span {
  let known = introductions.get(doc);
  if (!known) {
    known = new Map();
    introductions.set(doc, known);
  }
  const lineStart = doc.text.lastIndexOf('\n', offset - 1) + 1;
  const visited: number[] = [];
  let result: Span = NO_INTRODUCTION;
  let end = lineStart - 1;
  while (end > 0) {
    const cached = known.get(end);
    if (cached !== undefined) {
      result = cached;
      break;
    }
    visited.push(end);
    const start = doc.text.lastIndexOf('\n', end - 1) + 1;
    const line = doc.text.slice(start, end);
    if (!LIST_LINE.test(line) || BOLD_TITLE_LINE.test(line)) {
      // Of a paragraph, only its last sentence introduces the list.
      result = { start: lastSentenceStart(doc.folded, start, end), end };
      break;
    }
    end = start - 1;
  }
  for (const at of visited) known.set(at, result);
  return result;
}

/** Where the last sentence of text[start, end) starts: after the last `. `, `! ` or `? ` in it. */
function lastSentenceStart(text: string, start: number, end: number): number {
  for (let at = end - 2; at > start; at -= 1) {
    const code = text.charCodeAt(at);
    if ((code === 0x2e || code === 0x21 || code === 0x3f) && text.charCodeAt(at + 1) === 0x20) return at + 2;
  }
  return start;
}
