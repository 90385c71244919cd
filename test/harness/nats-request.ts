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

/** A service's raw answer: `response`, or `err` in the `{code, message, details, extra}` error shape. */
export interface NatsReply<T> {
  response?: T;
  err?: { code: string; message: string; details?: NatsReplyError['details']; extra?: Record<string, unknown> };
}

/**
 * One request to a service of the stack in Nest's NATS wire format: the JSON packet
 * `{pattern, data, id}` on the prefixed subject, answered with `{id, response | err, isDisposed}`
 * (see @nestjs/microservices ClientNats.publish and NatsRecordSerializer). Resolves with the answer
 * as it came, for tests that look at the error itself.
 */
export async function natsReply<T = Record<string, unknown>>(
  stack: Pick<TestStack, 'prefix' | 'env'>,
  subject: string,
  data: unknown,
  timeoutMs = 10_000,
): Promise<NatsReply<T>> {
  const nc = await connectionFor(stack.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  const pattern = `${stack.prefix}.${subject}`;
  const reply = await nc.request(pattern, JSON.stringify({ pattern, data, id: randomUUID() }), { timeout: timeoutMs });
  return reply.json<NatsReply<T>>();
}

/** `natsReply`, resolving with `response` and rejecting with a NatsReplyError for `err`. */
export async function natsRequest<T = Record<string, unknown>>(
  stack: Pick<TestStack, 'prefix' | 'env'>,
  subject: string,
  data: unknown,
  timeoutMs = 10_000,
): Promise<T> {
  const packet = await natsReply<T>(stack, subject, data, timeoutMs);
  if (packet.err !== undefined && packet.err !== null) {
    const err = packet.err as Partial<NonNullable<NatsReply<T>['err']>>;
    throw new NatsReplyError(err.code ?? 'UNKNOWN', err.message ?? JSON.stringify(packet.err), err.details, err.extra);
  }
  return packet.response as T;
}
