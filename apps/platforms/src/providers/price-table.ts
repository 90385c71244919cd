import type { RunUsage } from '#contracts';

/**
 * Standard (non-batch, uncached) list prices in US dollars per million tokens, as published by each
 * provider on the date below; for a model with a long-context card (Claude Haiku 5.5 above 100K
 * prompt tokens) the short-prompt card, which a scan's prompts always use. Token prices only:
 * web-search tool fees and SERP API searches are not included. Models are matched by the longest
 * prefix, so dated snapshots (`gpt-4.1-2025-04-14`) find their family.
 */
export const PRICES_AS_OF = '2026-11-22';

interface TokenPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

export const MODEL_PRICES: Readonly<Record<string, TokenPrice>> = {
  'gpt-5.4': { inputPerMillion: 2.5, outputPerMillion: 15 },
  'gpt-5.4-mini': { inputPerMillion: 0.75, outputPerMillion: 4.5 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'claude-sonnet-5-5': { inputPerMillion: 2, outputPerMillion: 10 },
  'claude-haiku-5-5': { inputPerMillion: 0.1, outputPerMillion: 0.5 },
  'claude-sonnet-4-5': { inputPerMillion: 3, outputPerMillion: 15 },
  'claude-haiku-4-5': { inputPerMillion: 1, outputPerMillion: 5 },
  'claude-opus-4-1': { inputPerMillion: 15, outputPerMillion: 75 },
  'gemini-3.5-flash': { inputPerMillion: 1.5, outputPerMillion: 9 },
  'gemini-2.5-pro': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'gemini-2.5-flash': { inputPerMillion: 0.3, outputPerMillion: 2.5 },
  'gemini-2.5-flash-lite': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  sonar: { inputPerMillion: 1, outputPerMillion: 1 },
  'sonar-pro': { inputPerMillion: 3, outputPerMillion: 15 },
};

/** Cost from the price table; undefined for an unknown model or missing token counts. */
export function priceTableCostUsd(
  model: string,
  usage: Pick<RunUsage, 'inputTokens' | 'outputTokens'>,
): number | undefined {
  if (usage.inputTokens === undefined || usage.outputTokens === undefined) return undefined;
  const price = findPrice(model);
  if (!price) return undefined;
  const cost = (usage.inputTokens * price.inputPerMillion + usage.outputTokens * price.outputPerMillion) / 1_000_000;
  return Math.round(cost * 1e8) / 1e8;
}

function findPrice(model: string): TokenPrice | undefined {
  const name = model.toLowerCase().replace(/^models\//, '');
  let best: string | undefined;
  for (const key of Object.keys(MODEL_PRICES)) {
    const matches = name === key || name.startsWith(`${key}-`) || name.startsWith(`${key}@`);
    if (matches && (!best || key.length > best.length)) best = key;
  }
  return best ? MODEL_PRICES[best] : undefined;
}
