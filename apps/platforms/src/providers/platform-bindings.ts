import { PLATFORM_KEYS, type PlatformKey, SCAN_MODES, type ScanMode } from '#contracts';
import { DEFAULT_GROUNDING_REDIRECT_HOSTS } from './grounding-redirect-resolver.js';
import { isProviderKind, PROVIDER_KINDS, type ProviderKind } from './platform-adapter.js';
import { AI_OVERVIEW_MODEL } from './serpapi-aio-adapter.js';

export type EnvRecord = Readonly<Record<string, string | undefined>>;

/** How one platform key is served (decisions §1). */
export interface PlatformBinding {
  platform: PlatformKey;
  provider: ProviderKind;
  models: Record<ScanMode, string>;
  apiKey?: string;
  baseUrl?: string;
  /** True when the offline simulator answers: results are simulated. */
  simulated: boolean;
  /** The provider that was wanted when the simulator stands in for lack of credentials. */
  fallbackFrom?: ProviderKind;
  /** Shared requests-per-second limit across all replicas; none when undefined. */
  requestsPerSecond?: number;
  /** Gemini only: hosts whose grounding links are redirects to resolve. */
  groundingRedirectHosts?: string[];
  /** One sentence for logs and `_service`: what serves this key, and why. */
  note: string;
}

export type PlatformBindings = Record<PlatformKey, PlatformBinding>;

export class PlatformBindingError extends Error {
  override readonly name = 'PlatformBindingError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

const DEFAULT_PROVIDERS: Record<PlatformKey, ProviderKind> = {
  assistant_a: 'openai',
  assistant_b: 'anthropic',
  assistant_c: 'gemini',
  aio: 'serpapi-aio',
};

/** Cost-effective (`batch`) and premium (`full`) models per provider; openai-compatible has none. */
const DEFAULT_MODELS: Partial<Record<ProviderKind, Record<ScanMode, string>>> = {
  openai: { batch: 'gpt-5.4-mini', full: 'gpt-5.4' },
  anthropic: { batch: 'claude-haiku-5-5', full: 'claude-sonnet-5-5' },
  gemini: { batch: 'gemini-3.5-flash', full: 'gemini-2.5-pro' },
  perplexity: { batch: 'sonar', full: 'sonar-pro' },
  'serpapi-aio': { batch: AI_OVERVIEW_MODEL, full: AI_OVERVIEW_MODEL },
};

const PROVIDER_KEY_VARS: Partial<Record<ProviderKind, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  gemini: 'GEMINI_API_KEY',
  perplexity: 'PERPLEXITY_API_KEY',
  'serpapi-aio': 'SERPAPI_API_KEY',
};

export const GEMINI_REDIRECT_HOSTS_VAR = 'GEMINI_REDIRECT_HOSTS';

/** `assistant_a` → `PLATFORM_ASSISTANT_A_<suffix>`. */
export function platformVar(platform: PlatformKey, suffix: string): string {
  return `PLATFORM_${platform.toUpperCase()}_${suffix}`;
}

/** The environment variables read here, for the validated configuration schema and `.env.example`. */
export const PLATFORM_ENV_VARS: readonly { name: string; description: string }[] = [
  ...PLATFORM_KEYS.flatMap((platform) => [
    {
      name: platformVar(platform, 'PROVIDER'),
      description: `Adapter serving ${platform}: one of ${PROVIDER_KINDS.join(', ')} (default ${DEFAULT_PROVIDERS[platform]}; simulator when it has no credentials).`,
    },
    {
      name: platformVar(platform, 'MODEL_BATCH'),
      description: `Model ${platform} asks in batch scans (default: the provider's cost-effective model).`,
    },
    {
      name: platformVar(platform, 'MODEL_FULL'),
      description: `Model ${platform} asks in full scans (default: the provider's premium model; openai-compatible: the batch model).`,
    },
    {
      name: platformVar(platform, 'BASE_URL'),
      description: `Another endpoint for ${platform}'s provider (gateway, proxy, local server); required for openai-compatible.`,
    },
    {
      name: platformVar(platform, 'API_KEY'),
      description: `API key for ${platform}'s provider; falls back to the provider's own *_API_KEY variable.`,
    },
    {
      name: platformVar(platform, 'RATE_LIMIT_RPS'),
      description: `Requests per second to ${platform}, shared by all replicas (unset: unlimited).`,
    },
  ]),
  ...Object.entries(PROVIDER_KEY_VARS).map(([provider, name]) => ({
    name,
    description: `API key for ${provider}, used by every platform key bound to it.`,
  })),
  {
    name: GEMINI_REDIRECT_HOSTS_VAR,
    description: `Comma-separated hosts whose Gemini grounding links are resolved through their redirect (default ${DEFAULT_GROUNDING_REDIRECT_HOSTS.join(',')}).`,
  },
];

/** Which adapter and models serve each platform key, from a plain environment record. */
export function resolvePlatformBindings(env: EnvRecord): PlatformBindings {
  const entries = PLATFORM_KEYS.map((platform) => [platform, resolveBinding(platform, env)] as const);
  return Object.fromEntries(entries) as PlatformBindings;
}

function resolveBinding(platform: PlatformKey, env: EnvRecord): PlatformBinding {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const providerVar = platformVar(platform, 'PROVIDER');
  const chosen = read(providerVar)?.toLowerCase();
  if (chosen !== undefined && !isProviderKind(chosen)) {
    throw new PlatformBindingError(
      providerVar,
      `unknown provider "${chosen}" (expected one of ${PROVIDER_KINDS.join(', ')})`,
    );
  }
  const provider = chosen ?? DEFAULT_PROVIDERS[platform];
  const how = chosen ? `${providerVar}=${provider}` : 'the default';
  const requestsPerSecond = readRate(platform, read);
  const baseUrl = read(platformVar(platform, 'BASE_URL'));
  const keyVar = PROVIDER_KEY_VARS[provider];
  const apiKey = read(platformVar(platform, 'API_KEY')) ?? (keyVar ? read(keyVar) : undefined);

  const hasCredentials =
    provider === 'openai-compatible' ? baseUrl !== undefined : provider === 'simulator' || !!apiKey;
  if (!hasCredentials) {
    const missing =
      provider === 'openai-compatible'
        ? platformVar(platform, 'BASE_URL')
        : `${platformVar(platform, 'API_KEY')} or ${keyVar}`;
    return {
      ...simulatorBinding(platform, requestsPerSecond),
      fallbackFrom: provider,
      note: `${platform}: simulated, because ${provider} (from ${how}) has no credentials (${missing} unset).`,
    };
  }
  if (provider === 'simulator') {
    return { ...simulatorBinding(platform, requestsPerSecond), note: `${platform}: simulated, as ${how} says.` };
  }

  const models = resolveModels(platform, provider, read);
  const binding: PlatformBinding = {
    platform,
    provider,
    models,
    simulated: false,
    note: `${platform}: ${provider} (from ${how}), models ${models.batch} (batch) and ${models.full} (full).`,
  };
  if (apiKey) binding.apiKey = apiKey;
  if (baseUrl) binding.baseUrl = baseUrl;
  if (requestsPerSecond !== undefined) binding.requestsPerSecond = requestsPerSecond;
  if (provider === 'gemini') {
    const hosts = read(GEMINI_REDIRECT_HOSTS_VAR)
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    binding.groundingRedirectHosts = hosts?.length ? hosts : [...DEFAULT_GROUNDING_REDIRECT_HOSTS];
  }
  return binding;
}

function resolveModels(
  platform: PlatformKey,
  provider: ProviderKind,
  read: (name: string) => string | undefined,
): Record<ScanMode, string> {
  const defaults = DEFAULT_MODELS[provider];
  const batchVar = platformVar(platform, 'MODEL_BATCH');
  const batch = read(batchVar) ?? defaults?.batch;
  if (!batch) throw new PlatformBindingError(batchVar, `${provider} has no default model: set one`);
  const full = read(platformVar(platform, 'MODEL_FULL')) ?? defaults?.full ?? batch;
  return { batch, full };
}

function readRate(platform: PlatformKey, read: (name: string) => string | undefined): number | undefined {
  const name = platformVar(platform, 'RATE_LIMIT_RPS');
  const raw = read(name);
  if (raw === undefined) return undefined;
  const rate = Number(raw);
  if (!Number.isInteger(rate) || rate < 1) throw new PlatformBindingError(name, `"${raw}" is not a positive integer`);
  return rate;
}

export function simulatorModel(platform: PlatformKey, mode: ScanMode): string {
  return `simulator/${platform}-${mode}`;
}

function simulatorBinding(platform: PlatformKey, requestsPerSecond: number | undefined): Omit<PlatformBinding, 'note'> {
  const models = Object.fromEntries(SCAN_MODES.map((mode) => [mode, simulatorModel(platform, mode)])) as Record<
    ScanMode,
    string
  >;
  const binding: Omit<PlatformBinding, 'note'> = { platform, provider: 'simulator', models, simulated: true };
  if (requestsPerSecond !== undefined) binding.requestsPerSecond = requestsPerSecond;
  return binding;
}
