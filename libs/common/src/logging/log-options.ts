import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/environment.js';
import { currentContext } from '../observability/request-context.js';
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
  id?: string;
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
 * Pino for one app: the app name and, inside an HTTP request, a NATS handler or a JetStream
 * message, the request id and scan id on every line.
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
      return { requestId: ctx.requestId, scanId: ctx.scanId };
    },
  };
}

export function logDestination(config: Pick<AppConfig, 'LOG_FORMAT'>): DestinationStream {
  return config.LOG_FORMAT === 'json' ? pino.destination({ dest: 1, sync: false }) : prettyDestination();
}

/** The app's `AccessLog` (provided by ObservabilityModule). */
export const ACCESS_LOG = Symbol('ACCESS_LOG');

/** Writes the one access-log line of an HTTP request, answered or abandoned by its client. */
export type AccessLog = (req: IncomingMessage, res: ServerResponse, route: string, durationMs: number) => void;

/**
 * One access-log line per HTTP request with its request id, method, route template, status,
 * duration and the API key's prefix (never the key, never the headers), written straight to the
 * app's logger when the answer is done: no child logger or listener set per request (pino-http
 * made two child loggers and four listeners per request). On a service's health port
 * (`machineOnly`), and for probes and scrapes anywhere, the line is at debug level.
 */
export function accessLog(logger: Logger, options: { machineOnly?: boolean } = {}): AccessLog {
  return (req, res, route, durationMs) => {
    const status = res.statusCode;
    const level: Level = options.machineOnly || isMachineRoute(route) ? 'debug' : status >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const r = req as unknown as RoutedRequest;
    const keyPrefix = r.caller?.keyPrefix;
    logger[level](
      { requestId: r.id, durationMs, method: req.method, route, status, ...(keyPrefix ? { keyPrefix } : {}) },
      `${req.method} ${route} ${status}`,
    );
  };
}

/** nestjs-pino's parameters: its Logger over the app's logger; the access log is `accessLog`'s, not a middleware of its own. */
export function loggerParams(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}
