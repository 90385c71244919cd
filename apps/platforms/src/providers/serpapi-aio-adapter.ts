import type { AskAnswer, AskRequest, NativeCitation } from '#contracts';
import { renderAiOverviewBlocks } from './ai-overview-text.js';
import { dedupeCitations, withTitle } from './native-citations.js';
import type { AskOptions, PlatformAdapter, ProviderCredentials } from './platform-adapter.js';
import { ProviderError } from './provider-error.js';
import { fromHttpFailure, toProviderError } from './provider-error-mapping.js';
import { arrayField, isRecord, type JsonRecord, parseJson, recordField, records, stringField } from './wire-guards.js';

export const SERPAPI_BASE_URL = 'https://serpapi.com';
/** AI Overviews name no model: this is what runs record. */
export const AI_OVERVIEW_MODEL = 'google-ai-overview';

export interface SerpApiAioAdapterOptions extends ProviderCredentials {
  /** Interface language and country of the Google search. */
  hl?: string;
  gl?: string;
  /** Price of one search on the account's plan, when known; SerpApi reports none. */
  costPerSearchUsd?: number;
  fetch?: typeof fetch;
}

/**
 * Google AI Overviews through SerpApi's `search.json`. Plain fetch rather than the `serpapi`
 * package: that package always calls https://serpapi.com and takes no abort signal.
 */
export class SerpApiAioAdapter implements PlatformAdapter {
  readonly provider = 'serpapi-aio' as const;
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly hl: string;
  private readonly gl: string;
  private readonly costPerSearchUsd?: number;
  private readonly fetch: typeof fetch;

  constructor(options: SerpApiAioAdapterOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? SERPAPI_BASE_URL).replace(/\/+$/, '');
    this.hl = options.hl ?? 'en';
    this.gl = options.gl ?? 'us';
    this.costPerSearchUsd = options.costPerSearchUsd;
    this.fetch = options.fetch ?? fetch;
  }

  /** `opts.model` is ignored: Google decides what writes the overview. */
  async ask(req: AskRequest, { signal }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    const search = await this.get({ engine: 'google', q: req.query, hl: this.hl, gl: this.gl }, signal);
    let overview = overviewOf(search);
    let calls = 1;
    const pageToken = stringField(overview, 'page_token');
    if (pageToken && !arrayField(overview, 'text_blocks')) {
      // Deferred overview: the token expires within minutes, so it is fetched at once.
      overview = overviewOf(await this.get({ engine: 'google_ai_overview', page_token: pageToken }, signal));
      calls = 2;
    }
    const blocks = arrayField(overview, 'text_blocks');
    const text = blocks ? renderAiOverviewBlocks(blocks).trim() : '';
    if (!text) throw noOverview(stringField(overview, 'error'));
    return {
      text,
      model: AI_OVERVIEW_MODEL,
      citations: referencesOf(overview),
      usage: { calls, costUsd: this.costPerSearchUsd === undefined ? undefined : this.costPerSearchUsd * calls },
      latencyMs: Math.round(performance.now() - started),
    };
  }

  private async get(params: Record<string, string>, signal: AbortSignal): Promise<JsonRecord> {
    const url = new URL(`${this.baseUrl}/search.json`);
    for (const [key, value] of Object.entries({ ...params, api_key: this.apiKey })) url.searchParams.set(key, value);
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, { signal, headers: { accept: 'application/json' } });
      text = await response.text();
    } catch (error) {
      throw toProviderError(error, this.provider);
    }
    const body = parseJson(text);
    if (!response.ok) {
      throw fromHttpFailure(this.provider, { status: response.status, headers: response.headers, body: body ?? text });
    }
    if (!isRecord(body)) throw new ProviderError('BAD_RESPONSE', 'serpapi-aio sent a body that is not a JSON object');
    const error = stringField(body, 'error');
    // SerpApi answers 200 with an `error` when Google returned nothing for the query.
    if (error) {
      const failure = fromHttpFailure(this.provider, { status: 200, body });
      if (failure.code === 'QUOTA_EXHAUSTED') throw failure;
      throw noOverview(error);
    }
    return body;
  }
}

function overviewOf(body: JsonRecord): JsonRecord {
  return recordField(body, 'ai_overview') ?? {};
}

function referencesOf(overview: JsonRecord): NativeCitation[] {
  const citations: NativeCitation[] = [];
  const references = records(arrayField(overview, 'references')).sort(
    (a, b) => (numberOr(a.index) ?? Number.MAX_SAFE_INTEGER) - (numberOr(b.index) ?? Number.MAX_SAFE_INTEGER),
  );
  for (const reference of references) {
    const link = stringField(reference, 'link');
    if (link) citations.push(withTitle(link, stringField(reference, 'title')));
  }
  return dedupeCitations(citations);
}

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function noOverview(detail: string | undefined): ProviderError {
  const why = detail ? ` (${detail})` : '';
  return new ProviderError('NO_OVERVIEW', `Google showed no AI Overview for this query${why}`, { retryable: false });
}
