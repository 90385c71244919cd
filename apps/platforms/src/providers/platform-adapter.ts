import type { AskAnswer, AskRequest } from '#contracts';

/** The provider adapters that can serve a platform key (decisions §1). */
export const PROVIDER_KINDS = [
  'openai',
  'anthropic',
  'gemini',
  'perplexity',
  'serpapi-aio',
  'openai-compatible',
  'simulator',
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface AskOptions {
  /** Aborts the provider call: the resilience policy's per-attempt timeout, or the caller giving up. */
  signal: AbortSignal;
  /** The model to ask, chosen by the platform binding for the scan mode. */
  model: string;
}

/** One provider behind one interface: asks one question, returns the answer as the provider gave it. */
export interface PlatformAdapter {
  readonly provider: ProviderKind;
  ask(req: AskRequest, opts: AskOptions): Promise<AskAnswer>;
}

export function isProviderKind(value: string): value is ProviderKind {
  return (PROVIDER_KINDS as readonly string[]).includes(value);
}

/** What every real provider adapter is constructed with. */
export interface ProviderCredentials {
  apiKey: string;
  /** Another endpoint than the provider's own: a gateway, a proxy, or a loopback test server. */
  baseUrl?: string;
}
