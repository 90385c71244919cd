import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  BatchConsumer,
  bindScan,
  DurableConsumer,
  ensureConsumer,
  ensureEventStream,
  ensureWorkStreams,
  JETSTREAM,
  JETSTREAM_MANAGER,
  type JetStreamClient,
  type JetStreamManager,
  natsName,
  natsResourceName,
} from '#common';
import { type PrepareScanMessage, type RunResultBatchMessage, type RunResultMessage, WORK } from '#contracts';
import { ResultRecorder } from './result-recorder.js';
import { ScanFinalizer } from './scan-finalizer.js';
import { ScanPreparer } from './scan-preparer.js';

/**
 * Prepares run at once per process. Each waits mostly: on the catalog's site fetch for a new agent,
 * on a dozen round trips otherwise; many triggers at once should all reach their fan-out early.
 */
const PREPARE_CONCURRENCY = 16;
/** Attempts before a prepare that keeps failing fails its scan (and refunds it). */
const PREPARE_MAX_DELIVER = 8;

/** Waits between prepare attempts: 2 s doubling to 60 s, so a dependency may restart (≈ 4 min in all). */
export function prepareRetryDelayMs(deliveryCount: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, deliveryCount - 1));
}

/** A result message carries several runs; one of a platforms replica from before batching, one run. */
function resultsOf(message: RunResultBatchMessage | RunResultMessage): RunResultMessage[] {
  return 'results' in message ? message.results : [message];
}

/**
 * The scans service's durable consumers: scan preparation and run results. Created at boot
 * (idempotently, by every replica) and drained on shutdown so that nothing in hand is lost.
 */
@Injectable()
export class ScanWorkConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanWorkConsumers.name);
  private prepareConsumer?: DurableConsumer;
  private resultConsumer?: BatchConsumer;

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly preparer: ScanPreparer,
    private readonly recorder: ResultRecorder,
    private readonly finalizer: ScanFinalizer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const jsm = this.jsm;
    await ensureWorkStreams(jsm);
    await ensureEventStream(jsm);
    const scanStream = natsResourceName(WORK.scanStream);
    const resultStream = natsResourceName(WORK.resultStream);
    await ensureConsumer(jsm, scanStream, {
      durable_name: natsResourceName(WORK.scanConsumer),
      filter_subject: natsName(WORK.scanSubject),
      ack_wait: this.config.SCAN_ACK_WAIT_MS * 1e6,
      max_deliver: PREPARE_MAX_DELIVER,
      max_ack_pending: 1_000,
    });
    await ensureConsumer(jsm, resultStream, {
      durable_name: natsResourceName(WORK.resultConsumer),
      filter_subject: natsName(WORK.resultSubjects),
      ack_wait: this.config.SCAN_ACK_WAIT_MS * 1e6,
      max_ack_pending: 10_000,
    });

    this.prepareConsumer = new DurableConsumer(
      {
        js: this.js,
        stream: scanStream,
        consumer: natsResourceName(WORK.scanConsumer),
        concurrency: PREPARE_CONCURRENCY,
        logger: this.logger,
      },
      async (msg) => {
        const { scanId } = msg.json<PrepareScanMessage>();
        bindScan(scanId);
        try {
          await this.preparer.prepare(scanId, () => msg.working(), this.heartbeatMs());
          msg.ack();
        } catch (error) {
          const lastTry = msg.info.deliveryCount >= PREPARE_MAX_DELIVER;
          if (this.preparer.isPermanent(error) || lastTry) {
            const reason = error instanceof Error ? error.message : String(error);
            await this.finalizer.fail(scanId, `the scan could not be prepared: ${reason}`);
            msg.ack();
            return;
          }
          this.logger.warn(`scan ${scanId}: prepare attempt ${msg.info.deliveryCount} failed, retrying: ${error}`);
          msg.nak(prepareRetryDelayMs(msg.info.deliveryCount));
        }
      },
    );
    this.resultConsumer = new BatchConsumer(
      {
        js: this.js,
        stream: resultStream,
        consumer: natsResourceName(WORK.resultConsumer),
        // A message carries the results of up to 64 runs: 16 of them make a batch of hundreds of
        // runs, one transaction, without analysing thousands at once. Two batches at a time: one
        // is analysed while the other is being stored (recordResults is safe side by side).
        maxBatch: 16,
        gatherMs: 5,
        concurrency: 2,
        logger: this.logger,
      },
      async (msgs) => {
        // A batch slower than the ack wait (a loaded database) keeps its messages.
        const beat = setInterval(() => {
          for (const m of msgs) m.working();
        }, this.heartbeatMs());
        try {
          await this.recorder.record(
            msgs.flatMap((m) => resultsOf(m.json<RunResultBatchMessage | RunResultMessage>())),
          );
        } finally {
          clearInterval(beat);
        }
        for (const m of msgs) m.ack();
      },
    );
    await this.prepareConsumer.start();
    await this.resultConsumer.start();
    this.logger.log(`consuming ${scanStream} and ${resultStream} (prefix ${this.config.NATS_PREFIX})`);
  }

  /** Several heartbeats per ack wait, and at least every 5 s (the default ack wait is 30 s). */
  private heartbeatMs(): number {
    return Math.min(5_000, this.config.SCAN_ACK_WAIT_MS / 3);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.prepareConsumer?.stop();
    await this.resultConsumer?.stop();
    await this.recorder.drain();
  }
}
