import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** One query of a topic; `queryKey` is its folded text, unique within the topic. */
export const TopicQuery = defineEntity({
  name: 'TopicQuery',
  tableName: 'topic_queries',
  properties: {
    id: p.string().primary(),
    topicId: p.string(),
    query: p.string(),
    queryKey: p.string(),
    ordinal: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
export type TopicQueryRow = InferEntity<typeof TopicQuery>;
