import type { NativeCitation } from '#contracts';

/** Fixtures in the exact shapes of Perplexity Sonar's `/chat/completions`. */

export interface PerplexityAnswerFixture {
  /** Text with `[n]` markers, 1-based into `citations`. */
  text: string;
  citations: NativeCitation[];
  /** Extra search results the text does not mark. */
  extraResults?: NativeCitation[];
  totalCost?: number;
  model?: string;
}

export function perplexityResponseBody(fixture: PerplexityAnswerFixture): Record<string, unknown> {
  const results = [...fixture.citations, ...(fixture.extraResults ?? [])];
  return {
    id: '3c1b7b2a-6f4e-4c8e-9d1a-2b3c4d5e6f70',
    model: fixture.model ?? 'sonar-pro',
    created: 1756400000,
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content: fixture.text },
        delta: { role: 'assistant', content: '' },
      },
    ],
    citations: fixture.citations.map((c) => c.url),
    search_results: results.map((r) => ({
      title: r.title ?? '',
      url: r.url,
      date: '2025-06-12',
      last_updated: '2025-08-01',
      snippet: 'A comparison of the leading options, with pricing and reviews.',
      source: 'web',
    })),
    usage: {
      prompt_tokens: 18,
      completion_tokens: 402,
      total_tokens: 420,
      search_context_size: 'low',
      cost: {
        input_tokens_cost: 0.00005,
        output_tokens_cost: 0.00603,
        request_cost: 0.006,
        total_cost: fixture.totalCost ?? 0.01208,
      },
    },
  };
}
