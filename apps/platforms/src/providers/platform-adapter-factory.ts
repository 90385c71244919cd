import { SimulatorAdapter, type SimulatorOptions } from '../simulator/simulator-adapter.js';
import { AnthropicAdapter, type AnthropicAdapterOptions } from './anthropic-adapter.js';
import { GeminiAdapter } from './gemini-adapter.js';
import { OpenAiAdapter } from './openai-adapter.js';
import { OpenAiCompatibleAdapter } from './openai-compatible-adapter.js';
import { PerplexityAdapter } from './perplexity-adapter.js';
import type { PlatformAdapter } from './platform-adapter.js';
import type { PlatformBinding } from './platform-bindings.js';
import { SerpApiAioAdapter } from './serpapi-aio-adapter.js';

export interface AdapterExtras {
  simulator?: SimulatorOptions;
  onSearchError?: AnthropicAdapterOptions['onSearchError'];
  /** Price of one SerpApi search on the account's plan. */
  serpApiCostPerSearchUsd?: number;
}

/**
 * Builds the adapter a binding names. Build one per platform key and keep it: the simulator
 * remembers which runs already failed, so that their retries can succeed.
 */
export function createPlatformAdapter(binding: PlatformBinding, extras: AdapterExtras = {}): PlatformAdapter {
  const credentials = { apiKey: binding.apiKey ?? '', baseUrl: binding.baseUrl };
  switch (binding.provider) {
    case 'openai':
      return new OpenAiAdapter(credentials);
    case 'anthropic':
      return new AnthropicAdapter({ ...credentials, onSearchError: extras.onSearchError });
    case 'gemini':
      return new GeminiAdapter({ ...credentials, redirects: { allowedHosts: binding.groundingRedirectHosts } });
    case 'perplexity':
      return new PerplexityAdapter(credentials);
    case 'serpapi-aio':
      return new SerpApiAioAdapter({ ...credentials, costPerSearchUsd: extras.serpApiCostPerSearchUsd });
    case 'openai-compatible':
      return new OpenAiCompatibleAdapter({ baseUrl: binding.baseUrl ?? '', apiKey: binding.apiKey });
    case 'simulator':
      return new SimulatorAdapter(extras.simulator);
  }
}
