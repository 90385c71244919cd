/**
 * Every error code the service can answer with (decisions §9), plus the internal ones that
 * never reach a client as such (`INTERNAL` becomes 500 only for our own bugs).
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INSUFFICIENT_CREDITS',
  'FORBIDDEN',
  'AGENT_NOT_FOUND',
  'NO_SCAN',
  'NOT_FOUND',
  'AMBIGUOUS_NAME',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  'UNSUPPORTED_MEDIA_TYPE',
  // Idempotency-Key (Stripe semantics): the key was used with another request, or is still in use.
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  field: string;
  message: string;
}

/** The shape in which errors cross NATS: `{code, message, details}`. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  /** Extra fields a specific error carries into its HTTP body (e.g. creditBalance, candidates). */
  extra?: Record<string, unknown>;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) && typeof message === 'string';
}
