import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer, type Span } from './answer-structure.js';
import { type AnswerBrands, findAnswerBrands } from './competitor-extractor.js';
import { findBrandMentions, type Occurrence, sentenceAt } from './mention-detector.js';
import { optionItems } from './position-finder.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';
import type { Sentiment } from './sentiment.js';
import { INTENSIFIERS, NEGATORS, PHRASE_WEIGHTS, WORD_WEIGHTS } from './sentiment-lexicon.js';

/** Below this total, in either direction, the answer's words about the brand are neutral. */
const THRESHOLD = 0.75;
const NEGATION_SCOPE = 3;
const LONGEST_PHRASE = 4;
/** First words of the phrases, so that most words skip the phrase look-up. */
const PHRASE_STARTS = new Set([...PHRASE_WEIGHTS.keys()].map((phrase) => phrase.split(' ')[0]));

/** After "but", "however": the clause that carries the verdict. */
const TURNING = /^(?:but|however|yet|mais|cependant|aber|jedoch|pero|sin embargo)$/;
/** "Although it is pricey, ...": a concession, weighed less, up to its comma. */
const CONCESSION_WEIGHT = 0.3;
const CONCEDING = /^(?:although|though|while|whereas)$/;
const CLAUSE_MARKER =
  /\b(?:but|however|although|though|whereas|while|yet|mais|cependant|aber|jedoch|pero|sin embargo)\b|;|\s[—–]\s/g;
const COMPARATOR = /\b(?:than|outperforms?|beats?|surpass(?:es)?|over|ahead of|edges? out|trumps?)\b/;
const PRONOUN_START =
  /^[\s*_>-]*(?:it|its|it's|they|their|the (?:brand|company|platform|app|tool|service|bank|product|shoe|roaster|hotel|airline))\b/i;

/** "mostly-negative", "rock-bottom": the opinion of the parts of a hyphenated word. */
function hyphenatedWeight(token: string): number | undefined {
  if (!token.includes('-')) return undefined;
  let total: number | undefined;
  for (const part of token.split('-')) {
    const weight = WORD_WEIGHTS.get(part);
    if (weight !== undefined) total = (total ?? 0) + weight;
  }
  return total;
}

/** The opinion expressed by a folded piece of text: positive above zero, negative below. */
export function scoreOpinion(folded: string): number {
  // French elisions ("l'excellente", "d'un") leave the word itself.
  const tokens = folded.replace(/\b[cdjlmnst]'|\bqu'/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  let score = 0;
  let negatedUntil = -1;
  let intensity = 1;
  for (let index = 0; index < tokens.length; index += 1) {
    let weight: number | undefined;
    let length = 1;
    if (PHRASE_STARTS.has(tokens[index])) {
      let phrase = tokens[index];
      for (let size = 2; size <= LONGEST_PHRASE && index + size <= tokens.length; size += 1) {
        phrase += ` ${tokens[index + size - 1]}`;
        const found = PHRASE_WEIGHTS.get(phrase);
        if (found !== undefined) {
          weight = found;
          length = size;
        }
      }
    }
    const token = tokens[index].endsWith("'s") ? tokens[index].slice(0, -2) : tokens[index];
    weight ??= WORD_WEIGHTS.get(token) ?? hyphenatedWeight(token);
    if (weight !== undefined) {
      score += weight * intensity * (index <= negatedUntil ? -0.75 : 1);
      intensity = 1;
      index += length - 1;
      continue;
    }
    if (NEGATORS.has(token) && tokens[index + 1] !== 'only') negatedUntil = index + NEGATION_SCOPE;
    intensity = INTENSIFIERS.get(token) ?? (token.endsWith('ly') ? intensity : 1);
  }
  return score;
}

/** A sentence cut into clauses, each with the weight its contrast word gives it. */
function clausesOf(doc: AnswerDocument, sentence: Span): { span: Span; weight: number }[] {
  const clauses: { span: Span; weight: number }[] = [];
  let start = sentence.start;
  let weight = 1;
  const push = (end: number) => {
    if (end <= start) return;
    const marker = doc.folded
      .slice(start, end)
      .trim()
      .split(/[\s,]+/, 1)[0];
    const comma = CONCEDING.test(marker) ? doc.folded.indexOf(',', start) : -1;
    if (comma > start && comma < end) {
      clauses.push(
        { span: { start, end: comma }, weight: CONCESSION_WEIGHT },
        { span: { start: comma, end }, weight: 1 },
      );
    } else clauses.push({ span: { start, end }, weight: CONCEDING.test(marker) ? CONCESSION_WEIGHT : weight });
  };
  for (const match of doc.folded.slice(sentence.start, sentence.end).matchAll(CLAUSE_MARKER)) {
    const at = sentence.start + match.index;
    push(at);
    start = at;
    weight = TURNING.test(match[0]) ? 1.5 : 1;
  }
  push(sentence.end);
  return clauses;
}

/** The sentences the verdict is read from: those naming the brand, its own item, and "It ..." follow-ups. */
function sentencesAbout(
  doc: AnswerDocument,
  mentions: Occurrence[],
  brands: AnswerBrands,
  others: RegExp | null,
): Span[] {
  const chosen = new Map<number, Span>();
  for (const mention of mentions) {
    if (mention.start >= doc.sourcesStart) continue;
    const sentence = sentenceAt(doc, mention.start);
    chosen.set(sentence.start, sentence);
  }
  for (const index of optionItems(doc, brands)) {
    if (!brands.itemBrands[index]?.isSubject) continue;
    const item = doc.items[index];
    for (const sentence of doc.sentences) {
      if (sentence.start >= item.start && sentence.start < item.end) chosen.set(sentence.start, sentence);
    }
  }
  const sentences = doc.sentences;
  for (let index = 1; index < sentences.length; index += 1) {
    const sentence = sentences[index];
    const previous = sentences[index - 1];
    if (!chosen.has(previous.start) || chosen.has(sentence.start) || sentence.start >= doc.sourcesStart) continue;
    const text = doc.folded.slice(sentence.start, sentence.end);
    const sameParagraph = !doc.text.slice(previous.end, sentence.start).includes('\n');
    if (sameParagraph && PRONOUN_START.test(text) && !(others && matches(others, text))) {
      chosen.set(sentence.start, sentence);
    }
  }
  return [...chosen.values()];
}

/** The text with the brand's mentions and other brands' names blanked out. */
function blank(text: string, offset: number, mentions: Occurrence[], others: RegExp | null): string {
  let out = text;
  for (const mention of mentions) {
    const start = mention.start - offset;
    const end = mention.end - offset;
    if (end > 0 && start < out.length)
      out =
        out.slice(0, Math.max(0, start)) + ' '.repeat(Math.min(end, out.length) - Math.max(0, start)) + out.slice(end);
  }
  return others ? out.replace(others, (name) => ' '.repeat(name.length)) : out;
}

function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Judges the answer's opinion of the brand from the sentences about it (decisions §3, "sentiment"). */
export function judgeSentimentIn(doc: AnswerDocument, mentions: Occurrence[], brands: AnswerBrands): Sentiment {
  if (mentions.length === 0) return 'none';
  const otherKeys = brands.competitors.map((competitor) => escapeRegExp(competitor.key));
  const otherSource = `(?<![\\p{L}\\p{N}])(?:${otherKeys.join('|')})(?![\\p{L}\\p{N}])`;
  const others = otherKeys.length > 0 ? new RegExp(otherSource, 'u') : null;
  const allOthers = otherKeys.length > 0 ? new RegExp(otherSource, 'gu') : null;
  let total = 0;
  for (const sentence of sentencesAbout(doc, mentions, brands, others)) {
    for (const { span, weight } of clausesOf(doc, sentence)) {
      const text = doc.folded.slice(span.start, span.end);
      const subjectAt = mentions.find((mention) => mention.start >= span.start && mention.start < span.end);
      const otherAt = others ? others.exec(text) : null;
      // A clause that opens on another brand ("but HubSpot is far more powerful") speaks of that brand.
      const opening = /^[\s\p{P}]*(?:\p{L}+[\s,]+)?/u.exec(text)?.[0].length ?? 0;
      if (otherAt && !subjectAt && otherAt.index <= opening + 4) continue;
      // Names are not opinions: "HelloFresh", "Fresh Market", "Best Buy".
      let score = scoreOpinion(blank(text, span.start, mentions, otherAt ? allOthers : null));
      if (otherAt && subjectAt) {
        // "HubSpot is better than Acme": the praise goes to the brand named before the comparison.
        const comparator = COMPARATOR.exec(text);
        const subjectOffset = subjectAt.start - span.start;
        if (comparator && otherAt.index < comparator.index && comparator.index < subjectOffset) score = -score;
      }
      total += score * weight;
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
