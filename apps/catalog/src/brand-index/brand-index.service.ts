import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { AppError, broadcastCacheNotice, NATS_CLIENT } from '#common';
import {
  type AgentChangedEvent,
  CATALOG,
  type IndexEntryView,
  type LookupIndexRequest,
  type PublishIndexRequest,
  type PublishIndexResponse,
  type UnpublishIndexResponse,
} from '#contracts';
import { AgentRepository } from '../agents/agent.repository.js';
import { agentNotFound } from '../agents/agent-not-found.js';
import { parseWebsite } from '../agents/website-input.js';
import { cleanText } from '../shared/text-key.js';
import { IndexEntryRepository } from './index-entry.repository.js';
import { SLUG_PATTERN, slugCandidate, slugFromDomain } from './slug.js';

/** Enough for any realistic number of brands sharing a domain label. */
const MAX_SLUG_ATTEMPTS = 1_000;

/**
 * The public brand index (decisions §8): the operator publishes an agent under a unique slug,
 * and anybody looks it up by slug, URL or name. One entry per agent and per domain, so that a
 * URL lookup can never match two brands.
 */
@Injectable()
export class BrandIndexService {
  private readonly logger = new Logger(BrandIndexService.name);

  constructor(
    readonly em: EntityManager,
    private readonly agents: AgentRepository,
    private readonly entries: IndexEntryRepository,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /** Publishes the agent; publishing again returns its entry (moved to the requested slug, if one is given). */
  @CreateRequestContext()
  async publish(req: PublishIndexRequest): Promise<PublishIndexResponse> {
    const requested = req.slug === undefined ? undefined : readSlug(req.slug);
    const published = await this.em.transactional(async (): Promise<PublishIndexResponse> => {
      const agent = await this.agents.lock(req.syntheticId);
      if (!agent) throw agentNotFound(req.syntheticId);
      const existing = await this.entries.findBySyntheticId(agent.syntheticId);
      if (existing) {
        if (requested !== undefined && requested !== existing.slug) {
          if (!(await this.entries.changeSlugIfFree(agent.syntheticId, requested))) throw slugTaken(requested);
        }
        return { ...(await this.requireView(agent.syntheticId)), created: false };
      }
      const sameDomain = await this.entries.findByDomain(agent.domain);
      if (sameDomain) {
        throw new AppError(
          'VALIDATION_ERROR',
          `${agent.domain} is already in the index as "${sameDomain.slug}" (brand agent ${sameDomain.syntheticId}); unpublish it first.`,
          [{ field: 'syntheticId', message: 'another agent of this domain is published' }],
        );
      }
      const entry = { syntheticId: agent.syntheticId, domain: agent.domain };
      if (requested !== undefined) {
        if (!(await this.entries.insertIfSlugFree({ ...entry, slug: requested }))) throw slugTaken(requested);
      } else {
        const base = slugFromDomain(agent.domain);
        let attempt = 0;
        while (!(await this.entries.insertIfSlugFree({ ...entry, slug: slugCandidate(base, attempt) }))) {
          if (++attempt >= MAX_SLUG_ATTEMPTS) throw new Error(`no free slug for ${base}`);
        }
      }
      return { ...(await this.requireView(agent.syntheticId)), created: true };
    });
    await this.changed(published.syntheticId);
    return published;
  }

  @CreateRequestContext()
  async unpublish(slug: string): Promise<UnpublishIndexResponse> {
    const deleted = typeof slug === 'string' ? await this.entries.delete(slug) : null;
    if (!deleted) throw new AppError('NOT_FOUND', `No brand is published under the slug ${JSON.stringify(slug)}.`);
    await this.changed(deleted.syntheticId);
    return { slug, syntheticId: deleted.syntheticId, unpublished: true };
  }

  /** Tells the gateways that their cached brand page of the agent is out of date. */
  private async changed(syntheticId: number): Promise<void> {
    const notice: AgentChangedEvent = { syntheticId };
    await broadcastCacheNotice(this.nats, CATALOG.indexChanged, notice, this.logger, `Agent ${syntheticId}: index`);
  }

  /**
   * Exactly one of slug (exact), url (registrable domain) or name (case-insensitive exact); or,
   * for the service's own use (brandPageUrl), the syntheticId of a published agent.
   */
  @CreateRequestContext()
  async lookup(req: LookupIndexRequest): Promise<IndexEntryView> {
    if (req.syntheticId !== undefined && req.slug === undefined && req.url === undefined && req.name === undefined) {
      const entry = await this.entries.viewBySyntheticId(Number(req.syntheticId));
      if (!entry) throw new AppError('NOT_FOUND', 'Brand not found');
      return entry;
    }
    const given = (['slug', 'url', 'name'] as const).filter((key) => req[key] !== undefined);
    if (given.length !== 1) {
      throw new AppError('VALIDATION_ERROR', 'Pass exactly one of slug, url or name.', [
        { field: given[1] ?? 'slug', message: 'exactly one of slug, url or name is required' },
      ]);
    }
    let found: IndexEntryView | null = null;
    if (req.slug !== undefined) {
      found = await this.entries.viewBySlug(String(req.slug));
    } else if (req.url !== undefined) {
      found = await this.entries.viewByDomain(parseWebsite(req.url).domain);
    } else {
      const matches = await this.entries.viewsByName(cleanText(String(req.name)));
      if (matches.length > 1) {
        throw new AppError(
          'AMBIGUOUS_NAME',
          `Several brands in the index are named "${req.name}": look one up by its slug.`,
          undefined,
          {
            candidates: matches.map(({ slug, brandName }) => ({ slug, brandName })),
          },
        );
      }
      found = matches[0] ?? null;
    }
    if (!found) throw new AppError('NOT_FOUND', 'Brand not found');
    return found;
  }

  private async requireView(syntheticId: number): Promise<IndexEntryView> {
    const view = await this.entries.viewBySyntheticId(syntheticId);
    if (!view) throw new Error(`index entry of agent ${syntheticId} vanished inside its transaction`);
    return view;
  }
}

function readSlug(raw: unknown): string {
  const slug = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!SLUG_PATTERN.test(slug)) {
    throw new AppError('VALIDATION_ERROR', `Not a valid slug: ${JSON.stringify(raw)}`, [
      { field: 'slug', message: 'lower-case letters, digits and inner hyphens, at most 64 characters' },
    ]);
  }
  return slug;
}

function slugTaken(slug: string): AppError {
  return new AppError('VALIDATION_ERROR', `The slug "${slug}" is already taken by another brand.`, [
    { field: 'slug', message: 'already taken' },
  ]);
}
