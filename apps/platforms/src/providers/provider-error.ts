export const PROVIDER_ERROR_CODES = [
  'RATE_LIMITED',
  'OVERLOADED',
  'SERVER_ERROR',
  'TIMEOUT',
  'AUTH_FAILED',
  'QUOTA_EXHAUSTED',
  'BAD_REQUEST',
  'BAD_RESPONSE',
  'NO_OVERVIEW',
  'CIRCUIT_OPEN',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/**
 * Transient conditions: asking again later may work. CIRCUIT_OPEN is retryable for the caller
 * (requeue the run later), though the policy itself does not hammer an open circuit.
 */
const RETRYABLE_BY_DEFAULT: ReadonlySet<ProviderErrorCode> = new Set([
  'RATE_LIMITED',
  'OVERLOADED',
  'SERVER_ERROR',
  'TIMEOUT',
  'CIRCUIT_OPEN',
]);

export interface ProviderErrorOptions {
  retryable?: boolean;
  retryAfterMs?: number;
  /** HTTP status of the provider's answer, when there was one. */
  status?: number;
  /** Provider calls made before giving up (set by the resilience policy). */
  attempts?: number;
  cause?: unknown;
}

/** The one error every adapter and the resilience policy throw. `message` is meant for humans. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly code: ProviderErrorCode;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly status?: number;
  readonly attempts?: number;

  constructor(code: ProviderErrorCode, message: string, options: ProviderErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.retryable = options.retryable ?? RETRYABLE_BY_DEFAULT.has(code);
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.status !== undefined) this.status = options.status;
    if (options.attempts !== undefined) this.attempts = options.attempts;
  }

  withAttempts(attempts: number): ProviderError {
    return new ProviderError(this.code, this.message, {
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      status: this.status,
      attempts,
      cause: this.cause,
    });
  }
}
