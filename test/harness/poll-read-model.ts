import { Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import type { TestStack } from './test-stack.js';

const NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';

/**
 * Drops entries of the poll's read model (contracts SCAN_STATUS_BUCKET): `<syntheticId>` or
 * `<syntheticId>.<scanId>`. A test that writes scans into the database behind the service's back
 * must do this, as the service rewrites them itself after every change it makes; the next poll
 * then asks the scans service, which fills the entry in again. The gateways keep copies of the
 * entries they read, which their watch of the bucket drops as the purge is stored: the short wait
 * lets the watch deliver it before the test's next request.
 */
export async function forgetPollEntries(stack: TestStack, ...keys: string[]): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  try {
    const kv = await new Kvm(nc).open(`${stack.prefix}_scan_status`);
    for (const key of keys) await kv.purge(key);
  } finally {
    await nc.close();
  }
  await new Promise((r) => setTimeout(r, 100));
}
