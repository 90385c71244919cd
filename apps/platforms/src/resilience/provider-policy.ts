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

/** One circuit breaker, and the last real failure it counted (to report beside an open circuit). */
interface Circuit {
  breaker: CircuitBreakerPolicy;
  openedAt: number;
  lastCause?: ProviderError;
}

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
  /** A provider asking us to wait longer than this is not retried here: the run is requeued. */
  maxRetryAfterMs?: number;
  /** The most a run may wait on the queue, since it was queued, for a provider to take calls again. */
  requeueMaxWaitMs?: number;
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
  /**
   * The circuit this call belongs to: one per platform key and endpoint, so that a failing
   * endpoint pauses only its own calls (default: the platform key and the provider kind).
   */
  circuit?: string;
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
  {
    name: 'PROVIDER_MAX_RETRY_AFTER_MS',
    description:
      'Longest Retry-After (ms) waited inside one delivery of a run (default 60000); a longer one requeues the run.',
  },
  {
    name: 'PROVIDER_REQUEUE_MAX_MS',
    description:
      'Most a run may wait on the queue (ms since it was queued) for a Retry-After or an open circuit (default 240000, under SCAN_STALL_MS); then it fails.',
  },
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
    maxRetryAfterMs: read('PROVIDER_MAX_RETRY_AFTER_MS'),
    requeueMaxWaitMs: read('PROVIDER_REQUEUE_MAX_MS'),
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
  private readonly requeueMaxWaitMs: number;
  private readonly breakerThreshold: number;
  private readonly halfOpenAfterMs: number;
  private readonly rateLimiter: RateLimiter;
  private readonly random: () => number;
  private readonly circuits = new Map<string, Circuit>();
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
    // Under the scans service's SCAN_STALL_MS (300 s), which would otherwise publish a waiting run again.
    this.requeueMaxWaitMs = options.requeueMaxWaitMs ?? 240_000;
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
    const labels = { platform: req.platform, provider: adapter.provider };
    const circuit = this.circuitFor(options.circuit ?? `${req.platform} ${adapter.provider}`, labels);
    let attempts = 0;
    /** What this run's own last attempt met: its cause, whatever the circuit does next. */
    let ownCause: ProviderError | undefined;
    try {
      const answer = await this.retries.execute(() =>
        circuit.breaker.execute(async () => {
          try {
            await this.rateLimiter.acquire(req.platform, caller);
            attempts += 1;
            if (attempts > 1) providerRetries.inc(labels);
            return await observeCall(labels, () =>
              this.perAttempt.execute(({ signal }) => adapter.ask(req, { signal, model: options.model }), caller),
            );
          } catch (error) {
            const classified = this.classify(error, adapter.provider, caller);
            if (classified instanceof ProviderError) {
              ownCause = classified;
              if (classified.retryable) circuit.lastCause = classified;
              providerErrors.inc({ ...labels, kind: classified.code });
            }
            throw classified;
          }
        }, caller),
      );
      return { answer, attempts };
    } catch (error) {
      if (caller.aborted) throw caller.reason;
      if (error instanceof BrokenCircuitError) {
        providerErrors.inc({ ...labels, kind: 'CIRCUIT_OPEN' });
        // The cause stays beside the pause: this run's own failure, else the one that opened it.
        const cause = ownCause ?? circuit.lastCause;
        const paused = `calls to ${adapter.provider} for ${req.platform} are paused after repeated failures`;
        throw new ProviderError('CIRCUIT_OPEN', cause ? `${cause.message}; ${paused}` : paused, {
          retryAfterMs: this.untilProbe(circuit),
          attempts,
          cause,
        });
      }
      throw toProviderError(error, adapter.provider).withAttempts(attempts);
    }
  }

  /**
   * Whether a run that finally failed with `error` goes back on the queue, and for how long:
   * while its provider's circuit is open (until the half-open probe), or when the provider asked
   * to wait longer than this policy waits in process (a long Retry-After), as long as the run's
   * whole wait since it was queued (`waitedMs`) stays within the bound. Null: fail it now.
   */
  requeueDelay(error: ProviderError, waitedMs: number): number | null {
    if (!error.retryable || error.retryAfterMs === undefined) return null;
    // A short Retry-After was already waited for here, as many times as the attempts allow.
    if (error.code !== 'CIRCUIT_OPEN' && error.retryAfterMs <= this.maxRetryAfterMs) return null;
    if (waitedMs + error.retryAfterMs > this.requeueMaxWaitMs) return null;
    return Math.max(1, Math.round(error.retryAfterMs));
  }

  /** Why a run that could not be requeued (see requeueDelay) failed, in words for its report. */
  giveUpMessage(error: ProviderError, waitedMs: number): string {
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    if (error.code === 'CIRCUIT_OPEN') return `${error.message}; gave up after ${seconds(waitedMs)} of waiting`;
    if (error.retryAfterMs === undefined || error.retryAfterMs <= this.maxRetryAfterMs) return error.message;
    return `${error.message}; it asked to wait ${seconds(error.retryAfterMs)}, which after ${seconds(waitedMs)} of waiting exceeds the ${seconds(this.requeueMaxWaitMs)} a run may wait`;
  }

  /** Circuit state by circuit key, for health and metrics. */
  circuitState(circuit: string): 'closed' | 'open' | 'half-open' {
    const state = this.circuits.get(circuit)?.breaker.state ?? CircuitState.Closed;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half-open' : 'open';
  }

  private circuitFor(key: string, labels: { platform: string; provider: string }): Circuit {
    let circuit = this.circuits.get(key);
    if (!circuit) {
      // Only transient failures say the provider is unwell; a bad request or a missing overview does not.
      const breaker = circuitBreaker(
        handleWhen((error) => error instanceof ProviderError && error.retryable),
        { halfOpenAfter: this.halfOpenAfterMs, breaker: new ConsecutiveBreaker(this.breakerThreshold) },
      );
      const created: Circuit = { breaker, openedAt: 0 };
      breaker.onBreak(() => {
        created.openedAt = Date.now();
      });
      breaker.onStateChange((state) => providerBreakerState.set(labels, BREAKER_STATE_VALUE[state]));
      providerBreakerState.set(labels, 0);
      this.circuits.set(key, created);
      circuit = created;
    }
    return circuit;
  }

  /**
   * How long a refused run should wait before it is asked again: until the circuit lets its
   * half-open probe through (or, while the probe is in flight, about as long as a probe may
   * take), spread a little so that the waiting runs do not all come back at the same instant.
   */
  private untilProbe(circuit: Circuit): number {
    const spread = Math.round(this.random() * 250);
    if (circuit.breaker.state === CircuitState.HalfOpen) return Math.min(this.halfOpenAfterMs, this.timeoutMs) + spread;
    return Math.max(0, circuit.openedAt + this.halfOpenAfterMs - Date.now()) + spread;
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
