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
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PLATFORM_KEYS, type PlatformKey, SCAN_MODES, type ScanMode } from '#contracts';
import { ServiceContextSchema } from '../shared/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';

const PLATFORMS_MESSAGE = `platforms must be a non-empty array of platform keys: ${PLATFORM_KEYS.join(', ')}`;

export class CreateScheduleDto {
  @ApiProperty({ type: 'integer', description: 'The agent to re-scan (you must own it).', example: 1001, minimum: 1 })
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId: number;

  @ApiProperty({
    description:
      'daily, weekly or monthly (at the time of day, weekday and day of month of creation, UTC), or a five-field ' +
      'cron expression in UTC running at most once an hour (e.g. "0 6 * * 1-5").',
    example: 'weekly',
    maxLength: 100,
  })
  @IsString({ message: 'cadence must be daily, weekly, monthly or a cron expression' })
  @MinLength(1, { message: 'cadence must be daily, weekly, monthly or a cron expression' })
  @MaxLength(100, { message: 'cadence may be at most 100 characters' })
  cadence: string;

  @ApiPropertyOptional({ enum: SCAN_MODES, default: 'batch' })
  @OptionalField()
  @IsIn(SCAN_MODES, { message: 'mode must be "batch" or "full"' })
  mode?: ScanMode;

  @ApiPropertyOptional({ type: 'integer', default: 30, minimum: 1, maximum: 100 })
  @OptionalField()
  @IsInt({ message: 'maxQueries must be an integer from 1 to 100' })
  @Min(1, { message: 'maxQueries must be an integer from 1 to 100' })
  @Max(100, { message: 'maxQueries must be an integer from 1 to 100' })
  maxQueries?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 10,
    description:
      'Times each query is asked per platform, for POST /scan once it takes samples; stored with the schedule.',
  })
  @OptionalField()
  @IsInt({ message: 'samples must be an integer from 1 to 10' })
  @Min(1, { message: 'samples must be an integer from 1 to 10' })
  @Max(10, { message: 'samples must be an integer from 1 to 10' })
  samples?: number;

  @ApiPropertyOptional({ type: [String], enum: PLATFORM_KEYS, description: 'Default: all four.' })
  @OptionalField()
  @IsArray({ message: PLATFORMS_MESSAGE })
  @ArrayNotEmpty({ message: PLATFORMS_MESSAGE })
  @ArrayMaxSize(PLATFORM_KEYS.length, { message: PLATFORMS_MESSAGE })
  @ArrayUnique({ message: 'platforms must not repeat a platform key' })
  @IsIn(PLATFORM_KEYS, { each: true, message: PLATFORMS_MESSAGE })
  platforms?: PlatformKey[];
}

export class ScheduleIdParam {
  @ApiProperty({ description: 'Schedule id (sch_…).' })
  @Matches(/^sch_[0-9a-f]{24}$/, { message: 'id must be a schedule id (sch_ and 24 hex digits)' })
  id: string;
}

export class ListSchedulesQuery {
  @ApiPropertyOptional({ type: 'integer', description: "Only this agent's schedules.", minimum: 1 })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId?: number;
}

export class ScheduleSchema {
  @ApiProperty() id: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty() cadence: string;
  @ApiProperty({ description: 'The cron pattern (UTC) the cadence stands for.' }) pattern: string;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100 }) maxQueries: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true }) samples: number | null;
  @ApiProperty({ nullable: true, type: [String], enum: PLATFORM_KEYS }) platforms: string[] | null;
  @ApiProperty({ format: 'date-time' }) nextRunAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastRunAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'triggered, or skipped: <reason>.' })
  lastOutcome: string | null;
  @ApiProperty({ nullable: true, type: String }) lastScanId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ScheduleCreatedSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty({ type: ScheduleSchema }) schedule: ScheduleSchema;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScheduleListSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) scheduleCount: number;
  @ApiProperty({ type: [ScheduleSchema] }) schedules: ScheduleSchema[];
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class ScheduleDeletedSchema {
  @ApiProperty({ enum: [true] }) success: boolean;
  @ApiProperty() deleted: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
