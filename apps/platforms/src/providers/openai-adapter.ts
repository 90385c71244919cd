import type OpenAI from 'openai';
import type { AskAnswer, AskRequest, NativeCitation } from '#contracts';
import { dedupeCitations, withTitle } from './native-citations.js';
import { buildSystemPrompt } from './persona-prompt.js';
import type { AskOptions, PlatformAdapter, ProviderCredentials } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { ProviderError } from './provider-error.js';
import { badResponse, toProviderError } from './provider-error-mapping.js';
import { openAiSdk } from './provider-sdks.js';
import { arrayField, isRecord, numberField, recordField, records, stringField } from './wire-guards.js';

/** ChatGPT with web search: the Responses API and its `web_search` tool. */
export class OpenAiAdapter implements PlatformAdapter {
  readonly provider = 'openai' as const;
  private client?: Promise<OpenAI>;

  constructor(private readonly options: ProviderCredentials) {}

  private clientOnce(): Promise<OpenAI> {
    // Retries are decided once, in the resilience policy; the SDK's own would multiply them.
    this.client ??= openAiSdk().then(
      (sdk) => new sdk.OpenAI({ apiKey: this.options.apiKey, baseURL: this.options.baseUrl, maxRetries: 0 }),
    );
    return this.client;
  }

  async ask(req: AskRequest, { signal, model }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    let body: unknown;
    try {
      const client = await this.clientOnce();
      body = await client.responses.create(
        {
          model,
          input: req.query,
          instructions: buildSystemPrompt(req.persona),
          tools: [{ type: 'web_search' }],
          include: ['web_search_call.action.sources'],
        },
        { signal },
      );
    } catch (error) {
      throw toProviderError(error, this.provider);
    }
    return { ...parseResponsesBody(body, model), latencyMs: Math.round(performance.now() - started) };
  }
}

/** Reads a Responses API body: text and `url_citation` annotations of the assistant messages. */
export function parseResponsesBody(body: unknown, requestedModel: string): Omit<AskAnswer, 'latencyMs'> {
  if (!isRecord(body)) throw badResponse('openai', 'a JSON object');
  const output = arrayField(body, 'output');
  if (!output) throw badResponse('openai', 'an output array');
  if (stringField(body, 'status') === 'failed') {
    const message = stringField(recordField(body, 'error') ?? {}, 'message') ?? 'the response failed';
    throw new ProviderError('SERVER_ERROR', `openai could not answer: ${message}`);
  }
  const texts: string[] = [];
  const citations: NativeCitation[] = [];
  for (const item of records(output)) {
    if (item.type !== 'message') continue;
    for (const part of records(arrayField(item, 'content'))) {
      if (part.type !== 'output_text') continue;
      const text = stringField(part, 'text');
      if (text) texts.push(text);
      for (const annotation of records(arrayField(part, 'annotations'))) {
        const url = annotation.type === 'url_citation' ? stringField(annotation, 'url') : undefined;
        if (url) citations.push(withTitle(url, stringField(annotation, 'title')));
      }
    }
  }
  const text = texts.join('\n\n').trim();
  if (!text) throw badResponse('openai', 'any answer text');
  const model = stringField(body, 'model') ?? requestedModel;
  const usage = recordField(body, 'usage') ?? {};
  const inputTokens = numberField(usage, 'input_tokens');
  const outputTokens = numberField(usage, 'output_tokens');
  return {
    text,
    model,
    citations: dedupeCitations(citations),
    usage: { inputTokens, outputTokens, costUsd: priceTableCostUsd(model, { inputTokens, outputTokens }), calls: 1 },
  };
}
