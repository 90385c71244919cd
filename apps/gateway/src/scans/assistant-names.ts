import { PLATFORM_KEYS, type PlatformBindingView, type PlatformKey, simulatedPlatforms } from '#contracts';

/** The assistant each platform key stands for by default (decisions §1). */
const DEFAULT_NAMES: Record<PlatformKey, string> = {
  assistant_a: 'ChatGPT',
  assistant_b: 'Claude',
  assistant_c: 'Gemini',
  aio: 'Google AI Overviews',
};

/** Display names of the providers a key can be bound to. */
const PROVIDER_NAMES: Record<string, string> = {
  openai: 'ChatGPT',
  anthropic: 'Claude',
  gemini: 'Gemini',
  serpapi: 'Google AI Overviews',
  perplexity: 'Perplexity',
};

/**
 * What a person reads instead of `assistant_a`: the bound provider's name (an openai-compatible
 * endpoint by its configured model), and "(simulated)" where the offline simulator answered.
 * `simulated` is per platform: from the scan's answers when a scan is shown, else from bindings.
 */
export function assistantNames(
  bindings: readonly PlatformBindingView[],
  simulated: (platform: PlatformKey) => boolean | undefined,
): Record<PlatformKey, string> {
  const byKey = new Map(bindings.map((b) => [b.platform, b]));
  return Object.fromEntries(
    PLATFORM_KEYS.map((key) => {
      const binding = byKey.get(key);
      // Undefined (no answer of that platform to tell by): the binding says.
      if (simulated(key) ?? binding?.simulated ?? false) return [key, `${DEFAULT_NAMES[key]} (simulated)`];
      const name =
        binding?.provider === 'openai-compatible'
          ? binding.models.batch || DEFAULT_NAMES[key]
          : (PROVIDER_NAMES[binding?.provider ?? ''] ?? DEFAULT_NAMES[key]);
      return [key, name];
    }),
  ) as Record<PlatformKey, string>;
}

/**
 * Per platform, whether the answers shown came from the simulator (all of that platform's answers
 * did); undefined for a platform without answers.
 */
export function simulatedIn(queryResults: readonly { platform: PlatformKey; model: string }[]) {
  const simulated = simulatedPlatforms(queryResults);
  return (platform: PlatformKey): boolean | undefined => simulated[platform] ?? undefined;
}
