import { type BeforeApplicationShutdown, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import {
  DEFAULT_IPV6_SUBNET_PREFIX,
  InjectThrottlerStorage,
  normalizeIp,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Response } from 'express';
import type { CallerRequest } from '../auth/caller.decorator.js';
import { isInfrastructureRoute } from '../edge/infrastructure-routes.js';
import { MCP_PATH } from '../mcp/mcp-path.js';
import { NatsKvThrottlerStorage } from './nats-kv-throttler-storage.js';
import { countRequest, keyTracker, rateLimitedError, rateLimitFor, requestClass } from './rate-limit-policy.js';

/**
 * The rate limit of every REST request (interface.md §8, decisions §9). Runs after the API-key
 * guard, so a request with a valid key counts against that key (by its non-secret prefix), any
 * other against its client address; reads and scan triggers are counted apart. MCP tool calls
 * count in the same buckets (CallerRateLimiter). Over the limit: 429 RATE_LIMITED with Retry-After
 * and the X-RateLimit-* headers, which successful answers carry too.
 *
 * The counting is @nestjs/throttler's storage (NatsKvThrottlerStorage, shared by the replicas);
 * the guard is ours rather than ThrottlerGuard, whose per-request work for its general options
 * (five metadata lookups, values resolved as promises, a hashed key) we do not use: one limit per
 * request class, one window, and a key hashed once per tracker.
 */
@Injectable()
export class RateLimitGuard implements CanActivate, BeforeApplicationShutdown {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** A replica that stops gives its unused leased hits back, while its NATS connection is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.storage instanceof NatsKvThrottlerStorage) await this.storage.giveBackAll();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const req = http.getRequest<CallerRequest>();
    // An MCP request is counted per tool call, as the REST request the tool stands for (McpToolCalls).
    if (isInfrastructureRoute(req.path) || req.path.replace(/\/+$/, '') === MCP_PATH) return true;
    const res = http.getResponse<Response>();
    const kind = requestClass(req.method, req.path);
    const authenticated = req.caller !== undefined;
    const limit = rateLimitFor(authenticated, kind);
    const tracker = req.caller
      ? keyTracker(req.caller.keyPrefix)
      : `address:${normalizeIp(req.ip ?? '', DEFAULT_IPV6_SUBNET_PREFIX)}`;
    const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = await countRequest(
      this.storage,
      kind,
      tracker,
      limit,
    );
    res.setHeader('X-RateLimit-Limit', String(limit));
    res.setHeader('X-RateLimit-Reset', String(timeToExpire));
    if (isBlocked) {
      const retryAfter = Math.max(1, timeToBlockExpire);
      res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('X-RateLimit-Remaining', '0');
      throw rateLimitedError(authenticated, kind, retryAfter);
    }
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - totalHits)));
    return true;
  }
}
