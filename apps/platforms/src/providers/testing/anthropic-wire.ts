import type { NativeCitation } from '#contracts';

/** Fixtures in the exact shapes of the Anthropic Messages API with web search. */

export interface AnthropicAnswerFixture {
  /** Answer paragraphs; each becomes a text block citing `citations[i]` when present. */
  paragraphs: string[];
  citations?: NativeCitation[];
  /** Search results returned by the tool (default: the citations). */
  results?: NativeCitation[];
  /** Replace the search result with this error code (`max_uses_exceeded`, `unavailable`, …). */
  searchErrorCode?: string;
  stopReason?: 'end_turn' | 'pause_turn' | 'max_tokens';
  model?: string;
}

export function anthropicMessageBody(fixture: AnthropicAnswerFixture): Record<string, unknown> {
  const citations = fixture.citations ?? [];
  const results = fixture.results ?? citations;
  const toolUseId = 'srvtoolu_01WYG3ziw53XMcoyKL4XcZmE';
  return {
    id: 'msg_01G5Bx2zP7pA9J8d3Kx4mT1s',
    type: 'message',
    role: 'assistant',
    model: fixture.model ?? 'claude-sonnet-4-5-20250929',
    content: [
      { type: 'text', text: "I'll search for current information on this." },
      { type: 'server_tool_use', id: toolUseId, name: 'web_search', input: { query: 'best options 2025' } },
      {
        type: 'web_search_tool_result',
        tool_use_id: toolUseId,
        content: fixture.searchErrorCode
          ? { type: 'web_search_tool_result_error', error_code: fixture.searchErrorCode }
          : results.map((r) => ({
              type: 'web_search_result',
              url: r.url,
              title: r.title ?? '',
              encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y2I',
              page_age: 'April 30, 2025',
            })),
      },
      ...fixture.paragraphs.map((text, i) => {
        const citation = citations[i];
        return {
          type: 'text',
          text,
          citations: citation
            ? [
                {
                  type: 'web_search_result_location',
                  url: citation.url,
                  title: citation.title ?? null,
                  encrypted_index: 'Eo8BCioIAhgBIiQyYjQ0OWJmZi1lNm',
                  cited_text: text.slice(0, 150),
                },
              ]
            : null,
        };
      }),
    ],
    stop_reason: fixture.stopReason ?? 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: 2840,
      output_tokens: 512,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      server_tool_use: { web_search_requests: 1 },
    },
  };
}

export function anthropicErrorBody(type: string, message: string): Record<string, unknown> {
  return { type: 'error', error: { type, message } };
}
