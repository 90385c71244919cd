import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer } from './answer-structure.js';
import { extendsKey, type ReadName, readNameAt } from './brand-name-reader.js';
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
  const found: NamedBrand[] = [];
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
    if (name && !name.isSubject) found.push({ display: name.display, key: name.key, start: item.lead.start });
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
    if (name && !name.isSubject) found.push({ display: name.display, key: name.key, start: span.start });
  }
  const neighbours = [brand.subject, ...brand.competitors];
  for (const matcher of brand.competitors) {
    const first = firstOccurrenceBefore(doc, matcher, neighbours, doc.sourcesStart);
    if (first) found.push({ display: matcher.display, key: matcher.key, start: first.start });
  }
  found.sort((a, b) => a.start - b.start);

  // Deduplicate, folding a product line into a brand named elsewhere in the answer ("Hoka" and "Hoka Clifton").
  const competitors: NamedBrand[] = [];
  for (const name of found) {
    const shorter = found.find((other) => extendsKey(name.key, other.key));
    const target = shorter ? { ...shorter, start: name.start } : name;
    const existing = competitors.find((other) => other.key === target.key);
    if (!existing) competitors.push(target);
    else existing.start = Math.min(existing.start, target.start);
  }
  return { itemBrands, competitors: competitors.sort((a, b) => a.start - b.start) };
}

/** The competitors an answer offers beside the brand (decisions §3, "competitors"). */
export function extractCompetitors(text: string, brand: BrandProfile | PreparedBrand): string[] {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  return findAnswerBrands(doc, prepared, findBrandMentions(doc, prepared)).competitors.map((name) => name.display);
}
