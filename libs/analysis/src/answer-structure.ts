import { LABEL_WORDS } from './common-words.js';
import { foldKey, foldText } from './text-folding.js';

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

function findUrls(text: string): TextUrl[] {
  const urls: TextUrl[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const start = match.index;
    urls.push({ start, end: start + match[0].length, url: match[2], linkText: match[1] });
  }
  for (const match of text.matchAll(BARE_URL)) {
    const start = match.index;
    if (urls.some((url) => start >= url.start && start < url.end)) continue;
    const url = match[0].replace(URL_TRAILING_PUNCTUATION, '');
    urls.push({ start, end: start + url.length, url });
  }
  return urls.sort((a, b) => a.start - b.start);
}

/** Blanks the URL itself (not a link's visible text) so that names are only read in prose. */
function blankUrls(folded: string, urls: TextUrl[]): string {
  if (urls.length === 0) return folded;
  let out = '';
  let at = 0;
  for (const url of urls) {
    const from = url.linkText === undefined ? url.start : url.start + url.linkText.length + 2;
    out += folded.slice(at, from) + ' '.repeat(url.end - from);
    at = url.end;
  }
  return out + folded.slice(at);
}

function findSentences(text: string, folded: string): Span[] {
  const sentences: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    if (text.slice(start, end).trim()) sentences.push({ start, end });
    start = end;
  };
  const boundary = /\n|[.!?]+(?=["')\]*_]*(?:\s|$))/g;
  for (const match of folded.matchAll(boundary)) {
    const at = match.index;
    if (match[0] === '\n') {
      push(at);
      start = at + 1;
      continue;
    }
    const word = /([\p{L}\p{N}.]+)$/u.exec(folded.slice(Math.max(start, at - 12), at))?.[1] ?? '';
    // "1." opening a list item, "e.g.", "vs." and initials do not end a sentence.
    if (/^\d{1,2}$/.test(word) && !folded.slice(start, at - word.length).replace(/[\s*_#>-]/g, '')) continue;
    if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word)) continue;
    push(at + match[0].length);
  }
  push(text.length);
  return sentences;
}

function findEmphasis(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(/(\*\*|__)(?=\S)([^\n]+?)(?<=\S)\1/g)) {
    spans.push({ start: match.index + 2, end: match.index + 2 + match[2].length });
  }
  for (const match of text.matchAll(/(?<![*\w])([*_])(?=[^\s*_])([^*_\n]{1,60}?)(?<=\S)\1(?![*\w])/g)) {
    spans.push({ start: match.index + 1, end: match.index + 1 + match[2].length });
  }
  return spans.sort((a, b) => a.start - b.start);
}

function isLabel(phrase: string): boolean {
  const words = foldKey(phrase)
    .split(/[\s/&-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => LABEL_WORDS.has(word.replace(/[^\p{L}\p{N}]/gu, '')));
}

/** The span of the line's content that names what it presents. */
export function findLead(text: string, start: number, end: number): Span {
  let at = start;
  const skip = (pattern: RegExp) => {
    const match = pattern.exec(text.slice(at, end));
    if (match) at += match[0].length;
    return match !== null;
  };
  skip(/^[\s>|]*/);
  // Numbering inside headings and bold ("## 1. HubSpot", "**#2 – Acme**", "Option 3:").
  skip(/^(?:\*\*|__)?\s*(?:#?\d{1,2}[.):]|(?:option|pick|no\.)\s*#?\d{1,2}\s*[:.\-–—]|#\d{1,2}\b\s*[-–—:]?)\s*/i);
  skip(/^[^\p{L}\p{N}*_[]+/u);
  skip(PICK_LABEL);
  let rest = text.slice(at, end);
  const bold = /^(\*\*|__)([^\n]+?)\1(\s*:)?/.exec(rest);
  if (bold) {
    const inner = bold[2].replace(/[\s:–—-]+$/, '');
    const labelled = bold[2].trimEnd().endsWith(':') || bold[3] !== undefined;
    if (!labelled || !isLabel(inner)) return { start: at + 2, end: at + 2 + inner.length };
    // "**Pros:** cheap" is a label; what follows it is the content.
    at += bold[0].length;
    skip(/^\s*/);
    rest = text.slice(at, end);
  }
  const link = /^\[([^\]\n]+)\]\(/.exec(rest);
  if (link) return { start: at + 1, end: at + 1 + link[1].length };
  const stop = /\s[-–—|]\s|[:(|]|,\s|\.\s|\.$|\s[-–—]$/.exec(rest);
  const lead = rest.slice(0, Math.min(stop ? stop.index : rest.length, 80)).trimEnd();
  return { start: at, end: at + lead.length };
}

/** Parses an answer's structure once. */
export function parseAnswer(text: string): AnswerDocument {
  const urls = findUrls(text);
  const folded = blankUrls(foldText(text), urls);
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
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && line.trim()) {
      if (SOURCES_HEADING.test(line)) {
        sourcesStart = lineStart;
        break;
      }
      const indent = (/^\s*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;
      const heading = HEADING.exec(line);
      const numbered = NUMBERED.exec(line);
      const bullet = RULE.test(line) ? null : BULLET.exec(line);
      if (heading) {
        add('heading', lineStart, lineEnd, heading[1].length, lineStart + line.indexOf(heading[2]));
      } else if (TABLE_SEPARATOR.test(line) && line.includes('-')) {
        // The row above a separator is the header: it names columns, not options.
        const last = items[items.length - 1];
        if (last?.kind === 'table-row' && last.end === previousEnd) {
          items.pop();
          open.pop();
        }
      } else if (TABLE_ROW.test(line)) {
        add('table-row', lineStart, lineEnd, 20, lineStart);
      } else if (numbered || bullet) {
        const marker = (numbered ?? bullet)!;
        add(numbered ? 'numbered' : 'bullet', lineStart, lineEnd, 20 + indent, lineStart + marker[0].length);
      } else if (PICK_LINE.test(line)) {
        add('pick', lineStart, lineEnd, 19, lineStart);
        close(open.pop()!, lineEnd);
      } else if (BOLD_LINE.test(line)) {
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
    sentences: findSentences(text, folded),
    emphasis: findEmphasis(text),
    sourcesStart,
  };
}
