import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A named group of queries of one agent; `ordinal` is its creation order. */
export const Topic = defineEntity({
  name: 'Topic',
  tableName: 'topics',
  properties: {
    id: p.string().primary(),
    syntheticId: p.integer(),
    name: p.string(),
    nameKey: p.string(),
    ordinal: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
export type TopicRow = InferEntity<typeof Topic>;
