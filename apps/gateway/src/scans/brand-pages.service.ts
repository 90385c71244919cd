import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError, InjectService, type ServiceClient } from '#common';
import { CATALOG, type IndexEntryView, type ReportView } from '#contracts';

/** Public brand page addresses (decisions §8): `{PUBLIC_BASE_URL}/brands/{slug}`. */
@Injectable()
export class BrandPages {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  pageUrl(slug: string): string {
    return `${this.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/brands/${encodeURIComponent(slug)}`;
  }

  /** The brand's public page when it is in the index; otherwise its report page, the only page it has. */
  async urlFor(report: Pick<ReportView, 'syntheticId' | 'reportUrl'>): Promise<string> {
    return (await this.publicUrlOf(report.syntheticId)) ?? report.reportUrl;
  }

  /** The public page of the agent when it is in the index, else null (asked beside the report, not after it). */
  async publicUrlOf(syntheticId: number): Promise<string | null> {
    try {
      const entry = await this.catalog.send<IndexEntryView>(CATALOG.lookupIndex, { syntheticId });
      return this.pageUrl(entry.slug);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
