import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeOf } from '../logging/log-options.js';
import { httpRequestDuration } from './metrics.js';
import { acceptRequestId, REQUEST_ID_HEADER, runWithContext } from './request-context.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * First middleware of every HTTP port: the request id (the client's X-Request-Id when sane, else
 * a new one) is echoed and becomes the context of everything the request does (logs, NATS
 * headers); the request is timed by route template, method and status.
 */
export function httpContextMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
  (req as IncomingMessage & { id?: string }).id = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  res.once('finish', () => {
    const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
    httpRequestDuration.observe(
      { method, route: routeOf(req), status_code: String(res.statusCode) },
      (performance.now() - started) / 1000,
    );
  });
  runWithContext({ requestId, viaHttp: true }, next);
}
