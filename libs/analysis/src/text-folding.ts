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

/**
 * Folds the characters of a lower-cased text that folding changes (accents, apostrophes, no-break
 * spaces): one pass over the codes, copying only around the few that change, rather than a call per
 * non-ASCII character (dashes and quotes, which folding keeps, are most of them).
 */
function foldLowered(lower: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let at = 0; at < lower.length; at += 1) {
    const code = lower.charCodeAt(at);
    if (code < 0x80 && code !== 0x60) continue;
    const folded = foldCode(code);
    if (folded === code) continue;
    parts.push(lower.slice(copied, at), String.fromCharCode(folded));
    copied = at + 1;
  }
  if (copied === 0) return lower;
  parts.push(lower.slice(copied));
  return parts.join('');
}

/** Lower-cases, strips accents and unifies apostrophes, one character for one character. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // The native lower-casing keeps offsets unless a character expands (İ): then fold one by one.
  if (lower.length !== text.length) return text.replace(/[A-Z`\u0080-\uffff]/g, foldChar);
  return foldLowered(lower);
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
