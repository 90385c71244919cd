import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
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
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
