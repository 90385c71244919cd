import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { throwError } from 'rxjs';
import { AppError } from './app-error.js';
import type { RpcErrorPayload } from './error-codes.js';

/**
 * Service side of the error contract: every error leaves a message handler as
 * `{code, message, details}`. Our own AppErrors pass through; anything else is a bug of ours,
 * logged with its stack and answered as INTERNAL without leaking internals.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() === 'http') return this.catchHttp(exception, host);
    let payload: RpcErrorPayload;
    if (exception instanceof AppError) {
      payload = exception.payload;
    } else {
      const pattern = host.getType() === 'rpc' ? host.switchToRpc().getContext()?.getSubject?.() : undefined;
      this.logger.error(`Unhandled error in ${pattern ?? 'handler'}: ${describe(exception)}`);
      payload = { code: 'INTERNAL', message: 'The service hit an unexpected error; it has been logged.' };
    }
    return throwError(() => payload);
  }

  /**
   * The service's HTTP port serves probes and /metrics only: an unknown path is a quiet 404
   * (a scraper or scanner must not flood the error log); anything else unexpected is logged.
   */
  private catchHttp(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      res.status(exception.getStatus()).json({ statusCode: exception.getStatus(), message: exception.message });
      return;
    }
    this.logger.error(`Unhandled error on the health port: ${describe(exception)}`);
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
