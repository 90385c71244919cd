import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCallbacks,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { InjectService, type ServiceClient } from '#common';
import {
  type AuthenticatedCaller,
  type CreateEndpointResponse,
  type ListDeliveriesResponse,
  type ListEndpointsResponse,
  NOTIFICATIONS,
  WEBHOOK_EVENT_TYPES,
} from '#contracts';
import { Caller } from '../auth/caller.decorator.js';
import { NOTIFICATION_EXAMPLES as X } from '../docs/response-examples.js';
import { ApiErrorResponses } from '../edge/api-schemas.js';
import { serviceContext } from '../edge/service-context.js';
import { Idempotent } from '../idempotency/idempotency.interceptor.js';
import {
  CreateWebhookDto,
  DeliveriesQuery,
  WebhookCreatedSchema,
  WebhookDeletedSchema,
  WebhookDeliveriesSchema,
  WebhookIdParam,
  WebhookListSchema,
} from './webhook.dto.js';
import { WEBHOOK_EVENT_SCHEMAS, webhookCallbacks } from './webhook-events.schema.js';

const VERIFY_HINT =
  'Each delivery is a POST signed per Standard Webhooks (headers webhook-id, webhook-timestamp, webhook-signature): ' +
  'verify it with a Standard Webhooks library and the secret; the same webhook-id on a retry means the same event.';

@ApiTags('webhooks')
@ApiSecurity('apiKey')
@ApiExtraModels(...Object.values(WEBHOOK_EVENT_SCHEMAS))
@Controller('api/visibility/webhooks')
export class WebhooksController {
  constructor(@InjectService('notifications') private readonly notifications: ServiceClient) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createWebhook',
    summary: `Register a webhook endpoint for ${WEBHOOK_EVENT_TYPES.join(', ')}; the signing secret is shown once.`,
  })
  @ApiBody({
    type: CreateWebhookDto,
    examples: { webhook: { summary: 'An endpoint for scan events', value: X.createWebhookRequest } },
  })
  @ApiResponse({ status: 201, type: WebhookCreatedSchema, example: X.webhookCreated })
  @ApiErrorResponses(['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE'])
  @ApiCallbacks(...webhookCallbacks('{$request.body#/url}', WEBHOOK_EVENT_TYPES))
  async create(@Caller() caller: AuthenticatedCaller, @Body() body: CreateWebhookDto) {
    const created = await this.notifications.send<CreateEndpointResponse>(NOTIFICATIONS.createEndpoint, {
      accountId: caller.accountId,
      url: body.url,
      events: body.events ?? [...WEBHOOK_EVENT_TYPES],
      description: body.description,
    });
    return {
      success: true,
      webhook: created.endpoint,
      secret: created.secret,
      _service: serviceContext({
        what_happened: `Webhook endpoint ${created.endpoint.id} registered for ${created.endpoint.events.join(', ')}.`,
        how_to_use: VERIFY_HINT,
        next_steps: [
          'Store the secret now: it is not shown again.',
          `GET /api/visibility/webhooks/${created.endpoint.id}/deliveries shows each delivery, its attempts and last error.`,
        ],
      }),
    };
  }

  @Get()
  @ApiOperation({
    operationId: 'listWebhooks',
    summary: "The account's webhook endpoints, and whether (and why) one is disabled.",
  })
  @ApiOkResponse({ type: WebhookListSchema, example: X.webhooks })
  @ApiErrorResponses([])
  async list(@Caller() caller: AuthenticatedCaller) {
    const { endpoints } = await this.notifications.send<ListEndpointsResponse>(NOTIFICATIONS.listEndpoints, {
      accountId: caller.accountId,
    });
    const disabled = endpoints.filter((e) => !e.enabled);
    return {
      webhookCount: endpoints.length,
      webhooks: endpoints,
      _service: serviceContext({
        what_you_are_seeing: 'Your webhook endpoints (secrets are never shown again).',
        what_happened: disabled.length
          ? `${disabled.length} endpoint(s) disabled for failing: see disabledReason; delete and register again once fixed.`
          : undefined,
      }),
    };
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Delete a webhook endpoint; its pending deliveries stop.' })
  @ApiOkResponse({ type: WebhookDeletedSchema, example: X.webhookDeleted })
  @ApiErrorResponses(['VALIDATION_ERROR', 'NOT_FOUND'])
  async delete(@Caller() caller: AuthenticatedCaller, @Param() params: WebhookIdParam) {
    await this.notifications.send(NOTIFICATIONS.deleteEndpoint, { accountId: caller.accountId, endpointId: params.id });
    return {
      success: true,
      deleted: params.id,
      _service: serviceContext({ what_happened: `Webhook endpoint ${params.id} deleted.` }),
    };
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "An endpoint's delivery log: status, attempts, last error, most recent first.",
  })
  @ApiOkResponse({ type: WebhookDeliveriesSchema, example: X.deliveries })
  @ApiErrorResponses(['VALIDATION_ERROR', 'NOT_FOUND'])
  async deliveries(
    @Caller() caller: AuthenticatedCaller,
    @Param() params: WebhookIdParam,
    @Query() query: DeliveriesQuery,
  ) {
    const log = await this.notifications.send<ListDeliveriesResponse>(NOTIFICATIONS.listDeliveries, {
      accountId: caller.accountId,
      endpointId: params.id,
      limit: query.limit ?? 50,
    });
    return {
      webhook: log.endpoint,
      deliveryCount: log.deliveries.length,
      deliveries: log.deliveries,
      _service: serviceContext({
        what_you_are_seeing:
          'Deliveries of this endpoint: each keeps its webhook-id across attempts; failed attempts are retried with backoff for about 28 hours.',
      }),
    };
  }
}
