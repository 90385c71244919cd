import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import type { KnowledgeBase } from '#contracts';
import { LIMITS } from './generation-limits.js';
import {
  type Checked,
  checkCompetitors,
  checkPersona,
  checkTopics,
  type JsonObject,
  parseJsonObject,
} from './model-answer.js';
import { RuleBasedGenerator } from './rule-based-generator.js';
import type { DefaultTopic, PersonaDraft, TextGenerator } from './text-generator.js';

export interface ModelGeneratorOptions {
  /** An OpenAI-compatible API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseURL: string;
  model: string;
  /** Optional: local servers often need none (a placeholder is sent, as the SDK needs one). */
  apiKey?: string;
  /** Per call. Default 30 s. */
  timeoutMs?: number;
  /** `response_format: json_object`; turn off for servers that reject it. Default true. */
  jsonMode?: boolean;
  /** Used when the model answers badly. Default: the rule-based generator. */
  fallback?: TextGenerator;
  /** Told about every fallback; the default logs a warning. */
  onFallback?: (event: FallbackEvent) => void;
}

export type GenerationTask = 'defaultTopics' | 'expandPersona' | 'discoverCompetitors';

export interface FallbackEvent {
  task: GenerationTask;
  reason: string;
}

/** What was generated, by whom, and why the fallback was used when it was. */
export interface Generated<T> {
  value: T;
  by: 'model' | 'rule-based';
  fallbackReason?: string;
}

const SYSTEM_PROMPTS: Record<GenerationTask, string> = {
  defaultTopics: [
    'You write the questions that potential buyers type into AI assistants when looking for a product or service like the one described.',
    `Answer with one JSON object only: {"topics":[{"name":string,"queries":[string]}]} with ${LIMITS.topics.min} to ${LIMITS.topics.max} topics and ${LIMITS.queriesPerTopic.min} to ${LIMITS.queriesPerTopic.max} queries per topic.`,
    'Queries are natural buyer questions (best options, alternatives to competitors, pricing, how to choose), 3 to 200 characters.',
    'Never mention the brand, its other names or its products in topic names or queries: the questions must be ones a buyer asks without knowing the brand.',
  ].join('\n'),
  expandPersona: [
    'You expand a short description of a buyer into a persona used as background for AI assistant conversations.',
    'Answer with one JSON object only: {"name":string,"role":string,"goals":[string],"painPoints":[string],"demographics":{"companySize":string,"industry":string,"location":string,"ageRange":string,"expertiseLevel":string}}.',
    `name at most ${LIMITS.personaNameChars} characters; 2 to 5 goals and 2 to 5 pain points of at most ${LIMITS.personaItemChars} characters each; only those five demographics keys, omit any the description does not support.`,
  ].join('\n'),
  discoverCompetitors: [
    'You name the direct competitors of the brand described: companies or products a buyer would consider instead of it.',
    `Answer with one JSON object only: {"competitors":[string]} with at most ${LIMITS.competitors} names, most relevant first. Never include the brand itself, its other names or its products.`,
  ].join('\n'),
};

/**
 * Asks an OpenAI-compatible Chat Completions endpoint for JSON, checks the answer against the
 * contract's limits, and falls back to the rule-based generator (saying why) when the model
 * fails, times out or answers something unusable. Retries are not the SDK's: a bad answer
 * costs one call, then the deterministic output.
 */
export class ModelGenerator implements TextGenerator {
  readonly kind = 'model' as const;
  private client?: Promise<OpenAI>;
  private readonly fallback: TextGenerator;
  private readonly onFallback: (event: FallbackEvent) => void;

  constructor(private readonly options: ModelGeneratorOptions) {
    this.fallback = options.fallback ?? new RuleBasedGenerator();
    const logger = new Logger(ModelGenerator.name);
    this.onFallback =
      options.onFallback ??
      ((event) => logger.warn(`${event.task}: model answer not used, rule-based fallback (${event.reason})`));
  }

  async defaultTopics(kb: KnowledgeBase): Promise<DefaultTopic[]> {
    return (await this.generateTopics(kb)).value;
  }

  async expandPersona(prompt: string, name?: string): Promise<PersonaDraft> {
    return (await this.generatePersona(prompt, name)).value;
  }

  async discoverCompetitors(kb: KnowledgeBase): Promise<string[]> {
    return (await this.generateCompetitors(kb)).value;
  }

  generateTopics(kb: KnowledgeBase): Promise<Generated<DefaultTopic[]>> {
    return this.generate(
      'defaultTopics',
      JSON.stringify(brandBrief(kb)),
      (answer) => checkTopics(answer, kb),
      () => this.fallback.defaultTopics(kb),
    );
  }

  generatePersona(prompt: string, name?: string): Promise<Generated<PersonaDraft>> {
    const user = name === undefined ? prompt : `${prompt}\n\nThe persona's name is: ${name}`;
    return this.generate(
      'expandPersona',
      user,
      (answer) => checkPersona(answer, name),
      () => this.fallback.expandPersona(prompt, name),
    );
  }

  generateCompetitors(kb: KnowledgeBase): Promise<Generated<string[]>> {
    return this.generate(
      'discoverCompetitors',
      JSON.stringify(brandBrief(kb)),
      (answer) => checkCompetitors(answer, kb),
      () => this.fallback.discoverCompetitors(kb),
    );
  }

  /** The SDK is imported at the first call, not at boot: a catalog without a model never loads it. */
  private clientOnce(): Promise<OpenAI> {
    const { baseURL, apiKey, timeoutMs } = this.options;
    this.client ??= import('openai').then(
      (sdk) => new sdk.OpenAI({ baseURL, apiKey: apiKey || 'unused', timeout: timeoutMs ?? 30_000, maxRetries: 0 }),
    );
    return this.client;
  }

  private async generate<T>(
    task: GenerationTask,
    user: string,
    check: (answer: JsonObject) => Checked<T>,
    fallback: () => Promise<T>,
  ): Promise<Generated<T>> {
    let reason: string;
    try {
      const client = await this.clientOnce();
      const completion = await client.chat.completions.create({
        model: this.options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPTS[task] },
          { role: 'user', content: user },
        ],
        ...(this.options.jsonMode === false ? {} : { response_format: { type: 'json_object' as const } }),
      });
      const choice = completion.choices[0];
      const parsed = parseJsonObject(choice?.message.refusal ? null : choice?.message.content);
      const checked = parsed.ok ? check(parsed.value) : parsed;
      if (checked.ok) return { value: checked.value, by: 'model' };
      reason = choice?.message.refusal ? `model refused: ${choice.message.refusal}` : checked.problem;
    } catch (error) {
      reason = `model call failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.onFallback({ task, reason });
    return {
      value: await fallback(),
      by: this.fallback.kind === 'model' ? 'model' : 'rule-based',
      fallbackReason: reason,
    };
  }
}

/** The part of the knowledge base a model needs; sources and fetch status are noise to it. */
function brandBrief(kb: KnowledgeBase): Record<string, string | string[]> {
  return {
    brand: kb.name,
    otherNames: kb.aliases,
    products: kb.products,
    category: kb.category,
    description: kb.description,
    knownCompetitors: kb.competitors,
  };
}
