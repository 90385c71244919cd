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

export class VerdictSchema {
  @ApiProperty() mentioned: boolean;
  @ApiProperty({ type: 'integer', minimum: 0, description: '1-based; 0 when not mentioned.' }) position: number;
  @ApiProperty({ enum: ['positive', 'neutral', 'negative', 'none'] }) sentiment: string;
  @ApiProperty({ type: [String] }) competitors: string[];
}

export class QueryResultVerdictsSchema {
  @ApiProperty({ type: VerdictSchema, description: "The rule-based analysis' verdict." }) rules: VerdictSchema;
  @ApiProperty({
    type: VerdictSchema,
    nullable: true,
    description: 'The model judge’s verdict; null when no judge is configured or it gave no valid verdict.',
  })
  model: VerdictSchema | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the judge gave no verdict (timeout, refusal, malformed or off-schema reply, HTTP error).',
  })
  judgeError: string | null;
}

export class QueryResultSchema {
  @ApiProperty() query: string;
  @ApiProperty({ enum: PLATFORM_KEYS }) platform: string;
  @ApiProperty({ description: 'Model reported by the provider; `simulator/…` for simulated answers.' }) model: string;
  @ApiProperty() mentioned: boolean;
  @ApiProperty({ enum: ['positive', 'neutral', 'negative', 'none'], description: '`none` exactly when not mentioned.' })
  sentiment: string;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: '1-based position of the brand in the answer; 0 when not mentioned.',
  })
  position: number;
  @ApiProperty() rawResponse: string;
  @ApiProperty({ type: [CitedSourceSchema] }) citedSources: CitedSourceSchema[];
  @ApiProperty({ type: [String] }) competitors: string[];
  @ApiProperty({ nullable: true, type: String }) personaId: string | null;
  @ApiProperty() topicId: string;
  @ApiProperty({
    enum: ['rules', 'model'],
    description:
      'Whose verdict mentioned, position, sentiment and competitors (and so the scores) are: the model judge’s when one is configured and gave a valid verdict, else the rules’.',
  })
  analysisMethod: string;
  @ApiProperty({ type: QueryResultVerdictsSchema }) verdicts: QueryResultVerdictsSchema;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
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
  @ApiProperty({ type: 'integer', minimum: 0 }) positive: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) neutral: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) negative: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) none: number;
}

export class PlatformDetailSchema {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Successful runs on this platform.' }) runs: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Share of runs mentioning the brand, 0–1.' }) mentionRate: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean position where mentioned.' }) avgPosition:
    | number
    | null;
  @ApiProperty({ type: SentimentBreakdownSchema }) sentimentBreakdown: SentimentBreakdownSchema;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Answers the figures rest on (= runs).' })
  n?: number;
  @ApiPropertyOptional({ type: IntervalSchema, description: 'Wilson 95% interval of mentionRate.' })
  mentionRateInterval?: IntervalSchema;
  @ApiPropertyOptional({ type: IntervalSchema, nullable: true, description: 'Bootstrap 95% interval of the score.' })
  scoreInterval?: IntervalSchema | null;
  @ApiPropertyOptional({ enum: ['low', 'directional', 'high'], description: 'low n < 5, directional 5–29, high ≥ 30.' })
  confidence?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 1, nullable: true, type: Number }) shareOfVoice?: number | null;
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

const ANALYSIS_MIXES = ['rules', 'model', 'mixed'];

export class VerdictDisagreementsSchema {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Judged answers on which the two verdicts differ in any field.',
  })
  runs: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) mentioned: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) position: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) sentiment: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Differing sets of competitor names (case-insensitive).' })
  competitors: number;
}

export class AnalysisByPlatformSchema {
  @ApiProperty({ enum: ANALYSIS_MIXES }) assistant_a: string;
  @ApiProperty({ enum: ANALYSIS_MIXES }) assistant_b: string;
  @ApiProperty({ enum: ANALYSIS_MIXES }) assistant_c: string;
  @ApiProperty({ enum: ANALYSIS_MIXES }) aio: string;
}

export class ReportAnalysisSchema {
  @ApiProperty({
    enum: ['rules', 'model', 'mixed'],
    description:
      '`rules`: every figure comes from the rule-based analysis; `model`: from the model judge; `mixed`: the judge gave no valid verdict for some answers, whose figures are the rules’.',
  })
  method: string;
  @ApiProperty({
    type: AnalysisByPlatformSchema,
    description: 'Whose verdicts each platform’s score and details use (`rules`, `model` or `mixed`).',
  })
  byPlatform: AnalysisByPlatformSchema;
  @ApiProperty({ type: String, nullable: true, description: 'The judge model, when answers were judged.' })
  judgeModel: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers with a valid model verdict.' }) judgedRuns: number;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Answers the judge gave no valid verdict for (the rules’ verdict stands).',
  })
  judgeFailures: number;
  @ApiProperty({ type: VerdictDisagreementsSchema }) disagreements: VerdictDisagreementsSchema;
}

export class ReportSchema extends ScanQualitySchema {
  @ApiProperty({ type: 'integer', minimum: 1 }) syntheticId: number;
  @ApiProperty() scanId: string;
  @ApiProperty() brandName: string;
  @ApiProperty({ format: 'date-time' }) scanDate: string;
  @ApiProperty({ enum: SCAN_MODES }) mode: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) overallScore: number;
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
  @ApiProperty({
    type: ReportAnalysisSchema,
    description: 'Which verdicts the figures use; model-judge disagreements.',
  })
  analysis: ReportAnalysisSchema;
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
