import { describe, expect, it } from 'vitest';
import { PLATFORM_ENV_VARS, PlatformBindingError, resolvePlatformBindings } from './platform-bindings.js';

describe('resolvePlatformBindings', () => {
  it('falls back to the simulator for every default provider without credentials, and says so', () => {
    const bindings = resolvePlatformBindings({});
    for (const binding of Object.values(bindings)) {
      expect(binding).toMatchObject({ provider: 'simulator', simulated: true });
      expect(binding.note).toMatch(/simulated, because/);
    }
    expect(bindings.assistant_a).toMatchObject({
      fallbackFrom: 'openai',
      models: { batch: 'simulator/assistant_a-batch', full: 'simulator/assistant_a-full' },
    });
    expect(bindings.aio.fallbackFrom).toBe('serpapi-aio');
  });

  it('binds the production defaults when the provider keys are present', () => {
    const bindings = resolvePlatformBindings({
      OPENAI_API_KEY: 'sk-1',
      ANTHROPIC_API_KEY: 'sk-ant',
      GEMINI_API_KEY: 'g',
      SERPAPI_API_KEY: 's',
    });
    expect(bindings.assistant_a).toMatchObject({
      provider: 'openai',
      apiKey: 'sk-1',
      models: { batch: 'gpt-5.4-mini', full: 'gpt-5.4' },
    });
    expect(bindings.assistant_b).toMatchObject({
      provider: 'anthropic',
      models: { batch: 'claude-haiku-5-5', full: 'claude-sonnet-5-5' },
    });
    expect(bindings.assistant_c).toMatchObject({
      provider: 'gemini',
      models: { batch: 'gemini-3.5-flash', full: 'gemini-2.5-pro' },
      groundingRedirectHosts: ['vertexaisearch.cloud.google.com'],
    });
    expect(bindings.aio).toMatchObject({
      provider: 'serpapi-aio',
      simulated: false,
      models: { batch: 'google-ai-overview' },
    });
  });

  it('lets each key choose provider, models, base URL, key and rate', () => {
    const bindings = resolvePlatformBindings({
      PLATFORM_ASSISTANT_A_PROVIDER: 'Perplexity',
      PLATFORM_ASSISTANT_A_API_KEY: 'pplx',
      PLATFORM_ASSISTANT_A_MODEL_FULL: 'sonar-reasoning-pro',
      PLATFORM_ASSISTANT_A_RATE_LIMIT_RPS: '3',
      PLATFORM_ASSISTANT_B_PROVIDER: 'openai-compatible',
      PLATFORM_ASSISTANT_B_BASE_URL: 'http://127.0.0.1:11434/v1',
      PLATFORM_ASSISTANT_B_MODEL_BATCH: 'llama3.1:8b',
      PLATFORM_ASSISTANT_C_PROVIDER: 'simulator',
      GEMINI_API_KEY: 'unused',
    });
    expect(bindings.assistant_a).toMatchObject({
      provider: 'perplexity',
      apiKey: 'pplx',
      models: { batch: 'sonar', full: 'sonar-reasoning-pro' },
      requestsPerSecond: 3,
    });
    expect(bindings.assistant_b).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      models: { batch: 'llama3.1:8b', full: 'llama3.1:8b' },
    });
    expect(bindings.assistant_c).toMatchObject({ provider: 'simulator', simulated: true });
    expect(bindings.assistant_c.fallbackFrom).toBeUndefined();
  });

  it.each([
    [{ PLATFORM_AIO_PROVIDER: 'bing' }, 'PLATFORM_AIO_PROVIDER'],
    [
      { PLATFORM_ASSISTANT_A_PROVIDER: 'openai-compatible', PLATFORM_ASSISTANT_A_BASE_URL: 'http://x' },
      'PLATFORM_ASSISTANT_A_MODEL_BATCH',
    ],
    [{ PLATFORM_ASSISTANT_B_RATE_LIMIT_RPS: '0.5' }, 'PLATFORM_ASSISTANT_B_RATE_LIMIT_RPS'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => resolvePlatformBindings(env)).toThrow(PlatformBindingError);
    expect(() => resolvePlatformBindings(env)).toThrow(new RegExp(`^${variable}:`));
  });

  it('lists every variable it reads, with a description', () => {
    const names = PLATFORM_ENV_VARS.map((v) => v.name);
    expect(names).toContain('PLATFORM_ASSISTANT_A_PROVIDER');
    expect(names).toContain('PLATFORM_AIO_MODEL_FULL');
    expect(names).toContain('SERPAPI_API_KEY');
    expect(new Set(names).size).toBe(names.length);
    expect(PLATFORM_ENV_VARS.every((v) => v.description.length > 10)).toBe(true);
  });
});
