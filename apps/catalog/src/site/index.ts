export { type AddressVerdict, judgeAddress } from './address-policy.js';
export { type BuildKnowledgeBaseOptions, buildKnowledgeBase } from './build-knowledge-base.js';
export { type ResolvedAddress, type Resolver, systemResolver } from './guarded-lookup.js';
export { type CrawlOptions, type CrawlResult, crawlSite } from './site-crawler.js';
export { SiteFetchError, type SiteFetchErrorCode } from './site-fetch-error.js';
export { type FetchedPage, SITE_FETCH_DEFAULTS, SiteFetcher, type SiteFetchOptions } from './site-fetcher.js';
