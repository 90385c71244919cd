import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import { SCAN_STATUS_BUCKET } from '#contracts';
import { jetStreamReplicas } from '../nats/connection-options.js';
import { natsResourceName } from '../nats/subjects.js';

/** A week: entries of agents nobody polls go away; a missing one is asked for and filled in again. */
const SCAN_STATUS_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The poll's read model (contracts SCAN_STATUS_BUCKET), created by whichever of its writer
 * (scans) and reader (gateway) starts first, with the same settings on both sides.
 */
export function openScanStatusBucket(nc: NatsConnection): Promise<KV> {
  return new Kvm(nc).create(natsResourceName(SCAN_STATUS_BUCKET), {
    history: 1,
    ttl: SCAN_STATUS_TTL_MS,
    replicas: jetStreamReplicas(),
  });
}
