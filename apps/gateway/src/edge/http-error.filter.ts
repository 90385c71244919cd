import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { AppError, type ErrorCode, type ErrorDetail } from '#common';
import { ERROR_STATUS } from './error-status.js';
import { MAX_JSON_DEPTH, TOO_DEEP_TYPE } from './json-depth.js';
import { type ServiceContext, serviceContext } from './service-context.js';

/** Seconds a client should wait before retrying a call that met an unavailable dependency. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

const NEXT_STEPS: Partial<Record<ErrorCode, string[]>> = {
  VALIDATION_ERROR: ['Fix the fields listed in `details` and send the request again.'],
  UNAUTHORIZED: ['Send your API key in the `x-api-key` header; see `signup` to get one.'],
  INSUFFICIENT_CREDITS: ['Upgrade your plan at `upgradeUrl`, or lower `maxQueries` / use mode "batch".'],
  FORBIDDEN: ['Only the owner of this brand agent may do this; ask them, or scan your own URL.'],
  AGENT_NOT_FOUND: ['GET /api/visibility/account lists the agents you can see.'],
  NO_SCAN: ['Start a scan with POST /api/visibility/scan, then poll GET /api/visibility/scan.'],
  NOT_FOUND: ['The brand may still be scanned privately with an API key: POST /api/visibility/scan.'],
  AMBIGUOUS_NAME: ['Look the brand up by one of the `candidates` slugs instead.'],
  RATE_LIMITED: ['Wait for `Retry-After` seconds, then retry.'],
  UNAVAILABLE: ['A dependency is down or slow; retry after `Retry-After` seconds.'],
  UNSUPPORTED_MEDIA_TYPE: ['Send the body as JSON with the header `Content-Type: application/json`.'],
  INTERNAL: ['Retry later; if it persists, report it with the time of the request.'],
  IDEMPOTENCY_KEY_REUSED: [
    'Use a new Idempotency-Key for a different request; a key stands for one request for 24 hours.',
  ],
  IDEMPOTENCY_KEY_IN_USE: ['The first request with this key is still running: retry in a moment to get its answer.'],
};

export interface ErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
  details?: ErrorDetail[];
  _service: ServiceContext;
  [extra: string]: unknown;
}

/**
 * The gateway's one exception filter: contract codes to statuses, the error shape of
 * decisions §9 with `_service`, and no 5xx for anything a client sent.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toBody(exception);
    if (body.code === 'UNAVAILABLE' && !res.getHeader('Retry-After'))
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    res.status(status).json(body);
  }

  /** The status and body this filter answers an exception with (also what an idempotent replay stores). */
  toBody(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof AppError) {
      const { code, message, details, extra } = exception.payload;
      return { status: ERROR_STATUS[code], body: this.body(code, message, details, extra) };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception);
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: 500, body: this.body('INTERNAL', 'The service hit an unexpected error; it has been logged.') };
  }

  private fromHttpException(exception: HttpException): { status: number; body: ErrorBody } {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : String((response as { message?: unknown }).message ?? exception.message);
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      return {
        status,
        body: this.body('RATE_LIMITED', 'Too many requests: the rate limit of this endpoint was exceeded.'),
      };
    }
    if (status === HttpStatus.NOT_FOUND) {
      return {
        status,
        body: this.body('NOT_FOUND', 'No such endpoint. The API lives under /api/visibility; see /api/docs.'),
      };
    }
    const bodyError = bodyParserError(exception.cause);
    if (bodyError)
      return {
        status: HttpStatus.BAD_REQUEST,
        body: this.body('VALIDATION_ERROR', bodyError, [{ field: 'body', message: bodyError }]),
      };
    if (status >= 400 && status < 500) {
      return { status: HttpStatus.BAD_REQUEST, body: this.body('VALIDATION_ERROR', message) };
    }
    this.logger.error(`HttpException ${status}: ${message}`);
    return { status: 500, body: this.body('INTERNAL', 'The service hit an unexpected error; it has been logged.') };
  }

  private body(code: ErrorCode, message: string, details?: ErrorDetail[], extra?: Record<string, unknown>): ErrorBody {
    return errorBody(code, message, details, extra);
  }
}

/** The error shape of decisions §9, also written by the HTTP server for requests Nest never sees. */
export function errorBody(
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  extra?: Record<string, unknown>,
): ErrorBody {
  return {
    success: false,
    error: message,
    code,
    ...(details ? { details } : {}),
    ...extra,
    _service: serviceContext({ what_happened: message, next_steps: NEXT_STEPS[code] }),
  };
}

/**
 * Express's body parser fails before any route runs; Nest maps its errors to HttpExceptions
 * whose `cause` keeps the parser's `type`. Each becomes a 400 that says what was wrong with the body.
 */
function bodyParserError(cause: unknown): string | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const { type } = cause as { type?: unknown };
  switch (type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON.';
    case 'entity.too.large':
      return 'The request body is larger than 1 MB.';
    case TOO_DEEP_TYPE:
      return `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`;
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return 'The request body must be JSON in UTF-8, without an unsupported content encoding.';
    case 'request.aborted':
    case 'request.size.invalid':
      return 'The request body was incomplete: its length did not match Content-Length.';
    default:
      return typeof type === 'string' && type.startsWith('entity.')
        ? 'The request body could not be read as JSON.'
        : null;
  }
}
