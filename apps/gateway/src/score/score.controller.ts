import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { PublicEndpoint } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { PlatformScoresSchema, ServiceContextSchema } from '../shared/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';
import { PublicScores } from './public-scores.service.js';

export class ScoreQuery {
  @ApiPropertyOptional({ description: 'Brand index slug; exact match; most reliable.', example: 'example' })
  @OptionalField()
  @IsString()
  @Length(1, 200)
  slug?: string;

  @ApiPropertyOptional({
    description: "Any URL on the brand's site; the domain is extracted and matched.",
    example: 'https://example.com/pricing',
  })
  @OptionalField()
  @IsString()
  @Length(1, 2048)
  url?: string;

  @ApiPropertyOptional({
    description: 'Brand name; must match exactly one brand (case-insensitive).',
    example: 'Example',
  })
  @OptionalField()
  @IsString()
  @Length(1, 200)
  name?: string;
}

export class PublicScoreSchema {
  @ApiProperty() brandName: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) overallScore: number;
  @ApiProperty({ enum: ['invisible', 'low', 'moderate', 'strong', 'dominant'] }) visibilityLevel: string;
  @ApiProperty({ type: PlatformScoresSchema }) platformScores: PlatformScoresSchema;
  @ApiProperty({ format: 'date-time' }) lastScanDate: string;
  @ApiProperty() brandPageUrl: string;
  @ApiProperty({ type: ServiceContextSchema }) _service: ServiceContextSchema;
}

@ApiTags('public')
@Controller('api/visibility')
export class ScoreController {
  constructor(private readonly publicScores: PublicScores) {}

  @Get('score')
  @PublicEndpoint()
  @ApiOperation({
    operationId: 'getPublicScore',
    summary:
      'Public score of a brand in the public brand index (no API key needed). Pass exactly one of slug, url, name.',
  })
  @ApiResponse({ status: 200, type: PublicScoreSchema, example: EXAMPLES.publicScore })
  @ApiErrorResponses(['VALIDATION_ERROR', 'NOT_FOUND', 'NO_SCAN', 'AMBIGUOUS_NAME'], { public: true })
  score(@Query() query: ScoreQuery) {
    return this.publicScores.lookup(query);
  }
}
