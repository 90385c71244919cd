import type { KnowledgeBase } from '#contracts';
import { normaliseWebsiteUrl } from '../../../../libs/common/src/domain/index.js';
import { assembleKnowledgeBase } from './knowledge-base-assembler.js';
import { type CrawlOptions, crawlSite } from './site-crawler.js';
import { SiteFetcher, type SiteFetchOptions } from './site-fetcher.js';

export type BuildKnowledgeBaseOptions = SiteFetchOptions & CrawlOptions;

/**
 * Fetches a brand's site safely and builds its knowledge base (decisions §6). Never throws for a
 * site that cannot be fetched: the knowledge base is then named from the domain, `fetchOk` is
 * false and `sources` says why.
 */
export async function buildKnowledgeBase(url: string, options: BuildKnowledgeBaseOptions = {}): Promise<KnowledgeBase> {
  // `acme.com` becomes `https://acme.com/`; what normalisation refuses (an IP, say) still goes to
  // the fetcher, whose refusal then lands in `sources`.
  const target = normaliseWebsiteUrl(url) ?? url.trim();
  const fetcher = new SiteFetcher(options);
  try {
    const crawl = await crawlSite(target, fetcher, options);
    return assembleKnowledgeBase({ requestedUrl: target, ...crawl });
  } finally {
    await fetcher.close();
  }
}
