import OpenAI from 'openai';
import type { AskAnswer, AskRequest } from '#contracts';
import { chatMessages, parseChatCompletionBody } from './chat-completion-body.js';
import { dedupeCitations } from './native-citations.js';
import type { AskOptions, PlatformAdapter } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { toProviderError } from './provider-error-mapping.js';

export interface OpenAiCompatibleAdapterOptions {
  /** Required: the server's OpenAI-style base, e.g. `http://127.0.0.1:11434/v1` for Ollama. */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
}

/** Any Chat Completions server (Ollama, vLLM, LM Studio, a gateway). No tools: it answers from its weights. */
export class OpenAiCompatibleAdapter implements PlatformAdapter {
  readonly provider = 'openai-compatible' as const;
  private readonly client: OpenAI;

  constructor(options: OpenAiCompatibleAdapterOptions) {
    // The SDK refuses an empty key; local servers ignore whatever is sent.
    this.client = new OpenAI({ apiKey: options.apiKey || 'unused', baseURL: options.baseUrl, maxRetries: 0 });
  }

  async ask(req: AskRequest, { signal, model }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    let body: unknown;
    try {
      body = await this.client.chat.completions.create({ model, messages: chatMessages(req) }, { signal });
    } catch (error) {
      throw toProviderError(error, this.provider);
    }
    const parts = parseChatCompletionBody(this.provider, body, model);
    const { inputTokens, outputTokens } = parts;
    return {
      text: parts.text,
      model: parts.model,
      citations: dedupeCitations(parts.annotationCitations),
      usage: { inputTokens, outputTokens, costUsd: priceTableCostUsd(parts.model, parts), calls: 1 },
      latencyMs: Math.round(performance.now() - started),
    };
  }
}
