import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, trustedProxyEntries } from '#common';
import { ClientInputPipe } from './edge/client-input.pipe.js';
import { rejectDeepJson } from './edge/json-depth.js';
import { createValidationPipe } from './edge/validation.js';

/** Everything the HTTP edge needs besides the module graph; shared by main and the OpenAPI script. */
export function setupGatewayApp(app: NestExpressApplication, config: Pick<AppConfig, 'TRUSTED_PROXIES'>): void {
  // `verify` is left out of Nest's option type because Nest uses it for `rawBody`, which the
  // gateway does not turn on; body-parser runs it on the raw bytes before parsing.
  app.useBodyParser('json', { limit: '1mb', verify: rejectDeepJson } as { limit: string });
  // In this order: the edge rule for every string and key, then the DTO's validation.
  app.useGlobalPipes(new ClientInputPipe(), createValidationPipe());
  // X-Forwarded-For names the client only when the peer is a configured proxy (the ingress):
  // trusted from any pod, it would let a caller rotate addresses past the per-address limit.
  const proxies = trustedProxyEntries(config.TRUSTED_PROXIES);
  app.set('trust proxy', proxies.length ? proxies : false);
  app.disable('x-powered-by');
}
