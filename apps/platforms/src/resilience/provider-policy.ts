import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  DelegateBackoff,
  handleWhen,
  type IRetryBackoffContext,
  type RetryPolicy,
  retry,
  TaskCancelledError,
  type TimeoutPolicy,
  TimeoutStrategy,
  timeout,
} from 'cockatiel';
import { inSpan, SpanKind } from '#common';
import type { AskAnswer, AskRequest } from '#contracts';
import {
  providerBreakerState,
  providerCallDuration,
  providerErrors,
  providerRetries,
} from '../observability/provider-metrics.js';
import type { PlatformAdapter, ProviderKind } from '../providers/platform-adapter.js';
import { ProviderError } from '../providers/provider-error.js';
import { toProviderError } from '../providers/provider-error-mapping.js';
import { type RateLimiter, UnlimitedRateLimiter } from './rate-limiter.js';

/** The breaker gauge's values: 0 closed, 1 half-open, 2 open (isolated counts as open). */
const BREAKER_STATE_VALUE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

/** One provider call, timed by outcome, under a client span (its HTTP call is a child span). */
async function observeCall<T>(labels: { platform: string; provider: string }, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'error';
  try {
    const answer = await inSpan(
      `provider ${labels.provider}`,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'visibility.platform': labels.platform, 'visibility.provider': labels.provider },
      },
      call,
    );
    outcome = 'ok';
    return answer;
  } finally {
    providerCallDuration.observe({ ...labels, outcome }, (performance.now() - started) / 1000);
  }
}

export interface ProviderPolicyOptions {
  /** Limit of one attempt; its AbortSignal reaches the SDK. */
  timeoutMs?: number;
  /** Provider calls per run, first one included. */
  maxAttempts?: number;
  /** First backoff; doubles per retry, with jitter, capped at `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A provider asking us to wait longer than this is not retried here (the run can be requeued). */
  maxRetryAfterMs?: number;
  /** Consecutive transient failures of one provider that open its circuit. */
  breakerThreshold?: number;
  /** How long an open circuit fails fast before letting one trial call through. */
  breakerHalfOpenAfterMs?: number;
  rateLimiter?: RateLimiter;
  /** Jitter source, for tests. */
  random?: () => number;
}

export interface AskWithPolicyOptions {
  model: string;
  /** The caller giving up (shutdown): rejects with the signal's reason, not a ProviderError. */
  signal?: AbortSignal;
}

export interface PolicyAnswer {
  answer: AskAnswer;
  /** Provider calls made (0 when an open circuit refused the first one). */
  attempts: number;
}

export const POLICY_ENV_VARS: readonly { name: string; description: string }[] = [
  { name: 'PROVIDER_TIMEOUT_MS', description: 'Limit of one provider call in milliseconds (default 60000).' },
  { name: 'PROVIDER_MAX_ATTEMPTS', description: 'Provider calls per run, first included (default 3).' },
  {
    name: 'PROVIDER_BREAKER_THRESHOLD',
    description: 'Consecutive transient failures that open a provider circuit (default 5).',
  },
  { name: 'PROVIDER_BREAKER_HALF_OPEN_MS', description: 'Milliseconds an open circuit fails fast (default 30000).' },
];

/** Policy options from the environment; unset variables keep the defaults. */
export function policyOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): ProviderPolicyOptions {
  const read = (name: string): number | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name}: "${raw}" is not a positive integer`);
    return value;
  };
  return {
    timeoutMs: read('PROVIDER_TIMEOUT_MS'),
    maxAttempts: read('PROVIDER_MAX_ATTEMPTS'),
    breakerThreshold: read('PROVIDER_BREAKER_THRESHOLD'),
    breakerHalfOpenAfterMs: read('PROVIDER_BREAKER_HALF_OPEN_MS'),
  };
}

/**
 * The one retry policy for providers: per-attempt timeout, retries of retryable errors with
 * exponential backoff and jitter (never sooner than the provider's `retryAfterMs`), a circuit
 * breaker per provider, and the shared per-platform rate limiter before every call.
 */
export class ProviderPolicy {
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly breakerThreshold: number;
  private readonly halfOpenAfterMs: number;
  private readonly rateLimiter: RateLimiter;
  private readonly random: () => number;
  private readonly breakers = new Map<ProviderKind, CircuitBreakerPolicy>();
  /**
   * Built once, not per run: both keep no state between executions. An attempt's signal is
   * aborted on timeout only, not also after every answer (each such abort builds an AbortError,
   * a noticeable cost at a thousand runs per second; an answered attempt has nothing to cancel).
   */
  private readonly perAttempt: TimeoutPolicy;
  private readonly retries: RetryPolicy;

  constructor(options: ProviderPolicyOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.initialDelayMs = options.initialDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.breakerThreshold = options.breakerThreshold ?? 5;
    this.halfOpenAfterMs = options.breakerHalfOpenAfterMs ?? 30_000;
    this.rateLimiter = options.rateLimiter ?? new UnlimitedRateLimiter();
    this.random = options.random ?? Math.random;
    this.perAttempt = timeout(this.timeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });
    this.retries = retry(
      handleWhen((error) => this.shouldRetry(error)),
      { maxAttempts: this.maxAttempts - 1, backoff: new DelegateBackoff((context) => this.backoff(context)) },
    );
  }

  async askWithPolicy(adapter: PlatformAdapter, req: AskRequest, options: AskWithPolicyOptions): Promise<PolicyAnswer> {
    const caller = options.signal ?? new AbortController().signal;
    const breaker = this.breakerFor(adapter.provider);
    let attempts = 0;
    const labels = { platform: req.platform, provider: adapter.provider };
    try {
      const answer = await this.retries.execute(() =>
        breaker.execute(async () => {
          try {
            await this.rateLimiter.acquire(req.platform, caller);
            attempts += 1;
            if (attempts > 1) providerRetries.inc(labels);
            return await observeCall(labels, () =>
              this.perAttempt.execute(({ signal }) => adapter.ask(req, { signal, model: options.model }), caller),
            );
          } catch (error) {
            const classified = this.classify(error, adapter.provider, caller);
            if (classified instanceof ProviderError) providerErrors.inc({ ...labels, kind: classified.code });
            throw classified;
          }
        }, caller),
      );
      return { answer, attempts };
    } catch (error) {
      if (caller.aborted) throw caller.reason;
      if (error instanceof BrokenCircuitError) {
        providerErrors.inc({ ...labels, kind: 'CIRCUIT_OPEN' });
        throw new ProviderError('CIRCUIT_OPEN', `${adapter.provider} is failing repeatedly; calls are paused`, {
          retryAfterMs: this.halfOpenAfterMs,
          attempts,
        });
      }
      throw toProviderError(error, adapter.provider).withAttempts(attempts);
    }
  }

  /** Circuit state per provider, for health and metrics. */
  circuitState(provider: ProviderKind): 'closed' | 'open' | 'half-open' {
    const state = this.breakers.get(provider)?.state ?? CircuitState.Closed;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half-open' : 'open';
  }

  private breakerFor(provider: ProviderKind): CircuitBreakerPolicy {
    let breaker = this.breakers.get(provider);
    if (!breaker) {
      // Only transient failures say the provider is unwell; a bad request or a missing overview does not.
      breaker = circuitBreaker(
        handleWhen((error) => error instanceof ProviderError && error.retryable),
        { halfOpenAfter: this.halfOpenAfterMs, breaker: new ConsecutiveBreaker(this.breakerThreshold) },
      );
      breaker.onStateChange((state) => providerBreakerState.set({ provider }, BREAKER_STATE_VALUE[state]));
      providerBreakerState.set({ provider }, 0);
      this.breakers.set(provider, breaker);
    }
    return breaker;
  }

  private classify(error: unknown, provider: ProviderKind, caller: AbortSignal): unknown {
    if (caller.aborted) return caller.reason;
    // instanceof, not cockatiel's isTaskCancelledError: in 3.2.1 that one tests for a bulkhead error.
    if (error instanceof TaskCancelledError) {
      return new ProviderError('TIMEOUT', `${provider} did not answer within ${this.timeoutMs} ms`, { cause: error });
    }
    return toProviderError(error, provider);
  }

  private shouldRetry(error: Error): boolean {
    if (!(error instanceof ProviderError) || !error.retryable) return false;
    return (error.retryAfterMs ?? 0) <= this.maxRetryAfterMs;
  }

  private backoff(context: IRetryBackoffContext<unknown>): number {
    const exponential = Math.min(this.maxDelayMs, this.initialDelayMs * 2 ** (context.attempt - 1));
    // "Equal jitter": at least half the exponential delay, so retries still spread out.
    const jittered = exponential / 2 + this.random() * (exponential / 2);
    const error = 'error' in context.result ? context.result.error : undefined;
    const retryAfter = error instanceof ProviderError ? (error.retryAfterMs ?? 0) : 0;
    return Math.round(Math.max(jittered, retryAfter));
  }
}
