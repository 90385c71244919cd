import { constants as zlibConstants } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { type AppConfig, trustedProxyEntries } from '#common';
import { ClientInputPipe } from './edge/client-input.pipe.js';
import { rejectDeepJson } from './edge/json-depth.js';
import { requireJsonBodies } from './edge/json-only.js';
import { createValidationPipe } from './edge/validation.js';

/** Everything the HTTP edge needs besides the module graph; shared by main and the OpenAPI script. */
export function setupGatewayApp(
  app: NestExpressApplication,
  config: Pick<AppConfig, 'TRUSTED_PROXIES' | 'CORS_ORIGINS'>,
): void {
  // gzip or br (as the client's Accept-Encoding prefers) for JSON and pages above 4 kB, on the fly
  // (the polls and reports are compressed once, as documents: JsonDocuments). Below that a
  // compression saves a few hundred bytes and costs a compressor per answer (a few hundred kB of
  // native memory, a brotli one megabytes: the gateway kept 60 MB more after a load of 1.4 kB
  // /account answers to fetch clients). Brotli's window is 256 kB rather than 4 MB: these answers
  // are smaller. A request that accepts no encoding skips the middleware: it would wrap the
  // response's write, end and listeners (about 6 % of a poll's time in a profile) only to send the
  // body as it is.
  const compress = compression({
    threshold: 4096,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.headers['accept-encoding'] ? compress(req, res, next) : next(),
  );
  // CORS only for the configured origins; off (no Access-Control-* headers) when none are.
  const origins = corsOrigins(config.CORS_ORIGINS);
  if (origins.length) {
    app.enableCors({
      origin: origins,
      allowedHeaders: ['content-type', 'x-api-key'],
      exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
      maxAge: 600,
    });
  }
  app.use(requireJsonBodies);
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
  // Express would hash every JSON body for an ETag no client is promised; the stored reports carry
  // their own (made once per document, JsonDocuments), and answer If-None-Match themselves.
  app.set('etag', false);
}

/** `CORS_ORIGINS` as a list of origins (no trailing slash, as browsers send them). */
export function corsOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
