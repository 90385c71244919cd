import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer, type Span } from './answer-structure.js';
import { isWhitespace } from './character-classes.js';
import { markersIn } from './clause-markers.js';
import { type AnswerBrands, findAnswerBrands } from './competitor-extractor.js';
import { LiteralNames } from './literal-names.js';
import { findBrandMentions, type Occurrence, sentenceAt } from './mention-detector.js';
import { scoreOpinion, scoreOpinionIn } from './opinion-scorer.js';
import { optionItems } from './position-finder.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';
import type { Sentiment } from './sentiment.js';

/** Below this total, in either direction, the answer's words about the brand are neutral. */
const THRESHOLD = 0.75;

/** After "but", "however": the clause that carries the verdict. */
const TURNING = new Set(['but', 'however', 'yet', 'mais', 'cependant', 'aber', 'jedoch', 'pero', 'sin embargo']);
/** "Although it is pricey, ...": a concession, weighed less, up to its comma. */
const CONCESSION_WEIGHT = 0.3;
const CONCEDING = new Set(['although', 'though', 'while', 'whereas']);
const COMPARATOR = /\b(?:than|outperforms?|beats?|surpass(?:es)?|over|ahead of|edges? out|trumps?)\b/;
const PRONOUN_START =
  /^[\s*_>-]*(?:it|its|it's|they|their|the (?:brand|company|platform|app|tool|service|bank|product|shoe|roaster|hotel|airline))\b/i;
const COMMA = 0x2c;
/** What may open a clause before the brand it speaks of: punctuation and one word. */
const CLAUSE_OPENING = /^[\s\p{P}]*(?:\p{L}+[\s,]+)?/u;

/** The first word of text[start, end): what `.trim().split(/[\s,]+/, 1)[0]` gives, without the copies. */
function firstWord(text: string, start: number, end: number): string {
  let from = start;
  while (from < end && isWhitespace(text.charCodeAt(from))) from += 1;
  let to = from;
  while (to < end && !isWhitespace(text.charCodeAt(to)) && text.charCodeAt(to) !== COMMA) to += 1;
  return text.slice(from, to);
}

/** A sentence cut into clauses, each with the weight its contrast word gives it. */
function clausesOf(doc: AnswerDocument, sentence: Span): { span: Span; weight: number }[] {
  const clauses: { span: Span; weight: number }[] = [];
  let start = sentence.start;
  let weight = 1;
  const push = (end: number) => {
    if (end <= start) return;
    const conceding = CONCEDING.has(firstWord(doc.folded, start, end));
    const comma = conceding ? doc.folded.indexOf(',', start) : -1;
    if (comma > start && comma < end) {
      clauses.push(
        { span: { start, end: comma }, weight: CONCESSION_WEIGHT },
        { span: { start: comma, end }, weight: 1 },
      );
    } else clauses.push({ span: { start, end }, weight: conceding ? CONCESSION_WEIGHT : weight });
  };
  for (const marker of markersIn(doc, sentence)) {
    push(marker.start);
    start = marker.start;
    weight = TURNING.has(doc.folded.slice(marker.start, marker.end)) ? 1.5 : 1;
  }
  push(sentence.end);
  return clauses;
}

/** Index of the sentence containing an offset, or -1 (sentenceAt's search). */
function sentenceIndexAt(doc: AnswerDocument, offset: number): number {
  let low = 0;
  let high = doc.sentences.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = doc.sentences[middle];
    if (offset < sentence.start) high = middle - 1;
    else if (offset >= sentence.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The sentences the verdict is read from: those naming the brand, its own item, and "It ..." follow-ups. */
function sentencesAbout(
  doc: AnswerDocument,
  mentions: Occurrence[],
  brands: AnswerBrands,
  others: LiteralNames | null,
): Span[] {
  const sentences = doc.sentences;
  // In the order first chosen; a sentence is chosen once.
  const chosen: Span[] = [];
  const isChosen = new Uint8Array(sentences.length);
  const choose = (index: number) => {
    if (isChosen[index] === 0) {
      isChosen[index] = 1;
      chosen.push(sentences[index]);
    }
  };
  // Offsets outside every sentence stand for empty spans of their own (sentenceAt), once each.
  const outside = new Set<number>();
  for (const mention of mentions) {
    if (mention.start >= doc.sourcesStart) continue;
    const index = sentenceIndexAt(doc, mention.start);
    if (index >= 0) choose(index);
    else if (!outside.has(mention.start)) {
      outside.add(mention.start);
      chosen.push(sentenceAt(doc, mention.start));
    }
  }
  for (const index of optionItems(doc, brands)) {
    if (!brands.itemBrands[index]?.isSubject) continue;
    const item = doc.items[index];
    for (let sentence = firstSentenceFrom(doc, item.start); sentence < sentences.length; sentence += 1) {
      if (sentences[sentence].start >= item.end) break;
      choose(sentence);
    }
  }
  for (let index = 1; index < sentences.length; index += 1) {
    const sentence = sentences[index];
    const previous = sentences[index - 1];
    if (isChosen[index - 1] === 0 || isChosen[index] === 1 || sentence.start >= doc.sourcesStart) continue;
    const text = doc.folded.slice(sentence.start, sentence.end);
    const sameParagraph = !doc.text.slice(previous.end, sentence.start).includes('\n');
    if (sameParagraph && PRONOUN_START.test(text) && !others?.firstIn(doc.folded, sentence.start, sentence.end)) {
      choose(index);
    }
  }
  return chosen;
}

/** Index of the first sentence starting at or after an offset. */
function firstSentenceFrom(doc: AnswerDocument, offset: number): number {
  let low = 0;
  let high = doc.sentences.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (doc.sentences[middle].start >= offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The brand's mentions in text[start, end), blanked out, as a text of its own. */
function blankMentions(text: string, start: number, end: number, mentions: Occurrence[]): string {
  let out = text.slice(start, end);
  for (const mention of mentions) {
    const from = mention.start - start;
    const to = mention.end - start;
    if (to > 0 && from < out.length)
      out = out.slice(0, Math.max(0, from)) + ' '.repeat(Math.min(to, out.length) - Math.max(0, from)) + out.slice(to);
  }
  return out;
}

/** Which characters of a clause are names, not opinions (offsets from the clause start); reused. */
let blankMask = new Uint8Array(512);

/**
 * Marks the brand's mentions and, when asked, the other brands' names (as found once the mentions are
 * blanked out) in the clause text[start, end).
 */
function markNames(
  text: string,
  start: number,
  end: number,
  mentions: Occurrence[],
  others: LiteralNames | null,
): Uint8Array {
  if (blankMask.length < end - start) blankMask = new Uint8Array(2 * (end - start));
  blankMask.fill(0, 0, end - start);
  for (const mention of mentions) {
    if (mention.end > start && mention.start < end) {
      blankMask.fill(1, Math.max(0, mention.start - start), Math.min(end, mention.end) - start);
    }
  }
  if (others) {
    for (const hit of others.allIn(blankMentions(text, start, end, mentions))) blankMask.fill(1, hit.start, hit.end);
  }
  return blankMask;
}

/** The opinion a clause gives of the brand; null for a clause about another brand. */
function clauseScore(
  doc: AnswerDocument,
  span: Span,
  mentions: Occurrence[],
  others: LiteralNames | null,
): number | null {
  const subjectAt = mentions.find((mention) => mention.start >= span.start && mention.start < span.end);
  const otherAt = others ? others.firstIn(doc.folded, span.start, span.end) : null;
  const otherOffset = otherAt ? otherAt.start - span.start : -1;
  if (otherAt && !subjectAt) {
    // A clause that opens on another brand ("but HubSpot is far more powerful") speaks of that brand.
    const opening = CLAUSE_OPENING.exec(doc.folded.slice(span.start, span.end))?.[0].length ?? 0;
    if (otherOffset <= opening + 4) return null;
  }
  // Names are not opinions: "HelloFresh", "Fresh Market", "Best Buy".
  const names = markNames(doc.folded, span.start, span.end, mentions, otherAt ? others : null);
  let score = scoreOpinionIn(doc.folded, span.start, span.end, names);
  if (otherAt && subjectAt) {
    // "HubSpot is better than Acme": the praise goes to the brand named before the comparison.
    const comparator = COMPARATOR.exec(doc.folded.slice(span.start, span.end));
    const subjectOffset = subjectAt.start - span.start;
    if (comparator && otherOffset < comparator.index && comparator.index < subjectOffset) score = -score;
  }
  return score;
}

/** Judges the answer's opinion of the brand from the sentences about it (decisions §3, "sentiment"). */
export function judgeSentimentIn(doc: AnswerDocument, mentions: Occurrence[], brands: AnswerBrands): Sentiment {
  if (mentions.length === 0) return 'none';
  const others =
    brands.competitors.length > 0 ? new LiteralNames(brands.competitors.map((competitor) => competitor.key)) : null;
  let total = 0;
  for (const sentence of sentencesAbout(doc, mentions, brands, others)) {
    for (const { span, weight } of clausesOf(doc, sentence)) {
      const score = clauseScore(doc, span, mentions, others);
      if (score !== null) total += score * weight;
    }
  }
  if (total >= THRESHOLD) return 'positive';
  if (total <= -THRESHOLD) return 'negative';
  return 'neutral';
}

/** The answer's sentiment towards the brand: `none` exactly when it does not mention it. */
export function judgeSentiment(text: string, brand: BrandProfile | PreparedBrand): Sentiment {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  const mentions = findBrandMentions(doc, prepared);
  return judgeSentimentIn(doc, mentions, findAnswerBrands(doc, prepared, mentions));
}

export { scoreOpinion };
