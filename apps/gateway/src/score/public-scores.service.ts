import type { Subscription } from '@nats-io/transport-node';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { visibilityLevel } from '#analysis';
import {
  APP_CONFIG,
  type AppConfig,
  AppError,
  InjectService,
  listen,
  NATS_CLIENT,
  onReconnect,
  type ServiceClient,
} from '#common';
import { CATALOG, type IndexEntryView, type LatestScoresResponse, SCANS } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { BrandPages } from '../scans/brand-pages.service.js';
import { ScanStatusReader } from '../scans/scan-status-reader.js';
import { ExpiringCache } from '../shared/expiring-cache.js';
import type { ScoreQuery } from './score.controller.js';

/** Enough for the brands a busy gateway is asked about within a cache lifetime. */
const MAX_CACHED = 10_000;

/**
 * A brand's public score from the public index, for GET /score and the MCP tool alike.
 *
 * Answers are cached by what was asked (`slug`, `url` or `name` and its value) for
 * AUTH_CACHE_TTL_MS, like the agents: the catalog's notice that the index changed drops them
 * all on every replica, and a scan of a cached brand that completes (the poll's watched read
 * model, ScanStatusReader) drops them too, so a new score shows at once. Failures (not in the
 * index, no completed scan yet) are not cached.
 */
@Injectable()
export class PublicScores implements OnModuleInit, OnModuleDestroy {
  private readonly answers: ExpiringCache<string, PublicScore>;
  /** The brands of the cached answers: a completed scan of another agent drops nothing. */
  private readonly cachedAgents = new Set<number>();
  private subscription?: Subscription;

  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @InjectService('scans') private readonly scans: ServiceClient,
    private readonly brandPages: BrandPages,
    statuses: ScanStatusReader,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.answers = new ExpiringCache(config.AUTH_CACHE_TTL_MS, MAX_CACHED);
    statuses.onSettled((syntheticId) => {
      if (this.cachedAgents.has(syntheticId)) this.forgetAll();
    });
  }

  onModuleInit(): void {
    this.subscription = listen(this.nats, CATALOG.indexChanged, () => this.forgetAll());
    // Notices sent while the connection was down were lost.
    onReconnect(this.nats, () => this.forgetAll());
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  async lookup(query: ScoreQuery): Promise<PublicScore> {
    const given = (['slug', 'url', 'name'] as const).filter((k) => query[k] !== undefined);
    if (given.length !== 1) {
      throw new AppError('VALIDATION_ERROR', 'Pass exactly one of slug, url or name.', [
        { field: given.length ? given.join(',') : 'slug', message: 'exactly one of slug, url, name is required' },
      ]);
    }
    const field = given[0]!;
    const value = query[field]!;
    return this.answers.get(`${field}:${value}`, async () => {
      const answer = await this.find(field, value);
      this.cachedAgents.add(answer.syntheticId);
      return answer.body;
    });
  }

  /** A completed scan or an index change among the cached brands: every answer is asked for again. */
  private forgetAll(): void {
    this.answers.clear();
    this.cachedAgents.clear();
  }

  private async find(field: 'slug' | 'url' | 'name', value: string) {
    const entry = await this.catalog.send<IndexEntryView>(CATALOG.lookupIndex, { [field]: value });
    const { scores } = await this.scans.send<LatestScoresResponse>(SCANS.latest, { syntheticIds: [entry.syntheticId] });
    const latest = scores[0];
    if (!latest) {
      throw new AppError('NO_SCAN', `${entry.brandName} is in the public index but has no completed scan yet.`);
    }
    return { syntheticId: entry.syntheticId, body: scoreBody(entry, latest, this.brandPages.pageUrl(entry.slug)) };
  }
}

function scoreBody(entry: IndexEntryView, latest: LatestScoresResponse['scores'][number], brandPageUrl: string) {
  return {
    brandName: entry.brandName,
    slug: entry.slug,
    overallScore: latest.overallScore,
    visibilityLevel: visibilityLevel(latest.overallScore),
    platformScores: latest.platformScores,
    lastScanDate: latest.lastScanDate,
    brandPageUrl,
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

type PublicScore = ReturnType<typeof scoreBody>;
