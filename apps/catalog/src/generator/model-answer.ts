import type { KnowledgeBase } from '#contracts';
import { uniqueNames } from '../site/brand-name.js';
import { brandTerms, DEMOGRAPHIC_KEYS, fitPersona, fitTopics, LIMITS, mentionsBrand } from './generation-limits.js';
import type { DefaultTopic, PersonaDraft } from './text-generator.js';

/** A model's answer after checking: the value, or why it cannot be used. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Parses the JSON object a model was asked for, tolerating a Markdown code fence around it. */
export function parseJsonObject(content: string | null | undefined): Checked<JsonObject> {
  if (content === null || content === undefined || content.trim() === '') return { ok: false, problem: 'empty answer' };
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: Json;
  try {
    parsed = JSON.parse(unfenced) as Json;
  } catch (error) {
    return { ok: false, problem: `answer is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return isObject(parsed) ? { ok: true, value: parsed } : { ok: false, problem: 'answer is not a JSON object' };
}

/** `{"topics":[{"name":…,"queries":[…]}]}` → topics within the limits and without the brand. */
export function checkTopics(answer: JsonObject, kb: KnowledgeBase): Checked<DefaultTopic[]> {
  const topics = answer.topics;
  if (!Array.isArray(topics)) return { ok: false, problem: '"topics" is not an array' };
  const candidates: DefaultTopic[] = [];
  for (const [index, topic] of topics.entries()) {
    if (!isObject(topic) || typeof topic.name !== 'string' || !Array.isArray(topic.queries)) {
      return { ok: false, problem: `topics[${index}] is not {name: string, queries: string[]}` };
    }
    candidates.push({ name: topic.name, queries: topic.queries.filter((query) => typeof query === 'string') });
  }
  const fitted = fitTopics(candidates, brandTerms(kb));
  return fitted.problem === undefined ? { ok: true, value: fitted.topics } : { ok: false, problem: fitted.problem };
}

/** `{"name","role","goals","painPoints","demographics"}` → a persona within decisions §7; a given name wins. */
export function checkPersona(answer: JsonObject, givenName: string | undefined): Checked<PersonaDraft> {
  const name = givenName?.trim() || answer.name;
  if (typeof name !== 'string' || name.trim() === '') return { ok: false, problem: '"name" is missing' };
  if (answer.role !== undefined && typeof answer.role !== 'string')
    return { ok: false, problem: '"role" is not a string' };
  const goals = stringList(answer.goals);
  const painPoints = stringList(answer.painPoints);
  if (goals === undefined || painPoints === undefined)
    return { ok: false, problem: '"goals" and "painPoints" must be string arrays' };
  if (goals.length === 0) return { ok: false, problem: 'no goals' };
  const demographics: PersonaDraft['demographics'] = {};
  if (isObject(answer.demographics)) {
    // Only the five contract keys survive; a model's extra keys ("income") are dropped.
    for (const key of DEMOGRAPHIC_KEYS) {
      const value = answer.demographics[key];
      if (typeof value === 'string' || typeof value === 'number') demographics[key] = String(value);
    }
  }
  return {
    ok: true,
    value: fitPersona({
      name,
      ...(typeof answer.role === 'string' ? { role: answer.role } : {}),
      goals,
      painPoints,
      demographics,
    }),
  };
}

/** `{"competitors":[…]}` → names, never the brand's own. */
export function checkCompetitors(answer: JsonObject, kb: KnowledgeBase): Checked<string[]> {
  const names = stringList(answer.competitors);
  if (names === undefined) return { ok: false, problem: '"competitors" is not a string array' };
  const terms = brandTerms(kb);
  const competitors = uniqueNames(
    names.map((name) => name.trim()).filter((name) => name.length > 1 && name.length <= 100),
  )
    .filter((name) => !mentionsBrand(name, terms))
    .slice(0, LIMITS.competitors);
  return competitors.length > 0 ? { ok: true, value: competitors } : { ok: false, problem: 'no competitors named' };
}

function stringList(value: Json | undefined): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
