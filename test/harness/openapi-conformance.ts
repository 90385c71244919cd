import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Checks answers against openapi/openapi.json: the schema of the operation (method + path) and
 * status, with every $ref resolved. A field typed wrongly, missing, or an integer that is not one
 * fails here, so an SDK test that goes through `check` fails on a wrong document.
 */
type Json = Record<string, unknown>;
const document = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as Json;

/** Ajv reads OpenAPI 3.0's `nullable`; `discriminator` mappings it does not, and oneOf validates anyway. */
function withoutDiscriminators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminators);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'discriminator' && k !== 'example' && k !== 'examples')
        .map(([k, v]) => [k, withoutDiscriminators(v)]),
    );
  }
  return value;
}

const components = withoutDiscriminators(document.components);
const ajv = new Ajv({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const cache = new Map<string, ValidateFunction>();

export function responseSchema(method: string, path: string, status: number): Json | undefined {
  const operation = (document.paths as Record<string, Record<string, Json>>)[path]?.[method.toLowerCase()];
  const response = (operation?.responses as Record<string, Json> | undefined)?.[String(status)];
  return (response?.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
}

/** The problems of `body` against the documented answer, or an explanation when none is documented. */
export function conformanceProblems(method: string, path: string, status: number, body: unknown): string[] {
  return problemsAgainst(`${method} ${path} ${status}`, () => responseSchema(method, path, status), body);
}

/**
 * The problems of a webhook delivery's body against the document: the callback of POST /webhooks
 * for its `type` (none documented for that type is a problem too).
 */
export function webhookProblems(body: { type?: unknown }): string[] {
  return problemsAgainst(`webhook ${String(body.type)}`, () => callbackSchema(String(body.type)), body);
}

function callbackSchema(event: string): Json | undefined {
  const webhooks = (document.paths as Record<string, Record<string, Json>>)['/api/visibility/webhooks']?.post;
  const callback = (webhooks?.callbacks as Record<string, Record<string, { post: Json }>> | undefined)?.[event];
  const request = Object.values(callback ?? {})[0]?.post.requestBody as Json | undefined;
  return (request?.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
}

/** `body` validated against the schema `schemaOf` finds (compiled once per `key`). */
function problemsAgainst(key: string, schemaOf: () => Json | undefined, body: unknown): string[] {
  let validate = cache.get(key);
  if (!validate) {
    const schema = schemaOf();
    if (!schema) return [`${key} is not documented`];
    validate = ajv.compile({ ...(withoutDiscriminators(schema) as Json), components });
    cache.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${key}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}
