import { createHash, randomBytes } from 'node:crypto';

export function newEndpointId(): string {
  return `whe_${randomBytes(12).toString('hex')}`;
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The `webhook-id` of one event to one endpoint: derived, so a redelivered event makes the same delivery. */
export function deliveryId(endpointId: string, eventId: string): string {
  return `msg_${createHash('sha256').update(`${endpointId}\u0000${eventId}`).digest('base64url').slice(0, 27)}`;
}

export const ENDPOINT_ID_PATTERN = /^whe_[0-9a-f]{24}$/;
