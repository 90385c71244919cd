import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Level, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/environment.js';
import { acceptRequestId, currentContext, REQUEST_ID_HEADER } from '../observability/request-context.js';
import { prettyDestination } from './pretty-destination.js';

/** Nest's levels as pino's (Nest's `log` is pino's `info`, `verbose` its `trace`). */
const LEVELS: Record<AppConfig['LOG_LEVEL'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

interface RoutedRequest {
  id?: unknown;
  route?: { path?: string };
  baseUrl?: string;
  caller?: { keyPrefix?: string };
}

/** The route template of an answered request (`/api/visibility/scan`, never ids): bounded labels and log fields. */
export function routeOf(req: IncomingMessage): string {
  const r = req as unknown as RoutedRequest;
  const path = r.route?.path;
  return typeof path === 'string' ? `${r.baseUrl ?? ''}${path}` : 'unmatched';
}

/** Probes and scrapes: logged at debug level so that they do not drown the access log. */
export function isMachineRoute(route: string): boolean {
  return route === '/metrics' || route.startsWith('/health');
}

/**
 * Pino for one app: the app name and, inside a NATS handler or a JetStream message, the
 * request id and scan id on every line (HTTP requests carry the request id through pino-http).
 */
export function pinoOptions(config: Pick<AppConfig, 'LOG_LEVEL'>, app: string): LoggerOptions {
  return {
    level: LEVELS[config.LOG_LEVEL],
    base: { app },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const ctx = currentContext();
      if (!ctx) return {};
      if (ctx.viaHttp) return ctx.scanId ? { scanId: ctx.scanId } : {};
      return { requestId: ctx.requestId, scanId: ctx.scanId };
    },
  };
}

export function logDestination(config: Pick<AppConfig, 'LOG_FORMAT'>): DestinationStream {
  return config.LOG_FORMAT === 'json' ? pino.destination({ dest: 1, sync: false }) : prettyDestination();
}

/** What the access-log line says of a request besides its id and duration. */
function accessFields(req: IncomingMessage, res: ServerResponse): Record<string, unknown> {
  const keyPrefix = (req as unknown as RoutedRequest).caller?.keyPrefix;
  return { method: req.method, route: routeOf(req), status: res.statusCode, ...(keyPrefix ? { keyPrefix } : {}) };
}

/**
 * nestjs-pino's parameters: one access-log line per HTTP request with method, route template,
 * status, duration and the API key's prefix (never the key, never the headers). On a service's
 * health port (`machineOnly`) every line is at debug level: probes and scrapes stay quiet.
 */
export function loggerParams(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  app: string,
  options: { machineOnly?: boolean } = {},
): Params {
  const logger = pino(pinoOptions(config, app), logDestination(config));
  const message = (req: IncomingMessage, res: ServerResponse) => `${req.method} ${routeOf(req)} ${res.statusCode}`;
  return {
    pinoHttp: {
      logger,
      quietReqLogger: true,
      quietResLogger: true,
      customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const known = (req as unknown as RoutedRequest).id;
        if (typeof known === 'string') return known;
        const id = acceptRequestId(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      serializers: { req: () => undefined, res: () => undefined },
      // The line's fields, added to the one object logged when the answer is sent (as props, they
      // would cost a child logger per request at its start and another at its end).
      customSuccessObject: (req: IncomingMessage, res: ServerResponse, fields: object) => ({
        ...fields,
        ...accessFields(req, res),
      }),
      customErrorObject: (req: IncomingMessage, res: ServerResponse, _error: Error, fields: object) => ({
        ...fields,
        ...accessFields(req, res),
      }),
      customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => {
        if (options.machineOnly || isMachineRoute(routeOf(req))) return 'debug';
        return error || res.statusCode >= 500 ? 'error' : 'info';
      },
      customSuccessMessage: message,
      customErrorMessage: message,
    },
  };
}
