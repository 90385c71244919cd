import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import type { KV, KvEntry } from '@nats-io/kv';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT, natsConnectionOf, openScanStatusBucket } from '#common';
import { type ScanStatusResponse, scanStatusKey } from '#contracts';
import { ScanViews } from './scan-views.service.js';

/** Compare-and-set rounds before giving up; each lost round means another writer was faster. */
const MAX_ROUNDS = 10;
/** Changes that come in bursts (progress of every result batch) are written at most this often per agent. */
const COALESCE_MS = 200;

/**
 * Keeps the poll's read model (contracts SCAN_STATUS_BUCKET) current, so that the gateway can
 * answer GET /scan from it instead of asking `scans.status`: after every change of an agent's
 * scan state (trigger, phase, progress, finish), the agent's entry is rewritten with the status
 * as it now reads.
 *
 * Each rewrite reads the entry's revision, then the status, then writes only if the revision did
 * not move: a writer whose reading is older than the last write loses and reads again, so the
 * entry always ends with the reading made after the latest change, whatever the replicas and
 * their order. A finished scan also gets an entry of its own (`<syntheticId>.<scanId>`), which
 * never changes. A write that fails is logged and left: the gateway asks `scans.status` when the
 * entry is missing, and does not trust a running state that has not been rewritten for a while.
 */
@Injectable()
export class ScanStatusReadModel {
  private readonly logger = new Logger(ScanStatusReadModel.name);
  private bucket?: Promise<KV>;
  private readonly scheduled = new Map<number, NodeJS.Timeout>();

  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    private readonly views: ScanViews,
  ) {}

  /** Rewrites the agent's entry and returns the status written (read anyway if the write failed). */
  async refresh(syntheticId: number): Promise<ScanStatusResponse> {
    const key = scanStatusKey(syntheticId);
    try {
      const kv = await this.kv();
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const entry = await kv.get(key);
        const status = await this.views.status(syntheticId);
        if (await compareAndSet(kv, key, entry, status)) return status;
      }
      this.logger.warn(`agent ${syntheticId}: poll entry too contended, left to the next change`);
    } catch (error) {
      this.logger.warn(`agent ${syntheticId}: poll entry not written (${describe(error)})`);
    }
    return this.views.status(syntheticId);
  }

  /** Rewrites the agent's entry soon, once for all the changes of the next COALESCE_MS. */
  changed(syntheticId: number): void {
    if (this.scheduled.has(syntheticId)) return;
    const timer = setTimeout(() => {
      this.scheduled.delete(syntheticId);
      void this.refresh(syntheticId);
    }, COALESCE_MS);
    this.scheduled.set(syntheticId, timer.unref());
  }

  /** Writes a finished scan's own entry, for polls of it by scanId. */
  async finished(syntheticId: number, scanId: string): Promise<void> {
    try {
      const status = await this.views.status(syntheticId, scanId);
      if (status.state !== 'running') await (await this.kv()).put(scanStatusKey(syntheticId, scanId), json(status));
    } catch (error) {
      this.logger.warn(`scan ${scanId}: poll entry not written (${describe(error)})`);
    }
  }

  /**
   * After `scans.status` answered a poll that found no entry: keeps the answer, unless a writer
   * got there first (the agent's entry is only created here, never overwritten).
   */
  async backfill(syntheticId: number, scanId: string | undefined, status: ScanStatusResponse): Promise<void> {
    if (scanId !== undefined && status.state === 'running') return;
    try {
      const kv = await this.kv();
      const key = scanStatusKey(syntheticId, scanId);
      if (scanId !== undefined) await kv.put(key, json(status));
      else await compareAndSet(kv, key, null, status);
    } catch (error) {
      this.logger.warn(`agent ${syntheticId}: poll entry not filled in (${describe(error)})`);
    }
  }

  private kv(): Promise<KV> {
    this.bucket ??= openScanStatusBucket(natsConnectionOf(this.nats)).catch((error: unknown) => {
      this.bucket = undefined;
      throw error;
    });
    return this.bucket;
  }
}

/** Writes `status` if the key is still at `entry`'s revision (or still absent); false when it moved. */
async function compareAndSet(kv: KV, key: string, entry: KvEntry | null, status: ScanStatusResponse): Promise<boolean> {
  try {
    if (entry && entry.operation === 'PUT') await kv.update(key, json(status), entry.revision);
    else await kv.create(key, json(status));
    return true;
  } catch (error) {
    if (isRevisionConflict(error)) return false;
    throw error;
  }
}

function json(status: ScanStatusResponse): string {
  return JSON.stringify(status);
}

function isRevisionConflict(error: unknown): boolean {
  return (
    error instanceof JetStreamApiError &&
    (error.code === JetStreamApiCodes.StreamWrongLastSequence ||
      error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown)
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
