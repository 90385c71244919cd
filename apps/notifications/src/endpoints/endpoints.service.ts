import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, AppError } from '#common';
import {
  type CreateEndpointRequest,
  type CreateEndpointResponse,
  type EndpointRequest,
  type ListDeliveriesRequest,
  type ListDeliveriesResponse,
  type ListEndpointsResponse,
  type RegisterScanWebhookRequest,
  type RegisterScanWebhookResponse,
  WEBHOOK_EVENT_TYPES,
} from '#contracts';
import { NotificationStore } from '../database/notification-store.js';
import { WebhookDeliveries } from '../delivery/webhook-deliveries.js';
import { WebhookUrlPolicy } from '../delivery/webhook-url-policy.js';
import { ENDPOINT_ID_PATTERN, newEndpointId, newSigningSecret } from './endpoint-ids.js';

/** Endpoints an account may register (one-scan webhooks of POST /scan not counted). */
export const MAX_ENDPOINTS_PER_ACCOUNT = 20;

/** Webhook endpoints of an account: register (secret shown once), list, delete, read their delivery log. */
@Injectable()
export class EndpointsService {
  private readonly policy: WebhookUrlPolicy;

  constructor(
    private readonly store: NotificationStore,
    private readonly webhooks: WebhookDeliveries,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = new WebhookUrlPolicy(config.SITE_FETCH_ALLOW_PRIVATE);
  }

  async create(req: CreateEndpointRequest): Promise<CreateEndpointResponse> {
    const events = [...new Set(req.events)];
    if (!events.length || events.some((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e))) {
      throw new AppError(
        'VALIDATION_ERROR',
        `events must be a non-empty subset of ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
        [{ field: 'events', message: `valid events: ${WEBHOOK_EVENT_TYPES.join(', ')}` }],
      );
    }
    const checked = await this.policy.check(req.url);
    if (!checked.ok) {
      throw new AppError('VALIDATION_ERROR', `The webhook URL was refused: ${checked.reason}.`, [
        { field: 'url', message: checked.reason },
      ]);
    }
    if ((await this.store.countAccountEndpoints(req.accountId)) >= MAX_ENDPOINTS_PER_ACCOUNT) {
      throw new AppError(
        'VALIDATION_ERROR',
        `An account may have at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first.`,
        [{ field: 'url', message: 'too many webhook endpoints' }],
      );
    }
    const secret = newSigningSecret();
    const endpoint = await this.store.insertEndpoint({
      id: newEndpointId(),
      accountId: req.accountId,
      url: checked.url.toString(),
      events,
      description: req.description ?? null,
      secret,
      scanId: null,
    });
    return { endpoint, secret };
  }

  async list(accountId: string): Promise<ListEndpointsResponse> {
    return { endpoints: await this.store.listEndpoints(accountId) };
  }

  async delete(req: EndpointRequest): Promise<{ deleted: true }> {
    if (
      !ENDPOINT_ID_PATTERN.test(req.endpointId) ||
      !(await this.store.deleteEndpoint(req.accountId, req.endpointId))
    ) {
      throw notFound(req.endpointId);
    }
    return { deleted: true };
  }

  async deliveries(req: ListDeliveriesRequest): Promise<ListDeliveriesResponse> {
    const endpoint = ENDPOINT_ID_PATTERN.test(req.endpointId)
      ? await this.store.findEndpoint(req.accountId, req.endpointId)
      : null;
    if (!endpoint) throw notFound(req.endpointId);
    return { endpoint, deliveries: await this.store.listDeliveries(endpoint.id, req.limit) };
  }

  /** POST /scan `webhookUrl`: an endpoint of that one scan's completed/failed events, or why not. */
  async registerForScan(req: RegisterScanWebhookRequest): Promise<RegisterScanWebhookResponse> {
    const checked = await this.policy.check(req.url);
    if (!checked.ok) return { registered: false, reason: checked.reason };
    const secret = newSigningSecret();
    const endpoint = await this.store.insertEndpoint({
      id: newEndpointId(),
      accountId: req.accountId,
      url: checked.url.toString(),
      events: ['scan.completed', 'scan.failed'],
      description: `webhookUrl of scan ${req.scanId}`,
      secret,
      scanId: req.scanId,
    });
    await this.webhooks.catchUpScan(endpoint.id, req.syntheticId, req.scanId);
    return { registered: true, endpointId: endpoint.id, secret };
  }
}

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', `No webhook endpoint ${id} in this account.`, [
    { field: 'id', message: 'no such webhook endpoint' },
  ]);
}
