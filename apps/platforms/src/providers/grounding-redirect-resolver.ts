import type { NativeCitation } from '#contracts';

export const DEFAULT_GROUNDING_REDIRECT_HOSTS = ['vertexaisearch.cloud.google.com'] as const;

export interface GroundingRedirectResolverOptions {
  /** Hosts (`host` or `host:port`) whose links are redirects worth resolving; no other host is ever fetched. */
  allowedHosts?: readonly string[];
  /** Per-link limit, so that a slow redirect cannot hold the answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Gemini cites sources through Google redirect links (`…/grounding-api-redirect/…`) titled with the
 * bare domain. Reading the redirect's `Location`, without following it, gives the real page. A link
 * that cannot be resolved is kept as it came: a citation is never lost for it.
 */
export class GroundingRedirectResolver {
  private readonly allowedHosts: ReadonlySet<string>;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: GroundingRedirectResolverOptions = {}) {
    this.allowedHosts = new Set((options.allowedHosts ?? DEFAULT_GROUNDING_REDIRECT_HOSTS).map((h) => h.toLowerCase()));
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetch = options.fetch ?? fetch;
  }

  async resolveAll(citations: NativeCitation[], signal: AbortSignal): Promise<NativeCitation[]> {
    return Promise.all(citations.map((citation) => this.resolve(citation, signal)));
  }

  async resolve(citation: NativeCitation, signal: AbortSignal): Promise<NativeCitation> {
    const target = this.isRedirect(citation.url) ? await this.location(citation.url, signal) : undefined;
    const url = target ?? citation.url;
    const title = citation.title && !isBareDomain(citation.title) ? citation.title : undefined;
    return title ? { url, title } : { url };
  }

  private isRedirect(url: string): boolean {
    const parsed = URL.parse(url);
    if (!parsed) return false;
    return this.allowedHosts.has(parsed.host.toLowerCase()) || this.allowedHosts.has(parsed.hostname.toLowerCase());
  }

  private async location(url: string, signal: AbortSignal): Promise<string | undefined> {
    try {
      const response = await this.fetch(url, {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return undefined;
      const resolved = URL.parse(location, url);
      return resolved && (resolved.protocol === 'https:' || resolved.protocol === 'http:') ? resolved.href : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Gemini titles many chunks with the domain alone ("acme.com"): that is no title. */
function isBareDomain(title: string): boolean {
  return /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(title.trim());
}
