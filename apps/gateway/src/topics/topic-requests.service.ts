import { Injectable } from '@nestjs/common';
import { AppError, InjectService, type ServiceClient } from '#common';
import { type AddTopicResponse, type AuthenticatedCaller, CATALOG, type ListTopicsResponse } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import type { AddTopicDto, AddTopicResponseDto, TopicListResponseDto } from './topic.dto.js';
import { addTopicBody, topicListBody } from './topic-responses.js';

/** Listing and adding topics, for the REST controller and the MCP tools alike. */
@Injectable()
export class TopicRequests {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    private readonly access: AgentAccess,
  ) {}

  async list(caller: AuthenticatedCaller, syntheticId: number): Promise<TopicListResponseDto> {
    await this.access.require(caller, syntheticId, 'read');
    return topicListBody(await this.catalog.send<ListTopicsResponse>(CATALOG.listTopics, { syntheticId }));
  }

  /** A new topic (`created`, 201 over HTTP) or queries added to an existing one (200). */
  async add(caller: AuthenticatedCaller, body: AddTopicDto): Promise<{ created: boolean; body: AddTopicResponseDto }> {
    if ((body.name === undefined) === (body.topicId === undefined)) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Send exactly one of name (to create a topic) or topicId (to add queries to one).',
        [
          {
            field: body.name === undefined ? 'name' : 'topicId',
            message: 'exactly one of name or topicId is required',
          },
        ],
      );
    }
    await this.access.require(caller, body.syntheticId, 'write');
    const result = await this.catalog.send<AddTopicResponse>(CATALOG.addTopic, {
      syntheticId: body.syntheticId,
      name: body.name,
      topicId: body.topicId,
      queries: body.queries.map(({ query }) => ({ query })),
    });
    return { created: result.created, body: addTopicBody(body.syntheticId, result, body.queries.length) };
  }
}
