import type { Subscription } from '@nats-io/transport-node';
import type { ClientProxy } from '@nestjs/microservices';
import { natsConnectionOf } from './nats.module.js';
import { natsName } from './subjects.js';

/**
 * Publishes a notice on core NATS to every process listening (no queue group: each replica gets
 * it), and waits until the server has it, so that a request answered after this call cannot
 * overtake the notice. Notices are at most once: their listeners keep their staleness bounded anyway.
 */
export async function broadcast(client: ClientProxy, subject: string, payload: unknown): Promise<void> {
  const nc = natsConnectionOf(client);
  nc.publish(natsName(subject), JSON.stringify(payload));
  await nc.flush();
}

/**
 * broadcast, for a notice that drops cached copies elsewhere (the gateways'): best effort, a
 * failure logged (`what` names the notice, e.g. "key k_ab: revocation") rather than thrown, since
 * those caches expire anyway.
 */
export async function broadcastCacheNotice(
  client: ClientProxy,
  subject: string,
  payload: unknown,
  logger: { warn(message: string): void },
  what: string,
): Promise<void> {
  await broadcast(client, subject, payload).catch((error: unknown) =>
    logger.warn(
      `${what} notice not sent (${error instanceof Error ? error.message : error}); gateway caches expire anyway`,
    ),
  );
}

/** Listens to a broadcast subject on this process's connection; a malformed notice is ignored. */
export function listen<T>(client: ClientProxy, subject: string, handle: (payload: T) => void): Subscription {
  return natsConnectionOf(client).subscribe(natsName(subject), {
    callback: (error, msg) => {
      if (error) return;
      let payload: T;
      try {
        payload = msg.json<T>();
      } catch {
        return;
      }
      handle(payload);
    },
  });
}

/**
 * Calls `handle` each time this process's connection is back after a disconnect: notices
 * published meanwhile were lost, so what they would have dropped is dropped then. Ends with the
 * connection.
 */
export function onReconnect(client: ClientProxy, handle: () => void): void {
  const status = natsConnectionOf(client).status();
  void (async () => {
    for await (const event of status) if (event.type === 'reconnect') handle();
  })().catch(() => undefined);
}
