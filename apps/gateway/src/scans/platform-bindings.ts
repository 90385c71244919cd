import { Injectable } from '@nestjs/common';
import { InjectService, type ServiceClient } from '#common';
import { PLATFORMS, type PlatformBindingsResponse, type PlatformBindingView } from '#contracts';
import { ExpiringCache } from '../shared/expiring-cache.js';

/** The platforms service reads its bindings at boot: a change shows here within this time of its restart. */
const BINDINGS_TTL_MS = 30_000;

/** Which provider and model answer for each platform (display names, simulated or not), cached. */
@Injectable()
export class PlatformBindings {
  private readonly cache = new ExpiringCache<'all', PlatformBindingView[]>(BINDINGS_TTL_MS, 1);

  constructor(@InjectService('platforms') private readonly platforms: ServiceClient) {}

  all(): Promise<PlatformBindingView[]> {
    return this.cache.get(
      'all',
      async () => (await this.platforms.send<PlatformBindingsResponse>(PLATFORMS.bindings, {})).bindings,
    );
  }
}
