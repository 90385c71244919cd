import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '../config/load-config-or-exit.js';
import { ensureDatabaseExists, verifyCurrentDatabase } from '../database/fresh-database.js';
import { runMigrations } from '../database/migrate.js';
import { natsServerOptions } from '../nats/nats.module.js';
import { ObservabilityModule, observeApp } from '../observability/observability.module.js';

export interface ServiceBootOptions {
  name: string;
  /** The schema to migrate at boot; omit for a service without tables. */
  schema?: string;
  defaultHealthPort: number;
}

/**
 * Boots one microservice: validated configuration, pino logs and metrics (ObservabilityModule),
 * migrations of its own schema, the NATS transport in its queue group, an HTTP port for health
 * probes and /metrics, and graceful shutdown
 * (NATS drains in-flight requests before the process exits).
 */
export async function bootstrapService(module: Type<unknown>, options: ServiceBootOptions): Promise<void> {
  const config = loadConfigOrExit(options.name);
  const logger = new Logger(options.name);
  const created = options.schema ? await ensureDatabaseExists(config.DATABASE_URL) : false;
  const app = await NestFactory.create(
    ObservabilityModule.wrap(module, config, { app: options.name, machineOnly: true }),
    { bufferLogs: true },
  );
  observeApp(app);
  if (created) logger.log(`Created the database named in DATABASE_URL`);
  if (options.schema) {
    await verifyCurrentDatabase(app.get(MikroORM), config.DATABASE_URL);
    const applied = await runMigrations(app.get(MikroORM), options.schema);
    if (applied.length) logger.log(`Applied migrations to schema "${options.schema}": ${applied.join(', ')}`);
  }
  app.connectMicroservice(natsServerOptions(config, options.name), { inheritAppConfig: true });
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  const port = config.HEALTH_PORT ?? options.defaultHealthPort;
  await app.listen(port, '0.0.0.0');
  logger.log(`${options.name} ready (NATS queue "${config.NATS_PREFIX}.${options.name}", health on :${port})`);
}
