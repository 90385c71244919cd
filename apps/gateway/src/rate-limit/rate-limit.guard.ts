import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import type { CallerRequest } from '../auth/caller.decorator.js';
import { isInfrastructureRoute } from '../edge/infrastructure-routes.js';
import { MCP_PATH } from '../mcp/mcp-path.js';
import { keyTracker, rateLimitedError, rateLimitKey, requestClass } from './rate-limit-policy.js';

/**
 * The throttler with our keys and answers. Runs after the API-key guard, so a request with a valid
 * key counts against that key (by its non-secret prefix), any other against its client address;
 * reads and scan triggers are counted apart. MCP tool calls count in the same buckets (CallerRateLimiter). Over the limit: 429 RATE_LIMITED with Retry-After
 * and the X-RateLimit-* headers, which successful answers carry too.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const { path } = context.switchToHttp().getRequest<CallerRequest>();
    // An MCP request is counted per tool call, as the REST request the tool stands for (McpToolCalls).
    return isInfrastructureRoute(path) || path.replace(/\/+$/, '') === MCP_PATH;
  }

  protected override async getTracker(req: CallerRequest): Promise<string> {
    return req.caller ? keyTracker(req.caller.keyPrefix) : `address:${await super.getTracker(req)}`;
  }

  protected override generateKey(context: ExecutionContext, tracker: string): string {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    return rateLimitKey(requestClass(req.method, req.path), tracker);
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
    throw rateLimitedError(req.caller !== undefined, requestClass(req.method, req.path), retryAfter);
  }
}
