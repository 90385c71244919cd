import { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { firstValueFrom, TimeoutError, timeout } from 'rxjs';
import { AppError } from '../errors/app-error.js';
import { isRpcErrorPayload } from '../errors/error-codes.js';
import { natsName } from './subjects.js';

/**
 * Request/reply to another service over NATS. Nest's NATS client never times out by itself:
 * every call here does, and "nobody answered" (timeout, no responders, connection gone) becomes
 * `UNAVAILABLE` so that the gateway answers 503 with Retry-After instead of hanging.
 */
export class ServiceClient {
  private readonly logger: Logger;

  constructor(
    private readonly service: string,
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
  ) {
    this.logger = new Logger(`ServiceClient:${service}`);
  }

  async send<TResponse, TRequest = unknown>(
    subject: string,
    payload: TRequest,
    timeoutMs = this.timeoutMs,
  ): Promise<TResponse> {
    try {
      return await firstValueFrom(
        this.client.send<TResponse, TRequest>(natsName(subject), payload).pipe(timeout(timeoutMs)),
      );
    } catch (error) {
      throw this.translate(subject, error, timeoutMs);
    }
  }

  private translate(subject: string, error: unknown, timeoutMs: number): AppError {
    if (isRpcErrorPayload(error)) return new AppError(error.code, error.message, error.details, error.extra);
    if (error instanceof TimeoutError) {
      return new AppError('UNAVAILABLE', `The ${this.service} service did not answer within ${timeoutMs} ms.`);
    }
    if (error instanceof EmptyResponseException || isNoResponders(error)) {
      return new AppError('UNAVAILABLE', `The ${this.service} service is not running.`);
    }
    this.logger.warn(`${subject} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    return new AppError('UNAVAILABLE', `The ${this.service} service could not be reached.`);
  }
}

function isNoResponders(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : JSON.stringify(error ?? '');
  return /no ?responders|503|CONNECTION_CLOSED|closed|disconnect/i.test(text);
}
