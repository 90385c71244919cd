import { describe, expect, it } from 'vitest';
import type { AskAnswer, AskRequest } from '#contracts';
import type { AskOptions, PlatformAdapter } from '../providers/platform-adapter.js';
import { ProviderError } from '../providers/provider-error.js';
import { askRequest } from '../providers/testing/ask-request.js';
import { ProviderPolicy } from './provider-policy.js';
import type { RateLimiter } from './rate-limiter.js';

const ANSWER: AskAnswer = { text: 'ok', model: 'm', citations: [], usage: { calls: 1 }, latencyMs: 1 };

/** An adapter that plays a script of outcomes, one per call. */
class ScriptedAdapter implements PlatformAdapter {
  readonly provider = 'openai' as const;
  calls = 0;
  signals: AbortSignal[] = [];
  constructor(private readonly script: (ProviderError | 'ok' | 'hang')[]) {}
  async ask(_req: AskRequest, { signal }: AskOptions): Promise<AskAnswer> {
    const step = this.script[Math.min(this.calls++, this.script.length - 1)];
    this.signals.push(signal);
    if (step === 'ok') return ANSWER;
    if (step === 'hang') return new Promise(() => undefined);
    throw step;
  }
}

const transient = (retryAfterMs?: number) => new ProviderError('OVERLOADED', 'busy', { retryAfterMs });

describe('ProviderPolicy', () => {
  it('retries retryable errors with backoff, never sooner than retryAfterMs', async () => {
    const adapter = new ScriptedAdapter([transient(80), transient(), 'ok']);
    const started = Date.now();
    const result = await new ProviderPolicy({ initialDelayMs: 1, random: () => 0 }).askWithPolicy(
      adapter,
      askRequest(),
      {
        model: 'm',
      },
    );
    expect(result).toEqual({ answer: ANSWER, attempts: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
  });

  it('does not retry a provider that asks to wait longer than maxRetryAfterMs', async () => {
    const adapter = new ScriptedAdapter([transient(120_000), 'ok']);
    const error = await new ProviderPolicy({ initialDelayMs: 1 })
      .askWithPolicy(adapter, askRequest(), { model: 'm' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OVERLOADED', retryAfterMs: 120_000, attempts: 1 });
  });

  it('gives each attempt its own timeout signal', async () => {
    const adapter = new ScriptedAdapter(['hang', 'ok']);
    const result = await new ProviderPolicy({ timeoutMs: 30, initialDelayMs: 1 }).askWithPolicy(adapter, askRequest(), {
      model: 'm',
    });
    expect(result.attempts).toBe(2);
    expect(adapter.signals[0].aborted).toBe(true);
  });

  it('opens the circuit after consecutive transient failures, fails fast, then half-opens', async () => {
    const policy = new ProviderPolicy({ maxAttempts: 1, breakerThreshold: 2, breakerHalfOpenAfterMs: 100 });
    const failing = new ScriptedAdapter([transient()]);
    for (let i = 0; i < 2; i++)
      await policy.askWithPolicy(failing, askRequest(), { model: 'm' }).catch(() => undefined);
    expect(policy.circuitState('openai')).toBe('open');

    const healthy = new ScriptedAdapter(['ok']);
    const refused = await policy.askWithPolicy(healthy, askRequest(), { model: 'm' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'CIRCUIT_OPEN', retryable: true, attempts: 0 });
    expect(healthy.calls).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(policy.askWithPolicy(healthy, askRequest(), { model: 'm' })).resolves.toMatchObject({ attempts: 1 });
    expect(policy.circuitState('openai')).toBe('closed');
  });

  it('does not count non-retryable errors against the circuit', async () => {
    const policy = new ProviderPolicy({ breakerThreshold: 1 });
    const adapter = new ScriptedAdapter([new ProviderError('NO_OVERVIEW', 'none')]);
    await policy.askWithPolicy(adapter, askRequest(), { model: 'm' }).catch(() => undefined);
    expect(policy.circuitState('openai')).toBe('closed');
  });

  it('asks the rate limiter before every attempt', async () => {
    const acquired: string[] = [];
    const limiter: RateLimiter = { acquire: async (platform) => void acquired.push(platform) };
    const adapter = new ScriptedAdapter([transient(), 'ok']);
    await new ProviderPolicy({ initialDelayMs: 1, rateLimiter: limiter }).askWithPolicy(
      adapter,
      askRequest({ platform: 'aio' }),
      { model: 'm' },
    );
    expect(acquired).toEqual(['aio', 'aio']);
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    const controller = new AbortController();
    const adapter = new ScriptedAdapter(['hang']);
    setTimeout(() => controller.abort(new Error('shutting down')), 20);
    await expect(
      new ProviderPolicy({ timeoutMs: 5_000 }).askWithPolicy(adapter, askRequest(), {
        model: 'm',
        signal: controller.signal,
      }),
    ).rejects.toThrow('shutting down');
    expect(adapter.calls).toBe(1);
  });
});
