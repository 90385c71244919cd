import {
  type DynamicModule,
  type INestApplication,
  Module,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Logger, LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { AppConfig } from '../config/environment.js';
import {
  ACCESS_LOG,
  type AccessLog,
  accessLog,
  logDestination,
  loggerParams,
  pinoOptions,
} from '../logging/log-options.js';
import { httpContext } from './http-context.middleware.js';
import { IdleMemoryRelease } from './idle-memory-release.js';
import { MessageContextInterceptor } from './message-context.interceptor.js';
import { MetricsController } from './metrics.controller.js';
import { startDefaultMetrics } from './metrics.js';

export interface ObservabilityOptions {
  /** The app's name, on every log line. */
  app: string;
  /** The HTTP port serves only probes and scrapes: its access log is at debug level. */
  machineOnly?: boolean;
  /**
   * The app answers NATS requests (default true): their handlers run in the message's context
   * (MessageContextInterceptor). An app without any (the gateway) leaves the interceptor out, so
   * that its HTTP routes run without Nest's interceptor pipeline.
   */
  messageHandlers?: boolean;
}

@Module({})
export class ObservabilityModule implements OnApplicationShutdown {
  /**
   * Wraps an app's root module with what operators need of every app: pino logs with the app
   * name and request context, /metrics, the NATS handler context (request id, scan id,
   * trace context, handler metrics), and memory given back once the app is idle after a load. Use with `observeApp` after `NestFactory.create`.
   */
  static wrap(root: Type<unknown> | DynamicModule, config: AppConfig, options: ObservabilityOptions): DynamicModule {
    startDefaultMetrics();
    const logger = pino(pinoOptions(config, options.app), logDestination(config));
    return {
      module: ObservabilityModule,
      imports: [root, LoggerModule.forRoot(loggerParams(logger))],
      controllers: [MetricsController],
      providers: [
        ...(options.messageHandlers === false
          ? []
          : [{ provide: APP_INTERCEPTOR, useClass: MessageContextInterceptor }]),
        { provide: ACCESS_LOG, useValue: accessLog(logger, options) },
        { provide: IdleMemoryRelease, useFactory: () => new IdleMemoryRelease(config.MEMORY_RELEASE_IDLE_MS) },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    // Loaded only when the preload started the SDK: otherwise tracing costs no import at all.
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('./telemetry.js')).shutdownTelemetry();
  }
}

/** The app logs through pino from here on, and every HTTP request gets its request id first. */
export function observeApp(app: INestApplication): void {
  app.useLogger(app.get(Logger));
  // The lines buffered during module creation, now: a boot that fails next (migrations) shows them.
  app.flushLogs();
  app.use(httpContext(app.get<AccessLog>(ACCESS_LOG)));
}
