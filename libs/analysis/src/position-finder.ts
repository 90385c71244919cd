import type { BrandProfile } from '#contracts';
import { type AnswerDocument, parseAnswer } from './answer-structure.js';
import { type AnswerBrands, findAnswerBrands } from './competitor-extractor.js';
import { findBrandMentions, type Occurrence } from './mention-detector.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';

/**
 * The items that present options: those whose lead names a brand, unless they sit inside an item
 * that already does (a "Pros:" bullet under "## HubSpot" is a detail of HubSpot, not an option).
 */
export function optionItems(doc: AnswerDocument, brands: AnswerBrands): readonly number[] {
  // The position and the sentiment of an answer ask in turn: the last answer's items are kept.
  if (doc === lastDoc && brands === lastBrands) return lastOptions;
  lastDoc = doc;
  lastBrands = brands;
  lastOptions = findOptionItems(doc, brands);
  return lastOptions;
}

let lastDoc: AnswerDocument | null = null;
let lastBrands: AnswerBrands | null = null;
let lastOptions: readonly number[] = [];

function findOptionItems(doc: AnswerDocument, brands: AnswerBrands): number[] {
  const isOption = doc.items.map(() => false);
  const options: number[] = [];
  for (let index = 0; index < doc.items.length; index += 1) {
    let parent = doc.items[index].parent;
    while (parent >= 0 && !isOption[parent]) parent = doc.items[parent].parent;
    isOption[index] = brands.itemBrands[index] !== null && parent < 0;
    // Listed as found: in the order of the items, as a filter of them would list them.
    if (isOption[index]) options.push(index);
  }
  return options;
}

/**
 * The brand's position (decisions §3): the ordinal of the option item presenting it, else of the
 * first option item naming it, else its ordinal among the brands in order of first appearance;
 * 0 when not mentioned.
 */
export function findPositionIn(doc: AnswerDocument, mentions: Occurrence[], brands: AnswerBrands): number {
  if (mentions.length === 0) return 0;
  const options = optionItems(doc, brands);
  const presenting = options.findIndex((index) => brands.itemBrands[index]?.isSubject);
  if (presenting >= 0) return presenting + 1;
  const naming = options.findIndex((index) => {
    const item = doc.items[index];
    return mentions.some((mention) => mention.start >= item.start && mention.start < item.end);
  });
  if (naming >= 0) return naming + 1;
  const first = mentions[0].start;
  return brands.competitors.filter((competitor) => competitor.start < first).length + 1;
}

/** The brand's position in an answer. */
export function findPosition(text: string, brand: BrandProfile | PreparedBrand): number {
  const prepared = prepareBrand(brand);
  const doc = parseAnswer(text);
  const mentions = findBrandMentions(doc, prepared);
  return findPositionIn(doc, mentions, findAnswerBrands(doc, prepared, mentions));
}
