/**
 * The character classes the analysis reads text by, as tests on character codes, for the hand-written
 * scanners of the hot paths. Each test is exactly its regular-expression class: the scanners must
 * give the same results as the patterns they replace.
 */

/** `\s`: ECMAScript white space and line terminators (also what String.prototype.trim removes). */
export function isWhitespace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `[A-Za-z0-9]`: ASCII letters and digits. */
export function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/** `\w` without the `u` flag: ASCII letters, digits and underscore. */
export function isAsciiWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
}

/** `\d`. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * A Unicode property class, tested once per character: ASCII and the Basic Multilingual Plane are
 * remembered in a table, the rare characters beyond it are tested each time.
 */
function propertyTest(pattern: RegExp): (codePoint: number) => boolean {
  const known = new Uint8Array(0x10000);
  return (codePoint) => {
    if (codePoint > 0xffff) return pattern.test(String.fromCodePoint(codePoint));
    let state = known[codePoint];
    if (state === 0) {
      state = pattern.test(String.fromCharCode(codePoint)) ? 2 : 1;
      known[codePoint] = state;
    }
    return state === 2;
  };
}

const isNonAsciiLetterOrDigit = propertyTest(/^[\p{L}\p{N}]$/u);
const isNonAsciiLetter = propertyTest(/^\p{L}$/u);

/** `[\p{L}\p{N}]`, on a code point. */
export function isLetterOrDigit(codePoint: number): boolean {
  if (codePoint < 128)
    return (
      (codePoint >= 97 && codePoint <= 122) ||
      (codePoint >= 65 && codePoint <= 90) ||
      (codePoint >= 48 && codePoint <= 57)
    );
  return isNonAsciiLetterOrDigit(codePoint);
}

/** `\p{L}`, on a code point. */
export function isLetter(codePoint: number): boolean {
  if (codePoint < 128) return (codePoint >= 97 && codePoint <= 122) || (codePoint >= 65 && codePoint <= 90);
  return isNonAsciiLetter(codePoint);
}

/**
 * The code point at an offset as a `u`-flag pattern reads it: a surrogate pair is one character
 * only when both halves lie inside [from, to).
 */
export function codePointIn(text: string, at: number, to: number): number {
  const code = text.charCodeAt(at);
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < to) {
    const low = text.charCodeAt(at + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return code;
}

/** The code point ending just before `end`, reading no further back than `from` (a pattern's view of text.slice(from, end)). */
export function codePointBefore(text: string, end: number, from: number): number {
  const code = text.charCodeAt(end - 1);
  if (code >= 0xdc00 && code <= 0xdfff && end - 2 >= from) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (code - 0xdc00) + 0x10000;
  }
  return code;
}

/** UTF-16 length of a code point. */
export function codeUnits(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1;
}

/**
 * How a script marks where a word ends, for reading a name on word boundaries (decisions §3):
 * alphabetic scripts (Latin, Greek, Cyrillic, digits and `_`) and Korean by spaces and punctuation;
 * Japanese and Chinese, written without spaces, by a change of script ("70maiの", "サカイは",
 * "コムテックのドラレコ"). Kana words end where the kana of their kind do (a katakana name inside a
 * longer katakana word is no match); ideographs run on without any mark of a word's end, so a name
 * written in them ends anywhere.
 */
export const WritingClass = {
  /** Not a letter, digit or `_`: ends every word. */
  None: 0,
  Alphabetic: 1,
  Ideographic: 2,
  Hiragana: 3,
  Katakana: 4,
  /** Korean: a word of Hangul goes on until a space, but a name's particles written onto it end the name (korean.ts). */
  Hangul: 5,
} as const;
export type WritingClass = (typeof WritingClass)[keyof typeof WritingClass];

/** The kana and ideographs as pattern ranges, the same as writingClass's. */
export const HIRAGANA_RANGE = '\\u3041-\\u309f';
export const KATAKANA_RANGE = '\\u30a1-\\u30fa\\u30fc-\\u30ff\\u31f0-\\u31ff\\uff66-\\uff9f';
export const IDEOGRAPH_RANGE =
  '\\u3005\\u3007\\u303b\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u{20000}-\\u{3ffff}';

/** The writing class of a code point (see WritingClass). */
export function writingClass(codePoint: number): WritingClass {
  if (codePoint < 0x3005)
    return codePoint === 0x5f || isLetterOrDigit(codePoint) ? WritingClass.Alphabetic : WritingClass.None;
  if (codePoint >= 0x3041 && codePoint <= 0x309f) return WritingClass.Hiragana;
  if (
    (codePoint >= 0x30a1 && codePoint <= 0x30ff && codePoint !== 0x30fb) ||
    (codePoint >= 0x31f0 && codePoint <= 0x31ff) ||
    (codePoint >= 0xff66 && codePoint <= 0xff9f)
  )
    return WritingClass.Katakana;
  if (
    codePoint === 0x3005 ||
    codePoint === 0x3007 ||
    codePoint === 0x303b ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3ffff)
  )
    return WritingClass.Ideographic;
  if ((codePoint >= 0xac00 && codePoint <= 0xd7a3) || (codePoint >= 0x3131 && codePoint <= 0x318e))
    return WritingClass.Hangul;
  return isLetterOrDigit(codePoint) ? WritingClass.Alphabetic : WritingClass.None;
}

/**
 * Whether a character next to a name continues the name's word, by the writing class of the name's
 * character on that side: a letter of the same alphabet, kana or Hangul does; a change of script, or
 * any neighbour of an ideograph, does not. (After a Hangul name, its particles do not: particlesFollow.)
 */
export function continuesWord(edge: WritingClass, neighbour: number): boolean {
  if (edge === WritingClass.None || edge === WritingClass.Ideographic) return false;
  return writingClass(neighbour) === edge;
}
