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
  /** The text last searched by range, and where each name appears in it (boundaries not yet checked). */
  private indexed: { text: string; offsets: number[][] } | null = null;

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
    const offsets = this.offsetsIn(text);
    let best: NameHit | null = null;
    for (let index = 0; index < this.names.length; index += 1) {
      const length = this.names[index].length;
      const found = offsets[index];
      for (let next = firstAtOrAfter(found, start); next < found.length; next += 1) {
        const at = found[next];
        if (at + length > end || (best && at >= best.start)) break;
        if (isOnBoundaries(text, at, at + length, start, end)) {
          best = { start: at, end: at + length };
          break;
        }
      }
    }
    return best;
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

  private offsetsIn(text: string): number[][] {
    if (this.indexed?.text !== text) {
      const offsets = this.names.map((name) => {
        const found: number[] = [];
        for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) found.push(at);
        return found;
      });
      this.indexed = { text, offsets };
    }
    return this.indexed.offsets;
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

/** Index of the first offset at or after `start` in a sorted list. */
function firstAtOrAfter(offsets: number[], start: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle] >= start) high = middle;
    else low = middle + 1;
  }
  return low;
}
