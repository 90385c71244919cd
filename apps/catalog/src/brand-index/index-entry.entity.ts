import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** An agent published to the public brand index, under a unique slug and a unique domain. */
export const IndexEntry = defineEntity({
  name: 'IndexEntry',
  tableName: 'index_entries',
  properties: {
    slug: p.string().primary(),
    syntheticId: p.integer(),
    domain: p.string(),
    publishedAt: p.datetime(),
  },
});
export type IndexEntryRow = InferEntity<typeof IndexEntry>;
