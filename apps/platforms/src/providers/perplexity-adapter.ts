import type OpenAI from 'openai';
import type { AskAnswer, AskRequest, NativeCitation } from '#contracts';
import { chatMessages, parseChatCompletionBody } from './chat-completion-body.js';
import { dedupeCitations, withTitle } from './native-citations.js';
import type { AskOptions, PlatformAdapter, ProviderCredentials } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { toProviderError } from './provider-error-mapping.js';
import { openAiSdk } from './provider-sdks.js';
import { arrayField, type JsonRecord, numberField, recordField, records, stringField } from './wire-guards.js';

export const PERPLEXITY_BASE_URL = 'https://api.perplexity.ai';

/** Perplexity Sonar through its OpenAI-compatible `/chat/completions` (no `/v1`). */
export class PerplexityAdapter implements PlatformAdapter {
  readonly provider = 'perplexity' as const;
  private client?: Promise<OpenAI>;

  constructor(private readonly options: ProviderCredentials) {}

  private clientOnce(): Promise<OpenAI> {
    this.client ??= openAiSdk().then(
      (sdk) =>
        new sdk.OpenAI({
          apiKey: this.options.apiKey,
          baseURL: this.options.baseUrl ?? PERPLEXITY_BASE_URL,
          maxRetries: 0,
        }),
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
    return { ...parsePerplexityBody(body, model), latencyMs: Math.round(performance.now() - started) };
  }
}

/**
 * `citations` (URLs, in the order the text's `[n]` markers count) carry the order; `search_results`
 * carry titles and may list sources the text does not mark.
 */
export function parsePerplexityBody(body: unknown, requestedModel: string): Omit<AskAnswer, 'latencyMs'> {
  const parts = parseChatCompletionBody('perplexity', body, requestedModel);
  const titles = new Map<string, string | undefined>();
  const searchResults: NativeCitation[] = [];
  for (const result of records(arrayField(parts.body, 'search_results'))) {
    const url = stringField(result, 'url');
    if (!url) continue;
    titles.set(url, stringField(result, 'title'));
    searchResults.push(withTitle(url, stringField(result, 'title')));
  }
  const marked = (arrayField(parts.body, 'citations') ?? [])
    .filter((url): url is string => typeof url === 'string')
    .map((url) => withTitle(url, titles.get(url)));
  const { inputTokens, outputTokens, model } = parts;
  const usage = recordField(parts.body, 'usage') ?? {};
  return {
    text: parts.text,
    model,
    citations: dedupeCitations([...marked, ...searchResults, ...parts.annotationCitations]),
    usage: {
      inputTokens,
      outputTokens,
      costUsd: providerCost(usage) ?? priceTableCostUsd(model, { inputTokens, outputTokens }),
      calls: 1,
    },
  };
}

/** `usage.cost.total_cost` when given, else the sum of the parts Perplexity itemises. */
function providerCost(usage: JsonRecord): number | undefined {
  const flat = numberField(usage, 'cost');
  if (flat !== undefined) return flat;
  const cost = recordField(usage, 'cost');
  if (!cost) return undefined;
  const total = numberField(cost, 'total_cost');
  if (total !== undefined) return total;
  const items = Object.values(cost).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return items.length ? items.reduce((a, b) => a + b, 0) : undefined;
}
