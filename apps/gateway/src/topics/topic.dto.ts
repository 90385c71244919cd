import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { CATALOG_LIMITS } from '#contracts';
import { ServiceContextDto } from '../edge/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const { queryChars, queriesPerRequest, topicNameChars } = CATALOG_LIMITS;

export class QueryInputDto {
  @ApiProperty({
    description: `A buyer question, ${queryChars.min}–${queryChars.max} characters (trimmed).`,
    minLength: queryChars.min,
    maxLength: queryChars.max,
    example: 'What is the best product analytics tool for a SaaS startup?',
  })
  @Transform(trim)
  @IsString()
  @Length(queryChars.min, queryChars.max)
  query: string;
}

/** POST /topics: exactly one of `name` (new topic) or `topicId` (existing topic), and the queries. */
export class AddTopicDto {
  @ApiProperty({ type: 'integer', description: 'Brand agent id.', minimum: 1, example: 1001 })
  @IsInt({ message: 'syntheticId must be a positive integer' })
  @Min(1, { message: 'syntheticId must be a positive integer' })
  @Max(2_147_483_647, { message: 'syntheticId is too large' })
  syntheticId: number;

  @ApiPropertyOptional({
    description: 'Name of a new topic (send this or topicId). A name the agent already has (any case) is refused.',
    minLength: topicNameChars.min,
    maxLength: topicNameChars.max,
    example: 'Product analytics for startups',
  })
  @OptionalField()
  @Transform(trim)
  @IsString()
  @Length(topicNameChars.min, topicNameChars.max)
  name?: string;

  @ApiPropertyOptional({
    description: 'Id of an existing topic of this agent to add queries to (send this or name).',
    example: 'top_3kT9xQ2bV7mN1pLc',
  })
  @OptionalField()
  @IsString()
  @Matches(/^top_[A-Za-z0-9_-]{1,64}$/, { message: 'topicId must be a topic id (top_…)' })
  topicId?: string;

  @ApiProperty({
    type: [QueryInputDto],
    minItems: queriesPerRequest.min,
    maxItems: queriesPerRequest.max,
    description:
      'Queries to add. One the topic already has (case-insensitive, trimmed), or a repeat in this list, is skipped and not counted.',
  })
  @IsArray()
  @ArrayMinSize(queriesPerRequest.min)
  @ArrayMaxSize(queriesPerRequest.max)
  @ValidateNested({ each: true })
  @Type(() => QueryInputDto)
  queries: QueryInputDto[];
}

export class TopicQueryDto {
  @ApiProperty({ example: 'q_Yd83kQpL0sVb2nXe' }) id: string;
  @ApiProperty({ example: 'What is the best product analytics tool for a SaaS startup?' }) query: string;
}

export class TopicDto {
  @ApiProperty({ example: 'top_3kT9xQ2bV7mN1pLc' }) id: string;
  @ApiProperty({ example: 'Product analytics for startups' }) name: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) queryCount: number;
  @ApiProperty({ type: [TopicQueryDto], description: 'In creation order.' }) queries: TopicQueryDto[];
}

export class TopicListResponseDto {
  @ApiProperty({ type: 'integer' }) syntheticId: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) topicCount: number;
  @ApiProperty({ type: [TopicDto], description: 'In creation order.' }) topics: TopicDto[];
  @ApiProperty({ type: ServiceContextDto }) _service: ServiceContextDto;
}

export class TopicSummaryDto {
  @ApiProperty({ example: 'top_3kT9xQ2bV7mN1pLc' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Queries in the topic after this request.' })
  queryCount: number;
}

export class AddTopicResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: TopicSummaryDto }) topic: TopicSummaryDto;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Queries actually added (repeats not counted).' })
  queriesAdded: number;
  @ApiProperty({ type: ServiceContextDto }) _service: ServiceContextDto;
}
