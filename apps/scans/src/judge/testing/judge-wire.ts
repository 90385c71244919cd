/**
 * Replies of a judge model in the exact wire formats of the providers' structured outputs (see
 * ../shared/reference/provider-wire-formats.md): Chat Completions (`choices[].message` with
 * `content` and `refusal`), Anthropic Messages (text blocks, `stop_reason`), Gemini generateContent.
 */

export interface ChatCompletionFixture {
  /** The assistant's content: the JSON text the schema asked for, or anything else. */
  content: string | null;
  /** `message.refusal`: set when the model refuses (then `content` is null). */
  refusal?: string | null;
  finishReason?: 'stop' | 'length' | 'content_filter';
  model?: string;
}

export function judgeChatCompletionBody(fixture: ChatCompletionFixture): Record<string, unknown> {
  return {
    id: 'chatcmpl-CJ7uYx2r8Qk1VdH9mL3nP0aZbTe',
    object: 'chat.completion',
    created: 1764028800,
    model: fixture.model ?? 'gpt-5.4-mini-2026-03-17',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: fixture.content,
          refusal: fixture.refusal ?? null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: fixture.finishReason ?? 'stop',
      },
    ],
    usage: {
      prompt_tokens: 1184,
      completion_tokens: 41,
      total_tokens: 1225,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_b547601dbd',
  };
}

export function anthropicJudgeBody(
  text: string,
  stopReason: 'end_turn' | 'refusal' | 'max_tokens' = 'end_turn',
): Record<string, unknown> {
  return {
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: 'claude-haiku-5-5-20260301',
    content: stopReason === 'refusal' ? [] : [{ type: 'text', text }],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 1210, output_tokens: 38, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

export function geminiJudgeBody(text: string, finishReason = 'STOP'): Record<string, unknown> {
  return {
    candidates: [
      {
        content: { role: 'model', parts: finishReason === 'STOP' ? [{ text }] : [] },
        finishReason,
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: 1190, candidatesTokenCount: 40, totalTokenCount: 1230 },
    modelVersion: 'gemini-3.5-flash',
    responseId: 'x5YmaeK1Bf2vz7IP4oaPuQg',
  };
}

/** The answer a judge request carries, read back from its user message (between the markers). */
export function answerOfJudgeRequest(body: unknown): string | undefined {
  const record = body as { messages?: { role: string; content: unknown }[] } | undefined;
  const user = record?.messages?.find((m) => m.role === 'user');
  const content = typeof user?.content === 'string' ? user.content : undefined;
  const match = content ? /<<<ANSWER\n([\s\S]*)\nANSWER>>>/.exec(content) : null;
  return match?.[1];
}
