import { ModelGenerator, type ModelGeneratorOptions } from './model-generator.js';
import { RuleBasedGenerator } from './rule-based-generator.js';
import type { TextGenerator } from './text-generator.js';

/** The configuration keys read, in the shape of `process.env`. */
export interface GeneratorEnv {
  GENERATOR_BASE_URL?: string;
  GENERATOR_MODEL?: string;
  GENERATOR_API_KEY?: string;
  GENERATOR_TIMEOUT_MS?: string;
}

/**
 * The model generator when `GENERATOR_BASE_URL` and `GENERATOR_MODEL` are both set, else the
 * rule-based one. Only one of the two set is a configuration mistake and throws, so that it
 * shows at boot rather than as quietly generic topics.
 */
export function createTextGenerator(
  env: GeneratorEnv,
  extra: Pick<ModelGeneratorOptions, 'onFallback' | 'jsonMode'> = {},
): TextGenerator {
  const baseURL = env.GENERATOR_BASE_URL?.trim();
  const model = env.GENERATOR_MODEL?.trim();
  if (!baseURL && !model) return new RuleBasedGenerator();
  if (!baseURL || !model) {
    throw new Error(
      'GENERATOR_BASE_URL and GENERATOR_MODEL must be set together (or neither, for the rule-based generator)',
    );
  }
  const timeoutMs = env.GENERATOR_TIMEOUT_MS === undefined ? undefined : Number(env.GENERATOR_TIMEOUT_MS);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new Error(`GENERATOR_TIMEOUT_MS must be a positive integer, not "${env.GENERATOR_TIMEOUT_MS}"`);
  }
  if (!URL.canParse(baseURL)) throw new Error(`GENERATOR_BASE_URL is not a URL: "${baseURL}"`);
  return new ModelGenerator({
    baseURL,
    model,
    ...(env.GENERATOR_API_KEY?.trim() ? { apiKey: env.GENERATOR_API_KEY.trim() } : {}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...extra,
  });
}
