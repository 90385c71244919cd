import type { NativeCitation } from '#contracts';

/** Fixtures in the exact shapes of SerpApi's Google and Google AI Overview engines. */

export const AI_OVERVIEW_UNAVAILABLE = "Can't generate an AI overview right now. Try again later.";
export const SERPAPI_OUT_OF_SEARCHES_BODY = { error: 'Your account has run out of searches.' };
export const SERPAPI_INVALID_KEY_BODY = {
  error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key',
};

/** A realistic overview: paragraph, heading, nested list, expandable, table. */
export function aiOverviewBlocks(names: string[]): unknown[] {
  const [first = 'Acme', second = 'Globex', third = 'Initech'] = names;
  return [
    {
      type: 'paragraph',
      snippet: `Popular choices include ${first}, ${second} and ${third}, depending on team size and budget.`,
      snippet_highlighted_words: [first],
      reference_indexes: [0, 1],
    },
    { type: 'heading', snippet: 'Top options' },
    {
      type: 'list',
      list: [
        { title: `${first}:`, snippet: 'Strong automation and reporting.', reference_indexes: [0] },
        {
          title: `${second}:`,
          snippet: 'Good for larger teams.',
          reference_indexes: [1],
          list: [{ snippet: 'Enterprise plans include SSO.', reference_indexes: [1] }],
        },
        { title: `${third}:`, snippet: 'Budget-friendly.', reference_indexes: [2] },
      ],
    },
    {
      type: 'expandable',
      title: 'How to choose',
      text_blocks: [{ type: 'paragraph', snippet: 'Compare integrations and pricing tiers.', reference_indexes: [2] }],
    },
    {
      type: 'table',
      table: [
        ['Tool', 'Best for'],
        [first, 'Small teams'],
        [second, 'Enterprises'],
      ],
      reference_indexes: [0, 1],
    },
  ];
}

export function aiOverviewReferences(citations: NativeCitation[]): unknown[] {
  return citations.map((c, index) => ({
    title: c.title ?? '',
    link: c.url,
    snippet: 'A comparison of the leading options.',
    source: URL.parse(c.url)?.hostname.replace(/^www\./, '') ?? 'web',
    index,
  }));
}

function metadata(engine: string, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    search_metadata: {
      id: '68b0a1f2c3d4e5f6a7b8c9d0',
      status: 'Success',
      json_endpoint: 'https://serpapi.com/searches/68b0a1f2c3d4e5f6/68b0a1f2c3d4e5f6a7b8c9d0.json',
      created_at: '2025-08-28 12:00:00 UTC',
      processed_at: '2025-08-28 12:00:00 UTC',
      total_time_taken: 2.41,
    },
    search_parameters: { engine, ...extra },
  };
}

export function serpApiFullBody(query: string, names: string[], citations: NativeCitation[]): Record<string, unknown> {
  return {
    ...metadata('google', { q: query, google_domain: 'google.com', hl: 'en', gl: 'us', device: 'desktop' }),
    ai_overview: { text_blocks: aiOverviewBlocks(names), references: aiOverviewReferences(citations) },
    organic_results: [{ position: 1, title: 'Best options', link: 'https://example.org/best', snippet: '…' }],
  };
}

export function serpApiDeferredBody(query: string, pageToken: string, baseUrl: string): Record<string, unknown> {
  return {
    ...metadata('google', { q: query, google_domain: 'google.com', hl: 'en', gl: 'us', device: 'desktop' }),
    ai_overview: {
      page_token: pageToken,
      serpapi_link: `${baseUrl}/search.json?engine=google_ai_overview&page_token=${encodeURIComponent(pageToken)}`,
    },
    organic_results: [{ position: 1, title: 'Best options', link: 'https://example.org/best', snippet: '…' }],
  };
}

export function serpApiOverviewBody(
  pageToken: string,
  names: string[],
  citations: NativeCitation[],
): Record<string, unknown> {
  return {
    ...metadata('google_ai_overview', { page_token: pageToken }),
    ai_overview: { text_blocks: aiOverviewBlocks(names), references: aiOverviewReferences(citations) },
  };
}

/** No overview: either Google's "can't generate" error, or no `ai_overview` key at all. */
export function serpApiNoOverviewBody(query: string, withError: boolean): Record<string, unknown> {
  return {
    ...metadata('google', { q: query, google_domain: 'google.com', hl: 'en', gl: 'us', device: 'desktop' }),
    ...(withError ? { ai_overview: { error: AI_OVERVIEW_UNAVAILABLE } } : {}),
    organic_results: [{ position: 1, title: 'Best options', link: 'https://example.org/best', snippet: '…' }],
  };
}
