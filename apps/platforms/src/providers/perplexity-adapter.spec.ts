import { afterEach, describe, expect, it } from 'vitest';
import { PerplexityAdapter } from './perplexity-adapter.js';
import { askRequest } from './testing/ask-request.js';
import { type LoopbackServer, startLoopbackServer } from './testing/loopback-server.js';
import { perplexityResponseBody } from './testing/perplexity-wire.js';

describe('PerplexityAdapter (Sonar /chat/completions)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  it('reads citations in marker order with search_result titles, and the reported cost', async () => {
    const citations = [
      { url: 'https://www.g2.com/categories/project-management', title: 'Best Project Management Software' },
      { url: 'https://globex.com/pricing', title: 'Globex Pricing' },
    ];
    server = await startLoopbackServer(() => ({
      body: perplexityResponseBody({
        text: 'Globex is a frequent pick [1][2].',
        citations,
        extraResults: [{ url: 'https://www.reddit.com/r/agency/', title: 'r/agency' }],
        totalCost: 0.0135,
      }),
    }));
    const adapter = new PerplexityAdapter({ apiKey: 'pplx-test', baseUrl: server.url });
    const answer = await adapter.ask(askRequest(), { signal: new AbortController().signal, model: 'sonar-pro' });
    expect(answer.text).toBe('Globex is a frequent pick [1][2].');
    expect(answer.model).toBe('sonar-pro');
    expect(answer.citations).toEqual([...citations, { url: 'https://www.reddit.com/r/agency/', title: 'r/agency' }]);
    expect(answer.usage).toEqual({ inputTokens: 18, outputTokens: 402, costUsd: 0.0135, calls: 1 });
    expect(server.requests[0].path).toBe('/chat/completions');
    expect(server.requests[0].json).toMatchObject({ model: 'sonar-pro', messages: [{ role: 'user' }] });
  });
});
