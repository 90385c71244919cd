import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  CATALOG,
  type IndexEntryView,
  type LookupIndexRequest,
  type PublishIndexRequest,
  type PublishIndexResponse,
  type UnpublishIndexRequest,
  type UnpublishIndexResponse,
} from '#contracts';
import { BrandIndexService } from './brand-index.service.js';

/** CATALOG.* messages of the public brand index. */
@Controller()
export class BrandIndexHandler {
  constructor(private readonly index: BrandIndexService) {}

  @MessagePattern(natsName(CATALOG.publishIndex))
  publish(@Payload() req: PublishIndexRequest): Promise<PublishIndexResponse> {
    return this.index.publish(req);
  }

  @MessagePattern(natsName(CATALOG.unpublishIndex))
  unpublish(@Payload() req: UnpublishIndexRequest): Promise<UnpublishIndexResponse> {
    return this.index.unpublish(req.slug);
  }

  @MessagePattern(natsName(CATALOG.lookupIndex))
  lookup(@Payload() req: LookupIndexRequest): Promise<IndexEntryView> {
    return this.index.lookup(req);
  }
}
