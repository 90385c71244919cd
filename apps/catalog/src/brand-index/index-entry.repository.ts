import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { IndexEntryView } from '#contracts';
import { IndexEntry, type IndexEntryRow } from './index-entry.entity.js';

interface EntryWithName {
  slug: string;
  synthetic_id: number;
  domain: string;
  published_at: Date | string;
  brand_name: string;
}

/** The index entry joined with its agent's current name. */
const SELECT_VIEW = `
  select e."slug", e."synthetic_id", e."domain", e."published_at", a."name" as "brand_name"
  from "catalog"."index_entries" e join "catalog"."agents" a on a."synthetic_id" = e."synthetic_id"`;

/** Queries of the public brand index. */
@Injectable()
export class IndexEntryRepository {
  constructor(private readonly em: EntityManager) {}

  findBySyntheticId(syntheticId: number): Promise<IndexEntryRow | null> {
    return this.em.findOne(IndexEntry, { syntheticId });
  }

  findByDomain(domain: string): Promise<IndexEntryRow | null> {
    return this.em.findOne(IndexEntry, { domain });
  }

  findBySlug(slug: string): Promise<IndexEntryRow | null> {
    return this.em.findOne(IndexEntry, { slug });
  }

  /** Inserts the entry unless its slug is taken; false then. */
  async insertIfSlugFree(entry: { slug: string; syntheticId: number; domain: string }): Promise<boolean> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `insert into "catalog"."index_entries" ("slug", "synthetic_id", "domain") values (?, ?, ?)
       on conflict ("slug") do nothing returning "slug"`,
      [entry.slug, entry.syntheticId, entry.domain],
    );
    return rows.length > 0;
  }

  /** Moves the agent's entry to a new slug unless that slug is taken; false then. */
  async changeSlugIfFree(syntheticId: number, slug: string): Promise<boolean> {
    const taken = await this.findBySlug(slug);
    if (taken) return taken.syntheticId === syntheticId;
    const changed = await this.em.nativeUpdate(IndexEntry, { syntheticId }, { slug });
    return changed > 0;
  }

  async delete(slug: string): Promise<{ syntheticId: number } | null> {
    const rows = await this.em.execute<{ synthetic_id: number }[]>(
      `delete from "catalog"."index_entries" where "slug" = ? returning "synthetic_id"`,
      [slug],
    );
    const [row] = rows;
    return row ? { syntheticId: row.synthetic_id } : null;
  }

  async viewBySyntheticId(syntheticId: number): Promise<IndexEntryView | null> {
    const [row] = await this.em.execute<EntryWithName[]>(`${SELECT_VIEW} where e."synthetic_id" = ?`, [syntheticId]);
    return row ? toView(row) : null;
  }

  async viewBySlug(slug: string): Promise<IndexEntryView | null> {
    const [row] = await this.em.execute<EntryWithName[]>(`${SELECT_VIEW} where e."slug" = ?`, [slug]);
    return row ? toView(row) : null;
  }

  async viewByDomain(domain: string): Promise<IndexEntryView | null> {
    const [row] = await this.em.execute<EntryWithName[]>(`${SELECT_VIEW} where e."domain" = ?`, [domain]);
    return row ? toView(row) : null;
  }

  /** Entries whose brand name equals the given one, ignoring case; several when names clash. */
  async viewsByName(name: string): Promise<IndexEntryView[]> {
    const rows = await this.em.execute<EntryWithName[]>(
      `${SELECT_VIEW} where lower(a."name") = lower(?) order by e."slug"`,
      [name],
    );
    return rows.map(toView);
  }
}

function toView(row: EntryWithName): IndexEntryView {
  return {
    slug: row.slug,
    brandName: row.brand_name,
    syntheticId: row.synthetic_id,
    domain: row.domain,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}
