import { readFileSync } from 'node:fs';
import { credsAuthenticator, type NodeConnectionOptions } from '@nats-io/transport-node';
import type { AppConfig } from '../config/environment.js';

type NatsSettings = Pick<AppConfig, 'NATS_URL' | 'NATS_CREDS_FILE' | 'NATS_TLS_CA' | 'NATS_TLS_CERT' | 'NATS_TLS_KEY'>;

/**
 * How every connection of the process reaches NATS: the servers, a credentials file (JWT + NKey
 * seed, read at each connect so that a rotated file is picked up on reconnect) and TLS with a
 * private CA and, for mutual TLS, a client certificate. User and password or a token may also be
 * given in NATS_URL (`nats://user:pass@host:4222`).
 */
export function natsConnectionOptions(
  config: NatsSettings,
): Pick<NodeConnectionOptions, 'servers' | 'authenticator' | 'tls'> {
  const credsFile = config.NATS_CREDS_FILE;
  const tls =
    config.NATS_TLS_CA || config.NATS_TLS_CERT
      ? {
          ...(config.NATS_TLS_CA ? { caFile: config.NATS_TLS_CA } : {}),
          ...(config.NATS_TLS_CERT ? { certFile: config.NATS_TLS_CERT, keyFile: config.NATS_TLS_KEY } : {}),
        }
      : undefined;
  return {
    servers: config.NATS_URL.split(','),
    ...(credsFile ? { authenticator: credsAuthenticator(() => readFileSync(credsFile)) } : {}),
    ...(tls ? { tls } : {}),
  };
}

/**
 * Replicas of every stream and KV bucket this deployment creates (JETSTREAM_REPLICAS, validated at
 * boot): 1 on a single server, 3 on a NATS cluster so that a node's loss loses no work.
 */
export function jetStreamReplicas(): number {
  return Number(process.env.JETSTREAM_REPLICAS) || 1;
}
