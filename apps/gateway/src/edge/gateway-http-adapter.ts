import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { serviceContext } from './service-context.js';

/**
 * The gateway's Express adapter: every JSON object a handler answers with carries `_service`
 * (interface.md §2.9), added here for the handlers that set no more specific guidance.
 *
 * This is done where Nest sends a handler's result rather than in a global interceptor, because a
 * route with no interceptor at all skips Nest's RxJS pipeline (a ReplaySubject, the operators
 * that watch for a client's disconnect, and a chain of deferred observables per request): the
 * polls and reads, most of the traffic, run without it. The gateway's one interceptor is the
 * idempotency one, on the POST routes that take an Idempotency-Key (`@Idempotent()`).
 */
export class GatewayHttpAdapter extends ExpressAdapter {
  override reply(response: unknown, body: unknown, statusCode?: number) {
    return super.reply(response, withServiceContext(body), statusCode);
  }
}

/** The body with `_service` last, unless it is not a JSON object or already has one. */
export function withServiceContext(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || '_service' in body) return body;
  if (body instanceof StreamableFile || Buffer.isBuffer(body)) return body;
  return { ...body, _service: serviceContext() };
}
