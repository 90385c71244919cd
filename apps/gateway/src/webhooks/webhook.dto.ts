import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '#contracts';
import { ServiceContextSchema } from '../shared/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';

const EVENTS_MESSAGE = `events must be a non-empty array of: ${WEBHOOK_EVENT_TYPES.join(', ')}`;

export class CreateWebhookDto {
  @ApiProperty({
    description:
      'Where to POST the events: an https URL on a public address (the same address policy as the site fetch).',
    example: 'https://hooks.example.com/visibility',
    maxLength: 2048,
  })
  @IsString({ message: 'url must be an https URL' })
  @MaxLength(2048, { message: 'url may be at most 2048 characters' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true },
    { message: 'url must be an https URL' },
  )
  url: string;

  @ApiPropertyOptional({
    type: [String],
    enum: WEBHOOK_EVENT_TYPES,
    description: 'The events to receive (default: all of them).',
  })
  @OptionalField()
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayNotEmpty({ message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'events must not repeat an event' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: 200, description: 'A note for yourself.' })
  @OptionalField()
  @IsString({ message: 'description must be a string' })
  @MaxLength(200, { message: 'description may be at most 200 characters' })
  description?: string;
}

export class WebhookIdParam {
  @ApiProperty({ description: 'Webhook endpoint id (whe_…).', example: 'whe_0123456789abcdef01234567' })
  @Matches(/^whe_[0-9a-f]{24}$/, { message: 'id must be a webhook endpoint id (whe_ and 24 hex digits)' })
  id: string;
}

export class DeliveriesQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 50,
    description: 'Most recent deliveries first.',
  })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer from 1 to 100' })
  @Min(1, { message: 'limit must be an integer from 1 to 100' })
  @Max(100, { message: 'limit must be an integer from 1 to 100' })
  limit?: number;
}

export class WebhookEndpointSchema {
  @ApiProperty() id: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: [String], enum: WEBHOOK_EVENT_TYPES }) events: string[];
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Set for the one-scan endpoint of POST /scan webhookUrl.' })
  scanId: string | null;
  @ApiProperty({ description: 'false once the endpoint was disabled for failing (see disabledReason).' })
  enabled: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) disabledAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the endpoint was disabled.' })
  disabledReason: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Failed attempts in a row (0 after a success).' })
  consecutiveFailures: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) failingSince: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class WebhookCreatedSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ type: WebhookEndpointSchema }) webhook: WebhookEndpointSchema;
  @ApiProperty({
    description: 'The signing secret (whsec_…), shown only now: verify each delivery with a Standard Webhooks library.',
  })
  secret: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class WebhookListSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) webhookCount: number;
  @ApiProperty({ type: [WebhookEndpointSchema] }) webhooks: WebhookEndpointSchema[];
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class WebhookDeletedSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty() deleted: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class DeliveryAttemptSchema {
  @ApiProperty({ type: 'integer', minimum: 1 }) attempt: number;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: 'integer', minimum: 100, maximum: 599, nullable: true }) statusCode: number | null;
  @ApiProperty({ nullable: true, type: String }) error: string | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) durationMs: number;
}

export class WebhookDeliverySchema {
  @ApiProperty({ description: 'The webhook-id header: the same on every attempt.' }) id: string;
  @ApiProperty() eventId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) eventType: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) attempts: number;
  @ApiProperty({ type: 'integer', minimum: 100, maximum: 599, nullable: true }) lastStatusCode: number | null;
  @ApiProperty({ nullable: true, type: String }) lastError: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'At most 1 KB of the last answer.' })
  lastResponseBody: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) deliveredAt: string | null;
  @ApiProperty({ type: [DeliveryAttemptSchema] }) history: DeliveryAttemptSchema[];
}

export class WebhookDeliveriesSchema {
  @ApiProperty({ type: WebhookEndpointSchema }) webhook: WebhookEndpointSchema;
  @ApiProperty({ type: 'integer', minimum: 0 }) deliveryCount: number;
  @ApiProperty({ type: [WebhookDeliverySchema] }) deliveries: WebhookDeliverySchema[];
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
