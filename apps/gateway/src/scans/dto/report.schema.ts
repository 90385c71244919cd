import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PLATFORM_KEYS, SCAN_MODES } from '#contracts';
import { PlatformScoresSchema, ServiceContextSchema } from '../../shared/api-schemas.js';
import {
  CitedDomainSchema,
  CompetitorStandingSchema,
  GapQuerySchema,
  IntervalSchema,
  PersonaBreakdownSchema,
  ReportPersonaSchema,
  ScanQualitySchema,
  ShareOfVoiceSchema,
  TopicBreakdownSchema,
} from './insights.schema.js';

export class CitedSourceSchema {
  @ApiProperty() url: string;
  @ApiProperty() title: string;
}

export class QueryResultSchema {
  @ApiProperty() query: string;
  @ApiProperty({ enum: PLATFORM_KEYS }) platform: string;
  @ApiProperty({ description: 'Model reported by the provider; `simulator/…` for simulated answers.' }) model: string;
  @ApiProperty() mentioned: boolean;
  @ApiProperty({ enum: ['positive', 'neutral', 'negative', 'none'], description: '`none` exactly when not mentioned.' })
  sentiment: string;
  @ApiProperty({ description: '1-based position of the brand in the answer; 0 when not mentioned.' }) position: number;
  @ApiProperty() rawResponse: string;
  @ApiProperty({ type: [CitedSourceSchema] }) citedSources: CitedSourceSchema[];
  @ApiProperty({ type: [String] }) competitors: string[];
  @ApiProperty({ nullable: true, type: String }) personaId: string | null;
  @ApiProperty() topicId: string;
  @ApiProperty({
    description: '1-based repeat of the same (query, persona, platform) when the scan asked samples > 1.',
  })
  sample: number;
}

export class FailedRunSchema {
  @ApiProperty() query: string;
  @ApiProperty({ enum: PLATFORM_KEYS }) platform: string;
  @ApiProperty({ nullable: true, type: String }) personaId: string | null;
  @ApiProperty() error: string;
}

export class SentimentBreakdownSchema {
  @ApiProperty() positive: number;
  @ApiProperty() neutral: number;
  @ApiProperty() negative: number;
  @ApiProperty() none: number;
}

export class PlatformDetailSchema {
  @ApiProperty({ description: 'Successful runs on this platform.' }) runs: number;
  @ApiProperty({ description: 'Share of runs mentioning the brand, 0–1.' }) mentionRate: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean position where mentioned.' }) avgPosition:
    | number
    | null;
  @ApiProperty({ type: SentimentBreakdownSchema }) sentimentBreakdown: SentimentBreakdownSchema;
  @ApiPropertyOptional({ description: 'Answers the figures rest on (= runs).' }) n?: number;
  @ApiPropertyOptional({ type: IntervalSchema, description: 'Wilson 95% interval of mentionRate.' })
  mentionRateInterval?: IntervalSchema;
  @ApiPropertyOptional({ type: IntervalSchema, nullable: true, description: 'Bootstrap 95% interval of the score.' })
  scoreInterval?: IntervalSchema | null;
  @ApiPropertyOptional({ enum: ['low', 'directional', 'high'], description: 'low n < 5, directional 5–29, high ≥ 30.' })
  confidence?: string;
  @ApiPropertyOptional({ nullable: true, type: Number }) shareOfVoice?: number | null;
}

export class PlatformDetailsSchema {
  @ApiProperty({ type: PlatformDetailSchema }) assistant_a: PlatformDetailSchema;
  @ApiProperty({ type: PlatformDetailSchema }) assistant_b: PlatformDetailSchema;
  @ApiProperty({ type: PlatformDetailSchema }) assistant_c: PlatformDetailSchema;
  @ApiProperty({ type: PlatformDetailSchema }) aio: PlatformDetailSchema;
}

export class ReportTopicSchema {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [String] }) queries: string[];
}

export class ReportSchema extends ScanQualitySchema {
  @ApiProperty() syntheticId: number;
  @ApiProperty() scanId: string;
  @ApiProperty() brandName: string;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty({ minimum: 0, maximum: 100 }) overallScore: number;
  @ApiProperty({ type: PlatformScoresSchema }) platformScores: PlatformScoresSchema;
  @ApiProperty({ type: PlatformDetailsSchema }) platformDetails: PlatformDetailsSchema;
  @ApiProperty({ type: [QueryResultSchema] }) queryResults: QueryResultSchema[];
  @ApiProperty({ type: [FailedRunSchema], description: 'Runs that failed after retries; excluded from scores.' })
  failedRuns: FailedRunSchema[];
  @ApiProperty({ type: [ReportTopicSchema] }) topics: ReportTopicSchema[];
  @ApiProperty() reportUrl: string;
  @ApiProperty({ description: 'Public brand page when the brand is in the public index, else the report page.' })
  brandPageUrl: string;
  @ApiProperty({ description: 'true when the answers come from the offline simulator, not real AI platforms.' })
  simulated: boolean;
  @ApiPropertyOptional({ description: 'Provider usage of this scan.' }) usage?: object;
  @ApiProperty({ type: [ReportPersonaSchema] }) personas: ReportPersonaSchema[];
  @ApiProperty({ type: ShareOfVoiceSchema }) shareOfVoice: ShareOfVoiceSchema;
  @ApiProperty({ type: [CompetitorStandingSchema], description: 'Competitors named in the answers, most named first.' })
  competitorLeaderboard: CompetitorStandingSchema[];
  @ApiProperty({ type: [TopicBreakdownSchema] }) topicBreakdown: TopicBreakdownSchema[];
  @ApiProperty({ type: [PersonaBreakdownSchema] }) personaBreakdown: PersonaBreakdownSchema[];
  @ApiProperty({ type: [CitedDomainSchema] }) citedDomains: CitedDomainSchema[];
  @ApiProperty({ type: [CitedDomainSchema], description: 'Domains cited in answers that do not mention the brand.' })
  citedDomainsWhereAbsent: CitedDomainSchema[];
  @ApiProperty({ type: [GapQuerySchema], description: 'Queries where a competitor is named and the brand is not.' })
  gapQueries: GapQuerySchema[];
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}
