import { afterEach, describe, expect, it } from 'vitest';
import { ProviderPolicy } from '../resilience/provider-policy.js';
import { OpenAiAdapter } from './openai-adapter.js';
import { ProviderError } from './provider-error.js';
import { askRequest } from './testing/ask-request.js';
import { type LoopbackServer, scripted, startLoopbackServer } from './testing/loopback-server.js';
import {
  OPENAI_INSUFFICIENT_QUOTA_BODY,
  OPENAI_RATE_LIMIT_BODY,
  OPENAI_SERVER_ERROR_BODY,
  openAiResponseBody,
} from './testing/openai-wire.js';

const ANSWER = {
  text: '1. **Globex** – great for agencies.\n2. **Acme** – strong reporting.',
  citations: [
    { url: 'https://www.g2.com/categories/project-management?utm_source=openai', title: 'Best PM Software - G2' },
    { url: 'https://acme.com/pricing?utm_source=openai', title: 'Acme Pricing' },
    { url: 'https://www.g2.com/categories/project-management?utm_source=openai', title: 'Best PM Software - G2' },
  ],
  sources: ['https://www.g2.com/categories/project-management', 'https://unrelated.example.org/'],
};

const fastPolicy = (overrides = {}) =>
  new ProviderPolicy({ initialDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000, ...overrides });

describe('OpenAiAdapter (Responses API with web_search)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  const adapterFor = (s: LoopbackServer) => new OpenAiAdapter({ apiKey: 'sk-test', baseUrl: `${s.url}/v1` });

  it('asks with web_search and reads text, url_citation annotations, model and usage', async () => {
    server = await startLoopbackServer(() => ({ body: openAiResponseBody(ANSWER) }));
    const persona = { id: 'per_1', name: 'Ops lead', role: 'Operations lead', goals: ['Ship faster'] };
    const answer = await adapterFor(server).ask(askRequest({ persona }), {
      signal: new AbortController().signal,
      model: 'gpt-4.1',
    });

    expect(answer.text).toBe(ANSWER.text);
    expect(answer.model).toBe('gpt-4.1-2025-04-14');
    expect(answer.citations).toEqual([
      { url: 'https://www.g2.com/categories/project-management?utm_source=openai', title: 'Best PM Software - G2' },
      { url: 'https://acme.com/pricing?utm_source=openai', title: 'Acme Pricing' },
    ]);
    expect(answer.usage).toEqual({ inputTokens: 312, outputTokens: 845, costUsd: 0.007384, calls: 1 });

    const sent = server.requests[0];
    expect(sent.path).toBe('/v1/responses');
    expect(sent.json).toMatchObject({
      model: 'gpt-4.1',
      input: askRequest().query,
      tools: [{ type: 'web_search' }],
      include: ['web_search_call.action.sources'],
    });
    expect(sent.body).toContain('<asker_background>');
    expect(sent.body).toContain('Operations lead');
    expect(sent.body).not.toContain('Acme');
  });

  it('retries a 429 after its retry-after and then succeeds', async () => {
    server = await startLoopbackServer(
      scripted(
        { status: 429, headers: { 'retry-after-ms': '40' }, body: OPENAI_RATE_LIMIT_BODY },
        { body: openAiResponseBody(ANSWER) },
      ),
    );
    const started = Date.now();
    const result = await fastPolicy({ initialDelayMs: 1 }).askWithPolicy(adapterFor(server), askRequest(), {
      model: 'gpt-4.1',
    });
    expect(result.attempts).toBe(2);
    expect(result.answer.text).toBe(ANSWER.text);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry insufficient_quota', async () => {
    server = await startLoopbackServer(() => ({ status: 429, body: OPENAI_INSUFFICIENT_QUOTA_BODY }));
    const error = await fastPolicy()
      .askWithPolicy(adapterFor(server), askRequest(), { model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'QUOTA_EXHAUSTED', retryable: false, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries 5xx up to the attempt limit, then reports SERVER_ERROR with the attempts', async () => {
    server = await startLoopbackServer(() => ({ status: 500, body: OPENAI_SERVER_ERROR_BODY }));
    const error = await fastPolicy({ maxAttempts: 3 })
      .askWithPolicy(adapterFor(server), askRequest(), { model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', retryable: true, attempts: 3, status: 500 });
    expect(server.requests).toHaveLength(3);
  });

  it('times an attempt out and aborts the request', async () => {
    server = await startLoopbackServer(
      scripted({ delayMs: 2_000, body: openAiResponseBody(ANSWER) }, { body: openAiResponseBody(ANSWER) }),
    );
    const result = await fastPolicy({ timeoutMs: 400 }).askWithPolicy(adapterFor(server), askRequest(), {
      model: 'gpt-4.1',
    });
    expect(result.attempts).toBe(2);

    const slow = await startLoopbackServer(() => ({ delayMs: 2_000, body: openAiResponseBody(ANSWER) }));
    const error = await fastPolicy({ timeoutMs: 400, maxAttempts: 1 })
      .askWithPolicy(adapterFor(slow), askRequest(), { model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    await slow.close();
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true, attempts: 1 });
  });

  it('reports a malformed body as BAD_RESPONSE, not retried', async () => {
    server = await startLoopbackServer(() => ({
      headers: { 'content-type': 'application/json' },
      body: '{"id":"resp_1","output":[{"type":"message"',
    }));
    const error = await fastPolicy()
      .askWithPolicy(adapterFor(server), askRequest(), { model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', retryable: false, attempts: 1 });
  });

  it('reports a body of the wrong shape as BAD_RESPONSE', async () => {
    server = await startLoopbackServer(() => ({ body: { id: 'resp_1', object: 'response', output: 'nope' } }));
    const error = await adapterFor(server)
      .ask(askRequest(), { signal: new AbortController().signal, model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('maps 401 to AUTH_FAILED', async () => {
    server = await startLoopbackServer(() => ({
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    }));
    const error = await adapterFor(server)
      .ask(askRequest(), { signal: new AbortController().signal, model: 'gpt-4.1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'AUTH_FAILED', retryable: false, status: 401 });
  });
});
