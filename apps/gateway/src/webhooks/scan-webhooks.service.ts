import { Injectable, Logger } from '@nestjs/common';
import { InjectService, type ServiceClient } from '#common';
import { NOTIFICATIONS, type RegisterScanWebhookResponse } from '#contracts';
import type { ServiceContext } from '../edge/service-context.js';

/** POST /scan `webhookUrl`: registered with notifications for that one scan; a refusal does not stop the scan. */
@Injectable()
export class ScanWebhooks {
  private readonly logger = new Logger(ScanWebhooks.name);

  constructor(@InjectService('notifications') private readonly notifications: ServiceClient) {}

  async register(
    accountId: string,
    scan: { scanId: string; syntheticId: number },
    url: string,
  ): Promise<RegisterScanWebhookResponse> {
    const { scanId, syntheticId } = scan;
    try {
      return await this.notifications.send<RegisterScanWebhookResponse>(NOTIFICATIONS.registerScanWebhook, {
        accountId,
        scanId,
        syntheticId,
        url,
      });
    } catch (error) {
      this.logger.warn(`webhookUrl of scan ${scanId} not registered: ${error}`);
      return { registered: false, reason: 'the webhook service is not available right now; poll or use eventsUrl' };
    }
  }
}

/** Adds the webhook echo to a trigger answer: webhookRegistered, and either the endpoint and secret or the reason in `_service`. */
export function withWebhook<T extends { _service: ServiceContext }>(answer: T, outcome: RegisterScanWebhookResponse) {
  if (outcome.registered) {
    return {
      ...answer,
      webhookRegistered: true,
      webhookId: outcome.endpointId,
      webhookSecret: outcome.secret,
      _service: {
        ...answer._service,
        next_steps: [
          ...(answer._service.next_steps ?? []),
          'webhookUrl gets scan.completed or scan.failed, signed per Standard Webhooks with webhookSecret (shown only now).',
        ],
      },
    };
  }
  const note = `webhookUrl was not registered: ${outcome.reason}.`;
  return {
    ...answer,
    webhookRegistered: false,
    _service: {
      ...answer._service,
      what_happened: answer._service.what_happened ? `${answer._service.what_happened} ${note}` : note,
    },
  };
}
