import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '#common';
import { ERROR_STATUS } from './error-status.js';

/**
 * OpenAPI schemas shared by every endpoint: `_service` and the error bodies of decisions §9.
 * There is no Swagger CLI plugin, so each property is annotated here explicitly.
 */
export class ServiceContextDto {
  @ApiProperty({ description: 'What this service is.' })
  what_is_service: string;

  @ApiPropertyOptional({ description: 'What the response body contains.' })
  what_you_are_seeing?: string;

  @ApiPropertyOptional({ description: 'What the request did, or why it failed.' })
  what_happened?: string;

  @ApiPropertyOptional({ description: 'How to use this endpoint or its result.' })
  how_to_use?: string;

  @ApiPropertyOptional({ type: [String], description: 'What to call next.' })
  next_steps?: string[];
}

export class ErrorDetailDto {
  @ApiProperty({ example: 'maxQueries' })
  field: string;

  @ApiProperty({ example: 'maxQueries must not be greater than 100' })
  message: string;
}

export class ErrorResponseDto {
  @ApiProperty({ enum: [false] })
  success: false;

  @ApiProperty({ description: 'What went wrong, for a human or an AI agent.' })
  error: string;

  @ApiProperty({ enum: ERROR_CODES.filter((c) => c !== 'INTERNAL') })
  code: ErrorCode;

  @ApiPropertyOptional({ type: [ErrorDetailDto], description: 'One entry per invalid field (VALIDATION_ERROR).' })
  details?: ErrorDetailDto[];

  @ApiProperty({ type: ServiceContextDto })
  _service: ServiceContextDto;
}

export class SignupDto {
  @ApiProperty({ format: 'uri' })
  url: string;

  @ApiProperty()
  instructions: string;
}

export class UnauthorizedResponseDto extends ErrorResponseDto {
  @ApiProperty({ type: SignupDto, description: 'How to get an API key.' })
  signup: SignupDto;
}

export class InsufficientCreditsResponseDto extends ErrorResponseDto {
  @ApiProperty({ example: 'Insufficient credits' })
  declare error: string;

  @ApiProperty({ description: 'Credits remaining.' })
  creditBalance: number;

  @ApiProperty({ format: 'uri' })
  upgradeUrl: string;
}

export class RateLimitedResponseDto extends ErrorResponseDto {
  @ApiProperty({ description: 'Seconds to wait (same as the Retry-After header).' })
  retryAfterSeconds: number;
}

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current 60 s window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the current window ends.', schema: { type: 'integer' } },
} as const;

const ERROR_TYPES: Partial<Record<ErrorCode, typeof ErrorResponseDto>> = {
  UNAUTHORIZED: UnauthorizedResponseDto,
  INSUFFICIENT_CREDITS: InsufficientCreditsResponseDto,
  RATE_LIMITED: RateLimitedResponseDto,
};

/**
 * Documents an endpoint's error answers: always 401 (unless public), 429 and 503, plus the codes
 * given. Several codes on one status are listed in its description.
 */
export function ApiErrorResponses(
  codes: ErrorCode[],
  options: { public?: boolean } = {},
): MethodDecorator & ClassDecorator {
  const all: ErrorCode[] = [
    ...codes,
    ...(options.public ? [] : (['UNAUTHORIZED'] as const)),
    'RATE_LIMITED',
    'UNAVAILABLE',
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(all))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return applyDecorators(
    ...[...byStatus].map(([status, statusCodes]) =>
      ApiResponse({
        status,
        description: `code ${statusCodes.join(' or ')}`,
        type: statusCodes.length === 1 ? (ERROR_TYPES[statusCodes[0]] ?? ErrorResponseDto) : ErrorResponseDto,
        headers:
          status === 429
            ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } }, ...RATE_LIMIT_HEADERS }
            : status === 503
              ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } }
              : undefined,
      }),
    ),
  );
}

/** The X-RateLimit-* headers of a successful answer. */
export const RATE_LIMIT_RESPONSE_HEADERS = RATE_LIMIT_HEADERS;
