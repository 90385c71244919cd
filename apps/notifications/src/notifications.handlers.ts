import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { natsName } from '#common';
import {
  type CreateEndpointRequest,
  type EndpointRequest,
  type ListDeliveriesRequest,
  type ListEndpointsRequest,
  NOTIFICATIONS,
  type RegisterScanWebhookRequest,
} from '#contracts';
import { EndpointsService } from './endpoints/endpoints.service.js';

@Controller()
export class NotificationsHandlers {
  constructor(private readonly endpoints: EndpointsService) {}

  @MessagePattern(natsName(NOTIFICATIONS.createEndpoint))
  create(@Payload() req: CreateEndpointRequest) {
    return this.endpoints.create(req);
  }

  @MessagePattern(natsName(NOTIFICATIONS.listEndpoints))
  list(@Payload() req: ListEndpointsRequest) {
    return this.endpoints.list(req.accountId);
  }

  @MessagePattern(natsName(NOTIFICATIONS.deleteEndpoint))
  delete(@Payload() req: EndpointRequest) {
    return this.endpoints.delete(req);
  }

  @MessagePattern(natsName(NOTIFICATIONS.listDeliveries))
  deliveries(@Payload() req: ListDeliveriesRequest) {
    return this.endpoints.deliveries(req);
  }

  @MessagePattern(natsName(NOTIFICATIONS.registerScanWebhook))
  registerForScan(@Payload() req: RegisterScanWebhookRequest) {
    return this.endpoints.registerForScan(req);
  }
}
