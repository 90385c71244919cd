import { RpcException } from '@nestjs/microservices';
import type { ErrorCode, ErrorDetail, RpcErrorPayload } from './error-codes.js';

/**
 * A domain error with a contract code. Thrown inside services, it crosses NATS as
 * `{code, message, details}`; the gateway maps the code to an HTTP status in one filter.
 */
export class AppError extends RpcException {
  readonly payload: RpcErrorPayload;

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[], extra?: Record<string, unknown>) {
    const payload: RpcErrorPayload = { code, message, ...(details ? { details } : {}), ...(extra ? { extra } : {}) };
    super(payload);
    this.payload = payload;
  }

  get code(): ErrorCode {
    return this.payload.code;
  }
}
