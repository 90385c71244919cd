import { codePointBefore, codePointIn, isLetterOrDigit } from './character-classes.js';

/** A match of a name list in a text. */
export interface NameHit {
  start: number;
  end: number;
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
  /**
   * The text last searched by range, and where the names appear in it (boundaries not yet checked):
   * by offset, then by the names' order, as [offset, name index] pairs flattened.
   */
  private indexed: { text: string; occurrences: Int32Array } | null = null;

  constructor(private readonly names: readonly string[]) {
    const literal = names.every((name) => name.length > 0 && !/[\ud800-\udfff]/.test(name));
    const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.pattern = literal ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  }

  /**
   * The leftmost match in text[start, end) read as a text of its own (its ends are boundaries); where
   * several names match there, the first listed. Offsets are the text's. Where each name appears is
   * found once per text: an answer's clauses are ranges of one text.
   */
  firstIn(text: string, start = 0, end = text.length): NameHit | null {
    if (this.pattern) return this.firstByPattern(text.slice(start, end), start);
    const occurrences = this.occurrencesIn(text);
    // In order of offset, then of the names: the first on boundaries and inside the range wins.
    for (let next = firstAtOrAfter(occurrences, start); next < occurrences.length; next += 2) {
      const at = occurrences[next];
      if (at >= end) break;
      const length = this.names[occurrences[next + 1]].length;
      if (at + length <= end && isOnBoundaries(text, at, at + length, start, end))
        return { start: at, end: at + length };
    }
    return null;
  }

  /** Every match in a text, non-overlapping, left to right (as `replace` with a global pattern). */
  allIn(text: string): NameHit[] {
    const hits: NameHit[] = [];
    for (let hit = this.firstFrom(text, 0); hit; hit = this.firstFrom(text, nextSearch(text, hit))) hits.push(hit);
    return hits;
  }

  /** The leftmost match at or after `from`, the whole text being searched. */
  private firstFrom(text: string, from: number): NameHit | null {
    if (this.pattern) {
      this.pattern.lastIndex = from;
      const match = this.pattern.exec(text);
      return match ? { start: match.index, end: match.index + match[0].length } : null;
    }
    let best: NameHit | null = null;
    for (const name of this.names) {
      for (let at = text.indexOf(name, from); at >= 0 && (!best || at < best.start); at = text.indexOf(name, at + 1)) {
        if (isOnBoundaries(text, at, at + name.length, 0, text.length)) {
          best = { start: at, end: at + name.length };
          break;
        }
      }
    }
    return best;
  }

  private firstByPattern(text: string, offset: number): NameHit | null {
    const hit = this.firstFrom(text, 0);
    return hit ? { start: hit.start + offset, end: hit.end + offset } : null;
  }

  private occurrencesIn(text: string): Int32Array {
    if (this.indexed?.text !== text) {
      const found: [number, number][] = [];
      this.names.forEach((name, index) => {
        for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) found.push([at, index]);
      });
      found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      this.indexed = { text, occurrences: Int32Array.from(found.flat()) };
    }
    return this.indexed.occurrences;
  }
}

/** No letter or digit right before `at` or at `end`, reading text[from, to) as a text of its own. */
function isOnBoundaries(text: string, at: number, end: number, from: number, to: number): boolean {
  if (at > from && isLetterOrDigit(codePointBefore(text, at, from))) return false;
  return end >= to || !isLetterOrDigit(codePointIn(text, end, to));
}

/** Where a global search goes on after a hit: its end, or the next character after an empty one. */
function nextSearch(text: string, hit: NameHit): number {
  if (hit.end > hit.start) return hit.end;
  return hit.end + (codePointIn(text, hit.end, text.length) > 0xffff ? 2 : 1);
}

/** Index (even) of the first occurrence at or after `start` in the flattened [offset, name] pairs. */
function firstAtOrAfter(occurrences: Int32Array, start: number): number {
  let low = 0;
  let high = occurrences.length / 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (occurrences[2 * middle] >= start) high = middle;
    else low = middle + 1;
  }
  return 2 * low;
}
