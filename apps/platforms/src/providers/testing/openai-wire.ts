import type { NativeCitation } from '#contracts';

/** Fixtures in the exact shapes of the OpenAI Responses API (provider-wire-formats.md). */

export interface OpenAiAnswerFixture {
  text: string;
  citations?: NativeCitation[];
  /** URLs consulted but not cited (`web_search_call.action.sources`). */
  sources?: string[];
  model?: string;
}

export function openAiResponseBody(fixture: OpenAiAnswerFixture): Record<string, unknown> {
  const citations = fixture.citations ?? [];
  const sources = fixture.sources ?? citations.map((c) => c.url);
  return {
    id: 'resp_68b0a1f2c3d4e5f6a7b8c9d0',
    object: 'response',
    created_at: 1756400000,
    status: 'completed',
    error: null,
    incomplete_details: null,
    model: fixture.model ?? 'gpt-4.1-2025-04-14',
    output: [
      {
        id: 'ws_68b0a1f3d4e5f6a7b8c9d0e1',
        type: 'web_search_call',
        status: 'completed',
        action: { type: 'search', query: 'best tools 2025', sources: sources.map((url) => ({ type: 'url', url })) },
      },
      {
        id: 'msg_68b0a1f9e5f6a7b8c9d0e1f2',
        type: 'message',
        status: 'completed',
        role: 'assistant',
        content: [
          {
            type: 'output_text',
            text: fixture.text,
            logprobs: [],
            annotations: citations.map((c, i) => ({
              type: 'url_citation',
              start_index: Math.min(i * 10, fixture.text.length),
              end_index: Math.min(i * 10 + 87, fixture.text.length),
              url: c.url,
              title: c.title ?? '',
            })),
          },
        ],
      },
    ],
    tools: [{ type: 'web_search', search_context_size: 'medium', user_location: null }],
    usage: {
      input_tokens: 312,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 845,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 1157,
    },
  };
}

export const OPENAI_RATE_LIMIT_BODY = {
  error: {
    message:
      'Rate limit reached for gpt-4.1 in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
};

export const OPENAI_INSUFFICIENT_QUOTA_BODY = {
  error: {
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    param: null,
    code: 'insufficient_quota',
  },
};

export const OPENAI_SERVER_ERROR_BODY = {
  error: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
};

/** Chat Completions with nested `url_citation` annotations (search models, some gateways). */
export function chatCompletionBody(fixture: OpenAiAnswerFixture): Record<string, unknown> {
  return {
    id: 'chatcmpl-BZx1y2z3',
    object: 'chat.completion',
    created: 1756400000,
    model: fixture.model ?? 'llama3.1:8b',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: {
          role: 'assistant',
          content: fixture.text,
          refusal: null,
          annotations: (fixture.citations ?? []).map((c) => ({
            type: 'url_citation',
            url_citation: { url: c.url, title: c.title ?? '', start_index: 0, end_index: fixture.text.length },
          })),
        },
      },
    ],
    usage: { prompt_tokens: 42, completion_tokens: 128, total_tokens: 170 },
  };
}
