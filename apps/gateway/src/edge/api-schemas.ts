import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, ApiSecurity, getSchemaPath } from '@nestjs/swagger';
import type { ErrorCode } from '#common';
import { ErrorSchema } from '../shared/api-schemas.js';
import { ERROR_STATUS } from './error-status.js';
import { serviceContext } from './service-context.js';

/**
 * OpenAPI schemas of the error answers and the decorator that documents an endpoint's errors.
 * Each code has its own schema whose `code` enum holds that code alone, so that a generated client
 * narrows an error by `code` (402 → upgradeUrl, 429 → retryAfterSeconds, 409 → candidates); a status
 * that can carry several codes is a `oneOf` discriminated by `code`. The base shapes (`_service`,
 * the error body) live in shared/api-schemas.ts; `ServiceContextDto` is the same class under the
 * name some DTOs import, so the document has one schema.
 */
export { ServiceContextSchema as ServiceContextDto } from '../shared/api-schemas.js';

export class SignupSchema {
  @ApiProperty({ format: 'uri', description: 'Where to get an API key.', example: 'http://localhost:3000/signup' })
  url: string;

  @ApiProperty({ description: 'How to get a key and send it.' })
  instructions: string;
}

export class UnauthorizedSchema extends ErrorSchema {
  @ApiProperty({ enum: ['UNAUTHORIZED'], description: 'Machine-readable error code (decisions §9).' })
  declare code: 'UNAUTHORIZED';
  @ApiProperty({ type: SignupSchema })
  signup: SignupSchema;
}

export class RateLimitedSchema extends ErrorSchema {
  @ApiProperty({ enum: ['RATE_LIMITED'], description: 'Machine-readable error code (decisions §9).' })
  declare code: 'RATE_LIMITED';
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Seconds to wait (same as the Retry-After header).' })
  retryAfterSeconds: number;
}

export class BrandCandidateSchema {
  @ApiProperty({ example: 'example-com' }) slug: string;
  @ApiProperty({ example: 'Example' }) brandName: string;
}

export class AmbiguousNameSchema extends ErrorSchema {
  @ApiProperty({ enum: ['AMBIGUOUS_NAME'], description: 'Machine-readable error code (decisions §9).' })
  declare code: 'AMBIGUOUS_NAME';
  @ApiProperty({ type: [BrandCandidateSchema], description: 'The brands that matched; look one up by its slug.' })
  candidates: BrandCandidateSchema[];
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };

/** The X-RateLimit-* headers every rate-limited answer carries, successful ones included. */
export const RATE_LIMIT_RESPONSE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current 60 s window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the current window ends.', schema: { type: 'integer' } },
};

/** A schema class whose `code` is the one code given, named for the document. */
function codeSchema(code: ErrorCode, name: string): Type<ErrorSchema> {
  class CodeError extends ErrorSchema {}
  ApiProperty({ enum: [code], description: 'Machine-readable error code (decisions §9).' })(
    CodeError.prototype,
    'code',
  );
  Object.defineProperty(CodeError, 'name', { value: name });
  return CodeError;
}

/** One schema per code (402 INSUFFICIENT_CREDITS has its own, in the scans DTOs, with its extra fields). */
const SCHEMAS: Partial<Record<ErrorCode, Type<ErrorSchema>>> = {
  VALIDATION_ERROR: codeSchema('VALIDATION_ERROR', 'ValidationErrorSchema'),
  UNAUTHORIZED: UnauthorizedSchema,
  FORBIDDEN: codeSchema('FORBIDDEN', 'ForbiddenSchema'),
  AGENT_NOT_FOUND: codeSchema('AGENT_NOT_FOUND', 'AgentNotFoundSchema'),
  NO_SCAN: codeSchema('NO_SCAN', 'NoScanSchema'),
  NOT_FOUND: codeSchema('NOT_FOUND', 'NotFoundSchema'),
  AMBIGUOUS_NAME: AmbiguousNameSchema,
  RATE_LIMITED: RateLimitedSchema,
  UNAVAILABLE: codeSchema('UNAVAILABLE', 'UnavailableSchema'),
  UNSUPPORTED_MEDIA_TYPE: codeSchema('UNSUPPORTED_MEDIA_TYPE', 'UnsupportedMediaTypeSchema'),
  IDEMPOTENCY_KEY_REUSED: codeSchema('IDEMPOTENCY_KEY_REUSED', 'IdempotencyKeyReusedSchema'),
  IDEMPOTENCY_KEY_IN_USE: codeSchema('IDEMPOTENCY_KEY_IN_USE', 'IdempotencyKeyInUseSchema'),
};

/** What an error of each code looks like, as the example of the document (the service's real wording). */
const EXAMPLE_ERRORS: Partial<Record<ErrorCode, { error: string } & Record<string, unknown>>> = {
  VALIDATION_ERROR: {
    error: 'syntheticId must be a positive integer',
    details: [{ field: 'syntheticId', message: 'syntheticId must be a positive integer' }],
  },
  UNAUTHORIZED: {
    error: 'The API key in the `x-api-key` header is not valid: it is unknown, mistyped or revoked.',
    signup: {
      url: 'http://localhost:3000/signup',
      instructions:
        'Sign up at http://localhost:3000/signup to get an API key (it starts with "vis_" and is shown once). ' +
        'Send it with every request in the `x-api-key` header. Only GET /api/visibility/score works without a key.',
    },
  },
  FORBIDDEN: { error: 'Your API key can read this agent but not change it.' },
  AGENT_NOT_FOUND: { error: 'No agent 1001 for this account.' },
  NO_SCAN: { error: 'Agent 1001 has no completed scan yet.' },
  NOT_FOUND: { error: 'Not found.' },
  AMBIGUOUS_NAME: {
    error: 'The name "Example" matches 2 brands; pass a slug instead.',
    candidates: [
      { slug: 'example-com', brandName: 'Example' },
      { slug: 'example-org', brandName: 'Example' },
    ],
  },
  RATE_LIMITED: { error: 'Too many requests: 60 per minute for this key.', retryAfterSeconds: 12 },
  UNAVAILABLE: { error: 'The service is briefly unavailable; retry shortly.' },
  IDEMPOTENCY_KEY_REUSED: {
    error: 'This Idempotency-Key was already used with a different request; use a new key for a new request.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    error: 'A request with this Idempotency-Key is still being processed; retry once it has finished.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    error: 'The request body must be JSON, sent with Content-Type: application/json (got text/plain).',
    details: [
      {
        field: 'Content-Type',
        message: 'The request body must be JSON, sent with Content-Type: application/json (got text/plain).',
      },
    ],
  },
};

export function errorExample(code: ErrorCode, extra: Record<string, unknown> = {}) {
  return {
    success: false,
    code,
    ...EXAMPLE_ERRORS[code],
    ...extra,
    _service: serviceContext({ what_happened: EXAMPLE_ERRORS[code]?.error ?? code }),
  };
}

/** The schema classes of the codes that have one, for the document's components. */
export const ERROR_SCHEMAS = Object.values(SCHEMAS);

/**
 * The 409 of a POST with an Idempotency-Key (added to every POST of the document): a oneOf of
 * its two codes, discriminated by `code`, with an example of each. A POST whose 409 already
 * carries other codes (none today) keeps its own.
 */
export function idempotencyConflictContent() {
  const codes = ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'] as const;
  return {
    'application/json': {
      schema: {
        oneOf: codes.map((code) => ({ $ref: getSchemaPath(SCHEMAS[code]!) })),
        discriminator: {
          propertyName: 'code',
          mapping: Object.fromEntries(codes.map((code) => [code, getSchemaPath(SCHEMAS[code]!)])),
        },
      },
      examples: Object.fromEntries(codes.map((code) => [code, { summary: code, value: errorExample(code) }])),
    },
  };
}

/**
 * Documents the error answers of an endpoint: the codes given, plus those of the edge itself
 * (401, 429, 503). On a public endpoint the key is optional (`security: [{}, {apiKey: []}]`), and a
 * key that is sent must be valid, so its 401 stays documented.
 */
export function ApiErrorResponses(codes: ErrorCode[], options: { public?: boolean } = {}) {
  const edge: ErrorCode[] = ['UNAUTHORIZED', 'RATE_LIMITED', 'UNAVAILABLE'];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...codes, ...edge])) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  const schemaOf = (code: ErrorCode) => SCHEMAS[code] ?? ErrorSchema;
  return applyDecorators(
    ...(options.public ? [ApiSecurity({}), ApiSecurity('apiKey')] : []),
    ApiExtraModels(...[...byStatus.values()].flat().map(schemaOf)),
    ...[...byStatus].map(([status, statusCodes]) =>
      ApiResponse({
        status,
        description:
          status === 401 && options.public
            ? 'code UNAUTHORIZED: an `x-api-key` was sent and is not valid (the key is optional here).'
            : `code ${statusCodes.join(' or ')}`,
        schema:
          statusCodes.length === 1
            ? { $ref: getSchemaPath(schemaOf(statusCodes[0]!)) }
            : {
                oneOf: statusCodes.map((code) => ({ $ref: getSchemaPath(schemaOf(code)) })),
                discriminator: {
                  propertyName: 'code',
                  mapping: Object.fromEntries(statusCodes.map((code) => [code, getSchemaPath(schemaOf(code))])),
                },
              },
        examples: Object.fromEntries(statusCodes.map((code) => [code, { summary: code, value: errorExample(code) }])),
        headers:
          status === 429
            ? { ...RETRY_AFTER, ...RATE_LIMIT_RESPONSE_HEADERS }
            : status === 503
              ? RETRY_AFTER
              : undefined,
      }),
    ),
  );
}
