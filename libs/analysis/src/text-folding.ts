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

/** Lower-cases, strips accents and unifies apostrophes, one character for one character. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // The native lower-casing keeps offsets unless a character expands (İ): then fold one by one.
  if (lower.length !== text.length) return text.replace(/[A-Z`\u0080-\uffff]/g, foldChar);
  return lower.replace(/[`\u0080-\uffff]/g, foldChar);
}

/** Same as foldText, for short keys (names, words) where offsets do not matter. */
export function foldKey(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}
