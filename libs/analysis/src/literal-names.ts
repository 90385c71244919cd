import {
  codePointBefore,
  codePointIn,
  continuesWord,
  isAsciiLetterOrDigit,
  isLetterOrDigit,
  WritingClass,
  writingClass,
} from './character-classes.js';
import { isHangul, particlesFollow } from './korean.js';

/** A match of a name list in a text. */
export interface NameHit {
  start: number;
  end: number;
}

/** Where names appear in a text, by offset then by the names' order. */
interface Occurrences {
  offsets: Int32Array;
  /** Index of the name found at each offset. */
  names: Int32Array;
  /** 1 when that occurrence is on letter and digit boundaries in the whole text. */
  bounded: Uint8Array;
}

/**
 * Names looked for literally, on letter and digit boundaries, in the order given: what
 * `(?<![\p{L}\p{N}])(?:name1|name2|...)(?![\p{L}\p{N}])` with the `u` flag finds, searched with indexOf.
 * The sentiment judge looks for the other brands of an answer in every clause about the brand, a new
 * list per answer: compiling and running that alternation clause by clause was a large share of its time.
 */
export class LiteralNames {
  /** The same search as a pattern, for names indexOf cannot stand in for (empty, or holding surrogates). */
  private readonly pattern: RegExp | null;
  /** The text last searched by range, and where the names appear in it. */
  private indexed: { text: string; occurrences: Occurrences } | null = null;

  constructor(private readonly names: readonly string[]) {
    const literal = names.every((name) => name.length > 0 && !/[\ud800-\udfff]/.test(name));
    this.pattern = literal ? null : namesPattern(names);
  }

  /**
   * The leftmost match in text[start, end) read as a text of its own (its ends are boundaries); where
   * several names match there, the first listed. Offsets are the text's. Where the names appear is
   * found once per text: an answer's clauses are ranges of one text.
   */
  firstIn(text: string, start = 0, end = text.length): NameHit | null {
    if (this.pattern) return this.firstByPattern(this.pattern, text.slice(start, end), start);
    // The occurrences leave out those right after an ASCII letter or digit: but at the range's start.
    if (start > 0 && isAsciiLetterOrDigit(text.charCodeAt(start - 1))) {
      const atStart = this.firstAt(text, start, end);
      if (atStart) return atStart;
    }
    const { offsets, names, bounded } = this.occurrencesIn(text);
    // In order of offset, then of the names: the first inside the range and on boundaries wins.
    for (let next = firstAtOrAfter(offsets, start); next < offsets.length; next += 1) {
      const at = offsets[next];
      if (at >= end) break;
      const nameEnd = at + this.names[names[next]].length;
      if (nameEnd > end) continue;
      // Boundaries read in the whole text hold in the range, but next to the range's ends.
      const insideRange = at - start >= 2 && end - nameEnd >= 2;
      if (insideRange ? bounded[next] === 1 : isOnBoundaries(text, at, nameEnd, start, end)) {
        return { start: at, end: nameEnd };
      }
    }
    return null;
  }

  /**
   * Every match in a text, non-overlapping, left to right (as `replace` with a global pattern): the leftmost
   * match after the last, again and again. Each name's next match on boundaries is searched once and kept
   * while it lies ahead, where searching every name anew after each match read a clause over and over.
   */
  allIn(text: string): NameHit[] {
    const hits: NameHit[] = [];
    const { pattern } = this;
    if (pattern) {
      for (let hit = this.firstFrom(pattern, text, 0); hit; hit = this.firstFrom(pattern, text, nextSearch(text, hit)))
        hits.push(hit);
      return hits;
    }
    // Per name, its first match on boundaries at or after the search's offset then (null: none after it).
    const ahead: (NameHit | null | undefined)[] = new Array(this.names.length).fill(undefined);
    for (let from = 0; ; ) {
      let best: NameHit | null = null;
      for (let index = 0; index < this.names.length; index += 1) {
        let hit = ahead[index];
        if (hit === undefined || (hit !== null && hit.start < from)) {
          hit = firstOfName(text, this.names[index], from);
          ahead[index] = hit;
        }
        // At the same offset the name listed first wins.
        if (hit && (!best || hit.start < best.start)) best = hit;
      }
      if (!best) return hits;
      hits.push(best);
      from = nextSearch(text, best);
    }
  }

  /** The leftmost match of the pattern at or after `from`, the whole text being searched. */
  private firstFrom(pattern: RegExp, text: string, from: number): NameHit | null {
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    return match ? { start: match.index, end: match.index + match[0].length } : null;
  }

  /** The first listed name starting at `start` and ending on a boundary within the range. */
  private firstAt(text: string, start: number, end: number): NameHit | null {
    for (const name of this.names) {
      const nameEnd = start + name.length;
      if (nameEnd <= end && text.startsWith(name, start) && isOnBoundaries(text, start, nameEnd, start, end)) {
        return { start, end: nameEnd };
      }
    }
    return null;
  }

  private firstByPattern(pattern: RegExp, text: string, offset: number): NameHit | null {
    const hit = this.firstFrom(pattern, text, 0);
    return hit ? { start: hit.start + offset, end: hit.end + offset } : null;
  }

  private occurrencesIn(text: string): Occurrences {
    if (this.indexed?.text !== text) this.indexed = { text, occurrences: findOccurrences(text, this.names) };
    return this.indexed.occurrences;
  }
}

function namesPattern(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** Per name, a pattern finding it where no ASCII letter or digit precedes it (overlaps searched apart). */
const wordStartPatterns = new Map<string, RegExp>();
const MOST_WORD_START_PATTERNS = 4096;

function wordStartPattern(name: string): RegExp {
  let pattern = wordStartPatterns.get(name);
  if (!pattern) {
    // Competitor names recur from answer to answer; the table is only emptied when it grows large.
    if (wordStartPatterns.size >= MOST_WORD_START_PATTERNS) wordStartPatterns.clear();
    pattern = new RegExp(`(?<![A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
    wordStartPatterns.set(name, pattern);
  }
  return pattern;
}

/**
 * The first match of a name at or after `from` on letter and digit boundaries, the whole text being read.
 * A name right after an ASCII letter or digit is never on a boundary: its pattern skips those.
 */
function firstOfName(text: string, name: string, from: number): NameHit | null {
  const pattern = wordStartPattern(name);
  for (pattern.lastIndex = from; ; pattern.lastIndex = pattern.lastIndex + 1) {
    const match = pattern.exec(text);
    if (!match) return null;
    if (isOnBoundaries(text, match.index, match.index + name.length, 0, text.length)) {
      return { start: match.index, end: match.index + name.length };
    }
    pattern.lastIndex = match.index;
  }
}

/**
 * Where the names appear in a text, but right after an ASCII letter or digit (never on a boundary
 * there, unless a range starts there: firstIn looks at that place itself). A short name ("on")
 * appears inside many words; its pattern skips them where indexOf would stop at each.
 */
function findOccurrences(text: string, names: readonly string[]): Occurrences {
  const perName = names.map((name) => wordStartOffsets(text, name));
  const total = perName.reduce((sum, offsets) => sum + offsets.length, 0);
  // Ordered by offset, then by the names' order: one numeric sort of offset × names + name, where merging
  // the lists compared every name's next offset for each occurrence.
  const keys = new Float64Array(total);
  let filled = 0;
  for (let name = 0; name < names.length; name += 1) {
    for (const at of perName[name]) {
      keys[filled] = at * names.length + name;
      filled += 1;
    }
  }
  keys.sort();
  const offsets = new Int32Array(total);
  const nameIndexes = new Int32Array(total);
  const bounded = new Uint8Array(total);
  for (let index = 0; index < total; index += 1) {
    const at = Math.floor(keys[index] / names.length);
    const name = keys[index] - at * names.length;
    offsets[index] = at;
    nameIndexes[index] = name;
    bounded[index] = isOnBoundaries(text, at, at + names[name].length, 0, text.length) ? 1 : 0;
  }
  return { offsets, names: nameIndexes, bounded };
}

/** The offsets (overlaps included) where a name appears with no ASCII letter or digit before it. */
function wordStartOffsets(text: string, name: string): number[] {
  const offsets: number[] = [];
  const pattern = wordStartPattern(name);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    offsets.push(match.index);
    pattern.lastIndex = match.index + 1;
  }
  return offsets;
}

/**
 * No letter or digit continuing the name's word right before `at` or at `end` (continuesWord: in
 * Japanese and Chinese a change of script ends a word), reading text[from, to) as a text of its own.
 */
function isOnBoundaries(text: string, at: number, end: number, from: number, to: number): boolean {
  if (at > from && continuesLetters(codePointIn(text, at, to), codePointBefore(text, at, from))) return false;
  if (end >= to) return true;
  const edge = codePointBefore(text, end, at);
  if (!continuesLetters(edge, codePointIn(text, end, to))) return true;
  // A Korean name's particles are written onto it: "브랜드는", "브랜드에서도".
  return isHangul(edge) && particlesFollow(text, end, to);
}

/** Whether a letter or digit next to a name's edge character continues its word (any letter, next to an edge that is none). */
function continuesLetters(edge: number, neighbour: number): boolean {
  // Nearly always: ASCII next to a name written in an alphabet.
  if (neighbour < 0x80 && edge < 0x3005) return isLetterOrDigit(neighbour);
  if (!isLetterOrDigit(neighbour)) return false;
  const edgeClass = writingClass(edge);
  return edgeClass === WritingClass.None || continuesWord(edgeClass, neighbour);
}

/** Index of the first offset at or after `start` in a sorted list. */
function firstAtOrAfter(offsets: Int32Array, start: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle] >= start) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Where a global search goes on after a hit: its end, or the next character after an empty one. */
function nextSearch(text: string, hit: NameHit): number {
  if (hit.end > hit.start) return hit.end;
  return hit.end + (codePointIn(text, hit.end, text.length) > 0xffff ? 2 : 1);
}
