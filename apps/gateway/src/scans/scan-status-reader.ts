import type { KV } from '@nats-io/kv';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { InjectService, NATS_CLIENT, natsConnectionOf, openScanStatusBucket, type ServiceClient } from '#common';
import { SCANS, type ScanStatusResponse, scanStatusKey } from '#contracts';

/**
 * A running state not rewritten for this long is asked for instead: the scans service rewrites
 * it on every phase and progress change, so an older one may have missed a change (a crash
 * between the change and its write) and is not trusted beyond this bound.
 */
const RUNNING_TRUSTED_MS = 10_000;

/**
 * The poll's answer from its read model (contracts SCAN_STATUS_BUCKET), which the scans service
 * keeps current: one KV read instead of a request, a database query and the statistics. When the
 * model has no entry (an agent not polled since the bucket began, a week-old entry expired), a
 * stale running one, or cannot be read, the scans service is asked, as before.
 */
@Injectable()
export class ScanStatusReader {
  private bucket?: Promise<KV>;

  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  async status(syntheticId: number, scanId?: string): Promise<ScanStatusResponse> {
    return (
      (await this.stored(syntheticId, scanId)) ??
      (await this.scans.send<ScanStatusResponse>(SCANS.status, { syntheticId, scanId }))
    );
  }

  private async stored(syntheticId: number, scanId: string | undefined): Promise<ScanStatusResponse | null> {
    try {
      const entry = await (await this.kv()).get(scanStatusKey(syntheticId, scanId));
      if (entry?.operation !== 'PUT') return null;
      const status = entry.json<ScanStatusResponse>();
      if (status.syntheticId !== syntheticId) return null;
      if (status.state === 'running' && Date.now() - entry.created.getTime() > RUNNING_TRUSTED_MS) return null;
      return status;
    } catch {
      return null; // the read model is an optimisation: without it, the service answers
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
