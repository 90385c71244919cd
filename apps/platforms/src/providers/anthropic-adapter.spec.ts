import { afterEach, describe, expect, it } from 'vitest';
import { ProviderPolicy } from '../resilience/provider-policy.js';
import { AnthropicAdapter } from './anthropic-adapter.js';
import { anthropicErrorBody, anthropicMessageBody } from './testing/anthropic-wire.js';
import { askRequest } from './testing/ask-request.js';
import { type LoopbackServer, scripted, startLoopbackServer } from './testing/loopback-server.js';

const CITED = [
  { url: 'https://www.capterra.com/project-management-software/', title: 'Best Project Management Software 2025' },
  { url: 'https://globex.com/features', title: 'Globex Features' },
];
const signal = () => new AbortController().signal;

describe('AnthropicAdapter (Messages API with web_search_20250305)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  it('joins the text blocks and collects text citations and search results', async () => {
    const results = [...CITED, { url: 'https://www.reddit.com/r/projectmanagement/', title: 'r/projectmanagement' }];
    server = await startLoopbackServer(() => ({
      body: anthropicMessageBody({
        paragraphs: ['Globex is popular with agencies. ', 'Acme has strong reporting.'],
        citations: CITED,
        results,
      }),
    }));
    const adapter = new AnthropicAdapter({ apiKey: 'sk-ant', baseUrl: server.url });
    const answer = await adapter.ask(askRequest(), { signal: signal(), model: 'claude-haiku-4-5' });

    expect(answer.text).toBe(
      "I'll search for current information on this.\n\nGlobex is popular with agencies. Acme has strong reporting.",
    );
    expect(answer.model).toBe('claude-sonnet-4-5-20250929');
    expect(answer.citations).toEqual(results);
    expect(answer.usage).toEqual({ inputTokens: 2840, outputTokens: 512, costUsd: 0.0162, calls: 1 });

    const sent = server.requests[0];
    expect(sent.path).toBe('/v1/messages');
    expect(sent.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.json).toMatchObject({
      model: 'claude-haiku-4-5',
      tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }],
      messages: [{ role: 'user', content: askRequest().query }],
    });
    expect(sent.body).not.toContain('Acme');
  });

  it('still answers when the search failed, and notes the error', async () => {
    server = await startLoopbackServer(() => ({
      body: anthropicMessageBody({
        paragraphs: ['From what I know, Globex is a common pick.'],
        searchErrorCode: 'max_uses_exceeded',
      }),
    }));
    const noted: string[] = [];
    const adapter = new AnthropicAdapter({
      apiKey: 'sk-ant',
      baseUrl: server.url,
      onSearchError: (e) => noted.push(e.errorCode),
    });
    const answer = await adapter.ask(askRequest(), { signal: signal(), model: 'claude-haiku-4-5' });
    expect(answer.text).toContain('Globex is a common pick.');
    expect(answer.citations).toEqual([]);
    expect(noted).toEqual(['max_uses_exceeded']);
  });

  it('continues a pause_turn by sending the paused content back, counting both calls', async () => {
    server = await startLoopbackServer(
      scripted(
        { body: anthropicMessageBody({ paragraphs: [], citations: [], results: CITED, stopReason: 'pause_turn' }) },
        { body: anthropicMessageBody({ paragraphs: ['Globex leads the list.'], citations: [CITED[1]] }) },
      ),
    );
    const adapter = new AnthropicAdapter({ apiKey: 'sk-ant', baseUrl: server.url });
    const answer = await adapter.ask(askRequest(), { signal: signal(), model: 'claude-haiku-4-5' });
    expect(answer.usage.calls).toBe(2);
    expect(answer.usage.inputTokens).toBe(5680);
    expect(answer.text).toContain('Globex leads the list.');
    const second = server.requests[1].json as { messages: { role: string }[] };
    expect(second.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('treats 529 overloaded as retryable and honours retry-after', async () => {
    server = await startLoopbackServer(
      scripted(
        { status: 529, headers: { 'retry-after': '0' }, body: anthropicErrorBody('overloaded_error', 'Overloaded') },
        { body: anthropicMessageBody({ paragraphs: ['Globex.'], citations: [] }) },
      ),
    );
    const adapter = new AnthropicAdapter({ apiKey: 'sk-ant', baseUrl: server.url });
    const error = await adapter.ask(askRequest(), { signal: signal(), model: 'm' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OVERLOADED', retryable: true, retryAfterMs: 0, status: 529 });

    const result = await new ProviderPolicy({ initialDelayMs: 1 }).askWithPolicy(adapter, askRequest(), { model: 'm' });
    expect(result.attempts).toBe(1);
    expect(result.answer.text).toContain('Globex.');
  });

  it('maps a 429 rate_limit_error with retry-after seconds', async () => {
    server = await startLoopbackServer(() => ({
      status: 429,
      headers: { 'retry-after': '7' },
      body: anthropicErrorBody('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'),
    }));
    const adapter = new AnthropicAdapter({ apiKey: 'sk-ant', baseUrl: server.url });
    const error = await adapter.ask(askRequest(), { signal: signal(), model: 'm' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryable: true, retryAfterMs: 7000 });
  });
});
