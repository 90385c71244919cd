import type { AskAnswer, AskRequest } from '#contracts';
import type { AskOptions, PlatformAdapter } from '../providers/platform-adapter.js';
import { ProviderError, type ProviderErrorCode } from '../providers/provider-error.js';
import { composeAnswer } from './answer-composer.js';
import { SeededRandom } from './seeded-random.js';

export interface SimulatorOptions {
  /** Every answer takes at least this long. */
  latencyMs?: number;
  /** Plus up to this much, drawn deterministically per run. */
  jitterMs?: number;
  /** Fraction of runs (0–1) whose first `failuresPerRun` attempts throw a retryable error. */
  failureRate?: number;
  /** How many attempts of a failing run fail before it succeeds. */
  failuresPerRun?: number;
  /** Fraction of runs (0–1) that always fail with a non-retryable error. */
  fatalFailureRate?: number;
}

const TRANSIENT: readonly ProviderErrorCode[] = ['RATE_LIMITED', 'OVERLOADED', 'SERVER_ERROR'];
/** Bounds the memory of runs in their failing phase. */
const MAX_TRACKED_RUNS = 10_000;

/**
 * The offline stand-in for the AI platforms (decisions §1): deterministic for a given
 * (seed, query, persona, platform, brand), with each platform's writing habits.
 */
export class SimulatorAdapter implements PlatformAdapter {
  readonly provider = 'simulator' as const;
  private readonly latencyMs: number;
  private readonly jitterMs: number;
  private readonly failureRate: number;
  private readonly failuresPerRun: number;
  private readonly fatalFailureRate: number;
  /** Failed attempts per failing run, so that a retried transient failure eventually succeeds. */
  private readonly failedAttempts = new Map<string, number>();

  constructor(options: SimulatorOptions = {}) {
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.jitterMs = Math.max(0, options.jitterMs ?? 0);
    this.failureRate = clamp01(options.failureRate ?? 0);
    this.failuresPerRun = Math.max(1, options.failuresPerRun ?? 1);
    this.fatalFailureRate = clamp01(options.fatalFailureRate ?? 0);
  }

  async ask(req: AskRequest, { signal }: AskOptions): Promise<AskAnswer> {
    const started = performance.now();
    const identity = runIdentity(req);
    // Separate streams, so that latency and failure settings never change the answer's text.
    // The timing and failure streams are drawn only when they can change something (a hash each).
    const jitter = this.jitterMs > 0 ? Math.floor(new SeededRandom('timing', ...identity).next() * this.jitterMs) : 0;
    const latencyMs = this.latencyMs + jitter;
    const compose = () => composeAnswer(req, new SeededRandom('answer', ...identity));
    // The answer is written while its latency runs, as a platform writes it on its own servers:
    // in a later turn of the event loop, so that every run received together has started its
    // latency first (written at once, the answers of a wave delayed each other's start, and so the
    // wave's end, by all of them). Without latency there is nothing to hide it in: written now.
    const [, composed] = await Promise.all([
      sleep(latencyMs, signal),
      latencyMs > 0 ? new Promise((resolve) => setImmediate(resolve)).then(compose) : compose(),
    ]);
    if (this.fatalFailureRate + this.failureRate > 0) {
      this.maybeFail(new SeededRandom('failure', ...identity), identity.join('\u0000'));
    }

    const prompt = `${req.query} ${req.persona ? JSON.stringify(req.persona) : ''}`;
    return {
      text: composed.text,
      model: `simulator/${req.platform}-${req.mode}`,
      citations: composed.citations,
      usage: { inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(composed.text), costUsd: 0, calls: 1 },
      latencyMs: Math.round(performance.now() - started),
    };
  }

  private maybeFail(rng: SeededRandom, key: string): void {
    const roll = rng.next();
    if (roll < this.fatalFailureRate) {
      throw new ProviderError('BAD_REQUEST', 'simulator: this run is set to fail permanently', { retryable: false });
    }
    if (roll >= this.fatalFailureRate + this.failureRate) return;
    const failed = this.failedAttempts.get(key) ?? 0;
    if (failed >= this.failuresPerRun) {
      this.failedAttempts.delete(key);
      return;
    }
    if (this.failedAttempts.size >= MAX_TRACKED_RUNS) {
      const oldest = this.failedAttempts.keys().next().value;
      if (oldest !== undefined) this.failedAttempts.delete(oldest);
    }
    this.failedAttempts.set(key, failed + 1);
    const code = rng.pick(TRANSIENT);
    throw new ProviderError(
      code,
      `simulator: transient ${code.toLowerCase().replace('_', ' ')} (attempt ${failed + 1})`,
      {
        retryable: true,
      },
    );
  }
}

/**
 * What makes two runs the same run for the simulator. A repeat (sample 2, 3…) of a cell is another
 * ask, so it draws another answer, as a real assistant's would vary; sample 1 keeps the identity
 * it always had.
 */
function runIdentity(req: AskRequest): string[] {
  const brand = [req.subject.name, ...req.subject.domains].join(',');
  const identity = [req.seed, req.query, req.persona?.id ?? '', req.platform, req.mode, brand];
  return req.sample && req.sample > 1 ? [...identity, `sample ${req.sample}`] : identity;
}

function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(aborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function aborted(): ProviderError {
  return new ProviderError('TIMEOUT', 'simulator: the request was aborted before it answered');
}
