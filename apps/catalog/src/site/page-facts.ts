import { load } from 'cheerio';
import { type JsonLdEntity, readJsonLd } from './json-ld.js';

export interface PageLink {
  /** Absolute URL without fragment. */
  url: string;
  text: string;
}

/** What one HTML page says about the brand, before pages are merged into a knowledge base. */
export interface PageFacts {
  url: string;
  title?: string;
  siteName?: string;
  description?: string;
  headings: { level: number; text: string }[];
  entities: JsonLdEntity[];
  links: PageLink[];
  /** Visible text of the body, one line per block element (so that a heading and the next paragraph do not run together), capped at `MAX_TEXT_CHARS`. */
  text: string;
}

const MAX_TEXT_CHARS = 20_000;
const BLOCK_ELEMENTS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, footer, form, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, td, th, tr, ul';
const MAX_LINKS = 500;
const MAX_HEADINGS = 100;

/** Extracts the facts of one page. `url` is the page's final URL, the base for its links. */
export function extractPageFacts(html: string, url: string): PageFacts {
  const $ = load(html);
  const meta = (selector: string): string | undefined => clean($(selector).first().attr('content'));
  const base = resolveBase($('base[href]').first().attr('href'), url);

  const headings = $('h1, h2, h3')
    .toArray()
    .slice(0, MAX_HEADINGS)
    .map((element) => ({ level: Number(element.tagName.slice(1)), text: clean($(element).text()) ?? '' }))
    .filter((heading) => heading.text !== '');

  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const element of $('a[href]').toArray()) {
    if (links.length >= MAX_LINKS) break;
    const absolute = absoluteUrl($(element).attr('href'), base);
    if (absolute === undefined || seen.has(absolute)) continue;
    seen.add(absolute);
    links.push({ url: absolute, text: clean($(element).text()) ?? clean($(element).attr('title')) ?? '' });
  }

  const entities = readJsonLd(
    $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => $(element).text()),
  );

  $('script, style, noscript, template, svg').remove();
  $(BLOCK_ELEMENTS).after('\n');
  const text = $('body')
    .text()
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);

  return {
    url,
    title: clean($('title').first().text()),
    siteName: meta('meta[property="og:site_name"]') ?? meta('meta[name="application-name"]'),
    description:
      meta('meta[name="description"]') ??
      meta('meta[property="og:description"]') ??
      meta('meta[name="twitter:description"]'),
    headings,
    entities,
    links,
    text,
  };
}

function clean(value: string | undefined): string | undefined {
  const collapsed = value?.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? undefined : collapsed;
}

function resolveBase(href: string | undefined, pageUrl: string): string {
  return absoluteUrl(href, pageUrl) ?? pageUrl;
}

/** http(s) links only, resolved against the page and without their fragment. */
function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (href === undefined) return undefined;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
