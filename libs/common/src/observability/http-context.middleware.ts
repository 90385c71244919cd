import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AccessLog, routeOf } from '../logging/log-options.js';
import { httpRequestDuration } from './metrics.js';
import { acceptRequestId, REQUEST_ID_HEADER, runWithContext } from './request-context.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const REQUEST_ID_FIELD = REQUEST_ID_HEADER.toLowerCase();

/**
 * First middleware of every HTTP port: the request id (the client's X-Request-Id when sane, else
 * a new one) is echoed and becomes the context of everything the request does (logs, NATS
 * headers); when the answer is done the request is timed by route template, method and status,
 * and its access-log line written. One `close` listener does both: a response emits it once,
 * after `finish` when it was sent, alone when the client went away first (logged, not timed).
 */
export function httpContext(accessLog: AccessLog) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const requestId = acceptRequestId(req.headers[REQUEST_ID_FIELD]);
    (req as IncomingMessage & { id?: string }).id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    res.once('close', () => {
      const durationMs = performance.now() - started;
      const route = routeOf(req);
      if (res.writableFinished) {
        const method = req.method && METHODS.has(req.method) ? req.method : 'OTHER';
        httpRequestDuration.observe({ method, route, status_code: String(res.statusCode) }, durationMs / 1000);
      }
      accessLog(req, res, route, Math.round(durationMs));
    });
    runWithContext({ requestId }, next);
  };
}
