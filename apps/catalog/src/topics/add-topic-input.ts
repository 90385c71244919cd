import { AppError, type ErrorDetail } from '#common';
import { type AddTopicRequest, CATALOG_LIMITS } from '#contracts';
import { cleanText, textKey } from '../shared/text-key.js';

export type AddTopicTarget = { kind: 'new'; name: string } | { kind: 'existing'; topicId: string };

/**
 * Checks an add-topic request against decisions §7 (the gateway checks the same; the catalog
 * does not trust its callers) and returns its target and its queries, cleaned and without
 * repeats inside the request (the first spelling wins).
 */
export function readAddTopic(req: AddTopicRequest): { target: AddTopicTarget; queries: string[] } {
  const details: ErrorDetail[] = [];
  const hasName = req.name !== undefined;
  const hasTopicId = req.topicId !== undefined;
  if (hasName === hasTopicId) {
    details.push({ field: 'name', message: 'send exactly one of name (new topic) or topicId (existing topic)' });
  }
  const name = typeof req.name === 'string' ? cleanText(req.name) : '';
  const { min: nameMin, max: nameMax } = CATALOG_LIMITS.topicNameChars;
  if (hasName && (name.length < nameMin || name.length > nameMax)) {
    details.push({ field: 'name', message: `must be ${nameMin}–${nameMax} characters` });
  }
  const items = Array.isArray(req.queries) ? req.queries : [];
  const { min: countMin, max: countMax } = CATALOG_LIMITS.queriesPerRequest;
  if (items.length < countMin || items.length > countMax) {
    details.push({ field: 'queries', message: `must hold ${countMin}–${countMax} items` });
  }
  const { min, max } = CATALOG_LIMITS.queryChars;
  const seen = new Set<string>();
  const queries: string[] = [];
  items.forEach((item, i) => {
    const text = typeof item?.query === 'string' ? cleanText(item.query) : '';
    if (text.length < min || text.length > max) {
      details.push({ field: `queries.${i}.query`, message: `must be ${min}–${max} characters` });
      return;
    }
    const key = textKey(text);
    if (seen.has(key)) return;
    seen.add(key);
    queries.push(text);
  });
  if (details.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
      details,
    );
  }
  const target: AddTopicTarget = hasName ? { kind: 'new', name } : { kind: 'existing', topicId: req.topicId as string };
  return { target, queries };
}
