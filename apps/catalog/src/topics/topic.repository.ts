import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TopicWithQueries } from '#contracts';
import { newId } from '../shared/ids.js';
import { cleanText, textKey } from '../shared/text-key.js';
import { Topic, type TopicRow } from './topic.entity.js';
import { TopicQuery } from './topic-query.entity.js';

/** Queries of the topics and topic_queries tables. */
@Injectable()
export class TopicRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The agent's topics in creation order, each with its queries in creation order: one plain
   * query (every scan's first phase reads them; entities would only be hydrated to be copied).
   */
  async listWithQueries(syntheticId: number): Promise<TopicWithQueries[]> {
    const rows = await this.em.execute<{ topic_id: string; name: string; id: string | null; query: string | null }[]>(
      `select t.id as topic_id, t.name, q.id, q.query
         from "catalog"."topics" t left join "catalog"."topic_queries" q on q.topic_id = t.id
        where t.synthetic_id = ? order by t.ordinal, q.ordinal`,
      [syntheticId],
    );
    const topics: TopicWithQueries[] = [];
    for (const row of rows) {
      let topic = topics.at(-1);
      if (topic?.id !== row.topic_id) {
        topic = { id: row.topic_id, name: row.name, queries: [] };
        topics.push(topic);
      }
      if (row.id !== null && row.query !== null) topic.queries.push({ id: row.id, query: row.query });
    }
    return topics;
  }

  findInAgent(syntheticId: number, topicId: string): Promise<TopicRow | null> {
    return this.em.findOne(Topic, { id: topicId, syntheticId });
  }

  findByName(syntheticId: number, name: string): Promise<TopicRow | null> {
    return this.em.findOne(Topic, { syntheticId, nameKey: textKey(name) });
  }

  async count(syntheticId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from "catalog"."topics" where "synthetic_id" = ?`,
      [syntheticId],
    );
    return row?.n ?? 0;
  }

  countQueries(topicId: string): Promise<number> {
    return this.em.count(TopicQuery, { topicId });
  }

  /** A new topic, or null when the agent already has one of that name (case-insensitive). */
  async insertTopic(syntheticId: number, name: string): Promise<TopicRow | null> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `insert into "catalog"."topics" ("id", "synthetic_id", "name", "name_key")
       values (?, ?, ?, ?)
       on conflict ("synthetic_id", "name_key") do nothing
       returning *`,
      [newId('top'), syntheticId, cleanText(name), textKey(name)],
    );
    const [row] = rows;
    return row ? this.em.map(Topic, row) : null;
  }

  /**
   * Adds the queries the topic does not have yet (compared by `textKey`), in the given order, in
   * one statement; returns how many were added. Concurrent adds of the same query add it once.
   */
  async insertQueries(topicId: string, queries: readonly string[]): Promise<number> {
    if (queries.length === 0) return 0;
    const records = queries.map((query, ord) => ({
      id: newId('q'),
      query: cleanText(query),
      query_key: textKey(query),
      ord,
    }));
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `insert into "catalog"."topic_queries" ("id", "topic_id", "query", "query_key")
       select r.id, ?, r.query, r.query_key
       from json_to_recordset(?::json) as r(id text, query text, query_key text, ord int)
       order by r.ord
       on conflict ("topic_id", "query_key") do nothing
       returning "id"`,
      [topicId, JSON.stringify(records)],
    );
    return rows.length;
  }
}
