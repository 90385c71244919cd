import type { NativeCitation } from '#contracts';
import { type AnswerDocument, parseAnswer } from './answer-structure.js';
import { isWhitespace } from './character-classes.js';
import { type NormalisedUrl, normaliseUrl } from './url-normalizer.js';

export interface CitedSource {
  url: string;
  title: string;
}

/** Link texts that are citation markers or filler, not titles: "[1]", "source", the URL itself. */
const NOT_A_TITLE = /^(?:\W*\d+\W*|source|sources|link|here|this|website|site|read more|more)$/i;

function titleFrom(text: string | undefined, url: string): string | undefined {
  if (!text) return undefined;
  const title = (hasOnlySingleSpaces(text) ? text : text.replace(/\s+/g, ' ')).trim();
  if (!title || NOT_A_TITLE.test(title) || /^(?:https?:\/\/|www\.)/i.test(title) || title === url) return undefined;
  return title;
}

/** Whether `\s+` → ' ' would leave a text as it is: its only white space is single spaces (most titles). */
function hasOnlySingleSpaces(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isWhitespace(code) && (code !== 0x20 || isWhitespace(text.charCodeAt(at + 1)))) return false;
  }
  return true;
}

/**
 * The answer's cited sources (decisions §3, "citedSources"): native citations first, united with the
 * URLs and markdown links of the text, without tracking parameters, one per URL; the title is the
 * citation's, else the link text, else the domain.
 */
export function extractCitationsIn(doc: AnswerDocument, citations: NativeCitation[]): CitedSource[] {
  const found = new Map<string, { url: string; title?: string; domain: string }>();
  // A source is often both cited and linked: each URL is parsed once.
  const normalisedUrls = new Map<string, NormalisedUrl | null>();
  const add = (raw: string, title: string | undefined) => {
    let normalised = normalisedUrls.get(raw);
    if (normalised === undefined) {
      normalised = normaliseUrl(raw);
      normalisedUrls.set(raw, normalised);
    }
    if (!normalised) return;
    const existing = found.get(normalised.key);
    if (!existing) found.set(normalised.key, { url: normalised.url, title, domain: normalised.domain });
    else existing.title ??= title;
  };
  for (const citation of citations) add(citation.url, titleFrom(citation.title, citation.url));
  for (const url of doc.urls) add(url.url, titleFrom(url.linkText, url.url));
  return [...found.values()].map(({ url, title, domain }) => ({ url, title: title ?? domain }));
}

/** The cited sources of an answer text and its native citations. */
export function extractCitations(text: string, citations: NativeCitation[]): CitedSource[] {
  return extractCitationsIn(parseAnswer(text), citations);
}
