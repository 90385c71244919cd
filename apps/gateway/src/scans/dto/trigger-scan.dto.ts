import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PLATFORM_KEYS, type PlatformKey, SCAN_MODES, type ScanMode } from '#contracts';
import { PlatformScoresSchema, ProgressSchema, ServiceContextSchema } from '../../shared/api-schemas.js';
import { OptionalField } from '../../shared/optional-field.js';
import { IsPublicWebsiteUrl } from '../../shared/public-website-url.validator.js';
import { ScanQualitySchema } from './insights.schema.js';

const PLATFORMS_MESSAGE = `platforms must be a non-empty array of platform keys: ${PLATFORM_KEYS.join(', ')}`;

export class TriggerScanDto {
  @ApiPropertyOptional({
    description:
      'Website URL. If you have no agent for its domain yet, one is created. Send exactly one of url or syntheticId.',
    example: 'https://www.example.com',
  })
  @OptionalField()
  @IsPublicWebsiteUrl()
  url?: string;

  @ApiPropertyOptional({
    description: 'Existing agent to re-scan. Send exactly one of url or syntheticId.',
    example: 1001,
    minimum: 1,
  })
  @OptionalField()
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId?: number;

  @ApiPropertyOptional({
    enum: SCAN_MODES,
    default: 'batch',
    description:
      '"batch": all 4 platforms with cost-effective models (1 credit per run). "full": premium models (3 credits per run).',
  })
  @OptionalField()
  @IsIn(SCAN_MODES, { message: 'mode must be "batch" or "full"' })
  mode?: ScanMode;

  @ApiPropertyOptional({
    default: 30,
    minimum: 1,
    maximum: 100,
    description: 'Runs across all platforms (one run = one query asked on one platform, per persona).',
  })
  @OptionalField()
  @IsInt({ message: 'maxQueries must be an integer from 1 to 100' })
  @Min(1, { message: 'maxQueries must be an integer from 1 to 100' })
  @Max(100, { message: 'maxQueries must be an integer from 1 to 100' })
  maxQueries?: number;

  @ApiPropertyOptional({
    default: 1,
    minimum: 1,
    maximum: 5,
    description:
      'Times each (query, persona, platform) is asked. Repeats narrow the confidence intervals; each is one run ' +
      '(one credit unit) and counts toward maxQueries, so samples: 3 with maxQueries: 90 asks 30 cells three times.',
  })
  @OptionalField()
  @IsInt({ message: 'samples must be an integer from 1 to 5' })
  @Min(1, { message: 'samples must be an integer from 1 to 5' })
  @Max(5, { message: 'samples must be an integer from 1 to 5' })
  samples?: number;

  @ApiPropertyOptional({
    type: [String],
    enum: PLATFORM_KEYS,
    description: 'The platforms to ask: a non-empty subset of the four platform keys (default: all four).',
    example: ['assistant_a', 'aio'],
  })
  @OptionalField()
  @IsArray({ message: PLATFORMS_MESSAGE })
  @ArrayNotEmpty({ message: PLATFORMS_MESSAGE })
  @ArrayMaxSize(PLATFORM_KEYS.length, { message: PLATFORMS_MESSAGE })
  @ArrayUnique({ message: 'platforms must not repeat a platform key' })
  @IsIn(PLATFORM_KEYS, { each: true, message: PLATFORMS_MESSAGE })
  platforms?: PlatformKey[];

  @ApiPropertyOptional({
    description:
      "Where to POST this scan's scan.completed or scan.failed event (signed per Standard Webhooks; the secret comes back " +
      'as webhookSecret). An https URL on a public address; a refused URL does not stop the scan (webhookRegistered: false).',
    maxLength: 2048,
  })
  @OptionalField()
  @IsString({ message: 'webhookUrl must be an https URL' })
  @MaxLength(2048, { message: 'webhookUrl may be at most 2048 characters' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true },
    { message: 'webhookUrl must be an https URL' },
  )
  webhookUrl?: string;
}

export class ScanTriggeredSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ description: 'Id of the scan that was started.' }) scanId: string;
  @ApiProperty() syntheticId: number;
  @ApiProperty() agentName: string;
  @ApiProperty({ enum: [true] }) scanTriggered: boolean;
  @ApiProperty({ description: 'true when this call created the agent.' }) isNewAgent: boolean;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty() maxQueries: number;
  @ApiProperty({ description: 'Times each (query, persona, platform) is asked.' }) samples: number;
  @ApiProperty({ type: [String], enum: PLATFORM_KEYS, description: 'The platforms this scan asks.' })
  platforms: string[];
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Credits held for this scan; what the plan does not use is released.' })
  creditsReserved: number;
  @ApiProperty({ description: 'Balance after the reservation.' }) creditBalance: number;
  @ApiProperty({
    description:
      'Follow this scan live: GET on this URL is a server-sent event stream (an EventSource works; the URL carries a short-lived token).',
  })
  eventsUrl: string;
  @ApiPropertyOptional({
    description: 'Present when webhookUrl was sent: whether it was registered (why not: _service).',
  })
  webhookRegistered?: boolean;
  @ApiPropertyOptional({
    description: 'The endpoint of webhookUrl (see GET /api/visibility/webhooks/{id}/deliveries).',
  })
  webhookId?: string;
  @ApiPropertyOptional({ description: 'The signing secret of webhookUrl (whsec_…), shown only now.' })
  webhookSecret?: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScanAlreadyRunningSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ enum: [true] }) scanAlreadyRunning: boolean;
  @ApiProperty() syntheticId: number;
  @ApiProperty() scanId: string;
  @ApiProperty({ type: ProgressSchema }) progress: ProgressSchema;
  @ApiProperty({
    description:
      'Follow this scan live: GET on this URL is a server-sent event stream (an EventSource works; the URL carries a short-lived token).',
  })
  eventsUrl: string;
  @ApiPropertyOptional({
    description: 'Present when webhookUrl was sent: whether it was registered (why not: _service).',
  })
  webhookRegistered?: boolean;
  @ApiPropertyOptional({
    description: 'The endpoint of webhookUrl (see GET /api/visibility/webhooks/{id}/deliveries).',
  })
  webhookId?: string;
  @ApiPropertyOptional({ description: 'The signing secret of webhookUrl (whsec_…), shown only now.' })
  webhookSecret?: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class InsufficientCreditsSchema {
  @ApiProperty({ enum: [false] }) success: boolean;
  @ApiProperty({ enum: ['Insufficient credits'] }) error: string;
  @ApiProperty({ enum: ['INSUFFICIENT_CREDITS'] }) code: string;
  @ApiProperty() creditBalance: number;
  @ApiProperty() upgradeUrl: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScanStatusSchema extends ScanQualitySchema {
  @ApiProperty() syntheticId: number;
  @ApiProperty({ description: 'true when a completed scan exists.' }) scanAvailable: boolean;
  @ApiPropertyOptional({ description: 'Present when scanAvailable is false.' }) scanInProgress?: boolean;
  @ApiPropertyOptional({ description: 'The scan running (running) or shown (available).' }) scanId?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 100 }) overallScore?: number;
  @ApiPropertyOptional({ format: 'date-time' }) scanDate?: string;
  @ApiPropertyOptional({ type: PlatformScoresSchema }) platformScores?: PlatformScoresSchema;
  @ApiPropertyOptional() reportUrl?: string;
  @ApiPropertyOptional({ type: ProgressSchema }) progress?: ProgressSchema;
  @ApiPropertyOptional({ description: 'Present while running, when no scan exists, or when the last scan failed.' })
  message?: string;
  @ApiPropertyOptional({
    description: 'While running: queued, reading-site, planning, asking or judging (the model judge, when configured).',
  })
  phase?: string;
  @ApiPropertyOptional({
    description: 'While running: a server-sent event stream of this scan (short-lived token included).',
  })
  eventsUrl?: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
