import type { BrandProfile, NativeCitation } from '#contracts';
import { parseAnswer } from './answer-structure.js';
import { type CitedSource, extractCitationsIn } from './citation-extractor.js';
import { findAnswerBrands } from './competitor-extractor.js';
import { findBrandMentions } from './mention-detector.js';
import { findPositionIn } from './position-finder.js';
import { type PreparedBrand, prepareBrand } from './prepared-brand.js';
import type { Sentiment } from './sentiment.js';
import { judgeSentimentIn } from './sentiment-judge.js';

export interface AnswerAnalysis {
  mentioned: boolean;
  /** 1-based; 0 when not mentioned. */
  position: number;
  sentiment: Sentiment;
  competitors: string[];
  citedSources: CitedSource[];
}

export interface AnswerInput {
  text: string;
  citations: NativeCitation[];
  /** A profile (prepared once and cached per object) or a brand prepared with prepareBrand. */
  brand: BrandProfile | PreparedBrand;
}

/** Analyses one answer for one brand (decisions §3): the answer is parsed once and every step shares it. */
export function analyzeAnswer(input: AnswerInput): AnswerAnalysis {
  const brand = prepareBrand(input.brand);
  const doc = parseAnswer(input.text);
  const mentions = findBrandMentions(doc, brand);
  const brands = findAnswerBrands(doc, brand, mentions);
  return {
    mentioned: mentions.length > 0,
    position: findPositionIn(doc, mentions, brands),
    sentiment: judgeSentimentIn(doc, mentions, brands),
    competitors: brands.competitors.map((competitor) => competitor.display),
    citedSources: extractCitationsIn(doc, input.citations),
  };
}
