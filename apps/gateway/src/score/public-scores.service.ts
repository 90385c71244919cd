import { Injectable } from '@nestjs/common';
import { visibilityLevel } from '#analysis';
import { AppError, InjectService, type ServiceClient } from '#common';
import { CATALOG, type IndexEntryView, type LatestScoresResponse, SCANS } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { BrandPages } from '../scans/brand-pages.service.js';
import type { ScoreQuery } from './score.controller.js';

/** A brand's public score from the public index, for GET /score and the MCP tool alike. */
@Injectable()
export class PublicScores {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly brandPages: BrandPages,
  ) {}

  async lookup(query: ScoreQuery) {
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
