import type OpenAI from 'openai';
import type { AskAnswer, AskRequest } from '#contracts';
import { chatMessages, parseChatCompletionBody } from './chat-completion-body.js';
import { dedupeCitations } from './native-citations.js';
import type { AskOptions, PlatformAdapter } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { toProviderError } from './provider-error-mapping.js';
import { openAiSdk } from './provider-sdks.js';

export interface OpenAiCompatibleAdapterOptions {
  /** Required: the server's OpenAI-style base, e.g. `http://127.0.0.1:11434/v1` for Ollama. */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
}

/** Any Chat Completions server (Ollama, vLLM, LM Studio, a gateway). No tools: it answers from its weights. */
export class OpenAiCompatibleAdapter implements PlatformAdapter {
  readonly provider = 'openai-compatible' as const;
  private client?: Promise<OpenAI>;

  constructor(private readonly options: OpenAiCompatibleAdapterOptions) {}

  private clientOnce(): Promise<OpenAI> {
    // The SDK refuses an empty key; local servers ignore whatever is sent.
    this.client ??= openAiSdk().then(
      (sdk) =>
        new sdk.OpenAI({ apiKey: this.options.apiKey || 'unused', baseURL: this.options.baseUrl, maxRetries: 0 }),
    );
    return this.client;
  }

  async ask(req: AskRequest, { signal, model }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    let body: unknown;
    try {
      const client = await this.clientOnce();
      body = await client.chat.completions.create({ model, messages: chatMessages(req) }, { signal });
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
