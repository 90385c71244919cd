export { LIMITS as GENERATION_LIMITS } from './generation-limits.js';
export {
  type FallbackEvent,
  type Generated,
  type GenerationTask,
  ModelGenerator,
  type ModelGeneratorOptions,
} from './model-generator.js';
export { RuleBasedGenerator } from './rule-based-generator.js';
export type { DefaultTopic, PersonaDraft, TextGenerator } from './text-generator.js';
export { createTextGenerator, type GeneratorEnv } from './text-generator-factory.js';
