import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer } from './answer-structure.js';
import { type ReadName, readNameAt } from './brand-name-reader.js';
import { findBrandMentions, firstOccurrenceBefore, type Occurrence } from './mention-detector.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';

/** A brand named in the answer, other than the subject, with where it first appears. */
export interface NamedBrand {
  display: string;
  key: string;
  /** Offset of its first appearance. */
  start: number;
}

/** The brands an answer names: what each item presents, and the competitors in order of appearance. */
export interface AnswerBrands {
  /** Per item of the document (same index): the brand its lead presents, or null. */
  itemBrands: (ReadName | null)[];
  competitors: NamedBrand[];
}

/** Reads which brands the answer presents in items and emphasis, and where known competitors appear. */
export function findAnswerBrands(doc: AnswerDocument, brand: PreparedBrand, mentions: Occurrence[]): AnswerBrands {
  // The names read in leads, in emphasis and known competitors' first occurrences: each list in order.
  const inItems: NamedBrand[] = [];
  const inEmphasis: NamedBrand[] = [];
  const known: NamedBrand[] = [];
  // A lead and the bold text inside it ("1. **HubSpot** – ...") are the same text: read each once.
  const read = new Map<string, ReadName | null>();
  const readName = (text: string) => {
    let name = read.get(text);
    if (name === undefined) {
      name = readNameAt(text, brand, true);
      read.set(text, name);
    }
    return name;
  };
  const itemBrands = doc.items.map((item) => {
    const name = readName(doc.text.slice(item.lead.start, item.lead.end));
    if (name && !name.isSubject) inItems.push({ display: name.display, key: name.key, start: item.lead.start });
    // The lead opens with a mention of the subject even when the reader did not see a name there.
    if (!name && mentions.some((mention) => mention.start >= item.lead.start && mention.start < item.lead.end)) {
      const lead = doc.text.slice(item.lead.start, item.lead.end);
      const mention = mentions.find((m) => m.start >= item.lead.start)!;
      if (/^[\s*_"“'[]*(?:the\s+)?$/i.test(lead.slice(0, mention.start - item.lead.start))) {
        return { display: brand.subject.display, key: brand.subject.key, isSubject: true, known: false };
      }
    }
    return name;
  });
  for (const span of doc.emphasis) {
    if (span.start >= doc.sourcesStart) break;
    const name = readName(doc.text.slice(span.start, span.end));
    if (name && !name.isSubject) inEmphasis.push({ display: name.display, key: name.key, start: span.start });
  }
  const neighbours = [brand.subject, ...brand.competitors];
  for (const matcher of brand.competitors) {
    const first = firstOccurrenceBefore(doc, matcher, neighbours, doc.sourcesStart);
    if (first) known.push({ display: matcher.display, key: matcher.key, start: first.start });
  }
  // By where they appear; at the same place, in the order of the lists (a stable sort of them joined).
  const found = mergeByStart(
    mergeByStart(inItems, inEmphasis),
    known.sort((a, b) => a.start - b.start),
  );

  // Deduplicate, folding a product line into a brand named elsewhere in the answer ("Hoka" and "Hoka Clifton").
  const firstWithKey = new Map<string, number>();
  found.forEach((name, index) => {
    if (!firstWithKey.has(name.key)) firstWithKey.set(name.key, index);
  });
  const competitors: NamedBrand[] = [];
  const byKey = new Map<string, NamedBrand>();
  for (const name of found) {
    const shorter = firstExtended(name.key, firstWithKey);
    const target = shorter >= 0 ? { ...found[shorter], start: name.start } : name;
    const existing = byKey.get(target.key);
    if (!existing) {
      competitors.push(target);
      byKey.set(target.key, target);
    } else existing.start = Math.min(existing.start, target.start);
  }
  return { itemBrands, competitors: competitors.sort((a, b) => a.start - b.start) };
}

/** Two lists in order of start merged, the first's before the second's at the same start. */
function mergeByStart(first: NamedBrand[], second: NamedBrand[]): NamedBrand[] {
  const merged: NamedBrand[] = [];
  let a = 0;
  let b = 0;
  while (a < first.length || b < second.length) {
    if (b >= second.length || (a < first.length && first[a].start <= second[b].start)) merged.push(first[a++]);
    else merged.push(second[b++]);
  }
  return merged;
}

/**
 * The first of the names (by index) whose key a key extends with more words ("hoka" for "hoka
 * clifton"): its prefixes ending before a space, looked up. -1 when none.
 */
function firstExtended(key: string, firstWithKey: ReadonlyMap<string, number>): number {
  let first = -1;
  for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1)) {
    const index = firstWithKey.get(key.slice(0, space));
    if (index !== undefined && (first < 0 || index < first)) first = index;
  }
  return first;
}

/** The competitors an answer offers beside the brand (decisions §3, "competitors"). */
export function extractCompetitors(text: string, brand: BrandProfile | PreparedBrand): string[] {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  return findAnswerBrands(doc, prepared, findBrandMentions(doc, prepared)).competitors.map((name) => name.display);
}
