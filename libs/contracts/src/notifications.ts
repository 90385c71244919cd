import type { WebhookEventType } from './events.js';

/** notifications service: webhook endpoints, their deliveries, scan-scoped webhooks. */
export const NOTIFICATIONS = {
  createEndpoint: 'notifications.create-endpoint',
  listEndpoints: 'notifications.list-endpoints',
  deleteEndpoint: 'notifications.delete-endpoint',
  listDeliveries: 'notifications.list-deliveries',
  registerScanWebhook: 'notifications.register-scan-webhook',
} as const;

/** Durable delivery jobs (one message per delivery, re-queued with a delay until it succeeds or gives up). */
export const WEBHOOK_WORK = {
  stream: 'WEBHOOK_DELIVERIES',
  subject: 'webhooks.deliver',
  consumer: 'notifications-deliver',
  /** The notifications service's durable consumer of the EVENTS stream. */
  eventsConsumer: 'notifications-events',
} as const;

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  /** Set for the one-scan webhook of POST /scan `webhookUrl`. */
  scanId: string | null;
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  consecutiveFailures: number;
  failingSince: string | null;
  createdAt: string;
}

export interface CreateEndpointRequest {
  accountId: string;
  url: string;
  events: WebhookEventType[];
  description?: string;
}
export interface CreateEndpointResponse {
  endpoint: WebhookEndpointView;
  /** The signing secret (`whsec_…`), shown once. */
  secret: string;
}

export interface ListEndpointsRequest {
  accountId: string;
}
export interface ListEndpointsResponse {
  endpoints: WebhookEndpointView[];
}

export interface EndpointRequest {
  accountId: string;
  endpointId: string;
}

export interface ListDeliveriesRequest extends EndpointRequest {
  limit: number;
}

export interface DeliveryAttemptView {
  attempt: number;
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  /** The `webhook-id` header: the same on every attempt of this delivery. */
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** At most 1 KB of the receiver's last answer. */
  lastResponseBody: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  history: DeliveryAttemptView[];
}
export interface ListDeliveriesResponse {
  endpoint: WebhookEndpointView;
  deliveries: WebhookDeliveryView[];
}

export interface RegisterScanWebhookRequest {
  accountId: string;
  scanId: string;
  syntheticId: number;
  url: string;
}
export type RegisterScanWebhookResponse =
  | { registered: true; endpointId: string; secret: string }
  | { registered: false; reason: string };
