import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { loadConfigOrExit, ObservabilityModule, observeApp } from '#common';
import { buildOpenApiDocument } from './docs/openapi.js';
import { GatewayHttpAdapter } from './edge/gateway-http-adapter.js';
import { applyHttpServerLimits } from './edge/http-server-limits.js';
import { GatewayModule } from './gateway.module.js';
import { setupGatewayApp } from './setup-app.js';

const config = loadConfigOrExit('gateway');
const app = await NestFactory.create<NestExpressApplication>(
  // No NATS handlers here: the message-context interceptor is left out, so that routes have none.
  ObservabilityModule.wrap(GatewayModule, config, { app: 'gateway', messageHandlers: false }),
  new GatewayHttpAdapter(),
  { bufferLogs: true, bodyParser: false },
);
observeApp(app);
setupGatewayApp(app, config);
SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));
applyHttpServerLimits(app.getHttpServer(), config.REQUEST_TIMEOUT_MS);
app.enableShutdownHooks();
const logger = new Logger('gateway');
await app.listen(config.PORT, '0.0.0.0');
logger.log(`gateway ready on :${config.PORT} (docs at /api/docs)`);
