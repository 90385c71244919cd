/**
 * The TypeScript SDK of the Brand AI Visibility API, generated from openapi/openapi.json by
 * @hey-api/openapi-ts (its fetch client): one function per operation, typed requests, answers and
 * errors. `createVisibilityClient` binds a base URL and an API key; pass it as `client` to each call.
 * `scanEvents` reads the live scan event stream, typed by event name; `WebhookEvent` types the
 * body of a webhook delivery.
 */
import { type Client, createClient, createConfig } from './generated/client/index.js';
import type {
  CreditsLowWebhookSchema,
  ScanCompletedWebhookSchema,
  ScanFailedWebhookSchema,
  ScheduleSkippedWebhookSchema,
} from './generated/index.js';

export type { Client, RequestResult } from './generated/client/index.js';
export * from './generated/index.js';
export * from './scan-events.js';

/** Where `npm start` serves the API by default. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

export interface VisibilityClientOptions {
  /** Your API key (`vis_…`), sent as `x-api-key`. Optional for GET /api/visibility/score. */
  apiKey?: string | undefined;
  /** The service's address; DEFAULT_BASE_URL when absent. */
  baseUrl?: string | undefined;
  /** A fetch implementation (the global one by default). */
  fetch?: typeof globalThis.fetch | undefined;
}

/** A client bound to a base URL and an API key: `await getAccount({ client })`. */
export function createVisibilityClient(options: VisibilityClientOptions = {}): Client {
  return createClient(
    createConfig({
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, ''),
      auth: options.apiKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
}

/**
 * The body of a webhook delivery (the OpenAPI document's callbacks of createWebhook and
 * triggerScan): `type` narrows `data`. Verify the signature before trusting it, for example with
 * the `standardwebhooks` library: `new Webhook(secret).verify(rawBody, headers) as WebhookEvent`.
 */
export type WebhookEvent =
  | ScanCompletedWebhookSchema
  | ScanFailedWebhookSchema
  | ScheduleSkippedWebhookSchema
  | CreditsLowWebhookSchema;
