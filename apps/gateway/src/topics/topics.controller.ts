import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedCaller } from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { EXAMPLES } from '../docs/response-examples.js';
import { ApiErrorResponses, RATE_LIMIT_RESPONSE_HEADERS } from '../edge/api-schemas.js';
import { Idempotent } from '../idempotency/idempotency.interceptor.js';
import { SyntheticIdQuery } from '../shared/synthetic-id.query.js';
import { AddTopicDto, AddTopicResponseDto, TopicListResponseDto } from './topic.dto.js';
import { TopicRequests } from './topic-requests.service.js';

@ApiTags('topics')
@ApiSecurity('apiKey')
@Controller('api/visibility')
export class TopicsController {
  constructor(private readonly requests: TopicRequests) {}

  @Get('topics')
  @ApiOperation({ operationId: 'listTopics', summary: "An agent's topics and their queries (owner and team members)." })
  @ApiOkResponse({ type: TopicListResponseDto, headers: RATE_LIMIT_RESPONSE_HEADERS, example: EXAMPLES.topics })
  @ApiErrorResponses(['VALIDATION_ERROR', 'AGENT_NOT_FOUND'])
  list(@Caller() caller: AuthenticatedCaller, @Query() query: SyntheticIdQuery): Promise<TopicListResponseDto> {
    return this.requests.list(caller, query.syntheticId);
  }

  @Post('topics')
  @Idempotent()
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
    const { created, body: answer } = await this.requests.add(caller, body);
    if (!created) res.status(200);
    return answer;
  }
}
