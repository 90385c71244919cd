import type { JsMsg } from '@nats-io/jetstream';
import { DeliverPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  DurableConsumer,
  ensureConsumer,
  ensureEventStream,
  ensureStream,
  JETSTREAM,
  JETSTREAM_MANAGER,
  type JetStreamClient,
  type JetStreamManager,
  natsName,
  natsResourceName,
} from '#common';
import { EVENTS, type ServiceEvent, WEBHOOK_WORK, type WebhookDeliveryJob } from '#contracts';
import { NotificationStore } from '../database/notification-store.js';
import { deliveryId } from '../endpoints/endpoint-ids.js';
import { MAX_ATTEMPTS, nextRetryDelay, parseRetryAfter } from './retry-schedule.js';
import { isWebhookEvent, webhookPayload } from './webhook-payload.js';
import { WEBHOOK_TIMEOUT_MS, WebhookSender } from './webhook-sender.js';
import { WebhookUrlPolicy } from './webhook-url-policy.js';

const DAY_NS = 24 * 60 * 60 * 1e9;
/** Deliveries attempted at once by one process (each waits on a receiver, up to 10 s). */
const DELIVERY_CONCURRENCY = 32;

/**
 * Durable, at-least-once webhooks. Two JetStream consumers:
 * - `events`: every event of the EVENTS stream; for each webhook event, one delivery row per
 *   subscribed endpoint (its id, the `webhook-id`, derived from endpoint and event, so a
 *   redelivered event makes no second delivery) and one job on WEBHOOK_DELIVERIES. Acked once both are stored.
 * - `deliver`: one job per delivery. An attempt is recorded, then the job is acked (delivered,
 *   or given up after the schedule) or nak'd with the schedule's delay (or the receiver's
 *   Retry-After). A crash mid-attempt leaves the job unacked: JetStream hands it out again, and
 *   the receiver sees the same webhook-id.
 */
@Injectable()
export class WebhookDeliveries implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveries.name);
  private readonly policy: WebhookUrlPolicy;
  private readonly sender: WebhookSender;
  private eventConsumer?: DurableConsumer;
  private deliveryConsumer?: DurableConsumer;

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: NotificationStore,
  ) {
    this.policy = new WebhookUrlPolicy(config.SITE_FETCH_ALLOW_PRIVATE);
    this.sender = new WebhookSender(this.policy);
  }

  async onApplicationBootstrap(): Promise<void> {
    await ensureEventStream(this.jsm);
    const jobs = natsResourceName(WEBHOOK_WORK.stream);
    await ensureStream(this.jsm, {
      name: jobs,
      subjects: [natsName(WEBHOOK_WORK.subject)],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      max_age: 3 * DAY_NS,
      duplicate_window: 2 * 60 * 1e9,
    });
    const events = natsResourceName(EVENTS.stream);
    await ensureConsumer(this.jsm, events, {
      durable_name: natsResourceName(WEBHOOK_WORK.eventsConsumer),
      filter_subject: natsName(EVENTS.subjects),
      deliver_policy: DeliverPolicy.All,
      ack_wait: 30_000 * 1e6,
      max_ack_pending: 1_000,
    });
    await ensureConsumer(this.jsm, jobs, {
      durable_name: natsResourceName(WEBHOOK_WORK.consumer),
      filter_subject: natsName(WEBHOOK_WORK.subject),
      // Longer than an attempt (10 s): an unacked job is one whose process died, handed out again.
      ack_wait: (WEBHOOK_TIMEOUT_MS + 5_000) * 1e6,
      // Jobs waiting out a retry delay stay pending: room for many failing receivers.
      max_ack_pending: 20_000,
    });
    this.eventConsumer = new DurableConsumer(
      {
        js: this.js,
        stream: events,
        consumer: natsResourceName(WEBHOOK_WORK.eventsConsumer),
        concurrency: 8,
        logger: this.logger,
      },
      (msg) => this.route(msg),
    );
    this.deliveryConsumer = new DurableConsumer(
      {
        js: this.js,
        stream: jobs,
        consumer: natsResourceName(WEBHOOK_WORK.consumer),
        concurrency: DELIVERY_CONCURRENCY,
        logger: this.logger,
      },
      (msg) => this.deliver(msg),
    );
    await this.eventConsumer.start();
    await this.deliveryConsumer.start();
    this.logger.log(`delivering webhooks from ${events} through ${jobs}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.eventConsumer?.stop();
    await this.deliveryConsumer?.stop();
    await this.sender.close();
  }

  private async route(msg: JsMsg): Promise<void> {
    const event = msg.json<ServiceEvent>();
    if (!isWebhookEvent(event)) {
      msg.ack();
      return;
    }
    const scanId = 'scanId' in event ? event.scanId : undefined;
    const endpoints = await this.store.endpointsFor(event.accountId, event.type, scanId, event.occurredAt);
    const payload = webhookPayload(event);
    const pending = await this.store.insertDeliveries(
      endpoints.map((e) => ({
        id: deliveryId(e.id, event.id),
        endpointId: e.id,
        eventId: event.id,
        eventType: event.type,
        payload,
      })),
    );
    for (const id of pending) await this.queue(id);
    msg.ack();
  }

  /**
   * A scan's own endpoint registered after its scan already finished (a fast scan, or one that
   * was running when POST /scan came): its terminal event is already in the EVENTS stream,
   * routed before the endpoint existed. Deliver it now.
   */
  async catchUpScan(endpointId: string, syntheticId: number, scanId: string): Promise<void> {
    for (const kind of ['completed', 'failed'] as const) {
      const stored = await this.jsm.streams
        .getMessage(natsResourceName(EVENTS.stream), { last_by_subj: natsName(EVENTS.scanSubject(kind, syntheticId)) })
        .catch(() => null);
      const event = stored?.json<ServiceEvent>();
      if (!event || !isWebhookEvent(event) || !('scanId' in event) || event.scanId !== scanId) continue;
      const pending = await this.store.insertDeliveries([
        {
          id: deliveryId(endpointId, event.id),
          endpointId,
          eventId: event.id,
          eventType: event.type,
          payload: webhookPayload(event),
        },
      ]);
      for (const id of pending) await this.queue(id);
    }
  }

  private async queue(id: string): Promise<void> {
    const job: WebhookDeliveryJob = { deliveryId: id };
    await this.js.publish(natsName(WEBHOOK_WORK.subject), JSON.stringify(job), { msgID: id });
  }

  private async deliver(msg: JsMsg): Promise<void> {
    const { deliveryId: id } = msg.json<WebhookDeliveryJob>();
    const work = await this.store.deliveryWork(id);
    if (work?.status !== 'pending') {
      msg.ack();
      return;
    }
    if (work.endpoint.deletedAt || work.endpoint.disabledAt) {
      await this.store.giveUp(id, work.endpoint.deletedAt ? 'the endpoint was deleted' : 'the endpoint is disabled');
      msg.ack();
      return;
    }
    const result = await this.sender.send(work.endpoint.url, work.endpoint.secret, work.id, work.payload);
    const attempt = work.attempts + 1;
    const record = {
      attempt,
      at: new Date().toISOString(),
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
    };
    if (result.ok) {
      await this.store.recordAttempt(id, record, {
        status: 'delivered',
        responseBody: result.responseBody,
        nextAttemptAt: null,
      });
      await this.store.endpointSucceeded(work.endpointId);
      msg.ack();
      return;
    }
    const delay = nextRetryDelay(attempt, parseRetryAfter(result.retryAfter), this.config.WEBHOOK_RETRY_SCALE);
    await this.store.recordAttempt(id, record, {
      status: delay === null ? 'failed' : 'pending',
      responseBody: result.responseBody,
      nextAttemptAt: delay === null ? null : new Date(Date.now() + delay),
    });
    const disabled = await this.store.endpointFailed(
      work.endpointId,
      result.error ?? 'failed',
      this.config.WEBHOOK_DISABLE_AFTER_FAILURES,
      this.config.WEBHOOK_DISABLE_AFTER_MS,
    );
    if (disabled) this.logger.warn(`endpoint ${work.endpointId} ${disabled}`);
    if (delay === null) {
      this.logger.warn(`delivery ${id} failed for good after ${MAX_ATTEMPTS} attempts: ${result.error}`);
      msg.ack();
      return;
    }
    msg.nak(delay);
  }
}
