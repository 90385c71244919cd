import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { TestStack } from './test-stack.js';

/** An error a service answered with, in the `{code, message, details, extra}` shape of the error contract. */
export class NatsReplyError extends Error {
  constructor(
    readonly code: string,
    /** The service's own message, without the code. */
    readonly reason: string,
    readonly details?: { field: string; message: string }[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(`${code}: ${reason}`);
  }
}

const connections = new Map<string, Promise<NatsConnection>>();

function connectionFor(url: string): Promise<NatsConnection> {
  let connection = connections.get(url);
  if (!connection) {
    connection = connect({ servers: url.split(','), name: 'e2e-test-client' });
    connections.set(url, connection);
  }
  return connection;
}

/** Closes the connections opened by `natsRequest` (call in afterAll). */
export async function closeNatsRequests(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  await Promise.all(open.map(async (c) => (await c).close()));
}

/**
 * One request to a service of the stack in Nest's NATS wire format: the JSON packet
 * `{pattern, data, id}` on the prefixed subject, answered with `{id, response | err, isDisposed}`
 * (see @nestjs/microservices ClientNats.publish and NatsRecordSerializer). Resolves with
 * `response`; rejects with a NatsReplyError for `err`.
 */
export async function natsRequest<T = Record<string, unknown>>(
  stack: Pick<TestStack, 'prefix' | 'env'>,
  subject: string,
  data: unknown,
  timeoutMs = 10_000,
): Promise<T> {
  const nc = await connectionFor(stack.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  const pattern = `${stack.prefix}.${subject}`;
  const id = randomUUID();
  const reply = await nc.request(pattern, JSON.stringify({ pattern, data, id }), { timeout: timeoutMs });
  const packet = reply.json<{ id?: string; response?: T; err?: unknown; isDisposed?: boolean }>();
  if (packet.err !== undefined && packet.err !== null) {
    const err = packet.err as {
      code?: string;
      message?: string;
      details?: NatsReplyError['details'];
      extra?: Record<string, unknown>;
    };
    throw new NatsReplyError(err.code ?? 'UNKNOWN', err.message ?? JSON.stringify(packet.err), err.details, err.extra);
  }
  return packet.response as T;
}
