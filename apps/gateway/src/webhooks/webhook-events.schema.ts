import { type ApiCallbacks, ApiProperty, OmitType, type OpenAPIObject } from '@nestjs/swagger';
import { ScanStatusAvailableSchema } from '../scans/dto/trigger-scan.dto.js';

/**
 * The bodies the service POSTs to webhook endpoints (notifications' webhookPayload:
 * `{type, timestamp, data}`), as OpenAPI callbacks of POST /webhooks and POST /scan (webhookUrl),
 * so that clients generated from the document get their types.
 */
export class WebhookCompletedPollSchema extends OmitType(ScanStatusAvailableSchema, [
  '_service',
  'assistantNames',
] as const) {}

export class WebhookFailedPollSchema {
  @ApiProperty({ enum: ['available', 'none'], description: 'available: an earlier completed scan is still shown.' })
  state: 'available' | 'none';
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty() scanAvailable: boolean;
  @ApiProperty({ enum: [false] }) scanInProgress: false;
  @ApiProperty({ example: 'The last scan (scn_…) failed: every platform failed' }) message: string;
}

class WebhookDataSchema {
  @ApiProperty({ description: 'Stable per event; the webhook-id header derives from it.', example: 'evt_…' })
  eventId: string;
}

export class ScanCompletedDataSchema extends WebhookDataSchema {
  @ApiProperty() scanId: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({
    type: WebhookCompletedPollSchema,
    description: 'The poll body (GET /scan) when the scan completed, without `_service` and `assistantNames`.',
  })
  poll: WebhookCompletedPollSchema;
}

export class ScanFailedDataSchema extends WebhookDataSchema {
  @ApiProperty() scanId: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({ description: 'Why the scan failed.' }) reason: string;
  @ApiProperty({ type: WebhookFailedPollSchema, description: 'The poll body after the failure.' })
  poll: WebhookFailedPollSchema;
}

export class ScheduleSkippedDataSchema extends WebhookDataSchema {
  @ApiProperty() scheduleId: string;
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({ format: 'date-time', description: 'The run that was skipped.' }) dueAt: string;
  @ApiProperty({ description: 'A scan of the agent was still running, or the credits were short.' })
  reason: string;
}

export class CreditsLowDataSchema extends WebhookDataSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) creditBalance: number;
  @ApiProperty({ description: 'What the balance means for the next scans.' }) creditWarning: string;
}

export class ScanCompletedWebhookSchema {
  @ApiProperty({ enum: ['scan.completed'] }) type: 'scan.completed';
  @ApiProperty({ format: 'date-time', description: 'When the event happened.' }) timestamp: string;
  @ApiProperty({ type: ScanCompletedDataSchema }) data: ScanCompletedDataSchema;
}

export class ScanFailedWebhookSchema {
  @ApiProperty({ enum: ['scan.failed'] }) type: 'scan.failed';
  @ApiProperty({ format: 'date-time', description: 'When the event happened.' }) timestamp: string;
  @ApiProperty({ type: ScanFailedDataSchema }) data: ScanFailedDataSchema;
}

export class ScheduleSkippedWebhookSchema {
  @ApiProperty({ enum: ['schedule.skipped'] }) type: 'schedule.skipped';
  @ApiProperty({ format: 'date-time', description: 'When the event happened.' }) timestamp: string;
  @ApiProperty({ type: ScheduleSkippedDataSchema }) data: ScheduleSkippedDataSchema;
}

export class CreditsLowWebhookSchema {
  @ApiProperty({ enum: ['credits.low'] }) type: 'credits.low';
  @ApiProperty({ format: 'date-time', description: 'When the event happened.' }) timestamp: string;
  @ApiProperty({ type: CreditsLowDataSchema }) data: CreditsLowDataSchema;
}

/** Each webhook event type and the schema of its body. */
export const WEBHOOK_EVENT_SCHEMAS = {
  'scan.completed': ScanCompletedWebhookSchema,
  'scan.failed': ScanFailedWebhookSchema,
  'schedule.skipped': ScheduleSkippedWebhookSchema,
  'credits.low': CreditsLowWebhookSchema,
} as const;

type CallbackOf = Parameters<typeof ApiCallbacks>[0];

// ApiCallbacks requires one answer; describeWebhookCallbacks replaces it with the 2XX and 4XX ranges.
const ACKNOWLEDGED = { status: 200, description: 'Any 2xx acknowledges the delivery.' };

/** The callbacks of an operation registering the endpoint at `urlExpression` (a runtime expression). */
export function webhookCallbacks(
  urlExpression: string,
  events: readonly (keyof typeof WEBHOOK_EVENT_SCHEMAS)[],
): CallbackOf[] {
  return events.map((event) => ({
    name: event,
    callbackUrl: urlExpression,
    method: 'post',
    requestBody: { type: WEBHOOK_EVENT_SCHEMAS[event] },
    expectedResponse: ACKNOWLEDGED,
  }));
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['post']>;

/**
 * Completes the callbacks that ApiCallbacks wrote (it writes only the body and one answer): what
 * the request is, how it is signed (Standard Webhooks, not the API key) and that any answer other
 * than a 2xx is retried.
 */
export function describeWebhookCallbacks(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const callback of Object.values(item.post?.callbacks ?? {})) {
      for (const pathItem of Object.values(callback as Record<string, { post?: Operation }>)) {
        if (!pathItem.post) continue;
        Object.assign(pathItem.post, {
          summary: 'The event, POSTed to your endpoint',
          description:
            'Signed per the Standard Webhooks specification: headers `webhook-id` (deduplicate on it), ' +
            '`webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` with the endpoint secret ' +
            '`whsec_…`); no API key. Delivered at least once; docs/webhooks-and-events.md has the retry schedule.',
          security: [],
          responses: {
            '2XX': { description: 'Acknowledged: the delivery is done.' },
            '4XX': {
              description:
                'Not acknowledged: retried later with the same webhook-id and body (as are a 5xx, a redirect and no answer within 10 s).',
            },
          },
        });
      }
    }
  }
  return document;
}
