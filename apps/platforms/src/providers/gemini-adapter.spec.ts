import { afterEach, describe, expect, it } from 'vitest';
import { GeminiAdapter } from './gemini-adapter.js';
import { askRequest } from './testing/ask-request.js';
import { geminiErrorBody, geminiResponseBody, groundingRedirectPath } from './testing/gemini-wire.js';
import { type LoopbackServer, startLoopbackServer } from './testing/loopback-server.js';

const signal = () => new AbortController().signal;
const TEXT = 'Globex and Acme are both well reviewed for agencies.';

describe('GeminiAdapter (generateContent with googleSearch grounding)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  async function serve(chunks: (base: string) => { url: string; title?: string }[]) {
    let base = '';
    server = await startLoopbackServer((req) => {
      if (req.path.includes(':generateContent'))
        return { body: geminiResponseBody({ text: TEXT, chunks: chunks(base) }) };
      if (req.path === groundingRedirectPath('1')) {
        return { status: 302, headers: { location: 'https://www.g2.com/categories/project-management' } };
      }
      if (req.path === groundingRedirectPath('2')) {
        return { status: 307, headers: { location: 'https://globex.com/blog/agency-guide?utm_source=gemini' } };
      }
      return { status: 404, body: { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } } };
    });
    base = server.url;
    return server;
  }

  it('resolves grounding redirects from allowed hosts without following them, keeping real titles', async () => {
    await serve((base) => [
      { url: `${base}${groundingRedirectPath('1')}`, title: 'g2.com' },
      { url: `${base}${groundingRedirectPath('2')}`, title: 'The agency guide to project tools' },
      { url: `${base}${groundingRedirectPath('9')}`, title: 'unknown.example' },
    ]);
    const adapter = new GeminiAdapter({
      apiKey: 'g-key',
      baseUrl: server.url,
      redirects: { allowedHosts: [server.host] },
    });
    const answer = await adapter.ask(askRequest({ platform: 'assistant_c' }), {
      signal: signal(),
      model: 'gemini-2.5-flash',
    });

    expect(answer.text).toBe(TEXT);
    expect(answer.model).toBe('gemini-2.5-flash');
    expect(answer.citations).toEqual([
      { url: 'https://www.g2.com/categories/project-management' },
      { url: 'https://globex.com/blog/agency-guide?utm_source=gemini', title: 'The agency guide to project tools' },
      { url: `${server.url}${groundingRedirectPath('9')}` },
    ]);
    expect(answer.usage).toMatchObject({ inputTokens: 110, outputTokens: 630, calls: 1 });
    // The redirect targets were never fetched: only the loopback server saw requests.
    expect(server.requests.filter((r) => r.path.startsWith('/grounding-api-redirect/'))).toHaveLength(3);

    const sent = server.requests[0];
    expect(sent.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe('g-key');
    expect(sent.json).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: askRequest().query }] }],
      tools: [{ googleSearch: {} }],
    });
    expect(sent.body).not.toContain('Acme');
  });

  it('leaves links of hosts outside the allowlist alone', async () => {
    await serve((base) => [{ url: `${base}${groundingRedirectPath('1')}`, title: 'G2 Reviews' }]);
    const adapter = new GeminiAdapter({ apiKey: 'g-key', baseUrl: server.url });
    const answer = await adapter.ask(askRequest(), { signal: signal(), model: 'gemini-2.5-pro' });
    expect(answer.citations).toEqual([{ url: `${server.url}${groundingRedirectPath('1')}`, title: 'G2 Reviews' }]);
    expect(server.requests).toHaveLength(1);
  });

  it('maps RESOURCE_EXHAUSTED to RATE_LIMITED with the RetryInfo delay', async () => {
    server = await startLoopbackServer(() => ({
      status: 429,
      body: geminiErrorBody(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', '12s'),
    }));
    const adapter = new GeminiAdapter({ apiKey: 'g-key', baseUrl: server.url });
    const error = await adapter
      .ask(askRequest(), { signal: signal(), model: 'gemini-2.5-flash' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryable: true, retryAfterMs: 12_000, status: 429 });
  });

  it('maps 503 UNAVAILABLE to OVERLOADED and a malformed body to BAD_RESPONSE', async () => {
    server = await startLoopbackServer(() => ({
      status: 503,
      body: geminiErrorBody(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
    }));
    const adapter = new GeminiAdapter({ apiKey: 'g-key', baseUrl: server.url });
    const overloaded = await adapter.ask(askRequest(), { signal: signal(), model: 'm' }).catch((e: unknown) => e);
    expect(overloaded).toMatchObject({ code: 'OVERLOADED', retryable: true });
    await server.close();

    server = await startLoopbackServer(() => ({
      headers: { 'content-type': 'application/json' },
      body: '{"candidates":[',
    }));
    const malformed = await new GeminiAdapter({ apiKey: 'g-key', baseUrl: server.url })
      .ask(askRequest(), { signal: signal(), model: 'm' })
      .catch((e: unknown) => e);
    expect(malformed).toMatchObject({ code: 'BAD_RESPONSE', retryable: false });
  });
});
