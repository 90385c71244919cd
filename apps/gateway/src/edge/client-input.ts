import type { ErrorDetail } from '#common';
import { MAX_JSON_DEPTH } from './json-depth.js';

/**
 * Keys that would reach an object's prototype once class-transformer assigns them; refused like
 * any other unknown field (the message is the validation pipe's own for unknown fields).
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A NUL, or a UTF-16 surrogate without its partner: text PostgreSQL cannot store and no client means. */
const ILL_FORMED = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const ILL_FORMED_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/** Problems reported at most, so that a hostile body cannot make a huge answer. */
const MAX_PROBLEMS = 20;

/**
 * The edge rule for every value a client sends (body, query string, path parameters), whatever
 * the endpoint and its DTO: no string or key with NUL or an unpaired surrogate (decisions §9:
 * refused with 400, naming the field, rather than silently changed), no prototype keys, and no
 * nesting deeper than MAX_JSON_DEPTH. Walks with its own stack, so no input can exhaust ours.
 * `root` is the name of a value that is not an object (a path parameter, a bare JSON string).
 */
export function clientInputProblems(value: unknown, root: string): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length && problems.length < MAX_PROBLEMS) {
    const item = stack.pop()!;
    const field = item.path || root;
    if (typeof item.value === 'string') {
      if (ILL_FORMED.test(item.value)) problems.push({ field, message: `${field} ${ILL_FORMED_MESSAGE}` });
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      problems.push({ field, message: `${field} is nested deeper than ${MAX_JSON_DEPTH} levels` });
      continue;
    }
    for (const key of Object.keys(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (ILL_FORMED.test(key)) {
        const shown = item.path ? `${item.path}.${key.replace(ILL_FORMED, '?')}` : key.replace(ILL_FORMED, '?');
        problems.push({ field: shown, message: `field names ${ILL_FORMED_MESSAGE}` });
      } else if (PROTOTYPE_KEYS.has(key)) {
        problems.push({ field: path, message: `property ${key} should not exist` });
      } else {
        stack.push({ value: (item.value as Record<string, unknown>)[key], path, depth: item.depth + 1 });
      }
    }
  }
  return problems;
}
