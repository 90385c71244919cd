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
  return foldKeyByUnits(text) ?? foldByPattern(text);
}

/** foldText as native lower-casing and a replacement pass: what foldByUnits gives up on falls back to. */
function foldByPattern(text: string): string {
  const lower = text.toLowerCase();
  // The native lower-casing keeps offsets unless a character expands (İ): then fold one by one.
  if (lower.length !== text.length) return text.replace(/[A-Z`\u0080-\uffff]/g, foldChar);
  return lower.replace(/[`\u0080-\uffff]/g, foldChar);
}

/** The first code unit of the scripts written without spaces or in Hangul: CJK punctuation, kana, ideographs, Hangul. */
export const WIDE_SCRIPTS_START = 0x3000;

/** An answer's folded text, and whether it may hold a code unit from WIDE_SCRIPTS_START on. */
export interface FoldedAnswer {
  folded: string;
  /** False only when no code unit of `folded` is WIDE_SCRIPTS_START or above: none of Japanese, Chinese or Korean. */
  mayHoldWide: boolean;
}

/**
 * foldText, with the given ranges (sorted, apart, within the text) written over with spaces: the
 * answer's URLs, so that names are only read in prose.
 */
export function foldTextBlanking(text: string, blank: readonly Range[]): FoldedAnswer {
  const folded = foldByUnits(text, blank);
  // The bitwise or of all the folded units is at least the largest of them.
  if (folded !== null) return { folded, mayHoldWide: unitsOr >= WIDE_SCRIPTS_START };
  return { folded: blankRanges(foldByPattern(text), blank), mayHoldWide: true };
}

/**
 * The ranges of a text written over with spaces. The pieces are joined, not concatenated: the result
 * is read character by character many times, and a joined string is flat where a concatenated one is
 * a tree of pieces.
 */
function blankRanges(folded: string, blank: readonly Range[]): string {
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

/**
 * The folding of each UTF-16 code unit on its own (0: not read yet), filled as units are met. Folding
 * is per character but for two cases the table cannot hold, left to foldByPattern: a final sigma, whose
 * lower case depends on the next letter, and surrogate pairs, lower-cased as pairs.
 */
const foldedUnits = new Uint16Array(0x10000);
for (let code = 1; code < 0x80; code += 1) {
  foldedUnits[code] = code >= 0x41 && code <= 0x5a ? code + 0x20 : code === 0x60 ? 0x27 : code;
}
const CAPITAL_SIGMA = 0x3a3;

/** Adds a unit's folding to the table; false for a unit it cannot hold (a capital sigma, a surrogate). */
function addToTable(code: number): boolean {
  if (code === CAPITAL_SIGMA || (code >= 0xd800 && code <= 0xdfff)) return false;
  foldedUnits[code] = foldByPattern(String.fromCharCode(code)).charCodeAt(0);
  return true;
}

/** Where foldByUnits writes the folded units, reused from one text to the next (folding is synchronous). */
let units = new Uint16Array(4096);
/** Code units are written in the platform's byte order; decoded as UTF-16LE, which nearly all platforms are. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * foldText with the ranges blanked, as one pass over the code units by table and one native decoding:
 * the native lower-casing of a text beyond Latin-1 and the replacement pass cost half as much again.
 * Null for a text holding a capital sigma or a surrogate (see foldedUnits).
 */
function foldByUnits(text: string, blank: readonly Range[]): string | null {
  if (!LITTLE_ENDIAN) return null;
  const length = text.length;
  if (units.length < length) units = new Uint16Array(Math.max(length, units.length * 2));
  unitsOr = 0;
  for (let missing = copyFolded(text, 0); missing < length; missing = copyFolded(text, missing + 1)) {
    const code = text.charCodeAt(missing);
    // A NUL folds to itself, the table's mark of a unit not read yet.
    if (code !== 0 && !addToTable(code)) return null;
    units[missing] = foldedUnits[code];
    unitsOr |= foldedUnits[code];
  }
  for (const { start, end } of blank) units.fill(0x20, start, end);
  return Buffer.from(units.buffer, 0, length * 2).toString('utf16le');
}

/**
 * foldByUnits for the short texts foldText is given (names, words, keys), kept apart on purpose: the
 * answers' folding (foldByUnits, copyFolded) is the hottest loop of the analysis, and V8 optimises it
 * for the strings it has met. Once keys (internalized strings, other string shapes, an empty list of
 * ranges) went through it as well, folding an answer ran 40% slower with the very same code.
 */
function foldKeyByUnits(text: string): string | null {
  if (!LITTLE_ENDIAN) return null;
  const length = text.length;
  if (keyUnits.length < length) keyUnits = new Uint16Array(Math.max(length, keyUnits.length * 2));
  for (let at = 0; at < length; at += 1) {
    const code = text.charCodeAt(at);
    // A NUL folds to itself, the table's mark of a unit not read yet.
    if (foldedUnits[code] === 0 && code !== 0 && !addToTable(code)) return null;
    keyUnits[at] = foldedUnits[code];
  }
  return Buffer.from(keyUnits.buffer, 0, length * 2).toString('utf16le');
}

/** Where foldKeyByUnits writes, apart from the answers' buffer. */
let keyUnits = new Uint16Array(256);

/**
 * Writes the folded units of text[from...] until one is not in the table: its offset (the text's length
 * when there is none). The loop is kept apart from the filling of the table, which would slow it down.
 */
function copyFolded(text: string, from: number): number {
  const length = text.length;
  let or = 0;
  for (let at = from; at < length; at += 1) {
    const folded = foldedUnits[text.charCodeAt(at)];
    if (folded === 0) {
      unitsOr |= or;
      return at;
    }
    units[at] = folded;
    or |= folded;
  }
  unitsOr |= or;
  return length;
}

/** The bitwise or of the units foldByUnits last wrote (before blanking): whether a wide script may be among them. */
let unitsOr = 0;

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

/**
 * foldKey for setting up (the sentiment lexicon, a brand's profile): the same result from a copy of its
 * code, kept apart on purpose. Setting up folds thousands of words of every shape (concatenated, accented,
 * literal); had they gone through foldKey, V8 would have optimised it for all of them, and the reading
 * of names in answers, which calls foldKey word by word, would run slower.
 */
export function foldSetupKey(text: string): string {
  if (isPlainSetupKey(text)) return text.toLowerCase();
  return (foldSetupUnits(text) ?? foldByPattern(text)).replace(/\s+/g, ' ').trim();
}

/** isPlainKey, for foldSetupKey. */
function isPlainSetupKey(text: string): boolean {
  if (text.length === 0 || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20) return false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x20 ? text.charCodeAt(at + 1) === 0x20 : code < 0x21 || code > 0x7e || code === 0x60) return false;
  }
  return true;
}

/** foldKeyByUnits, for foldSetupKey. */
function foldSetupUnits(text: string): string | null {
  if (!LITTLE_ENDIAN) return null;
  const length = text.length;
  const out = new Uint16Array(length);
  for (let at = 0; at < length; at += 1) {
    const code = text.charCodeAt(at);
    if (foldedUnits[code] === 0 && code !== 0 && !addToTable(code)) return null;
    out[at] = foldedUnits[code];
  }
  return Buffer.from(out.buffer, 0, length * 2).toString('utf16le');
}
