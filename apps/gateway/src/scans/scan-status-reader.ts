import type { KV, KvEntry } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { Counter } from 'prom-client';
import { InjectService, NATS_CLIENT, natsConnectionOf, openScanStatusBucket, type ServiceClient } from '#common';
import { SCANS, type ScanStatusResponse, scanStatusKey } from '#contracts';
import { KvMirror, type MirroredEntry } from '../shared/kv-mirror.js';

/**
 * A running state not rewritten for this long is asked for instead: the scans service rewrites
 * it on every phase and progress change, so an older one may have missed a change (a crash
 * between the change and its write) and is not trusted beyond this bound.
 */
const RUNNING_TRUSTED_MS = 10_000;
/** Agents whose state a gateway keeps in memory (as many as the ownership cache): those polled lately, the oldest dropped first. */
const MAX_MIRRORED = 10_000;
/** After the watch failed to start, polls read the bucket for this long before it is tried again. */
const WATCH_RETRY_MS = 5_000;

const pollAnswers = new Counter({
  name: 'gateway_scan_status_reads_total',
  help: 'Scan states read by the gateway (polls, event streams), by source: memory (the watched copy), read_model (a KV read), service (scans.status).',
  labelNames: ['source'] as const,
});

/**
 * The poll's answer from its read model (contracts SCAN_STATUS_BUCKET), which the scans service
 * keeps current. Each gateway watches the bucket and keeps the entries of the agents it was
 * asked about in memory (KvMirror), so that a poll in steady state costs no I/O at all; an entry
 * not in memory is read from the bucket (one KV get), and when the bucket has none (an agent not
 * polled since the bucket began, a week-old entry expired), a stale running one, or cannot be
 * read, the scans service is asked, as before.
 *
 * Freshness: the scans service writes the entry before it answers a trigger, and the watch
 * delivers the write to every gateway as the bucket stores it; the gateway that relayed the
 * trigger also drops its copy (`changed`), so a poll right after a trigger sees the new scan.
 * Without a live watch (not started yet, or lost with the NATS connection) nothing is answered
 * from memory; a lost watch is started again by the next read.
 */
@Injectable()
export class ScanStatusReader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScanStatusReader.name);
  private bucket?: Promise<KV>;
  private readonly mirror = new KvMirror<ScanStatusResponse>(MAX_MIRRORED, (entry) => entry.json<ScanStatusResponse>());
  /** The watch being started or running; undefined when none is (the next read starts one). */
  private watching?: Promise<void>;
  private stopWatch?: () => void;
  /** Bumped by every drop: a watch that was starting then is stopped as soon as it has started. */
  private watchGeneration = 0;
  private watchRetryAt = 0;
  private closed = false;
  /** Told the agent of every state the watch delivers that is not a running one (a scan ended, or none runs). */
  private readonly settledListeners: ((syntheticId: number) => void)[] = [];

  constructor(
    @InjectService('scans') private readonly scans: ServiceClient,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
  ) {}

  /** Watching from boot, so that the first polls' reads are already kept. */
  onApplicationBootstrap(): void {
    this.ensureWatch();
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.dropWatch();
  }

  async status(syntheticId: number, scanId?: string): Promise<ScanStatusResponse> {
    const key = scanStatusKey(syntheticId, scanId);
    this.ensureWatch();
    const copy = this.mirror.get(key);
    if (copy) {
      const status = usable(copy, syntheticId);
      if (status) {
        pollAnswers.inc({ source: 'memory' });
        return status;
      }
    }
    const stored = await this.stored(key, syntheticId);
    pollAnswers.inc({ source: stored ? 'read_model' : 'service' });
    return stored ?? (await this.scans.send<ScanStatusResponse>(SCANS.status, { syntheticId, scanId }));
  }

  /**
   * Calls `listener` with the agent whenever the watch delivers a state of it that is not running
   * (a scan just completed or failed): caches of what a completed scan decides drop the agent's
   * entries. Only while the watch is live; their own expiry bounds them otherwise.
   */
  onSettled(listener: (syntheticId: number) => void): void {
    this.settledListeners.push(listener);
  }

  /** The agent's state has just changed through this gateway (a trigger): its copy is not to be answered again. */
  changed(syntheticId: number): void {
    this.mirror.forget(scanStatusKey(syntheticId));
  }

  private async stored(key: string, syntheticId: number): Promise<ScanStatusResponse | null> {
    try {
      const kv = await this.kv();
      const entry = await this.mirror.load(key, () => kv.get(key));
      if (entry?.operation !== 'PUT') return null;
      return usable({ value: entry.json<ScanStatusResponse>(), createdAt: entry.created.getTime() }, syntheticId);
    } catch {
      return null; // the read model is an optimisation: without it, the service answers
    }
  }

  /** Starts watching the bucket unless a watch runs, is starting, or failed to start a moment ago. */
  private ensureWatch(): void {
    if (this.watching || this.closed || Date.now() < this.watchRetryAt) return;
    const watching = this.watch(this.watchGeneration).catch((error: unknown) => {
      if (this.watching === watching) this.dropWatch();
      this.watchRetryAt = Date.now() + WATCH_RETRY_MS;
      this.logger.warn(
        `scan states read from the bucket, not watched: ${error instanceof Error ? error.message : error}`,
      );
    });
    this.watching = watching;
  }

  private async watch(generation: number): Promise<void> {
    const nc = natsConnectionOf(this.nats);
    const updates = await (await this.kv()).watch({ include: 'updates' });
    if (this.closed || generation !== this.watchGeneration) {
      updates.stop();
      return;
    }
    let stopped = false;
    this.stopWatch = () => {
      stopped = true;
      updates.stop();
    };
    this.mirror.reset(true);
    void this.dropOnConnectionChange(nc, () => stopped);
    void (async () => {
      for await (const entry of updates) {
        this.mirror.observe(entry);
        if (this.settledListeners.length) this.announceSettled(entry);
      }
    })()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) this.dropWatch();
      });
  }

  private announceSettled(entry: KvEntry): void {
    // The agent's own key (not a past scan's `<id>.<scanId>`), holding a state other than running.
    if (entry.operation !== 'PUT' || !/^\d+$/.test(entry.key)) return;
    try {
      if (entry.json<ScanStatusResponse>().state === 'running') return;
    } catch {
      return;
    }
    for (const listener of this.settledListeners) listener(Number(entry.key));
  }

  /** Updates may be missed while the connection is down: the copies go, and the next read watches anew. */
  private async dropOnConnectionChange(nc: NatsConnection, stopped: () => boolean): Promise<void> {
    for await (const status of nc.status()) {
      if (stopped()) return;
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'staleConnection') {
        this.dropWatch();
        return;
      }
    }
  }

  private dropWatch(): void {
    this.watchGeneration++;
    this.mirror.reset(false);
    this.stopWatch?.();
    this.stopWatch = undefined;
    this.watching = undefined;
  }

  private kv(): Promise<KV> {
    this.bucket ??= openScanStatusBucket(natsConnectionOf(this.nats)).catch((error: unknown) => {
      this.bucket = undefined;
      throw error;
    });
    return this.bucket;
  }
}

/** The status of an entry, unless it is another agent's or a running state too old to trust. */
function usable(
  entry: Pick<MirroredEntry<ScanStatusResponse>, 'value' | 'createdAt'>,
  syntheticId: number,
): ScanStatusResponse | null {
  const status = entry.value;
  if (!status || status.syntheticId !== syntheticId) return null;
  if (status.state === 'running' && Date.now() - entry.createdAt > RUNNING_TRUSTED_MS) return null;
  return status;
}
