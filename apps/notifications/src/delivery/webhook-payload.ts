import type { ServiceEvent, WebhookEventType } from '#contracts';

/**
 * The body of a webhook (Standard Webhooks' recommended `{type, timestamp, data}`): `data`
 * carries the event id, and for scan events the scanId, syntheticId and the poll body. Built
 * once per delivery and stored, so every retry sends (and signs) the same bytes.
 */
export function webhookPayload(event: ServiceEvent & { type: WebhookEventType }): string {
  const { type, occurredAt, id, accountId: _account, ...data } = event;
  return JSON.stringify({ type, timestamp: occurredAt, data: { eventId: id, ...data } });
}

export function isWebhookEvent(event: ServiceEvent): event is ServiceEvent & { type: WebhookEventType } {
  return event.type !== 'scan.progress';
}
