import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { visibilityLevel } from '#analysis';
import { AppError, InjectService, type ServiceClient } from '#common';
import { CATALOG, type IndexEntryView, type LatestScoresResponse, SCANS } from '#contracts';
import { PublicEndpoint } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { serviceContext } from '../edge/service-context.js';
import { BrandPages } from '../scans/brand-pages.service.js';
import { PlatformScoresSchema, ServiceContextSchema } from '../shared/api-schemas.js';
import { OptionalField } from '../shared/optional-field.js';

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
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly brandPages: BrandPages,
  ) {}

  @Get('score')
  @PublicEndpoint()
  @ApiOperation({
    operationId: 'getPublicScore',
    summary:
      'Public score of a brand in the public brand index (no API key needed). Pass exactly one of slug, url, name.',
  })
  @ApiResponse({ status: 200, type: PublicScoreSchema, example: EXAMPLES.publicScore })
  @ApiErrorResponses(['VALIDATION_ERROR', 'NOT_FOUND', 'NO_SCAN', 'AMBIGUOUS_NAME'], { public: true })
  async score(@Query() query: ScoreQuery) {
    const given = (['slug', 'url', 'name'] as const).filter((k) => query[k] !== undefined);
    if (given.length !== 1) {
      throw new AppError('VALIDATION_ERROR', 'Pass exactly one of slug, url or name.', [
        { field: given.length ? given.join(',') : 'slug', message: 'exactly one of slug, url, name is required' },
      ]);
    }
    const entry = await this.catalog.send<IndexEntryView>(CATALOG.lookupIndex, { [given[0]!]: query[given[0]!] });
    const { scores } = await this.scans.send<LatestScoresResponse>(SCANS.latest, { syntheticIds: [entry.syntheticId] });
    const latest = scores[0];
    if (!latest) {
      throw new AppError('NO_SCAN', `${entry.brandName} is in the public index but has no completed scan yet.`);
    }
    return {
      brandName: entry.brandName,
      slug: entry.slug,
      overallScore: latest.overallScore,
      visibilityLevel: visibilityLevel(latest.overallScore),
      platformScores: latest.platformScores,
      lastScanDate: latest.lastScanDate,
      brandPageUrl: this.brandPages.pageUrl(entry.slug),
      _service: serviceContext({
        what_you_are_seeing: `How visible ${entry.brandName} is in AI assistants' answers, from its latest scan (0–100).`,
        how_to_use: 'visibilityLevel: 0–20 invisible, 21–40 low, 41–60 moderate, 61–80 strong, 81–100 dominant.',
        next_steps: [
          `Open brandPageUrl for the public page.`,
          'With an API key, scan any brand: POST /api/visibility/scan.',
        ],
      }),
    };
  }
}
