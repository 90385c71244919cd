import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import type { ErrorCode } from '#common';
import { ErrorSchema } from '../shared/api-schemas.js';
import { ERROR_STATUS } from './error-status.js';

/**
 * OpenAPI schemas of the edge's own answers (401 and 429) and the decorator that documents an
 * endpoint's errors. The base shapes (`_service`, the error body) live in shared/api-schemas.ts;
 * `ServiceContextDto` is the same class under the name some DTOs import, so the document has one schema.
 */
export { ServiceContextSchema as ServiceContextDto } from '../shared/api-schemas.js';

export class SignupSchema {
  @ApiProperty({ format: 'uri', description: 'Where to get an API key.' })
  url: string;

  @ApiProperty({ description: 'How to get a key and send it.' })
  instructions: string;
}

export class UnauthorizedSchema extends ErrorSchema {
  @ApiProperty({ type: SignupSchema })
  signup: SignupSchema;
}

export class RateLimitedSchema extends ErrorSchema {
  @ApiProperty({ description: 'Seconds to wait (same as the Retry-After header).' })
  retryAfterSeconds: number;
}

export class BrandCandidateSchema {
  @ApiProperty() slug: string;
  @ApiProperty() brandName: string;
}

export class AmbiguousNameSchema extends ErrorSchema {
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

const SCHEMAS: Partial<Record<ErrorCode, typeof ErrorSchema>> = {
  UNAUTHORIZED: UnauthorizedSchema,
  RATE_LIMITED: RateLimitedSchema,
  AMBIGUOUS_NAME: AmbiguousNameSchema,
};

/**
 * Documents the error answers of an endpoint: the codes given, plus those of the edge itself
 * (401 unless public, 429, 503). Codes sharing a status are listed in its description.
 */
export function ApiErrorResponses(codes: ErrorCode[], options: { public?: boolean } = {}) {
  const edge: ErrorCode[] = [...(options.public ? [] : (['UNAUTHORIZED'] as const)), 'RATE_LIMITED', 'UNAVAILABLE'];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...codes, ...edge])) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus].map(([status, statusCodes]) =>
      ApiResponse({
        status,
        description: `code ${statusCodes.join(' or ')}`,
        type: (statusCodes.length === 1 && SCHEMAS[statusCodes[0]]) || ErrorSchema,
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
