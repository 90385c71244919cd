import type { AddTopicResponse, ListTopicsResponse } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import type { AddTopicResponseDto, TopicListResponseDto } from './topic.dto.js';

export function topicListBody(result: ListTopicsResponse): TopicListResponseDto {
  const topics = result.topics.map((t) => ({
    id: t.id,
    name: t.name,
    queryCount: t.queries.length,
    queries: t.queries,
  }));
  return {
    syntheticId: result.syntheticId,
    topicCount: topics.length,
    topics,
    _service: serviceContext({
      what_you_are_seeing:
        `The ${topics.length} topic(s) of brand agent ${result.syntheticId} and their queries, in creation order. ` +
        'A scan takes queries round-robin across topics, so every topic is represented.',
      how_to_use:
        'Topics group the buyer questions a scan asks the AI platforms; the queries never need to name the brand.',
      next_steps: [
        'POST /api/visibility/topics with name and queries to add a topic, or with topicId to add queries to one.',
        'POST /api/visibility/scan with this syntheticId to scan with these queries.',
      ],
    }),
  };
}

export function addTopicBody(syntheticId: number, result: AddTopicResponse, sent: number): AddTopicResponseDto {
  const skipped = sent - result.queriesAdded;
  const { topic } = result;
  const action = result.created
    ? `Created topic "${topic.name}" (${topic.id})`
    : `Added to topic "${topic.name}" (${topic.id})`;
  return {
    success: true,
    topic,
    queriesAdded: result.queriesAdded,
    _service: serviceContext({
      what_happened:
        `${action} of brand agent ${syntheticId}: ${result.queriesAdded} quer${result.queriesAdded === 1 ? 'y' : 'ies'} added` +
        (skipped > 0 ? `, ${skipped} skipped (already in the topic, or repeated in the request).` : '.') +
        ` The topic now has ${topic.queryCount}.`,
      next_steps: [
        `GET /api/visibility/topics?syntheticId=${syntheticId} to see all topics and queries.`,
        `POST /api/visibility/scan with syntheticId ${syntheticId} to scan with them.`,
      ],
    }),
  };
}
