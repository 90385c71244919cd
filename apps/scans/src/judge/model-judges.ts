import * as anthropic from '@anthropic-ai/sdk';
import * as genai from '@google/genai';
import * as openai from 'openai';
import {
  type AnswerJudge,
  type AnswerVerdict,
  JUDGE_SCHEMA_NAME,
  JUDGE_SYSTEM_PROMPT,
  JUDGE_VERDICT_SCHEMA,
  type JudgedAnswer,
  JudgeFailure,
  judgeUserPrompt,
  parseVerdict,
} from '#analysis';
import { type AppConfig, type JudgeProvider, judgeConfigured, retryAfterFromHeaders } from '#common';

export interface JudgeSettings {
  provider: JudgeProvider;
  model: string;
  /** API root; the provider's own when unset (required for `openai-compatible`). */
  baseURL?: string;
  apiKey?: string;
  /** Limit of one judgement, all attempts together. */
  timeoutMs: number;
  /** Calls per judgement, the first included. */
  maxAttempts: number;
}

/** The judge settings of a validated configuration; null when no judge is configured. */
export function judgeSettingsOf(config: AppConfig): JudgeSettings | null {
  if (!judgeConfigured(config) || !config.JUDGE_PROVIDER || !config.JUDGE_MODEL) return null;
  return {
    provider: config.JUDGE_PROVIDER,
    model: config.JUDGE_MODEL,
    baseURL: config.JUDGE_BASE_URL,
    apiKey: config.JUDGE_API_KEY,
    timeoutMs: config.JUDGE_TIMEOUT_MS,
    maxAttempts: config.JUDGE_MAX_ATTEMPTS,
  };
}

/** The judge a configuration sets up, or null when none is configured. */
export function judgeFromConfig(config: AppConfig): ModelJudge | null {
  const settings = judgeSettingsOf(config);
  return settings ? new ModelJudge(settings) : null;
}

/** One provider call for one answer, without retries: a verdict or a throw. */
type JudgeCall = (answer: JudgedAnswer, model: string, signal: AbortSignal) => Promise<AnswerVerdict>;

/** First wait before asking again when the provider did not say how long (doubles per attempt). */
const BACKOFF_MS = 250;
const MAX_TOKENS = 1_024;

/** A JSON copy of the schema: the SDKs' types want mutable objects. */
function verdictSchema(): Record<string, unknown> {
  return structuredClone(JUDGE_VERDICT_SCHEMA) as unknown as Record<string, unknown>;
}

/**
 * The model judge over one of the supported providers, always with structured outputs: Chat
 * Completions `response_format: json_schema` (OpenAI and any compatible server), Anthropic's
 * `output_config.format: json_schema`, Gemini's `responseJsonSchema`. The SDKs' own
 * retries are off: this class retries a 429/5xx/unreachable provider while the judgement's time
 * limit allows, honouring `Retry-After`, and never a reply that was refused, malformed or off-schema.
 */
export class ModelJudge implements AnswerJudge {
  readonly model: string;
  private readonly call: JudgeCall;

  constructor(private readonly settings: JudgeSettings) {
    this.model = settings.model;
    this.call = callFor(settings);
  }

  async judge(answer: JudgedAnswer, signal?: AbortSignal): Promise<AnswerVerdict> {
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
    const endsAt = Date.now() + this.settings.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      let failure: JudgeFailure;
      try {
        return await this.call(answer, this.settings.model, combined);
      } catch (error) {
        failure = this.failureOf(error, deadline, signal);
      }
      const wait = failure.retryAfterMs ?? BACKOFF_MS * 2 ** (attempt - 1);
      if (!failure.retryable || attempt >= this.settings.maxAttempts || Date.now() + wait >= endsAt) throw failure;
      try {
        await sleep(wait, combined);
      } catch {
        throw this.failureOf(combined.reason, deadline, signal);
      }
    }
  }

  private failureOf(error: unknown, deadline: AbortSignal, caller: AbortSignal | undefined): JudgeFailure {
    if (caller?.aborted) return new JudgeFailure('budget', 'judging was stopped (the scan’s judging time ran out)');
    if (deadline.aborted) {
      return new JudgeFailure(
        'timeout',
        `${this.settings.provider} gave no verdict within ${this.settings.timeoutMs} ms`,
      );
    }
    return toJudgeFailure(error, this.settings.provider);
  }
}

function callFor(settings: JudgeSettings): JudgeCall {
  switch (settings.provider) {
    case 'openai':
    case 'openai-compatible':
      return chatCompletionsCall(settings);
    case 'anthropic':
      return anthropicCall(settings);
    case 'gemini':
      return geminiCall(settings);
  }
}

function chatCompletionsCall(settings: JudgeSettings): JudgeCall {
  const client = new openai.OpenAI({
    baseURL: settings.baseURL,
    // Local servers need no key, the SDK needs one.
    apiKey: settings.apiKey ?? 'not-needed',
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  // OpenAI's reasoning models accept only the default temperature; local models are steadier at 0.
  const temperature = settings.provider === 'openai-compatible' ? { temperature: 0 } : {};
  return async (answer, model, signal) => {
    const completion = await client.chat.completions.create(
      {
        model,
        ...temperature,
        messages: [
          { role: 'system', content: JUDGE_SYSTEM_PROMPT },
          { role: 'user', content: judgeUserPrompt(answer) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: JUDGE_SCHEMA_NAME, strict: true, schema: verdictSchema() },
        },
      },
      { signal },
    );
    const choice = completion.choices?.[0];
    if (!choice?.message) throw new JudgeFailure('malformed', `${settings.provider} answered without a choice`);
    const { message } = choice;
    if (message.refusal) throw new JudgeFailure('refusal', `the judge refused: ${message.refusal}`);
    if (choice.finish_reason === 'length') {
      throw new JudgeFailure('malformed', 'the judge’s reply was cut short (finish_reason "length")');
    }
    if (!message.content) throw new JudgeFailure('malformed', 'the judge replied with no content');
    return parseVerdict(message.content);
  };
}

function anthropicCall(settings: JudgeSettings): JudgeCall {
  const client = new anthropic.Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  return async (answer, model, signal) => {
    const message = await client.messages.create(
      {
        model,
        max_tokens: MAX_TOKENS,
        system: JUDGE_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: judgeUserPrompt(answer) }],
        output_config: { format: { type: 'json_schema', schema: verdictSchema() } },
      },
      { signal },
    );
    if (message.stop_reason === 'refusal')
      throw new JudgeFailure('refusal', 'the judge refused (stop_reason "refusal")');
    if (message.stop_reason === 'max_tokens') {
      throw new JudgeFailure('malformed', 'the judge’s reply was cut short (stop_reason "max_tokens")');
    }
    const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    if (!text) throw new JudgeFailure('malformed', 'the judge replied with no text');
    return parseVerdict(text);
  };
}

/** Finish reasons by which Gemini withholds an answer. */
const GEMINI_REFUSALS = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'LANGUAGE']);

function geminiCall(settings: JudgeSettings): JudgeCall {
  // No `retryOptions`: a single attempt per call; retries are ours.
  const client = new genai.GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: { ...(settings.baseURL ? { baseUrl: settings.baseURL } : {}), timeout: settings.timeoutMs },
  });
  return async (answer, model, signal) => {
    const response = await client.models.generateContent({
      model,
      contents: judgeUserPrompt(answer),
      config: {
        systemInstruction: JUDGE_SYSTEM_PROMPT,
        temperature: 0,
        responseMimeType: 'application/json',
        responseJsonSchema: verdictSchema(),
        abortSignal: signal,
      },
    });
    const blocked = response.promptFeedback?.blockReason;
    if (blocked) throw new JudgeFailure('refusal', `the judge refused (prompt blocked: ${blocked})`);
    const finish = response.candidates?.[0]?.finishReason;
    if (finish && GEMINI_REFUSALS.has(finish))
      throw new JudgeFailure('refusal', `the judge refused (finishReason ${finish})`);
    if (finish === 'MAX_TOKENS') throw new JudgeFailure('malformed', 'the judge’s reply was cut short (MAX_TOKENS)');
    const text = response.text;
    if (!text) throw new JudgeFailure('malformed', 'the judge replied with no text');
    return parseVerdict(text);
  };
}

/** What a provider call threw, as a judge failure (the SDKs' errors, fetch errors). */
export function toJudgeFailure(error: unknown, provider: JudgeProvider): JudgeFailure {
  if (error instanceof JudgeFailure) return error;
  if (error instanceof openai.APIConnectionTimeoutError || error instanceof anthropic.APIConnectionTimeoutError) {
    return new JudgeFailure('timeout', `${provider} did not answer in time`);
  }
  if (error instanceof openai.APIConnectionError || error instanceof anthropic.APIConnectionError) {
    return new JudgeFailure('network', `could not reach ${provider}: ${error.message}`);
  }
  if ((error instanceof openai.APIError || error instanceof anthropic.APIError) && typeof error.status === 'number') {
    return httpFailure(provider, error.status, error.message, retryAfterFromHeaders(error.headers));
  }
  if (error instanceof genai.ApiError) return httpFailure(provider, error.status, error.message, undefined);
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new JudgeFailure('network', `could not reach ${provider}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new JudgeFailure('malformed', `${provider} answered in an unexpected shape: ${message.slice(0, 200)}`);
}

function httpFailure(provider: JudgeProvider, status: number, message: string, wait: number | undefined): JudgeFailure {
  const text = `${provider} answered HTTP ${status}: ${message.slice(0, 200)}`;
  return new JudgeFailure(status === 429 ? 'rate-limited' : 'http', text, { status, retryAfterMs: wait });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
