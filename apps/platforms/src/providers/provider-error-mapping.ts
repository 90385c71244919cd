import { retryAfterFromHeaders } from '#common';
import type { ProviderKind } from './platform-adapter.js';
import { ProviderError } from './provider-error.js';
import { loadedSdks } from './provider-sdks.js';
import { arrayField, isRecord, parseJson, records, stringField } from './wire-guards.js';

/** What an HTTP failure says, whichever SDK (or plain fetch) saw it. */
export interface HttpFailure {
  status: number;
  headers?: Headers;
  /** The error body, parsed when it was JSON, else its text. */
  body: unknown;
}

const SERPAPI_OUT_OF_SEARCHES = /run out of searches/i;
const MESSAGE_LIMIT = 300;

/** Maps anything an adapter call threw (SDK errors, fetch errors, parse errors) to a ProviderError. */
export function toProviderError(error: unknown, provider: ProviderKind): ProviderError {
  if (error instanceof ProviderError) return error;
  const fromSdk = fromSdkError(error, provider);
  if (fromSdk) return fromSdk;
  if (isAbortError(error)) {
    return new ProviderError('TIMEOUT', `${provider} request was aborted before it answered`, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new ProviderError('BAD_RESPONSE', `${provider} sent a body that is not valid JSON`, { cause: error });
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new ProviderError('SERVER_ERROR', `could not reach ${provider}: ${describeCause(error)}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('BAD_RESPONSE', `${provider} answered in an unexpected shape: ${clip(message)}`, {
    cause: error,
  });
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** The SDKs' own errors, recognised by the SDKs loaded so far (see provider-sdks.ts). */
function fromSdkError(error: unknown, provider: ProviderKind): ProviderError | undefined {
  const { openai, anthropic, genai } = loadedSdks();
  const isOne = (...classes: (ErrorClass | undefined)[]) => classes.some((c) => c !== undefined && error instanceof c);
  if (isOne(openai?.APIConnectionTimeoutError, anthropic?.APIConnectionTimeoutError)) {
    return new ProviderError('TIMEOUT', `${provider} did not answer in time`, { cause: error });
  }
  if (isOne(openai?.APIUserAbortError, anthropic?.APIUserAbortError)) {
    return new ProviderError('TIMEOUT', `${provider} request was aborted before it answered`, { cause: error });
  }
  if (isOne(openai?.APIConnectionError, anthropic?.APIConnectionError)) {
    const message = (error as Error).message;
    return new ProviderError('SERVER_ERROR', `could not reach ${provider}: ${message}`, { cause: error });
  }
  if (openai && error instanceof openai.APIError && typeof error.status === 'number') {
    // openai keeps the inner `error` object of the body; put it back in its envelope.
    return fromHttpFailure(provider, { status: error.status, headers: error.headers, body: { error: error.error } });
  }
  if (anthropic && error instanceof anthropic.APIError && typeof error.status === 'number') {
    return fromHttpFailure(provider, { status: error.status, headers: error.headers, body: error.error });
  }
  if (genai && error instanceof genai.ApiError) {
    // @google/genai puts the JSON error body in the message and drops the headers.
    return fromHttpFailure(provider, { status: error.status, body: parseJson(error.message) ?? error.message });
  }
  return undefined;
}

/** Maps an HTTP error status (with its body and headers) to a ProviderError. */
export function fromHttpFailure(provider: ProviderKind, failure: HttpFailure): ProviderError {
  const { status, headers } = failure;
  const detail = describeBody(failure.body);
  const text = detail.message ? `: ${clip(detail.message)}` : '';
  const retryAfterMs = retryAfterFromHeaders(headers) ?? detail.retryAfterMs;
  const options = { status, retryAfterMs };
  const said = (what: string) => `${provider} ${what} (HTTP ${status})${text}`;

  if (detail.code === 'insufficient_quota' || SERPAPI_OUT_OF_SEARCHES.test(detail.message ?? '')) {
    return new ProviderError('QUOTA_EXHAUSTED', said('account has no quota left'), { ...options, retryable: false });
  }
  if (status === 401 || status === 403)
    return new ProviderError('AUTH_FAILED', said('rejected the credentials'), options);
  if (status === 402) return new ProviderError('QUOTA_EXHAUSTED', said('requires payment'), options);
  if (status === 429) return new ProviderError('RATE_LIMITED', said('is rate limiting us'), options);
  if (status === 529 || status === 503 || detail.code === 'overloaded_error') {
    return new ProviderError('OVERLOADED', said('is overloaded'), options);
  }
  if (status === 408 || status === 504) return new ProviderError('TIMEOUT', said('timed out'), options);
  // 409 is a transient conflict for these APIs: the SDKs retry it too.
  if (status >= 500 || status === 409) return new ProviderError('SERVER_ERROR', said('failed'), options);
  if (status >= 400) return new ProviderError('BAD_REQUEST', said('refused the request'), options);
  return new ProviderError('BAD_RESPONSE', said('answered with an unexpected status'), options);
}

interface BodyDetail {
  message?: string;
  /** Machine-readable code or type: OpenAI `code`, Anthropic `error.type`, Gemini `status`. */
  code?: string;
  /** Gemini's RetryInfo `retryDelay` ("30s"). */
  retryAfterMs?: number;
}

function describeBody(body: unknown): BodyDetail {
  if (typeof body === 'string') return { message: body };
  if (!isRecord(body)) return {};
  const inner = body.error;
  // SerpApi: {"error":"Your account has run out of searches."}
  if (typeof inner === 'string') return { message: inner };
  if (!isRecord(inner)) return { message: stringField(body, 'message') };
  const retryInfo = records(arrayField(inner, 'details')).find((d) => stringField(d, '@type')?.endsWith('RetryInfo'));
  const delay = retryInfo ? stringField(retryInfo, 'retryDelay') : undefined;
  return {
    message: stringField(inner, 'message'),
    code: stringField(inner, 'code') ?? stringField(inner, 'type') ?? stringField(inner, 'status'),
    retryAfterMs: delay ? parseDurationSeconds(delay) : undefined,
  };
}

function parseDurationSeconds(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)s$/.exec(value);
  return match ? Math.ceil(Number(match[1]) * 1000) : undefined;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function describeCause(error: Error): string {
  const cause = error.cause;
  if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
  return cause instanceof Error ? cause.message : error.message;
}

function clip(text: string): string {
  return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT)}…` : text;
}

/** Used by adapters that validate a 200 body themselves. */
export function badResponse(provider: ProviderKind, what: string): ProviderError {
  return new ProviderError('BAD_RESPONSE', `${provider} answered without ${what}`);
}
