import type Anthropic from '@anthropic-ai/sdk';
import type { AskAnswer, AskRequest, NativeCitation } from '#contracts';
import { dedupeCitations, withTitle } from './native-citations.js';
import { buildSystemPrompt } from './persona-prompt.js';
import type { AskOptions, PlatformAdapter, ProviderCredentials } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { badResponse, toProviderError } from './provider-error-mapping.js';
import { anthropicSdk } from './provider-sdks.js';
import {
  arrayField,
  isRecord,
  type JsonRecord,
  numberField,
  recordField,
  records,
  stringField,
} from './wire-guards.js';

export interface AnthropicAdapterOptions extends ProviderCredentials {
  maxTokens?: number;
  /** Searches Claude may run per call (`max_uses` of the web search tool). */
  maxSearches?: number;
  /** Continuations after `pause_turn` before taking the answer as it stands. */
  maxContinuations?: number;
  /** Told about answers that came back despite a failed search, so they can be logged. */
  onSearchError?: (event: { errorCode: string; model: string }) => void;
}

/**
 * Claude with web search: the Messages API and its `web_search_20250305` server tool.
 *
 * `pause_turn`: the server paused a long search turn. We send the paused content back as the
 * assistant turn (as Anthropic documents) so Claude finishes, at most `maxContinuations` times;
 * after that, the text gathered so far is the answer. Every call is counted in `usage.calls`.
 */
export class AnthropicAdapter implements PlatformAdapter {
  readonly provider = 'anthropic' as const;
  private client?: Promise<Anthropic>;
  private readonly credentials: ProviderCredentials;
  private readonly maxTokens: number;
  private readonly maxSearches: number;
  private readonly maxContinuations: number;
  private readonly onSearchError: NonNullable<AnthropicAdapterOptions['onSearchError']>;

  constructor(options: AnthropicAdapterOptions) {
    this.credentials = { apiKey: options.apiKey, baseUrl: options.baseUrl };
    this.maxTokens = options.maxTokens ?? 2048;
    this.maxSearches = options.maxSearches ?? 5;
    this.maxContinuations = options.maxContinuations ?? 2;
    this.onSearchError = options.onSearchError ?? (() => undefined);
  }

  private clientOnce(): Promise<Anthropic> {
    const { apiKey, baseUrl } = this.credentials;
    this.client ??= anthropicSdk().then((sdk) => new sdk.Anthropic({ apiKey, baseURL: baseUrl, maxRetries: 0 }));
    return this.client;
  }

  async ask(req: AskRequest, { signal, model }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: req.query }];
    const gathered = new AnthropicAnswerGatherer();
    for (let call = 1; ; call++) {
      let message: Anthropic.Message;
      try {
        const client = await this.clientOnce();
        message = await client.messages.create(
          {
            model,
            max_tokens: this.maxTokens,
            system: buildSystemPrompt(req.persona),
            messages,
            tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: this.maxSearches }],
          },
          { signal },
        );
      } catch (error) {
        throw toProviderError(error, this.provider);
      }
      const paused = gathered.add(message);
      if (!paused || call > this.maxContinuations) break;
      messages.push({ role: 'assistant', content: message.content });
    }
    const answer = gathered.answer(model);
    for (const errorCode of gathered.searchErrors) this.onSearchError({ errorCode, model: answer.model });
    return { ...answer, latencyMs: Math.round(performance.now() - started) };
  }
}

/** Collects text, citations and usage over one call or a paused-and-continued series of calls. */
export class AnthropicAnswerGatherer {
  readonly searchErrors: string[] = [];
  private readonly texts: string[] = [];
  private readonly citations: NativeCitation[] = [];
  private model?: string;
  private inputTokens = 0;
  private outputTokens = 0;
  private calls = 0;
  private previousBlock?: string;

  /** Adds one Messages API body; true when its turn was paused. */
  add(body: unknown): boolean {
    if (!isRecord(body)) throw badResponse('anthropic', 'a JSON object');
    const content = arrayField(body, 'content');
    if (!content) throw badResponse('anthropic', 'a content array');
    this.calls += 1;
    this.model = stringField(body, 'model') ?? this.model;
    const usage = recordField(body, 'usage') ?? {};
    this.inputTokens += numberField(usage, 'input_tokens') ?? 0;
    this.outputTokens += numberField(usage, 'output_tokens') ?? 0;
    for (const block of records(content)) this.addBlock(block);
    return stringField(body, 'stop_reason') === 'pause_turn';
  }

  answer(requestedModel: string): Omit<AskAnswer, 'latencyMs'> {
    // Claude splits one answer into text blocks at citation boundaries: those join as they are.
    const text = this.texts.join('').trim();
    if (!text) throw badResponse('anthropic', 'any answer text');
    const model = this.model ?? requestedModel;
    const tokens = { inputTokens: this.inputTokens, outputTokens: this.outputTokens };
    return {
      text,
      model,
      citations: dedupeCitations(this.citations),
      usage: { ...tokens, costUsd: priceTableCostUsd(model, tokens), calls: this.calls },
    };
  }

  private addBlock(block: JsonRecord): void {
    const afterOtherBlock = this.previousBlock !== undefined && this.previousBlock !== 'text';
    this.previousBlock = typeof block.type === 'string' ? block.type : 'unknown';
    if (block.type === 'text') {
      // Text after a search starts a new paragraph (e.g. after "I'll search for that.").
      if (afterOtherBlock && this.texts.length > 0) this.texts.push('\n\n');
      this.texts.push(stringField(block, 'text') ?? '');
      for (const citation of records(arrayField(block, 'citations'))) {
        const url = citation.type === 'web_search_result_location' ? stringField(citation, 'url') : undefined;
        if (url) this.citations.push(withTitle(url, stringField(citation, 'title')));
      }
      return;
    }
    if (block.type !== 'web_search_tool_result') return;
    const result = block.content;
    if (isRecord(result) && result.type === 'web_search_tool_result_error') {
      this.searchErrors.push(stringField(result, 'error_code') ?? 'unknown');
      return;
    }
    for (const item of records(Array.isArray(result) ? result : [])) {
      const url = item.type === 'web_search_result' ? stringField(item, 'url') : undefined;
      if (url) this.citations.push(withTitle(url, stringField(item, 'title')));
    }
  }
}
