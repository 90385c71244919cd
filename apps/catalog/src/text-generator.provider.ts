import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#common';
import { createTextGenerator, type PersonaDraft, type TextGenerator } from './generator/index.js';
import { ModelGenerator } from './generator/model-generator.js';

/** Injection token of the catalog's one TextGenerator (rule-based offline, a model when GENERATOR_* are set). */
export const TEXT_GENERATOR = Symbol('TEXT_GENERATOR');

export const textGeneratorProvider: Provider = {
  provide: TEXT_GENERATOR,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): TextGenerator =>
    createTextGenerator({
      GENERATOR_BASE_URL: config.GENERATOR_BASE_URL,
      GENERATOR_MODEL: config.GENERATOR_MODEL,
      GENERATOR_API_KEY: config.GENERATOR_API_KEY,
      GENERATOR_TIMEOUT_MS: config.GENERATOR_TIMEOUT_MS?.toString(),
    }),
};

/** A persona expanded from a prompt, and who actually wrote it (a model may fall back to the rules). */
export async function expandPersona(
  generator: TextGenerator,
  prompt: string,
  name: string | undefined,
): Promise<{ draft: PersonaDraft; by: 'rule-based' | 'model' }> {
  if (generator instanceof ModelGenerator) {
    const generated = await generator.generatePersona(prompt, name);
    return { draft: generated.value, by: generated.by };
  }
  return { draft: await generator.expandPersona(prompt, name), by: generator.kind };
}
