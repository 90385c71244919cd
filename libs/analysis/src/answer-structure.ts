import {
  codePointBefore,
  codePointIn,
  codeUnits,
  isAsciiWordChar,
  isDigit,
  isLetter,
  isLetterOrDigit,
  isWhitespace,
} from './character-classes.js';
import { LABEL_WORDS } from './common-words.js';
import { allMatches } from './pattern-matches.js';
import { foldKey, foldTextBlanking } from './text-folding.js';

/** A range of the answer text, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** A URL written in the answer: a markdown link target or a bare URL. */
export interface TextUrl extends Span {
  url: string;
  /** Visible text of a markdown link, when the URL is one. */
  linkText?: string;
}

export type ItemKind = 'numbered' | 'bullet' | 'heading' | 'table-row' | 'pick';

/** A line that may present an option: list item, heading, table row, "Top pick:" line. */
export interface AnswerItem {
  kind: ItemKind;
  /** Start of the item's line. */
  start: number;
  /** End of the item and everything it contains (continuation lines, sub-items, a heading's section). */
  end: number;
  /** The part of the line that names what the item presents ("**HubSpot**", first table cell...). */
  lead: Span;
  /** Nesting rank: headings 1–6, bold-only lines 7, pick lines 19, list items 20 + indent. */
  depth: number;
  /** Index of the enclosing item, or -1. */
  parent: number;
}

/** An answer read once: folded text, structure and sentences, shared by every analysis step. */
export interface AnswerDocument {
  text: string;
  /** Folded text (foldText) with URLs blanked out, so that a name inside a URL is not read as prose. */
  folded: string;
  urls: TextUrl[];
  items: AnswerItem[];
  sentences: Span[];
  /** Emphasised (bold or italic) spans, content only. */
  emphasis: Span[];
  /** Where a trailing "Sources:" / "References:" section starts (text length when there is none). */
  sourcesStart: number;
  /**
   * False when the folded text holds no Japanese, Chinese or Korean (no code unit from U+3000 on): the
   * look-ups for their words and marks are skipped.
   */
  mayHoldWide: boolean;
}

const MARKDOWN_LINK = /\[([^\]\n]*)\]\(\s*<?((?:https?:\/\/|www\.)[^\s)>]+)>?(?:\s+"[^"\n]*")?\s*\)/gi;
const BARE_URL = /(?:https?:\/\/|(?<![\w./@-])www\.)[^\s<>()[\]{}"'`|]+/gi;
const URL_TRAILING_PUNCTUATION = /[.,;:!?*_'"’”]+$/;

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const NUMBERED = /^(\s*)(?:\*\*|__)?\d{1,2}[.)](?:\*\*|__)?\s+(?=\S)/;
const BULLET = /^(\s*)[-*+•▪◦‣]\s+(?=\S)/;
const RULE = /^\s*([-*_])(?:\s*\1){2,}\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const BOLD_LINE = /^\s*(?:\*\*|__)[^*_\n]+(?:\*\*|__)\s*:?\s*$/;
const SOURCES_HEADING =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?(?:sources?|references?|citations?|further reading|read more|learn more|links|quellen|fuentes)(?:\s+cited)?\s*:?\s*(?:\*\*|__)?\s*:?\s*$/i;
const FENCE = /^\s*(```|~~~)/;

/** Labels that introduce the option a line presents: "Top pick:", "**Best for runners:**". */
export const PICK_LABEL =
  /^(?:\*\*|__)?(?:our\s+|my\s+)?(?:top\s+(?:pick|choice|recommendation)|best\s+(?:overall|value|budget(?:\s+(?:pick|option))?|premium(?:\s+pick)?|choice|pick|option|alternative|for\s+[^:*\n]{1,40})|overall\s+winner|winner|editor'?s\s+choice|runner[-\s]up|budget\s+pick|premium\s+pick|upgrade\s+pick|honou?rable\s+mentions?|also\s+consider|recommendation|pick|verdict|bottom\s+line)\s*(?:\*\*|__)?\s*[:\-–—]\s*(?:\*\*|__)?\s*/i;

const PICK_LINE = new RegExp(`^\\s*${PICK_LABEL.source.slice(1)}(?=\\S)`, 'i');

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'vs',
  'inc',
  'ltd',
  'co',
  'corp',
  'etc',
  'approx',
  'mr',
  'mrs',
  'dr',
  'st',
  'no',
  'ca',
  'z.b',
  'p.ej',
]);

/** `www.` in any case: with `://`, what every bare URL holds. */
const WWW = /www\./i;

/**
 * The URLs of a text. Each pattern is only run over texts holding what all its matches hold (a link's
 * `](`, a bare URL's `://` or `www.`): a search for those costs a fraction of the patterns' pass.
 */
function findUrls(text: string): TextUrl[] {
  const urls: TextUrl[] = [];
  const links = text.includes('](') ? allMatches(MARKDOWN_LINK, text) : [];
  for (const match of links) {
    const start = match.index;
    urls.push({ start, end: start + match[0].length, url: match[2], linkText: match[1] });
  }
  if (!text.includes('://') && !WWW.test(text)) return urls;
  for (const match of allMatches(BARE_URL, text)) {
    const start = match.index;
    if (urls.some((url) => start >= url.start && start < url.end)) continue;
    const url = match[0].replace(URL_TRAILING_PUNCTUATION, '');
    urls.push({ start, end: start + url.length, url });
  }
  return urls.sort((a, b) => a.start - b.start);
}

/**
 * Where the URLs themselves are (not a link's visible text): blanked out of the folded text so that
 * names are only read in prose. URLs do not overlap: a bare URL cannot hold the `[` of a link, and
 * one starting inside a link is dropped.
 */
function urlRanges(urls: TextUrl[]): Span[] {
  return urls.map((url) => ({
    start: url.linkText === undefined ? url.start : url.start + url.linkText.length + 2,
    end: url.end,
  }));
}

const NEWLINE = 0x0a;
const LONGEST_ABBREVIATION = Math.max(...[...ABBREVIATIONS].map((word) => word.length));
/**
 * 1 at first character × 8 + length for each abbreviation: a word before a full stop is only looked up
 * when an abbreviation opens on its first character and is as long, which few words are.
 */
const ABBREVIATION_SHAPES = new Uint8Array(128 * 8);
for (const word of ABBREVIATIONS) {
  if (word.charCodeAt(0) >= 128 || word.length >= 8) throw new Error(`an abbreviation the table cannot hold: ${word}`);
  ABBREVIATION_SHAPES[word.charCodeAt(0) * 8 + word.length] = 1;
}

/** `[.!?]`: what ends a sentence. */
function isSentenceEnd(code: number): boolean {
  return code === 0x2e || code === 0x21 || code === 0x3f;
}

/** Closing quotes, brackets and emphasis that may follow a sentence's final punctuation: `["')\]*_]`. */
function isClosing(code: number): boolean {
  return code === 0x22 || code === 0x27 || code === 0x29 || code === 0x5d || code === 0x2a || code === 0x5f;
}

/** Whether punctuation ending at `at` ends a sentence: only closing marks, then white space or the end. */
function endsSentence(folded: string, at: number): boolean {
  let next = at;
  while (next < folded.length && isClosing(folded.charCodeAt(next))) next += 1;
  return next === folded.length || isWhitespace(folded.charCodeAt(next));
}

/** Start of the word (letters, digits, dots) ending at `at`, looking back no further than `from`. */
function wordStartBefore(folded: string, at: number, from: number): number {
  let start = at;
  while (start > from) {
    const codePoint = codePointBefore(folded, start, from);
    if (codePoint !== 0x2e && !isLetterOrDigit(codePoint)) break;
    start -= codeUnits(codePoint);
  }
  return start;
}

/** Whether text[start, end) holds only list markup: white space and `*_#>-`. */
function isMarkupOnly(folded: string, start: number, end: number): boolean {
  for (let at = start; at < end; at += 1) {
    const code = folded.charCodeAt(at);
    if (!isWhitespace(code) && code !== 0x2a && code !== 0x5f && code !== 0x23 && code !== 0x3e && code !== 0x2d) {
      return false;
    }
  }
  return true;
}

/**
 * Whether the punctuation at `at` does not end the sentence started at `start`: the "1." opening a
 * list item, "e.g.", "vs." and initials.
 */
function continuesSentence(folded: string, start: number, at: number): boolean {
  const wordStart = wordStartBefore(folded, at, Math.max(start, at - 12));
  const length = at - wordStart;
  if (length === 0) return false;
  if (length <= 2 && isDigit(folded.charCodeAt(wordStart)) && isDigit(folded.charCodeAt(at - 1))) {
    if (isMarkupOnly(folded, start, wordStart)) return true;
  }
  const first = folded.charCodeAt(wordStart);
  if (
    length <= LONGEST_ABBREVIATION &&
    first < 128 &&
    ABBREVIATION_SHAPES[first * 8 + length] === 1 &&
    ABBREVIATIONS.has(folded.slice(wordStart, at))
  )
    return true;
  // A single letter: an initial.
  const codePoint = codePointIn(folded, wordStart, at);
  return codeUnits(codePoint) === length && isLetter(codePoint);
}

/**
 * Whether a lone "!" at `at` belongs to a name the sentence goes on after ("Supergoop! sale caro",
 * "Yahoo! Mail"): written right after a letter and followed, past one space, by a lower-case word.
 */
function isNameMark(text: string, at: number, end: number): boolean {
  if (text.charCodeAt(at) !== 0x21 || end !== at + 1 || !isLetter(text.codePointAt(at - 1) ?? 0)) return false;
  if (text.charCodeAt(end) !== 0x20) return false;
  const next = text[end + 1] ?? '';
  return next !== next.toUpperCase() && next === next.toLowerCase();
}

function hasContent(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at += 1) if (!isWhitespace(text.charCodeAt(at))) return true;
  return false;
}

/**
 * The offsets of every mark of `kinds` (`\n`, `.`, `!`, `?`, `。`, `！`, `？`) in the folded text, in order. Found with indexOf, one
 * search per character kind and occurrence: native searches skip the rest of the text far faster
 * than a loop over its characters.
 */
function sentenceMarks(folded: string, kinds: readonly string[]): number[] {
  const marks: number[] = [];
  const next = kinds.map((mark) => folded.indexOf(mark));
  for (;;) {
    let kind = -1;
    for (let index = 0; index < next.length; index += 1) {
      if (next[index] >= 0 && (kind < 0 || next[index] < next[kind])) kind = index;
    }
    if (kind < 0) return marks;
    marks.push(next[kind]);
    next[kind] = folded.indexOf(kinds[kind], next[kind] + 1);
  }
}

/** The ideographic full stop and the full-width "！" and "？" of Japanese and Chinese text, which no space follows. */
const WIDE_SENTENCE_MARKS = ['\u3002', '\uff01', '\uff1f'];
/** The marks looked for in a text holding no wide script (mayHoldWide false), where the wide ones cannot be. */
const LATIN_SENTENCE_MARKS = ['\n', '.', '!', '?'];
const SENTENCE_MARKS = [...LATIN_SENTENCE_MARKS, ...WIDE_SENTENCE_MARKS];

function isWideSentenceEnd(code: number): boolean {
  return code === 0x3002 || code === 0xff01 || code === 0xff1f;
}

/** Closing quotes and brackets of Japanese and Chinese text: `」』）】”`. */
function isWideClosing(code: number): boolean {
  return code === 0x300d || code === 0x300f || code === 0xff09 || code === 0x3011 || code === 0x201d;
}

/**
 * Splits at line ends and at sentence punctuation. `marks` are the offsets of every `\n.!?` in the
 * folded text, in order, so only those places are visited.
 */
function findSentences(text: string, folded: string, marks: number[]): Span[] {
  const sentences: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    if (hasContent(text, start, end)) sentences.push({ start, end });
    start = end;
  };
  let skipUntil = 0;
  for (const at of marks) {
    // The rest of a run of punctuation read with its first character.
    if (at < skipUntil) continue;
    const code = folded.charCodeAt(at);
    if (code === NEWLINE) {
      push(at);
      start = at + 1;
    } else if (isWideSentenceEnd(code)) {
      // Japanese and Chinese sentences end at their mark, spaces or none after it.
      let end = at + 1;
      while (
        end < folded.length &&
        (isWideSentenceEnd(folded.charCodeAt(end)) || isWideClosing(folded.charCodeAt(end)))
      )
        end += 1;
      push(end);
      skipUntil = end;
    } else {
      let end = at + 1;
      while (end < folded.length && isSentenceEnd(folded.charCodeAt(end))) end += 1;
      if (endsSentence(folded, end) && !continuesSentence(folded, start, at) && !isNameMark(text, at, end)) push(end);
      skipUntil = end;
    }
  }
  push(text.length);
  return sentences;
}

/**
 * The offsets where either of two delimiters starts, in order, each searched for once per stretch of
 * text (a delimiter absent from the answer is not searched for again and again).
 */
class Delimiters {
  private nextFirst = -2;
  private nextSecond = -2;

  constructor(
    private readonly text: string,
    private readonly first: string,
    private readonly second: string,
  ) {}

  /** The first offset at or after `from` where either starts, or -1. */
  from(from: number): number {
    if (this.nextFirst !== -1 && this.nextFirst < from) this.nextFirst = this.text.indexOf(this.first, from);
    if (this.nextSecond !== -1 && this.nextSecond < from) this.nextSecond = this.text.indexOf(this.second, from);
    if (this.nextFirst < 0) return this.nextSecond;
    return this.nextSecond < 0 ? this.nextFirst : Math.min(this.nextFirst, this.nextSecond);
  }
}

/**
 * Bold spans, as `(\*\*|__)(?=\S)([^\n]+?)(?<=\S)\1` would find them (content only): from each `**` or
 * `__` opening a non-blank character, the nearest same delimiter on the line that follows a non-blank one.
 */
function findBold(text: string, spans: Span[]): void {
  const delimiters = new Delimiters(text, '**', '__');
  for (let at = delimiters.from(0); at >= 0; ) {
    const delimiter = text.startsWith('**', at) ? '**' : '__';
    const lineEnd = text.indexOf('\n', at + 2);
    const contentEnd = lineEnd < 0 ? text.length : lineEnd;
    let close = -1;
    if (at + 2 < text.length && !isWhitespace(text.charCodeAt(at + 2))) {
      for (
        let next = text.indexOf(delimiter, at + 3);
        next >= 0 && next <= contentEnd;
        next = text.indexOf(delimiter, next + 1)
      ) {
        if (!isWhitespace(text.charCodeAt(next - 1))) {
          close = next;
          break;
        }
      }
    }
    if (close >= 0) spans.push({ start: at + 2, end: close });
    at = delimiters.from(close >= 0 ? close + 2 : at + 1);
  }
}

/** `*` or `_`. */
function isItalicDelimiter(code: number): boolean {
  return code === 0x2a || code === 0x5f;
}

/** The longest italic content `[^*_\n]{1,60}`. */
const LONGEST_ITALIC = 60;

/**
 * Italic spans, as `(?<![*\w])([*_])(?=[^\s*_])([^*_\n]{1,60}?)(?<=\S)\1(?![*\w])` would find them
 * (content only). The content holds no `*`, `_` or line end, so the only closing candidate is the
 * first of those after the opening.
 */
function findItalic(text: string, spans: Span[]): void {
  const delimiters = new Delimiters(text, '*', '_');
  for (let at = delimiters.from(0); at >= 0; ) {
    let close = -1;
    const before = at > 0 ? text.charCodeAt(at - 1) : -1;
    const next = at + 1 < text.length ? text.charCodeAt(at + 1) : -1;
    if (before !== 0x2a && !isAsciiWordChar(before) && next >= 0 && !isWhitespace(next) && !isItalicDelimiter(next)) {
      let end = at + 1;
      while (end < text.length && !isItalicDelimiter(text.charCodeAt(end)) && text.charCodeAt(end) !== NEWLINE)
        end += 1;
      const after = end + 1 < text.length ? text.charCodeAt(end + 1) : -1;
      if (
        end - (at + 1) <= LONGEST_ITALIC &&
        text.charCodeAt(end) === text.charCodeAt(at) &&
        !isWhitespace(text.charCodeAt(end - 1)) &&
        after !== 0x2a &&
        !isAsciiWordChar(after)
      ) {
        close = end;
      }
    }
    if (close >= 0) spans.push({ start: at + 1, end: close });
    at = delimiters.from(close >= 0 ? close + 1 : at + 1);
  }
}

function findEmphasis(text: string): Span[] {
  const spans: Span[] = [];
  findBold(text, spans);
  findItalic(text, spans);
  return spans.sort((a, b) => a.start - b.start);
}

function isLabel(phrase: string): boolean {
  const words = foldKey(phrase)
    .split(/[\s/&-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => LABEL_WORDS.has(word.replace(/[^\p{L}\p{N}]/gu, '')));
}

/** Numbering inside headings and bold ("## 1. HubSpot", "**#2 – Acme**", "Option 3:"). */
const LEAD_NUMBERING =
  /^(?:\*\*|__)?\s*(?:#?\d{1,2}[.):]|(?:option|pick|no\.)\s*#?\d{1,2}\s*[:.\-–—]|#\d{1,2}\b\s*[-–—:]?)\s*/i;
const LEAD_BOLD = /^(\*\*|__)([^\n]+?)\1(\s*:)?/;
const LEAD_LINK = /^\[([^\]\n]+)\]\(/;
/** The longest lead: a line running on without a stop is cut there. */
const LONGEST_LEAD = 80;

/** `-`, `–` or `—`. */
function isDash(code: number): boolean {
  return code === 0x2d || code === 0x2013 || code === 0x2014;
}

/**
 * Where `/\s[-–—|]\s|[:(|]|,\s|\.\s|\.$|\s[-–—]$/` first matches in text[at, end), looking no further than
 * `limit` (returned when it does not match before). A lead is cut at the stop or at LONGEST_LEAD characters,
 * whichever comes first, so the rest of a long line need not be searched; the pattern's `\s` is isWhitespace.
 */
export function leadStop(text: string, at: number, end: number, limit: number): number {
  for (let index = at; index < limit; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x3a || code === 0x28 || code === 0x7c) return index;
    if (code === 0x2c || code === 0x2e) {
      if (index + 1 < end ? isWhitespace(text.charCodeAt(index + 1)) : code === 0x2e) return index;
    } else if (isWhitespace(code) && index + 1 < end) {
      const next = text.charCodeAt(index + 1);
      // " - " or " | " between words, or a dash ending the text.
      if (index + 2 === end) {
        if (isDash(next)) return index;
      } else if ((isDash(next) || next === 0x7c) && isWhitespace(text.charCodeAt(index + 2))) {
        return index;
      }
    }
  }
  return limit;
}

/**
 * The characters a text must start with for a pattern to match it: the patterns are only tried on the
 * lines and leads they can match (case-insensitive patterns list both cases). The lead patterns may
 * open with `**` or `__`; their first characters are those after it.
 */
const NUMBERING_FIRST = characterSet('#0123456789oOpPnN');

/**
 * The first two letters of PICK_LABEL's words (our, my, top, best, overall, winner, editor's, runner-up,
 * budget, premium, upgrade, honourable, also, recommendation, pick, verdict, bottom line), in lower case.
 */
const PICK_LABEL_OPENINGS = letterPairs([
  'ou',
  'my',
  'to',
  'be',
  'ov',
  'wi',
  'ed',
  'ru',
  'bu',
  'pr',
  'up',
  'ho',
  'al',
  're',
  'pi',
  've',
  'bo',
]);

/** A set of characters as a lookup by code (all of them are below U+2600). */
function characterSet(characters: string): Uint8Array {
  const set = new Uint8Array(0x2600);
  for (const character of characters) set[character.charCodeAt(0)] = 1;
  return set;
}

/** A set of lower-case pairs of ASCII letters, as a lookup by the two codes (seven bits each). */
function letterPairs(pairs: readonly string[]): Uint8Array {
  const set = new Uint8Array(0x4000);
  for (const pair of pairs) set[(pair.charCodeAt(0) << 7) | pair.charCodeAt(1)] = 1;
  return set;
}

/** An ASCII capital's lower case; any other code as it is. */
function lowerAscii(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
}

/**
 * Whether text[at, end) opens, after an optional `**` or `__`, with one of `pairs` in any case: what a
 * case-insensitive pattern opening with those words needs (without the `u` flag, `i` only pairs ASCII
 * letters with their other case).
 */
function mayOpenWord(text: string, at: number, end: number, pairs: Uint8Array): boolean {
  if (opensEmphasis(text, at, end)) at += 2;
  if (at + 2 > end) return false;
  const first = text.charCodeAt(at);
  const second = text.charCodeAt(at + 1);
  return first < 0x80 && second < 0x80 && pairs[(lowerAscii(first) << 7) | lowerAscii(second)] === 1;
}

/** Whether text[at, end) opens with `**` or `__`. */
function opensEmphasis(text: string, at: number, end: number): boolean {
  return at + 2 <= end && (text.startsWith('**', at) || text.startsWith('__', at));
}

function startsWithOneOf(text: string, at: number, characters: Uint8Array): boolean {
  return at < text.length && characters[text.charCodeAt(at)] === 1;
}

/** `^[\s>|]*`: quote marks and table pipes before a line's content. */
function skipQuoting(text: string, at: number, end: number): number {
  while (at < end) {
    const code = text.charCodeAt(at);
    if (!isWhitespace(code) && code !== 0x3e && code !== 0x7c) break;
    at += 1;
  }
  return at;
}

/** `^[^\p{L}\p{N}*_[]+`: list markers and punctuation before the content. */
function skipMarkers(text: string, at: number, end: number): number {
  while (at < end) {
    const codePoint = codePointIn(text, at, end);
    if (isLetterOrDigit(codePoint) || codePoint === 0x2a || codePoint === 0x5f || codePoint === 0x5b) break;
    at += codeUnits(codePoint);
  }
  return at;
}

/**
 * Whether a lead pattern opening with an optional `**` or `__` (then blanks, for `afterBlanks`) may match
 * text[at, end): its next character must be one of `first`.
 */
function mayOpenLead(text: string, at: number, end: number, first: Uint8Array, afterBlanks: boolean): boolean {
  if (at < end && first[text.charCodeAt(at)] === 1) return true;
  if (!opensEmphasis(text, at, end)) return false;
  let next = at + 2;
  while (afterBlanks && next < end && isWhitespace(text.charCodeAt(next))) next += 1;
  return next < end && first[text.charCodeAt(next)] === 1;
}

/** Where a pattern anchored at the start leaves text[at, end), or `at` when it does not match. */
function skipPattern(pattern: RegExp, text: string, at: number, end: number): number {
  const match = pattern.exec(text.slice(at, end));
  return match ? at + match[0].length : at;
}

/** Whether a text ends in `[\s:–—-]`. */
function endsInLabelMark(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 0x3a || isDash(last) || isWhitespace(last);
}

/** The span of the line's content that names what it presents. */
export function findLead(text: string, start: number, end: number): Span {
  let at = skipQuoting(text, start, end);
  if (mayOpenLead(text, at, end, NUMBERING_FIRST, true)) at = skipPattern(LEAD_NUMBERING, text, at, end);
  at = skipMarkers(text, at, end);
  if (mayOpenWord(text, at, end, PICK_LABEL_OPENINGS)) at = skipPattern(PICK_LABEL, text, at, end);
  const opensBold = opensEmphasis(text, at, end);
  const bold = opensBold ? LEAD_BOLD.exec(text.slice(at, end)) : null;
  if (bold) {
    // The trailing blanks, colons and dashes go; the pattern only runs when the last character is one.
    const inner = endsInLabelMark(bold[2]) ? bold[2].replace(/[\s:–—-]+$/, '') : bold[2];
    const labelled = bold[2].trimEnd().endsWith(':') || bold[3] !== undefined;
    if (!labelled || !isLabel(inner)) return { start: at + 2, end: at + 2 + inner.length };
    // "**Pros:** cheap" is a label; what follows it is the content.
    at += bold[0].length;
    while (at < end && isWhitespace(text.charCodeAt(at))) at += 1;
  }
  const link = at < end && text.charCodeAt(at) === 0x5b ? LEAD_LINK.exec(text.slice(at, end)) : null;
  if (link) return { start: at + 1, end: at + 1 + link[1].length };
  let leadEnd = leadStop(text, at, end, Math.min(end, at + LONGEST_LEAD));
  while (leadEnd > at && isWhitespace(text.charCodeAt(leadEnd - 1))) leadEnd -= 1;
  return { start: at, end: leadEnd };
}

/**
 * First characters of the line patterns (after blanks), as for the leads above: those of the words after
 * an optional `**` or `__` (mayOpenLead), or the patterns' own first characters.
 */
const FENCE_FIRST = characterSet('`~');
/** The first two letters of SOURCES_HEADING's words (sources, references, citations, further, read, learn, links, quellen, fuentes). */
const SOURCES_OPENINGS = letterPairs(['so', 're', 'ci', 'fu', 'le', 'li', 'qu']);
const DIGITS = characterSet('0123456789');
const RULE_FIRST = characterSet('-*_');
const BULLET_FIRST = characterSet('-*+•▪◦‣');
const BOLD_FIRST = characterSet('*_');

/** SOURCES_HEADING's necessary start: `#{1,6}\s*` or not, then a word of it after an optional `**` or `__`. */
function mayOpenSources(line: string, first: number): boolean {
  let at = first;
  if (line.charCodeAt(at) === 0x23) {
    while (line.charCodeAt(at) === 0x23) at += 1;
    while (at < line.length && isWhitespace(line.charCodeAt(at))) at += 1;
  }
  return mayOpenWord(line, at, line.length, SOURCES_OPENINGS);
}

/** RULE's necessary start: its character (`-`, `*`, `_`), then the same after blanks ("- - -", "***"). */
function mayOpenRule(line: string, first: number): boolean {
  const marker = line.charCodeAt(first);
  if (RULE_FIRST[marker] !== 1) return false;
  let at = first + 1;
  while (at < line.length && isWhitespace(line.charCodeAt(at))) at += 1;
  return line.charCodeAt(at) === marker;
}

/** BULLET's necessary start: a bullet character, then a blank. */
function mayOpenBullet(line: string, first: number): boolean {
  return startsWithOneOf(line, first, BULLET_FIRST) && isWhitespace(line.charCodeAt(first + 1));
}

/** TABLE_SEPARATOR's necessary start: `|` or not, blanks, `:` or not, then two dashes. */
function mayOpenTableSeparator(line: string, first: number): boolean {
  let at = first;
  if (line.charCodeAt(at) === 0x7c) at += 1;
  while (at < line.length && isWhitespace(line.charCodeAt(at))) at += 1;
  if (line.charCodeAt(at) === 0x3a) at += 1;
  return line.charCodeAt(at) === 0x2d && line.charCodeAt(at + 1) === 0x2d;
}

/** Offset of a line's first non-blank character (the line's length when it is blank). */
function firstNonBlank(line: string): number {
  let at = 0;
  while (at < line.length && isWhitespace(line.charCodeAt(at))) at += 1;
  return at;
}

/** Width of a line's leading blanks, a tab counting four. */
function indentOf(line: string, first: number): number {
  let width = 0;
  for (let at = 0; at < first; at += 1) width += line.charCodeAt(at) === 0x09 ? 4 : 1;
  return width;
}

/** Parses an answer's structure once. */
export function parseAnswer(text: string): AnswerDocument {
  const urls = findUrls(text);
  const { folded, mayHoldWide } = foldTextBlanking(text, urlRanges(urls));
  const items: AnswerItem[] = [];
  const open: number[] = [];
  let sourcesStart = text.length;
  let inFence = false;

  const close = (index: number, at: number) => {
    items[index].end = Math.max(items[index].start, at);
  };
  const closeWhile = (at: number, shouldClose: (item: AnswerItem) => boolean) => {
    while (open.length > 0 && shouldClose(items[open[open.length - 1]])) close(open.pop()!, at);
  };
  const add = (kind: ItemKind, lineStart: number, lineEnd: number, depth: number, contentStart: number) => {
    closeWhile(lineStart, (item) => item.depth >= depth);
    items.push({
      kind,
      start: lineStart,
      end: lineEnd,
      lead: findLead(text, contentStart, lineEnd),
      depth,
      parent: open.length > 0 ? open[open.length - 1] : -1,
    });
    open.push(items.length - 1);
  };

  let lineStart = 0;
  let previousEnd = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    // Each pattern is tried only on lines whose first non-blank character it can start with.
    const first = firstNonBlank(line);
    if (startsWithOneOf(line, first, FENCE_FIRST) && FENCE.test(line)) inFence = !inFence;
    if (!inFence && first < line.length) {
      if (mayOpenSources(line, first) && SOURCES_HEADING.test(line)) {
        sourcesStart = lineStart;
        break;
      }
      const indent = indentOf(line, first);
      const heading = line[first] === '#' ? HEADING.exec(line) : null;
      const numbered = mayOpenLead(line, first, line.length, DIGITS, false) ? NUMBERED.exec(line) : null;
      const rule = mayOpenRule(line, first) && RULE.test(line);
      const bullet = !rule && mayOpenBullet(line, first) ? BULLET.exec(line) : null;
      if (heading) {
        add('heading', lineStart, lineEnd, heading[1].length, lineStart + line.indexOf(heading[2]));
      } else if (mayOpenTableSeparator(line, first) && TABLE_SEPARATOR.test(line) && line.includes('-')) {
        // The row above a separator is the header: it names columns, not options.
        const last = items[items.length - 1];
        if (last?.kind === 'table-row' && last.end === previousEnd) {
          items.pop();
          open.pop();
        }
      } else if (line[first] === '|' && TABLE_ROW.test(line)) {
        add('table-row', lineStart, lineEnd, 20, lineStart);
      } else if (numbered || bullet) {
        const marker = (numbered ?? bullet)!;
        add(numbered ? 'numbered' : 'bullet', lineStart, lineEnd, 20 + indent, lineStart + marker[0].length);
      } else if (mayOpenWord(line, first, line.length, PICK_LABEL_OPENINGS) && PICK_LINE.test(line)) {
        add('pick', lineStart, lineEnd, 19, lineStart);
        close(open.pop()!, lineEnd);
      } else if (startsWithOneOf(line, first, BOLD_FIRST) && BOLD_LINE.test(line)) {
        add('heading', lineStart, lineEnd, 7, lineStart);
      } else {
        // A paragraph ends the list items it is not indented under, and any table.
        closeWhile(lineStart, (item) => item.kind === 'table-row' || (item.depth >= 20 && item.depth - 20 >= indent));
      }
    }
    previousEnd = lineEnd;
    lineStart = lineEnd + 1;
  }
  closeWhile(sourcesStart, () => true);

  return {
    text,
    folded,
    urls,
    items,
    sentences: findSentences(text, folded, sentenceMarks(folded, mayHoldWide ? SENTENCE_MARKS : LATIN_SENTENCE_MARKS)),
    emphasis: findEmphasis(text),
    sourcesStart,
    mayHoldWide,
  };
}
