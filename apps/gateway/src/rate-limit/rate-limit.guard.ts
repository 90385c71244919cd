import { createHash } from 'node:crypto';
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppError } from '#common';
import type { CallerRequest } from '../auth/caller.decorator.js';
import { isInfrastructureRoute } from '../edge/infrastructure-routes.js';
import { describeLimit, requestClass } from './rate-limit-policy.js';

/**
 * The throttler with our keys and answers. Runs after the API-key guard, so a request with a valid
 * key counts against that key (by its non-secret prefix), any other against its client address;
 * reads and scan triggers are counted apart. Over the limit: 429 RATE_LIMITED with Retry-After
 * and the X-RateLimit-* headers, which successful answers carry too.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return (
      context.getType() !== 'http' || isInfrastructureRoute(context.switchToHttp().getRequest<CallerRequest>().path)
    );
  }

  protected override async getTracker(req: CallerRequest): Promise<string> {
    return req.caller ? `key:${req.caller.keyPrefix}` : `address:${await super.getTracker(req)}`;
  }

  /** `read.<hash>` / `trigger.<hash>`: valid KV key characters, and no address or key prefix in NATS. */
  protected override generateKey(context: ExecutionContext, tracker: string): string {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    return `${requestClass(req.method, req.path)}.${createHash('sha256').update(tracker).digest('hex').slice(0, 40)}`;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const retryAfter = Math.max(1, detail.timeToBlockExpire);
    res.setHeader('Retry-After', String(retryAfter));
    res.setHeader('X-RateLimit-Limit', String(detail.limit));
    res.setHeader('X-RateLimit-Remaining', '0');
    res.setHeader('X-RateLimit-Reset', String(detail.timeToExpire));
    const limit = describeLimit(req.caller !== undefined, requestClass(req.method, req.path));
    throw new AppError('RATE_LIMITED', `Rate limit exceeded: ${limit}. Retry in ${retryAfter} s.`, undefined, {
      retryAfterSeconds: retryAfter,
    });
  }
}
