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
    type: 'integer',
    example: 1001,
    minimum: 1,
    maximum: 2_147_483_647,
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

/** What both trigger answers give to follow the scan: its event stream and the webhook of webhookUrl. */
abstract class ScanFollowUpSchema {
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
}

export class ScanTriggeredSchema extends ScanFollowUpSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ description: 'Id of the scan that was started.' }) scanId: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty() agentName: string;
  @ApiProperty({ enum: [true] }) scanTriggered: boolean;
  @ApiProperty({ description: 'true when this call created the agent.' }) isNewAgent: boolean;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100 }) maxQueries: number;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    description: 'Times each (query, persona, platform) is asked.',
  })
  samples: number;
  @ApiProperty({ type: [String], enum: PLATFORM_KEYS, description: 'The platforms this scan asks.' })
  platforms: string[];
  @ApiProperty() message: string;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Credits held for this scan; what the plan does not use is released.',
  })
  creditsReserved: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Balance after the reservation.' }) creditBalance: number;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScanAlreadyRunningSchema extends ScanFollowUpSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ enum: [true] }) scanAlreadyRunning: boolean;
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty() scanId: string;
  @ApiProperty({ type: ProgressSchema }) progress: ProgressSchema;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class InsufficientCreditsSchema {
  @ApiProperty({ enum: [false] }) success: boolean;
  @ApiProperty({ enum: ['Insufficient credits'] }) error: string;
  @ApiProperty({ enum: ['INSUFFICIENT_CREDITS'] }) code: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) creditBalance: number;
  @ApiProperty() upgradeUrl: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

const MODE_DESCRIPTION =
  '"batch" (default): all 4 platforms with cost-effective models (1 credit per run). "full": premium models (3 credits per run).';

/** The options both request shapes of POST /scan share (documentation only: TriggerScanDto validates). */
class TriggerScanOptionsSchema {
  @ApiPropertyOptional({ enum: SCAN_MODES, description: MODE_DESCRIPTION }) mode?: ScanMode;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    description: 'Runs across all platforms (one run = one query asked on one platform, per persona). Default 30.',
  })
  maxQueries?: number;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    description:
      'Times each (query, persona, platform) is asked; each is one run and counts toward maxQueries. Default 1.',
  })
  samples?: number;
  @ApiPropertyOptional({
    type: [String],
    enum: PLATFORM_KEYS,
    description: 'The platforms to ask: a non-empty subset of the four platform keys (default: all four).',
    example: ['assistant_a', 'aio'],
  })
  platforms?: PlatformKey[];
  @ApiPropertyOptional({
    format: 'uri',
    maxLength: 2048,
    description:
      "Where to POST this scan's scan.completed or scan.failed event (signed per Standard Webhooks; the secret comes back " +
      'as webhookSecret). An https URL on a public address; a refused URL does not stop the scan (webhookRegistered: false).',
  })
  webhookUrl?: string;
}

export class TriggerScanByUrlSchema extends TriggerScanOptionsSchema {
  @ApiProperty({
    format: 'uri',
    description: 'Website URL. If you have no agent for its domain yet, one is created.',
    example: 'https://www.example.com',
  })
  url: string;
}

export class TriggerScanBySyntheticIdSchema extends TriggerScanOptionsSchema {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'Existing agent to re-scan.',
    example: 1001,
  })
  syntheticId: number;
}

/** Fields of the three "no scores" poll states. */
class ScanStatusSiteSchema {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({
    nullable: true,
    type: Boolean,
    description: "false when the brand's site could not be read; null while not known.",
  })
  siteRead: boolean | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the site could not be read.' })
  siteReadError: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScanStatusNoneSchema extends ScanStatusSiteSchema {
  @ApiProperty({ enum: ['none'], description: 'No completed scan, none running.' }) state: 'none';
  @ApiProperty({ enum: [false] }) scanAvailable: false;
  @ApiProperty({ enum: [false] }) scanInProgress: false;
}

export class ScanStatusRunningSchema extends ScanStatusSiteSchema {
  @ApiProperty({ enum: ['running'], description: 'A scan is running; poll again after Retry-After seconds.' })
  state: 'running';
  @ApiProperty({ enum: [false] }) scanAvailable: false;
  @ApiProperty({ enum: [true] }) scanInProgress: true;
  @ApiProperty({ description: 'The scan running.' }) scanId: string;
  @ApiProperty({ type: ProgressSchema }) progress: ProgressSchema;
  @ApiProperty({
    description: 'A server-sent event stream of this scan (short-lived token included).',
  })
  eventsUrl: string;
  @ApiProperty({
    example: 'asking',
    description: 'queued, reading-site, planning, asking, judging (the model judge, when configured) or settling.',
  })
  phase: string;
}

export class ScanStatusFailedSchema {
  @ApiProperty({ enum: ['failed'], description: 'The scan asked for by scanId failed.' }) state: 'failed';
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({ enum: [false] }) scanAvailable: false;
  @ApiProperty({ enum: [false] }) scanInProgress: false;
  @ApiProperty() scanId: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScanStatusAvailableSchema extends ScanQualitySchema {
  @ApiProperty({ enum: ['available'], description: 'A completed scan is shown.' }) state: 'available';
  @ApiProperty({ type: 'integer', minimum: 1, example: 1001 }) syntheticId: number;
  @ApiProperty({ enum: [true] }) scanAvailable: true;
  @ApiProperty({ description: 'The scan shown.' }) scanId: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) overallScore: number;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ type: PlatformScoresSchema }) platformScores: PlatformScoresSchema;
  @ApiProperty() reportUrl: string;
  @ApiPropertyOptional({ description: 'Present when the last scan failed: the previous completed scan is shown.' })
  message?: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export const SCAN_STATUS_SCHEMAS = {
  none: ScanStatusNoneSchema,
  running: ScanStatusRunningSchema,
  failed: ScanStatusFailedSchema,
  available: ScanStatusAvailableSchema,
};
