import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { catchError, concatMap, defer, from, type Observable, switchMap, throwError } from 'rxjs';
import { AppError } from '#common';
import type { CallerRequest } from '../auth/caller.decorator.js';
import { HttpErrorFilter } from '../edge/http-error.filter.js';
import { type IdempotencyRecord, IdempotencyStore } from './idempotency-store.js';
import { requestFingerprint } from './request-fingerprint.js';

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a twin waits for the first request of its key to answer before giving up with 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on every POST, with Stripe's semantics: the first request with a key runs
 * and its answer (status and body) is kept for 24 hours; the same key with the same request
 * replays that answer with `Idempotent-Replayed: true`; with another request, 409
 * IDEMPOTENCY_KEY_REUSED. Keys are per account. Answers that say a dependency was down (5xx)
 * or that the caller went too fast (429) are not kept, so that a retry really runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);
  private readonly errors = new HttpErrorFilter();

  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<CallerRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (req.method !== 'POST' || header === undefined || !req.caller) return next.handle();
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      return throwError(
        () =>
          new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1–255 printable ASCII characters.', [
            { field: 'Idempotency-Key', message: 'must be 1–255 printable ASCII characters without spaces' },
          ]),
      );
    }
    const key = IdempotencyStore.keyOf(req.caller.accountId, header);
    const fingerprint = requestFingerprint(req.method, req.originalUrl, req.body);
    return defer(() => from(this.store.claim(key, fingerprint))).pipe(
      catchError((error: unknown) => throwError(() => unavailable(error))),
      switchMap((claim) => {
        if (claim.kind === 'existing') return from(this.answerFromEarlier(key, claim.record, fingerprint, res));
        return next.handle().pipe(
          concatMap(async (body) => {
            await this.keep(key, () => this.store.complete(key, fingerprint, res.statusCode, body));
            return body;
          }),
          catchError((error: unknown) => {
            const { status, body } = this.errors.toBody(error);
            return from(
              this.keep(key, () =>
                status >= 500 || status === 429
                  ? this.store.release(key)
                  : this.store.complete(key, fingerprint, status, body),
              ),
            ).pipe(switchMap(() => throwError(() => error)));
          }),
        );
      }),
    );
  }

  private async answerFromEarlier(
    key: string,
    first: IdempotencyRecord,
    fingerprint: string,
    res: Response,
  ): Promise<unknown> {
    let record: IdempotencyRecord | null = first;
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    while (record?.state === 'in-progress' && record.fingerprint === fingerprint && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      record = await this.store.read(key);
    }
    if (!record) {
      // The first request ended without an answer worth keeping (a dependency was down): retry it.
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'The first request with this Idempotency-Key did not complete; retry.',
      );
    }
    if (record.fingerprint !== fingerprint) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request (method, path or body) in the last 24 hours.',
        [{ field: 'Idempotency-Key', message: 'already used with a different request' }],
      );
    }
    if (record.state === 'in-progress') {
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed.');
    }
    res.setHeader(REPLAYED_HEADER, 'true');
    res.status(record.status);
    return record.body;
  }

  /** Writes the outcome; a failure to write only costs the replay, never the answer itself. */
  private async keep(key: string, write: () => Promise<void>): Promise<void> {
    await write().catch((error: unknown) =>
      this.logger.warn(`idempotency key ${key.slice(0, 12)}…: could not store the outcome: ${error}`),
    );
  }
}

/**
 * On every POST route but MCP's (a unit test holds the gateway to it): the route's answers are
 * kept and replayed by Idempotency-Key. A route, not a global, interceptor, so that the reads run
 * without Nest's interceptor pipeline (GatewayHttpAdapter).
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(UseInterceptors(IdempotencyInterceptor));
}

function unavailable(error: unknown): AppError {
  return new AppError(
    'UNAVAILABLE',
    `The idempotency store did not answer: ${error instanceof Error ? error.message : String(error)}`,
  );
}
