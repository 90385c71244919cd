import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  type AddTopicRequest,
  type AddTopicResponse,
  CATALOG,
  type ListTopicsRequest,
  type ListTopicsResponse,
} from '#contracts';
import { TopicsService } from './topics.service.js';

/** CATALOG.* messages about topics and their queries. */
@Controller()
export class TopicsHandler {
  constructor(private readonly topics: TopicsService) {}

  @MessagePattern(natsName(CATALOG.listTopics))
  list(@Payload() req: ListTopicsRequest): Promise<ListTopicsResponse> {
    return this.topics.list(req.syntheticId);
  }

  @MessagePattern(natsName(CATALOG.addTopic))
  add(@Payload() req: AddTopicRequest): Promise<AddTopicResponse> {
    return this.topics.add(req);
  }
}
