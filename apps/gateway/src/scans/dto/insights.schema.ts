import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PLATFORM_KEYS, SCAN_MODES } from '#contracts';
import { PlatformScoresSchema, ServiceContextSchema } from '../../shared/api-schemas.js';
import { OptionalField } from '../../shared/optional-field.js';
import { SyntheticIdQuery } from '../../shared/synthetic-id.query.js';

const SCAN_ID = /^scn_[A-Za-z0-9]{1,60}$/;

/** `?syntheticId=&scanId=`: the latest state, or one past scan of the agent. */
export class ScanQuery extends SyntheticIdQuery {
  @ApiPropertyOptional({
    description: 'A past scan of this agent (from GET /api/visibility/scans); the latest when absent.',
    example: 'scn_mf3k2x9a1b2c3d4e5f6',
  })
  @OptionalField()
  @IsString({ message: 'scanId must be a scan id (scn_…)' })
  @Matches(SCAN_ID, { message: 'scanId must be a scan id (scn_…)' })
  scanId?: string;
}

export class HistoryQuery extends SyntheticIdQuery {
  @ApiPropertyOptional({ type: 'integer', default: 20, minimum: 1, maximum: 100, description: 'Scans per page.' })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer from 1 to 100' })
  @Min(1, { message: 'limit must be an integer from 1 to 100' })
  @Max(100, { message: 'limit must be an integer from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page.' })
  @OptionalField()
  @IsString({ message: 'cursor must be a nextCursor value from a previous page' })
  @MaxLength(300, { message: 'cursor must be a nextCursor value from a previous page' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be a nextCursor value from a previous page' })
  cursor?: string;
}

export class TrendsQuery extends SyntheticIdQuery {
  @ApiPropertyOptional({ type: 'integer', default: 90, minimum: 1, maximum: 730, description: 'Days back from now.' })
  @OptionalField()
  @Type(() => Number)
  @IsInt({ message: 'days must be an integer from 1 to 730' })
  @Min(1, { message: 'days must be an integer from 1 to 730' })
  @Max(730, { message: 'days must be an integer from 1 to 730' })
  days?: number;
}

export class IntervalSchema {
  @ApiProperty() lower: number;
  @ApiProperty() upper: number;
}

const CONFIDENCE = ['low', 'directional', 'high'];

export class FigureStatisticsSchema {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers (successful runs) the figures rest on.' })
  n: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers mentioning the brand.' }) mentioned: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: '0–1.' }) mentionRate: number;
  @ApiProperty({ type: IntervalSchema, description: 'Wilson 95% interval, 0–1.' }) mentionRateInterval: IntervalSchema;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'The score of decisions §4, 0–100.' })
  score: number;
  @ApiProperty({ type: IntervalSchema, nullable: true, description: 'Bootstrap 95% interval, 0–100.' })
  scoreInterval: IntervalSchema | null;
  @ApiProperty({ enum: CONFIDENCE, description: 'low n < 5, directional 5–29, high ≥ 30.' }) confidence: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers naming the brand or any competitor.' })
  contested: number;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number, description: 'mentioned ÷ contested, 0–1.' })
  shareOfVoice: number | null;
}

export class PlatformIntervalsSchema {
  @ApiProperty({ type: FigureStatisticsSchema }) assistant_a: FigureStatisticsSchema;
  @ApiProperty({ type: FigureStatisticsSchema }) assistant_b: FigureStatisticsSchema;
  @ApiProperty({ type: FigureStatisticsSchema }) assistant_c: FigureStatisticsSchema;
  @ApiProperty({ type: FigureStatisticsSchema }) aio: FigureStatisticsSchema;
}

export class AssistantNamesSchema {
  @ApiProperty({ example: 'ChatGPT' }) assistant_a: string;
  @ApiProperty({ example: 'Claude' }) assistant_b: string;
  @ApiProperty({ example: 'Gemini (simulated)' }) assistant_c: string;
  @ApiProperty({ example: 'Google AI Overviews' }) aio: string;
}

export class PreviousScanSchema {
  @ApiProperty() scanId: string;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) overallScore: number;
  @ApiProperty({
    type: 'integer',
    minimum: -100,
    maximum: 100,
    description: 'This scan minus the previous one, in points.',
  })
  delta: number;
  @ApiProperty({
    description: 'Two-sided two-proportion z-test of the overall mention rates, p < 0.05.',
  })
  significant: boolean;
  @ApiProperty({ minimum: 0, maximum: 1 }) pValue: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: "The previous scan's overall mention rate." })
  mentionRate: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'The smaller answer count of the two scans.' }) runs: number;
}

/** The fields the poll and the report add about reliability and inputs. */
export class ScanQualitySchema {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    description: 'Times each (query, persona, platform) was asked.',
  })
  samples?: number;
  @ApiPropertyOptional({ type: IntervalSchema, nullable: true, description: 'Bootstrap 95% interval of overallScore.' })
  overallScoreInterval?: IntervalSchema | null;
  @ApiPropertyOptional({ type: PlatformIntervalsSchema, nullable: true }) platformIntervals?: PlatformIntervalsSchema;
  @ApiPropertyOptional({ enum: CONFIDENCE, nullable: true }) confidence?: string | null;
  @ApiPropertyOptional({ type: PreviousScanSchema, nullable: true, description: 'null for a first scan.' })
  previousScan?: PreviousScanSchema | null;
  @ApiPropertyOptional({
    nullable: true,
    type: Boolean,
    description: "false when the brand's site could not be read (the scan used the domain alone).",
  })
  siteRead?: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Why the site could not be read.' })
  siteReadError?: string | null;
  @ApiPropertyOptional({ type: AssistantNamesSchema, description: 'Display names of the four platform keys.' })
  assistantNames?: AssistantNamesSchema;
}

export class ShareOfVoicePlatformsSchema {
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) assistant_a: number | null;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) assistant_b: number | null;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) assistant_c: number | null;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) aio: number | null;
}

export class ShareOfVoiceSchema {
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    nullable: true,
    type: Number,
    description: 'Answers mentioning the brand ÷ answers naming it or any competitor.',
  })
  overall: number | null;
  @ApiProperty({ type: ShareOfVoicePlatformsSchema }) platforms: ShareOfVoicePlatformsSchema;
}

export class CompetitorStandingSchema {
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers naming it.' }) mentions: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) mentionRate: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean rank among the brands an answer names.' })
  avgPosition: number | null;
  @ApiProperty({ minimum: 0, maximum: 1 }) shareOfVoice: number;
  @ApiProperty({ enum: PLATFORM_KEYS, isArray: true }) platforms: string[];
}

export class SegmentFiguresSchema {
  @ApiProperty({ type: 'integer', minimum: 0 }) runs: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) mentionRate: number;
  @ApiProperty({ type: IntervalSchema }) mentionRateInterval: IntervalSchema;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) score: number;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) shareOfVoice: number | null;
  @ApiProperty({ enum: CONFIDENCE }) confidence: string;
}

export class TopicPlatformsSchema {
  @ApiPropertyOptional({ type: SegmentFiguresSchema }) assistant_a?: SegmentFiguresSchema;
  @ApiPropertyOptional({ type: SegmentFiguresSchema }) assistant_b?: SegmentFiguresSchema;
  @ApiPropertyOptional({ type: SegmentFiguresSchema }) assistant_c?: SegmentFiguresSchema;
  @ApiPropertyOptional({ type: SegmentFiguresSchema }) aio?: SegmentFiguresSchema;
}

export class TopicBreakdownSchema extends SegmentFiguresSchema {
  @ApiProperty() topicId: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: TopicPlatformsSchema }) platforms: TopicPlatformsSchema;
}

export class PersonaBreakdownSchema extends SegmentFiguresSchema {
  @ApiProperty({ nullable: true, type: String }) personaId: string | null;
  @ApiProperty({ description: 'The persona\'s name; "No persona" for runs asked without one.' }) name: string;
}

export class CitedDomainSchema {
  @ApiProperty({ description: 'Registrable domain.' }) domain: string;
  @ApiProperty({ enum: ['owned', 'competitor', 'third-party'] }) class: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers citing it.' }) count: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Share of all (answer, domain) citations.' }) share: number;
}

export class GapQuerySchema {
  @ApiProperty() query: string;
  @ApiProperty() topicId: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers naming a competitor but not the brand.' })
  gapRuns: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers to this query.' }) runs: number;
  @ApiProperty({ enum: PLATFORM_KEYS, isArray: true }) platforms: string[];
  @ApiProperty({ type: [String] }) competitors: string[];
}

export class ReportPersonaSchema {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional() role?: string;
}

export class ScanHistoryItemSchema {
  @ApiProperty() scanId: string;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ enum: ['completed', 'failed'] }) status: string;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 }) samples: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, nullable: true }) overallScore: number | null;
  @ApiProperty({ type: IntervalSchema, nullable: true }) overallScoreInterval: IntervalSchema | null;
  @ApiProperty({ type: PlatformScoresSchema, nullable: true }) platformScores: PlatformScoresSchema | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Runs planned.' }) runs: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Runs that finally failed.' }) failedRuns: number;
  @ApiPropertyOptional() failureReason?: string;
}

export class ScanHistorySchema {
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty({ type: [ScanHistoryItemSchema] }) scans: ScanHistoryItemSchema[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for older scans; null on the last page.' })
  nextCursor: string | null;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

export class TrendPointSchema {
  @ApiProperty() scanId: string;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) score: number;
  @ApiProperty({ type: IntervalSchema, nullable: true }) scoreInterval: IntervalSchema | null;
  @ApiProperty({ minimum: 0, maximum: 1 }) mentionRate: number;
  @ApiProperty({ type: IntervalSchema }) mentionRateInterval: IntervalSchema;
  @ApiProperty({ minimum: 0, maximum: 1, nullable: true, type: Number }) shareOfVoice: number | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) n: number;
}

export class TrendPlatformsSchema {
  @ApiProperty({ type: [TrendPointSchema] }) assistant_a: TrendPointSchema[];
  @ApiProperty({ type: [TrendPointSchema] }) assistant_b: TrendPointSchema[];
  @ApiProperty({ type: [TrendPointSchema] }) assistant_c: TrendPointSchema[];
  @ApiProperty({ type: [TrendPointSchema] }) aio: TrendPointSchema[];
}

export class TrendsSchema {
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 730 }) days: number;
  @ApiProperty({ format: 'date-time' }) from: string;
  @ApiProperty({ format: 'date-time' }) to: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Completed scans in the window.' }) scans: number;
  @ApiProperty({ type: [TrendPointSchema] }) overall: TrendPointSchema[];
  @ApiProperty({ type: TrendPlatformsSchema }) platforms: TrendPlatformsSchema;
  @ApiProperty({ type: PreviousScanSchema, nullable: true, description: 'Latest scan against the one before it.' })
  change: PreviousScanSchema | null;
  @ApiProperty({ type: AssistantNamesSchema }) assistantNames: AssistantNamesSchema;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
