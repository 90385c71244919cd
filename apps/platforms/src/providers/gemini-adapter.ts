import type { GoogleGenAI } from '@google/genai';
import type { AskAnswer, AskRequest, NativeCitation } from '#contracts';
import { GroundingRedirectResolver, type GroundingRedirectResolverOptions } from './grounding-redirect-resolver.js';
import { dedupeCitations, withTitle } from './native-citations.js';
import { buildSystemPrompt } from './persona-prompt.js';
import type { AskOptions, PlatformAdapter, ProviderCredentials } from './platform-adapter.js';
import { priceTableCostUsd } from './price-table.js';
import { badResponse, toProviderError } from './provider-error-mapping.js';
import { genAiSdk } from './provider-sdks.js';
import { arrayField, isRecord, numberField, recordField, records, stringField } from './wire-guards.js';

export interface GeminiAdapterOptions extends ProviderCredentials {
  /** Which grounding links are redirects to resolve (default: Google's redirect host only). */
  redirects?: GroundingRedirectResolverOptions;
}

/** Gemini grounded with Google Search (`googleSearch` tool) through @google/genai. */
export class GeminiAdapter implements PlatformAdapter {
  readonly provider = 'gemini' as const;
  private client?: Promise<GoogleGenAI>;
  private readonly credentials: ProviderCredentials;
  private readonly resolver: GroundingRedirectResolver;

  constructor(options: GeminiAdapterOptions) {
    this.credentials = { apiKey: options.apiKey, baseUrl: options.baseUrl };
    this.resolver = new GroundingRedirectResolver(options.redirects);
  }

  private clientOnce(): Promise<GoogleGenAI> {
    const { apiKey, baseUrl } = this.credentials;
    // No `retryOptions`: @google/genai then makes a single attempt; retries are the policy's.
    this.client ??= genAiSdk().then(
      (sdk) => new sdk.GoogleGenAI({ apiKey, httpOptions: baseUrl ? { baseUrl } : undefined }),
    );
    return this.client;
  }

  async ask(req: AskRequest, { signal, model }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    let body: unknown;
    try {
      const client = await this.clientOnce();
      body = await client.models.generateContent({
        model,
        contents: req.query,
        config: {
          tools: [{ googleSearch: {} }],
          systemInstruction: buildSystemPrompt(req.persona),
          abortSignal: signal,
        },
      });
    } catch (error) {
      throw toProviderError(error, this.provider);
    }
    const parsed = parseGenerateContentBody(body, model);
    const citations = dedupeCitations(await this.resolver.resolveAll(parsed.citations, signal));
    return { ...parsed, citations, latencyMs: Math.round(performance.now() - started) };
  }
}

/** Reads a generateContent body: the first candidate's text parts and its grounding chunks. */
export function parseGenerateContentBody(body: unknown, requestedModel: string): Omit<AskAnswer, 'latencyMs'> {
  if (!isRecord(body)) throw badResponse('gemini', 'a JSON object');
  const candidate = records(arrayField(body, 'candidates'))[0];
  if (!candidate) {
    const blocked = stringField(recordField(body, 'promptFeedback') ?? {}, 'blockReason');
    throw badResponse('gemini', blocked ? `an answer (prompt blocked: ${blocked})` : 'a candidate');
  }
  const parts = records(arrayField(recordField(candidate, 'content') ?? {}, 'parts'));
  // Thought summaries are not part of the answer a user sees.
  const text = parts
    .filter((part) => part.thought !== true)
    .map((part) => stringField(part, 'text') ?? '')
    .join('')
    .trim();
  if (!text) throw badResponse('gemini', 'any answer text');
  const grounding = recordField(candidate, 'groundingMetadata') ?? {};
  const citations: NativeCitation[] = [];
  for (const chunk of records(arrayField(grounding, 'groundingChunks'))) {
    const web = recordField(chunk, 'web');
    const uri = web ? stringField(web, 'uri') : undefined;
    if (web && uri) citations.push(withTitle(uri, stringField(web, 'title')));
  }
  const model = stringField(body, 'modelVersion') ?? requestedModel;
  const usage = recordField(body, 'usageMetadata') ?? {};
  const inputTokens = sum(numberField(usage, 'promptTokenCount'), numberField(usage, 'toolUsePromptTokenCount'));
  // Thinking tokens are billed as output.
  const outputTokens = sum(numberField(usage, 'candidatesTokenCount'), numberField(usage, 'thoughtsTokenCount'));
  return {
    text,
    model,
    citations,
    usage: { inputTokens, outputTokens, costUsd: priceTableCostUsd(model, { inputTokens, outputTokens }), calls: 1 },
  };
}

function sum(...values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? known.reduce((a, b) => a + b, 0) : undefined;
}
