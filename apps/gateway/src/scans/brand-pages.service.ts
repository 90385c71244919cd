import type { Subscription } from '@nats-io/transport-node';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
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
import { type AgentChangedEvent, CATALOG, type IndexEntryView, type ReportView } from '#contracts';
import { ExpiringCache } from '../shared/expiring-cache.js';

/** Enough for the agents a busy gateway sees within a cache lifetime. */
const MAX_CACHED = 10_000;

/**
 * Public brand page addresses (decisions §8): `{PUBLIC_BASE_URL}/brands/{slug}`. Which agent has
 * one is cached like the agents are (AUTH_CACHE_TTL_MS), and dropped on every replica at once by
 * the catalog's notice when an agent is published in the index or taken out of it.
 */
@Injectable()
export class BrandPages implements OnModuleInit, OnModuleDestroy {
  private readonly slugs: ExpiringCache<number, string | null>;
  private subscription?: Subscription;

  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.slugs = new ExpiringCache(config.AUTH_CACHE_TTL_MS, MAX_CACHED);
  }

  onModuleInit(): void {
    this.subscription = listen<AgentChangedEvent>(this.nats, CATALOG.indexChanged, ({ syntheticId }) =>
      this.slugs.delete(syntheticId),
    );
    // Notices sent while the connection was down were lost.
    onReconnect(this.nats, () => this.slugs.clear());
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  pageUrl(slug: string): string {
    return `${this.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/brands/${encodeURIComponent(slug)}`;
  }

  /** The brand's public page when it is in the index; otherwise its report page, the only page it has. */
  async urlFor(report: Pick<ReportView, 'syntheticId' | 'reportUrl'>): Promise<string> {
    return (await this.publicUrlOf(report.syntheticId)) ?? report.reportUrl;
  }

  /** The public page of the agent when it is in the index, else null (asked beside the report, not after it). */
  async publicUrlOf(syntheticId: number): Promise<string | null> {
    const slug = await this.slugs.get(syntheticId, () => this.slugOf(syntheticId));
    return slug === null ? null : this.pageUrl(slug);
  }

  private async slugOf(syntheticId: number): Promise<string | null> {
    try {
      return (await this.catalog.send<IndexEntryView>(CATALOG.lookupIndex, { syntheticId })).slug;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
