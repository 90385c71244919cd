import type { NativeCitation } from '#contracts';
import type { EnvRecord } from '../platform-bindings.js';
import { anthropicMessageBody } from './anthropic-wire.js';
import { geminiResponseBody, groundingRedirectPath } from './gemini-wire.js';
import {
  type LoopbackHandler,
  type LoopbackServer,
  type ScriptedResponse,
  startLoopbackServer,
} from './loopback-server.js';
import { openAiResponseBody } from './openai-wire.js';
import { perplexityResponseBody } from './perplexity-wire.js';
import { serpApiFullBody } from './serpapi-wire.js';

export interface FakeProvidersOptions {
  /** The brand the answers recommend first. */
  brand: string;
  brandDomain: string;
  competitors?: string[];
  /** Per-path override, e.g. to make one provider fail during a scan. */
  override?: (path: string) => ScriptedResponse | undefined;
}

/**
 * One loopback server speaking every provider's wire format, so that an end-to-end test can point a
 * whole scan at it (see `fakeProvidersEnv`). Answers always name the brand first.
 */
export async function startFakeProviders(options: FakeProvidersOptions): Promise<LoopbackServer> {
  const competitors = options.competitors?.length ? options.competitors : ['Globex', 'Initech'];
  const names = [options.brand, ...competitors];
  const citations: NativeCitation[] = [
    { url: `https://www.${options.brandDomain}/pricing?utm_source=openai`, title: `${options.brand} Pricing` },
    { url: 'https://www.g2.com/categories/software', title: 'Best Software of 2025 - G2' },
  ];
  const list = names.map((n, i) => `${i + 1}. **${n}** – a well-reviewed option.`).join('\n');
  const text = `Here are strong options:\n\n${list}`;
  let base = '';
  const handler: LoopbackHandler = (req) => {
    const override = options.override?.(req.path);
    if (override) return override;
    if (req.path.endsWith('/responses')) return { body: openAiResponseBody({ text, citations }) };
    if (req.path.endsWith('/v1/messages')) return { body: anthropicMessageBody({ paragraphs: [text], citations }) };
    if (req.path.includes(':generateContent')) {
      const chunks = citations.map((c, i) => ({
        url: `${base}${groundingRedirectPath(String(i))}`,
        title: URL.parse(c.url)?.hostname,
      }));
      return { body: geminiResponseBody({ text, chunks }) };
    }
    if (req.path.startsWith('/grounding-api-redirect/AUZIYQ')) {
      const target = citations[Number(req.path.slice('/grounding-api-redirect/AUZIYQ'.length))] ?? citations[0];
      return { status: 302, headers: { location: target.url }, body: '' };
    }
    if (req.path.endsWith('/chat/completions')) {
      return { body: perplexityResponseBody({ text: `${text} [1][2]`, citations }) };
    }
    if (req.path === '/search.json') return { body: serpApiFullBody(req.query.get('q') ?? '', names, citations) };
    return { status: 404, body: { error: { message: `no fake for ${req.path}` } } };
  };
  const server = await startLoopbackServer(handler);
  base = server.url;
  return server;
}

/** Environment that binds the four platform keys to their default providers, served by the fake. */
export function fakeProvidersEnv(server: LoopbackServer): EnvRecord {
  return {
    PLATFORM_ASSISTANT_A_PROVIDER: 'openai',
    PLATFORM_ASSISTANT_A_BASE_URL: `${server.url}/v1`,
    PLATFORM_ASSISTANT_A_API_KEY: 'sk-test',
    PLATFORM_ASSISTANT_B_PROVIDER: 'anthropic',
    PLATFORM_ASSISTANT_B_BASE_URL: server.url,
    PLATFORM_ASSISTANT_B_API_KEY: 'sk-ant-test',
    PLATFORM_ASSISTANT_C_PROVIDER: 'gemini',
    PLATFORM_ASSISTANT_C_BASE_URL: server.url,
    PLATFORM_ASSISTANT_C_API_KEY: 'gemini-test',
    GEMINI_REDIRECT_HOSTS: server.host,
    PLATFORM_AIO_PROVIDER: 'serpapi-aio',
    PLATFORM_AIO_BASE_URL: server.url,
    PLATFORM_AIO_API_KEY: 'serpapi-test',
  };
}
