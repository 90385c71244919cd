import { afterEach, describe, expect, it } from 'vitest';
import { ProviderPolicy } from '../resilience/provider-policy.js';
import { AI_OVERVIEW_MODEL, SerpApiAioAdapter } from './serpapi-aio-adapter.js';
import { askRequest } from './testing/ask-request.js';
import { type LoopbackServer, startLoopbackServer } from './testing/loopback-server.js';
import {
  SERPAPI_INVALID_KEY_BODY,
  SERPAPI_OUT_OF_SEARCHES_BODY,
  serpApiDeferredBody,
  serpApiFullBody,
  serpApiNoOverviewBody,
  serpApiOverviewBody,
} from './testing/serpapi-wire.js';

const NAMES = ['Globex', 'Acme', 'Initech'];
const REFS = [
  { url: 'https://www.g2.com/categories/project-management?srsltid=AfmBOor', title: 'Best PM Software' },
  { url: 'https://acme.com/', title: 'Acme' },
];
const signal = () => new AbortController().signal;
const ask = (s: LoopbackServer) =>
  new SerpApiAioAdapter({ apiKey: 'serp-key', baseUrl: s.url }).ask(askRequest({ platform: 'aio' }), {
    signal: signal(),
    model: AI_OVERVIEW_MODEL,
  });

describe('SerpApiAioAdapter (Google AI Overviews through SerpApi)', () => {
  let server: LoopbackServer;
  afterEach(async () => server?.close());

  it('renders a full overview as markdown and reads its references', async () => {
    server = await startLoopbackServer((req) => ({ body: serpApiFullBody(req.query.get('q') ?? '', NAMES, REFS) }));
    const answer = await ask(server);
    expect(answer.text).toBe(
      [
        'Popular choices include Globex, Acme and Initech, depending on team size and budget.',
        '## Top options',
        '- **Globex**: Strong automation and reporting.\n- **Acme**: Good for larger teams.\n  - Enterprise plans include SSO.\n- **Initech**: Budget-friendly.',
        '### How to choose\n\nCompare integrations and pricing tiers.',
        '| Tool | Best for |\n| --- | --- |\n| Globex | Small teams |\n| Acme | Enterprises |',
      ].join('\n\n'),
    );
    expect(answer.citations).toEqual(REFS);
    expect(answer).toMatchObject({ model: 'google-ai-overview', usage: { calls: 1 } });
    const sent = server.requests[0];
    expect(sent.path).toBe('/search.json');
    expect(Object.fromEntries(sent.query)).toEqual({
      engine: 'google',
      q: askRequest().query,
      hl: 'en',
      gl: 'us',
      api_key: 'serp-key',
    });
  });

  it('follows a deferred overview at once with engine=google_ai_overview and its page_token', async () => {
    server = await startLoopbackServer((req) =>
      req.query.get('engine') === 'google_ai_overview'
        ? { body: serpApiOverviewBody(req.query.get('page_token') ?? '', NAMES, REFS) }
        : { body: serpApiDeferredBody(req.query.get('q') ?? '', 'KIVu-nictZPdb9owEMD', server.url) },
    );
    const answer = await ask(server);
    expect(answer.usage.calls).toBe(2);
    expect(answer.text).toContain('## Top options');
    expect(answer.citations).toEqual(REFS);
    expect(Object.fromEntries(server.requests[1].query)).toEqual({
      engine: 'google_ai_overview',
      page_token: 'KIVu-nictZPdb9owEMD',
      api_key: 'serp-key',
    });
  });

  it.each([
    ['an ai_overview error', true],
    ['no ai_overview at all', false],
  ])('reports NO_OVERVIEW, not retried, for %s', async (_case, withError) => {
    server = await startLoopbackServer((req) => ({ body: serpApiNoOverviewBody(req.query.get('q') ?? '', withError) }));
    const error = await new ProviderPolicy({ initialDelayMs: 1 })
      .askWithPolicy(new SerpApiAioAdapter({ apiKey: 'k', baseUrl: server.url }), askRequest({ platform: 'aio' }), {
        model: AI_OVERVIEW_MODEL,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NO_OVERVIEW', retryable: false, attempts: 1 });
    expect((error as Error).message).toMatch(/^Google showed no AI Overview for this query/);
  });

  it('maps "run out of searches" to QUOTA_EXHAUSTED and a bad key to AUTH_FAILED', async () => {
    server = await startLoopbackServer(() => ({ status: 429, body: SERPAPI_OUT_OF_SEARCHES_BODY }));
    expect(await ask(server).catch((e: unknown) => e)).toMatchObject({ code: 'QUOTA_EXHAUSTED', retryable: false });
    await server.close();
    server = await startLoopbackServer(() => ({ status: 401, body: SERPAPI_INVALID_KEY_BODY }));
    expect(await ask(server).catch((e: unknown) => e)).toMatchObject({ code: 'AUTH_FAILED', retryable: false });
  });

  it('reports a non-JSON body as BAD_RESPONSE', async () => {
    server = await startLoopbackServer(() => ({ body: '<html>Bad gateway</html>' }));
    expect(await ask(server).catch((e: unknown) => e)).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
