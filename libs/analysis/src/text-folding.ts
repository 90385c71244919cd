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

/** A range of a text, `end` exclusive. */
interface Range {
  start: number;
  end: number;
}

/** Lower-cases, strips accents and unifies apostrophes, one character for one character. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // The native lower-casing keeps offsets unless a character expands (İ): then fold one by one.
  if (lower.length !== text.length) return text.replace(/[A-Z`\u0080-\uffff]/g, foldChar);
  return lower.replace(/[`\u0080-\uffff]/g, foldChar);
}

/**
 * foldText, with the given ranges (sorted, apart, within the text) written over with spaces: the
 * answer's URLs, so that names are only read in prose. The pieces are joined, not concatenated: the
 * result is read character by character many times, and a joined string is flat where a
 * concatenated one is a tree of pieces.
 */
export function foldTextBlanking(text: string, blank: readonly Range[]): string {
  const folded = foldText(text);
  if (blank.length === 0) return folded;
  const parts: string[] = [];
  let copied = 0;
  for (const { start, end } of blank) {
    parts.push(folded.slice(copied, start), ' '.repeat(end - start));
    copied = end;
  }
  parts.push(folded.slice(copied));
  return parts.join('');
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
