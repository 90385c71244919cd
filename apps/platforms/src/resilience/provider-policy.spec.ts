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
    expect(policy.circuitState('assistant_a openai')).toBe('open');

    const healthy = new ScriptedAdapter(['ok']);
    const refused = await policy.askWithPolicy(healthy, askRequest(), { model: 'm' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'CIRCUIT_OPEN', retryable: true, attempts: 0 });
    expect(healthy.calls).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(policy.askWithPolicy(healthy, askRequest(), { model: 'm' })).resolves.toMatchObject({ attempts: 1 });
    expect(policy.circuitState('openai')).toBe('closed');
  });

  it('keeps one circuit per platform and endpoint: a failing one leaves another of the same kind closed', async () => {
    const policy = new ProviderPolicy({ maxAttempts: 1, breakerThreshold: 2, breakerHalfOpenAfterMs: 10_000 });
    const failing = new ScriptedAdapter([transient()]);
    const a = { model: 'm', circuit: 'assistant_a openai-compatible http://a.test/v1' };
    const b = { model: 'm', circuit: 'assistant_b openai-compatible http://b.test/v1' };
    for (let i = 0; i < 2; i++)
      await policy.askWithPolicy(failing, askRequest({ platform: 'assistant_a' }), a).catch(() => undefined);
    expect(policy.circuitState(a.circuit)).toBe('open');
    const healthy = new ScriptedAdapter(['ok']);
    await expect(policy.askWithPolicy(healthy, askRequest({ platform: 'assistant_b' }), b)).resolves.toMatchObject({
      attempts: 1,
    });
    expect(policy.circuitState(b.circuit)).toBe('closed');
  });

  it('says the last real cause beside an open circuit, and when the half-open probe comes', async () => {
    const policy = new ProviderPolicy({ maxAttempts: 1, breakerThreshold: 2, breakerHalfOpenAfterMs: 1_000 });
    const failing = new ScriptedAdapter([new ProviderError('SERVER_ERROR', 'openai failed (HTTP 500): boom')]);
    for (let i = 0; i < 2; i++)
      await policy.askWithPolicy(failing, askRequest(), { model: 'm' }).catch(() => undefined);
    const refused = await policy.askWithPolicy(failing, askRequest(), { model: 'm' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'CIRCUIT_OPEN', attempts: 0 });
    expect((refused as Error).message).toMatch(/HTTP 500\): boom/);
    expect((refused as Error).message).toMatch(/paused/);
    expect((refused as ProviderError).retryAfterMs).toBeGreaterThan(500);
    expect((refused as ProviderError).retryAfterMs).toBeLessThanOrEqual(1_250);
  });

  it("reports a run's own failure when the circuit opens during its retries", async () => {
    const policy = new ProviderPolicy({ maxAttempts: 3, initialDelayMs: 1, breakerThreshold: 1 });
    const adapter = new ScriptedAdapter([new ProviderError('TIMEOUT', 'openai did not answer within 5 ms'), 'ok']);
    const error = await policy.askWithPolicy(adapter, askRequest(), { model: 'm' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CIRCUIT_OPEN', attempts: 1 });
    expect((error as Error).message).toMatch(/did not answer within 5 ms/);
  });

  it('does not count non-retryable errors against the circuit', async () => {
    const policy = new ProviderPolicy({ breakerThreshold: 1 });
    const adapter = new ScriptedAdapter([new ProviderError('NO_OVERVIEW', 'none')]);
    await policy.askWithPolicy(adapter, askRequest(), { model: 'm' }).catch(() => undefined);
    expect(policy.circuitState('assistant_a openai')).toBe('closed');
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

  describe('requeueDelay: what goes back on the queue, and for how long', () => {
    const policy = new ProviderPolicy({ maxRetryAfterMs: 60_000, requeueMaxWaitMs: 600_000 });
    const limited = (retryAfterMs?: number) =>
      new ProviderError('RATE_LIMITED', 'openai is rate limiting us (HTTP 429)', { retryAfterMs });

    it.each([
      ['a 120 s Retry-After, fresh run', limited(120_000), 0, 120_000],
      ['a 120 s Retry-After after 8 minutes of waiting', limited(120_000), 480_000, 120_000],
      ['a 120 s Retry-After that would pass the bound', limited(120_000), 480_001, null],
      ['a 30 s Retry-After (already waited in process)', limited(30_000), 0, null],
      ['a 429 without Retry-After', limited(), 0, null],
      ['an open circuit', new ProviderError('CIRCUIT_OPEN', 'paused', { retryAfterMs: 800 }), 10_000, 800],
      [
        'an open circuit at the bound',
        new ProviderError('CIRCUIT_OPEN', 'paused', { retryAfterMs: 800 }),
        599_500,
        null,
      ],
      ['a refused request', new ProviderError('BAD_REQUEST', 'no', { retryAfterMs: 120_000 }), 0, null],
    ])('%s → %s', (_name, error, waitedMs, expected) => {
      expect(policy.requeueDelay(error, waitedMs)).toBe(expected);
    });

    it('says why a long Retry-After was not waited for', () => {
      expect(policy.giveUpMessage(limited(3_600_000), 0)).toBe(
        'openai is rate limiting us (HTTP 429); it asked to wait 3600 s, which after 0 s of waiting exceeds the 600 s a run may wait',
      );
    });
  });
});
