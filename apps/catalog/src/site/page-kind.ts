import { hostOf, registrableDomain } from '../../../../libs/common/src/domain/index.js';
import type { PageLink } from './page-facts.js';

/** The kinds of page the crawler reads besides the home page, in the order they are wanted. */
export const EXTRA_PAGE_KINDS = ['about', 'pricing', 'products', 'comparison'] as const;
export type ExtraPageKind = (typeof EXTRA_PAGE_KINDS)[number];
export type PageKind = 'home' | ExtraPageKind;

/** Path words that mark each kind; the earlier a word, the better the match. */
const PATH_WORDS: Record<ExtraPageKind, readonly string[]> = {
  about: [
    'about',
    'about-us',
    'company',
    'who-we-are',
    'our-story',
    'ueber-uns',
    'uber-uns',
    'a-propos',
    'quienes-somos',
  ],
  pricing: ['pricing', 'prices', 'plans', 'preise', 'tarifs', 'precios'],
  products: ['products', 'product', 'features', 'solutions', 'platform', 'services', 'shop', 'produkte'],
  comparison: ['compare', 'comparison', 'alternatives', 'alternative', 'vs', 'versus'],
};

/** Link texts that mark each kind when the path says nothing. */
const TEXT_WORDS: Record<ExtraPageKind, RegExp> = {
  about: /^(about( us)?|company|our story|who we are)$/i,
  pricing: /^(pricing|prices|plans( & pricing)?|plans and pricing)$/i,
  products: /^(products?|features|solutions|platform|services|shop)$/i,
  comparison: /(\bvs\.?\b|\bversus\b|\balternatives? to\b|\bcompar(e|ed|ison)\b)/i,
};

/** The site a URL belongs to: its registrable domain, or its host when it has none (IP literals, tests). */
export function siteOf(url: string): string | null {
  return registrableDomain(url) ?? hostOf(url);
}

/**
 * Picks at most `max` same-site pages from the home page's links: the best link of each kind,
 * in the order of EXTRA_PAGE_KINDS. Deep paths lose to shallow ones (`/about` over `/blog/about-our-new-office`).
 */
export function pickExtraPages(
  links: readonly PageLink[],
  homeUrl: string,
  max: number,
): { url: string; kind: ExtraPageKind }[] {
  const site = siteOf(homeUrl);
  const home = new URL(homeUrl);
  const candidates = links.filter((link) => {
    const url = new URL(link.url);
    return siteOf(link.url) === site && !(url.pathname === home.pathname && url.search === home.search);
  });
  const chosen: { url: string; kind: ExtraPageKind }[] = [];
  const taken = new Set<string>();
  for (const kind of EXTRA_PAGE_KINDS) {
    if (chosen.length >= max) break;
    let best: { url: string; score: number } | undefined;
    for (const link of candidates) {
      const score = scoreLink(link, kind);
      if (score > 0 && !taken.has(link.url) && (best === undefined || score > best.score))
        best = { url: link.url, score };
    }
    if (best !== undefined) {
      chosen.push({ url: best.url, kind });
      taken.add(best.url);
    }
  }
  return chosen;
}

function scoreLink(link: PageLink, kind: ExtraPageKind): number {
  const segments = new URL(link.url).pathname.toLowerCase().split('/').filter(Boolean);
  const words = PATH_WORDS[kind];
  let score = 0;
  segments.forEach((segment, depth) => {
    const parts = segment.replace(/\.(html?|php|aspx?)$/, '').split(/[-_.]/);
    const index = words.findIndex(
      (word) => segment.replace(/\.(html?|php|aspx?)$/, '') === word || parts.includes(word),
    );
    if (index >= 0) score = Math.max(score, 100 - index * 5 - depth * 20 - (segments.length - 1) * 5);
  });
  if (TEXT_WORDS[kind].test(link.text)) score = Math.max(score, 50) + 10;
  return score;
}
