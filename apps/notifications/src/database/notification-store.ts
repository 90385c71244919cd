import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DeliveryAttemptView, WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from '#contracts';

export interface EndpointSecretRow {
  id: string;
  url: string;
  secret: string;
  disabledAt: Date | null;
  deletedAt: Date | null;
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  payload: string;
}

export interface DeliveryWork {
  id: string;
  endpointId: string;
  payload: string;
  status: WebhookDeliveryView['status'];
  attempts: number;
}

const ENDPOINT_COLUMNS = `id, url, events, description, scan_id as "scanId", disabled_at as "disabledAt",
  disabled_reason as "disabledReason", consecutive_failures as "consecutiveFailures", failing_since as "failingSince",
  created_at as "createdAt"`;

/** The queries of the notifications schema, in plain SQL. */
@Injectable()
export class NotificationStore {
  constructor(private readonly orm: MikroORM) {}

  private get db() {
    return this.orm.em.getConnection();
  }

  async insertEndpoint(row: {
    id: string;
    accountId: string;
    url: string;
    events: WebhookEventType[];
    description: string | null;
    secret: string;
    scanId: string | null;
  }): Promise<WebhookEndpointView> {
    const [inserted] = await this.db.execute<EndpointRecord[]>(
      `insert into notifications.endpoints (id, account_id, url, events, description, secret, scan_id)
       values (?, ?, ?, ?::jsonb, ?, ?, ?) returning ${ENDPOINT_COLUMNS}`,
      [row.id, row.accountId, row.url, JSON.stringify(row.events), row.description, row.secret, row.scanId],
    );
    return endpointView(inserted as EndpointRecord);
  }

  async countAccountEndpoints(accountId: string): Promise<number> {
    const [row] = await this.db.execute<{ n: number }[]>(
      `select count(*)::int as n from notifications.endpoints where account_id = ? and deleted_at is null and scan_id is null`,
      [accountId],
    );
    return row?.n ?? 0;
  }

  async listEndpoints(accountId: string): Promise<WebhookEndpointView[]> {
    const rows = await this.db.execute<EndpointRecord[]>(
      `select ${ENDPOINT_COLUMNS} from notifications.endpoints where account_id = ? and deleted_at is null order by created_at`,
      [accountId],
    );
    return rows.map(endpointView);
  }

  async findEndpoint(accountId: string, id: string): Promise<WebhookEndpointView | null> {
    const [row] = await this.db.execute<EndpointRecord[]>(
      `select ${ENDPOINT_COLUMNS} from notifications.endpoints where id = ? and account_id = ? and deleted_at is null`,
      [id, accountId],
    );
    return row ? endpointView(row) : null;
  }

  async deleteEndpoint(accountId: string, id: string): Promise<boolean> {
    const rows = await this.db.execute<{ id: string }[]>(
      `update notifications.endpoints set deleted_at = now() where id = ? and account_id = ? and deleted_at is null returning id`,
      [id, accountId],
    );
    return rows.length > 0;
  }

  /** The endpoints an event goes to: the account's live endpoints subscribed to its type, scan-scoped ones only for their scan. */
  async endpointsFor(
    accountId: string,
    type: WebhookEventType,
    scanId: string | undefined,
    occurredAt: string,
  ): Promise<{ id: string }[]> {
    // An account endpoint gets the events that happened after it was created (the consumer also
    // reads events from before the service first started); a scan's own endpoint gets its scan's.
    return this.db.execute<{ id: string }[]>(
      `select id from notifications.endpoints
        where account_id = ? and deleted_at is null and disabled_at is null and events @> ?::jsonb
          and (scan_id = ? or (scan_id is null and created_at <= ?::timestamptz))`,
      [accountId, JSON.stringify([type]), scanId ?? '', occurredAt],
    );
  }

  /** Inserts the deliveries of one event (once: a redelivered event finds them there); returns those still pending. */
  async insertDeliveries(deliveries: NewDelivery[]): Promise<string[]> {
    if (!deliveries.length) return [];
    await this.db.execute(
      `insert into notifications.deliveries (id, endpoint_id, event_id, event_type, payload)
       select v.id, v.endpoint_id, v.event_id, v.event_type, v.payload
         from jsonb_to_recordset(?::jsonb) as v(id text, endpoint_id text, event_id text, event_type text, payload text)
       on conflict do nothing`,
      [
        JSON.stringify(
          deliveries.map((d) => ({
            id: d.id,
            endpoint_id: d.endpointId,
            event_id: d.eventId,
            event_type: d.eventType,
            payload: d.payload,
          })),
        ),
      ],
    );
    const rows = await this.db.execute<{ id: string }[]>(
      `select id from notifications.deliveries where id in (?) and status = 'pending'`,
      [deliveries.map((d) => d.id)],
    );
    return rows.map((r) => r.id);
  }

  async deliveryWork(id: string): Promise<(DeliveryWork & { endpoint: EndpointSecretRow }) | null> {
    const [row] = await this.db.execute<(DeliveryWork & EndpointSecretRow & { endpointUrl: string })[]>(
      `select d.id, d.endpoint_id as "endpointId", d.payload, d.status, d.attempts,
              e.url, e.secret, e.disabled_at as "disabledAt", e.deleted_at as "deletedAt"
         from notifications.deliveries d join notifications.endpoints e on e.id = d.endpoint_id where d.id = ?`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      endpointId: row.endpointId,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      endpoint: {
        id: row.endpointId,
        url: row.url,
        secret: row.secret,
        disabledAt: row.disabledAt,
        deletedAt: row.deletedAt,
      },
    };
  }

  /** Records one attempt; `final` sets the outcome, else `nextAttemptAt` says when the next one is due. */
  async recordAttempt(
    id: string,
    attempt: DeliveryAttemptView,
    outcome: { status: WebhookDeliveryView['status']; responseBody: string | null; nextAttemptAt: Date | null },
  ): Promise<void> {
    await this.db.execute(
      `update notifications.deliveries set attempts = ?, last_status_code = ?, last_error = ?, last_response_body = ?,
         history = history || ?::jsonb, status = ?, next_attempt_at = ?,
         delivered_at = case when ? = 'delivered' then now() else delivered_at end
       where id = ? and status = 'pending'`,
      [
        attempt.attempt,
        attempt.statusCode,
        attempt.error,
        outcome.responseBody,
        JSON.stringify([attempt]),
        outcome.status,
        outcome.nextAttemptAt,
        outcome.status,
        id,
      ],
    );
  }

  async giveUp(id: string, reason: string): Promise<void> {
    await this.db.execute(
      `update notifications.deliveries set status = 'failed', last_error = ?, next_attempt_at = null where id = ? and status = 'pending'`,
      [reason, id],
    );
  }

  async endpointSucceeded(endpointId: string): Promise<void> {
    await this.db.execute(
      `update notifications.endpoints set consecutive_failures = 0, failing_since = null where id = ? and consecutive_failures > 0`,
      [endpointId],
    );
  }

  /**
   * Counts a failed attempt against the endpoint and disables it once it has failed `minFailures`
   * times in a row for at least `minMs`; returns the reason when this call disabled it.
   */
  async endpointFailed(
    endpointId: string,
    lastError: string,
    minFailures: number,
    minMs: number,
  ): Promise<string | null> {
    const [row] = await this.db.execute<{ failures: number; failingSince: Date | string; disabledAt: Date | null }[]>(
      `update notifications.endpoints set consecutive_failures = consecutive_failures + 1,
              failing_since = coalesce(failing_since, now())
        where id = ? returning consecutive_failures as failures, failing_since as "failingSince", disabled_at as "disabledAt"`,
      [endpointId],
    );
    if (!row || row.disabledAt || row.failures < minFailures) return null;
    if (Date.now() - new Date(row.failingSince).getTime() < minMs) return null;
    const reason = `disabled after ${row.failures} failed attempts in a row since ${new Date(row.failingSince).toISOString()}; the last: ${lastError}`;
    const disabled = await this.db.execute<{ id: string }[]>(
      `update notifications.endpoints set disabled_at = now(), disabled_reason = ? where id = ? and disabled_at is null returning id`,
      [reason, endpointId],
    );
    return disabled.length ? reason : null;
  }

  async listDeliveries(endpointId: string, limit: number): Promise<WebhookDeliveryView[]> {
    const rows = await this.db.execute<DeliveryRecord[]>(
      `select id, event_id as "eventId", event_type as "eventType", status, attempts, last_status_code as "lastStatusCode",
              last_error as "lastError", last_response_body as "lastResponseBody", next_attempt_at as "nextAttemptAt",
              created_at as "createdAt", delivered_at as "deliveredAt", history
         from notifications.deliveries where endpoint_id = ? order by created_at desc, id limit ?`,
      [endpointId, limit],
    );
    return rows.map((r) => ({
      ...r,
      nextAttemptAt: iso(r.nextAttemptAt),
      createdAt: iso(r.createdAt) ?? '',
      deliveredAt: iso(r.deliveredAt),
    }));
  }
}

interface EndpointRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  scanId: string | null;
  disabledAt: Date | string | null;
  disabledReason: string | null;
  consecutiveFailures: number;
  failingSince: Date | string | null;
  createdAt: Date | string;
}

type DeliveryRecord = Omit<WebhookDeliveryView, 'nextAttemptAt' | 'createdAt' | 'deliveredAt'> & {
  nextAttemptAt: Date | string | null;
  createdAt: Date | string;
  deliveredAt: Date | string | null;
};

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function endpointView(row: EndpointRecord): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    scanId: row.scanId,
    enabled: row.disabledAt === null,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    failingSince: iso(row.failingSince),
    createdAt: iso(row.createdAt) ?? '',
  };
}
