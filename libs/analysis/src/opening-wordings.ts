import { isWhitespace } from './character-classes.js';
import { splitTopLevel } from './pattern-alternatives.js';

/**
 * Wordings that open a sentence after its markup ("**Bottom line:**", "> To be fair,"): the sticky
 * pattern `[\s<markup>]*(?:wording1|wording2|...)\b`, tried at a sentence's start. The judge tries one
 * at nearly every sentence of an answer, and most sentences open on other words: the pattern is only
 * run where the two characters after the markup open one of the wordings.
 *
 * The same answers as the pattern alone: every wording opens on a letter, which is no markup, so a
 * wording can only start where the run of markup ends; and there it starts with its own first two
 * characters, written literally.
 */
export class OpeningWordings {
  private readonly pattern: RegExp;
  /** 1 for each pair of ASCII characters that opens a wording, at first × 128 + second. */
  private readonly openings = new Uint8Array(128 * 128);
  /** 1 for each ASCII markup character the pattern skips before a wording (white space aside). */
  private readonly markup = new Uint8Array(128);

  /** `markup`: the characters skipped besides white space; `wordings`: the alternation of the wordings. */
  constructor(markup: string, wordings: string) {
    for (const wording of splitTopLevel(wordings)) {
      // Two literal characters, the first a letter, the second not made optional by what follows it.
      if (!/^[a-z][a-z ]/.test(wording) || /^[*+?{]$/.test(wording[2] ?? '')) {
        throw new Error(`a wording not opening on two letters of its own: ${wording}`);
      }
      this.openings[wording.charCodeAt(0) * 128 + wording.charCodeAt(1)] = 1;
    }
    for (const character of markup) {
      if (/[a-z]/.test(character)) throw new Error(`a letter as markup: ${character}`);
      this.markup[character.charCodeAt(0)] = 1;
    }
    const escaped = markup.replace(/[\\\]^-]/g, '\\$&');
    this.pattern = new RegExp(`[\\s${escaped}]*(?:${wordings})\\b`, 'y');
  }

  /** Whether one of the wordings opens the text at `offset`, after markup. */
  opens(text: string, offset: number): boolean {
    let at = offset;
    for (; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (!(code < 128 ? this.markup[code] === 1 || isWhitespace(code) : isWhitespace(code))) break;
    }
    const first = text.charCodeAt(at);
    const second = text.charCodeAt(at + 1);
    // Past the text's end charCodeAt gives NaN, which no comparison admits.
    if (!(first < 128 && second < 128) || this.openings[first * 128 + second] === 0) return false;
    this.pattern.lastIndex = offset;
    return this.pattern.test(text);
  }

  /** The pattern tried, for its tests. */
  get source(): string {
    return this.pattern.source;
  }
}
