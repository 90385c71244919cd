import type * as AnthropicSdk from '@anthropic-ai/sdk';
import type * as GenAiSdk from '@google/genai';
import type * as OpenAiSdk from 'openai';

/**
 * The provider SDKs, each imported at its first call rather than at boot: together they are some
 * 450 modules and about 20 MB resident, and a deployment binds only some providers (the simulator
 * binds none). An SDK's error classes are recognised once it is loaded: one not loaded has thrown
 * nothing.
 */
export interface LoadedSdks {
  openai?: typeof OpenAiSdk;
  anthropic?: typeof AnthropicSdk;
  genai?: typeof GenAiSdk;
}

const loaded: LoadedSdks = {};

export async function openAiSdk(): Promise<typeof OpenAiSdk> {
  loaded.openai ??= await import('openai');
  return loaded.openai;
}

export async function anthropicSdk(): Promise<typeof AnthropicSdk> {
  loaded.anthropic ??= await import('@anthropic-ai/sdk');
  return loaded.anthropic;
}

export async function genAiSdk(): Promise<typeof GenAiSdk> {
  loaded.genai ??= await import('@google/genai');
  return loaded.genai;
}

export function loadedSdks(): Readonly<LoadedSdks> {
  return loaded;
}
