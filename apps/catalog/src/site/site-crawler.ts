import type { KnowledgeBase } from '#contracts';
import type { ReadPage } from './knowledge-base-assembler.js';
import { pickExtraPages } from './page-kind.js';
import { SiteFetchError } from './site-fetch-error.js';
import type { SiteFetcher } from './site-fetcher.js';

export interface CrawlOptions {
  /** Same-site pages read besides the home page (about, pricing, products, comparison). Default 4. */
  maxExtraPages?: number;
  /** Pages fetched at once after the home page. Default 2: polite to small sites, still quick. */
  concurrency?: number;
}

export interface CrawlResult {
  pages: ReadPage[];
  sources: KnowledgeBase['sources'];
}

/**
 * Reads the home page, then the few same-site pages its links point to. A failed extra page is
 * recorded in `sources` and skipped; a failed home page ends the crawl.
 */
export async function crawlSite(url: string, fetcher: SiteFetcher, options: CrawlOptions = {}): Promise<CrawlResult> {
  // cheerio (with parse5 and htmlparser2) is loaded by the first crawl, not at boot.
  const { extractPageFacts } = await import('./page-facts.js');
  const sources: KnowledgeBase['sources'] = [];
  let home: ReadPage;
  try {
    const page = await fetcher.fetchPage(url);
    home = { kind: 'home', facts: extractPageFacts(page.html, page.url) };
    sources.push({ url: page.url, ok: true });
  } catch (error) {
    sources.push({ url, ok: false, error: describeFailure(error) });
    return { pages: [], sources };
  }

  const extras = pickExtraPages(home.facts.links, home.facts.url, options.maxExtraPages ?? 4);
  const read = await mapWithConcurrency(extras, options.concurrency ?? 2, async ({ url: pageUrl, kind }) => {
    try {
      const page = await fetcher.fetchPage(pageUrl);
      return { page: { kind, facts: extractPageFacts(page.html, page.url) }, source: { url: page.url, ok: true } };
    } catch (error) {
      return { page: undefined, source: { url: pageUrl, ok: false, error: describeFailure(error) } };
    }
  });
  const seen = new Set([home.facts.url]);
  const pages: ReadPage[] = [home];
  for (const { page, source } of read) {
    sources.push(source);
    // Two links may redirect to the same page; it counts once.
    if (page === undefined || seen.has(page.facts.url)) continue;
    seen.add(page.facts.url);
    pages.push(page);
  }
  return { pages, sources };
}

function describeFailure(error: unknown): string {
  if (error instanceof SiteFetchError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the input order in the result. */
async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(limit, 1), items.length) }, worker));
  return results;
}
