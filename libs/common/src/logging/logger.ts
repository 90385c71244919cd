import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/environment.js';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's logger, as JSON lines in production (one object per line for log shippers). */
export function createLogger(config: Pick<AppConfig, 'LOG_FORMAT' | 'LOG_LEVEL'>, app: string): ConsoleLogger {
  return new ConsoleLogger(app, {
    json: config.LOG_FORMAT === 'json',
    colors: config.LOG_FORMAT !== 'json' && process.stdout.isTTY,
    logLevels: ORDER.slice(0, ORDER.indexOf(config.LOG_LEVEL) + 1),
    prefix: app,
  });
}
