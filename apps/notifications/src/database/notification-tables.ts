import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** The tables as MikroORM sees them (discovery and schema checks); queries are plain SQL in the stores. */
export const Endpoint = defineEntity({
  name: 'Endpoint',
  tableName: 'endpoints',
  properties: {
    id: p.string().primary(),
    accountId: p.string(),
    url: p.string(),
    events: p.json<string[]>(),
    description: p.string().nullable(),
    secret: p.string(),
    scanId: p.string().nullable(),
    consecutiveFailures: p.integer(),
    failingSince: p.datetime().nullable(),
    disabledAt: p.datetime().nullable(),
    disabledReason: p.string().nullable(),
    createdAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
});
export type EndpointRow = InferEntity<typeof Endpoint>;

export const Delivery = defineEntity({
  name: 'Delivery',
  tableName: 'deliveries',
  properties: {
    id: p.string().primary(),
    endpointId: p.string(),
    eventId: p.string(),
    eventType: p.string(),
    payload: p.text(),
    status: p.string(),
    attempts: p.integer(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.string().nullable(),
    lastResponseBody: p.text().nullable(),
    history: p.json<unknown[]>(),
    nextAttemptAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
  },
});
