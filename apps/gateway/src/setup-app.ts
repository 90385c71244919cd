import type { NestExpressApplication } from '@nestjs/platform-express';
import { createValidationPipe } from './edge/validation.js';

/** Everything the HTTP edge needs besides the module graph; shared by main and the OpenAPI script. */
export function setupGatewayApp(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
}
