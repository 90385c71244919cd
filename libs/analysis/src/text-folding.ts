/**
 * Case- and accent-folding that keeps every character at its offset, so that a match found in the
 * folded text can be looked up in the original (capitalisation, list markers, emphasis).
 */
const foldedChars = new Map<string, string>();

const APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '\u00b4', '`']);

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    if (APOSTROPHES.has(char)) {
      folded = "'";
    } else if (char === '\u00a0') {
      folded = ' ';
    } else {
      const lower = char.toLowerCase();
      const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
      // A character whose folding changes length (ligatures, dotted İ) keeps its lower case form, or
      // itself, so that offsets stay aligned.
      folded = bare.length === 1 ? bare : lower.length === 1 ? lower : char;
    }
    foldedChars.set(char, folded);
  }
  return folded;
}

/** foldChar by character code, remembered in a table (0: not yet folded). */
const foldedCodes = new Uint16Array(0x10000);

function foldCode(code: number): number {
  let folded = foldedCodes[code];
  if (folded === 0) {
    folded = foldChar(String.fromCharCode(code)).charCodeAt(0);
    foldedCodes[code] = folded;
  }
  return folded;
}

/** A range of a text, `end` exclusive. */
interface Range {
  start: number;
  end: number;
}

const NO_RANGES: readonly Range[] = [];

/**
 * Folds the characters of a lower-cased text that folding changes (accents, apostrophes, no-break
 * spaces), and writes spaces over the `blank` ranges (sorted, apart): one pass over the codes,
 * copying only around the few changes, rather than a call per non-ASCII character (dashes and
 * quotes, which folding keeps, are most of them) and a second copy to blank.
 */
function foldLowered(lower: string, blank: readonly Range[]): string {
  const parts: string[] = [];
  let copied = 0;
  let nextBlank = 0;
  for (let at = 0; at < lower.length; at += 1) {
    if (nextBlank < blank.length && at === blank[nextBlank].start) {
      const { start, end } = blank[nextBlank];
      parts.push(lower.slice(copied, start), ' '.repeat(end - start));
      copied = end;
      at = end - 1;
      nextBlank += 1;
      continue;
    }
    const code = lower.charCodeAt(at);
    if (code < 0x80 && code !== 0x60) continue;
    const folded = foldCode(code);
    if (folded === code) continue;
    parts.push(lower.slice(copied, at), String.fromCharCode(folded));
    copied = at + 1;
  }
  if (parts.length === 0) return lower;
  parts.push(lower.slice(copied));
  return parts.join('');
}

/** Lower-cases, strips accents and unifies apostrophes, one character for one character. */
export function foldText(text: string): string {
  return foldTextBlanking(text, NO_RANGES);
}

/**
 * foldText, with the given ranges (sorted, apart, within the text) written over with spaces: the
 * answer's URLs, so that names are only read in prose.
 */
export function foldTextBlanking(text: string, blank: readonly Range[]): string {
  const lower = text.toLowerCase();
  // The native lower-casing keeps offsets unless a character expands (İ): then fold one by one.
  if (lower.length === text.length) return foldLowered(lower, blank);
  let folded = text.replace(/[A-Z`\u0080-\uffff]/g, foldChar);
  for (const { start, end } of blank) folded = folded.slice(0, start) + ' '.repeat(end - start) + folded.slice(end);
  return folded;
}

/** Same as foldText, for short keys (names, words) where offsets do not matter. */
export function foldKey(text: string): string {
  if (isPlainKey(text)) return text.toLowerCase();
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/**
 * Whether a text is printable ASCII (no backquote) with single inner spaces: its key is its lower
 * case. Most names and words are; they skip the folding passes, which cost more than the lower-casing.
 */
function isPlainKey(text: string): boolean {
  if (text.length === 0 || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20) return false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x20 ? text.charCodeAt(at + 1) === 0x20 : code < 0x21 || code > 0x7e || code === 0x60) return false;
  }
  return true;
}
