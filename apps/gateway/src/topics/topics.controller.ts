import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError, InjectService, type ServiceClient } from '#common';
import { type AddTopicResponse, type AuthenticatedCaller, CATALOG, type ListTopicsResponse } from '#contracts';
import { AgentAccess } from '../agents/agent-access.service.js';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses, RATE_LIMIT_RESPONSE_HEADERS } from '../edge/api-schemas.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';
import { AddTopicDto, AddTopicResponseDto, TopicListResponseDto } from './topic.dto.js';
import { addTopicBody, topicListBody } from './topic-responses.js';

@ApiTags('topics')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class TopicsController {
  constructor(
    @InjectService('catalog') private readonly catalog: ServiceClient,
    private readonly access: AgentAccess,
  ) {}

  @Get('topics')
  @ApiOperation({ operationId: 'listTopics', summary: "An agent's topics and their queries (owner and team members)." })
  @ApiOkResponse({ type: TopicListResponseDto, headers: RATE_LIMIT_RESPONSE_HEADERS, example: EXAMPLES.topics })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  async list(@Caller() caller: AuthenticatedCaller, @Query() query: SyntheticIdQuery): Promise<TopicListResponseDto> {
    await this.access.require(caller, query.syntheticId, 'read');
    return topicListBody(
      await this.catalog.send<ListTopicsResponse>(CATALOG.listTopics, { syntheticId: query.syntheticId }),
    );
  }

  @Post('topics')
  @ApiOperation({
    operationId: 'addTopic',
    summary: 'Create a topic with queries (name → 201) or add queries to one (topicId → 200). Owner only.',
  })
  @ApiBody({ type: AddTopicDto, examples: EXAMPLES.addTopicRequest })
  @ApiCreatedResponse({
    type: AddTopicResponseDto,
    description: 'A new topic (`name`).',
    example: EXAMPLES.topicCreated,
  })
  @ApiOkResponse({
    type: AddTopicResponseDto,
    description: 'Queries added to an existing topic (`topicId`).',
    example: EXAMPLES.topicExtended,
  })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN', 'AGENT_NOT_FOUND', 'NOT_FOUND'])
  async add(
    @Caller() caller: AuthenticatedCaller,
    @Body() body: AddTopicDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AddTopicResponseDto> {
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
    if (!result.created) res.status(200);
    return addTopicBody(body.syntheticId, result, body.queries.length);
  }
}
