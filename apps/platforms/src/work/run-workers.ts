import type { JsMsg } from '@nats-io/jetstream';
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
  bindScan,
  DurableConsumer,
  ensureConsumer,
  ensureWorkStreams,
  JETSTREAM,
  JETSTREAM_MANAGER,
  type JetStreamClient,
  type JetStreamManager,
  natsName,
  natsResourceName,
} from '#common';
import { PLATFORM_KEYS, type PlatformKey, type RunRequestedMessage, type RunResultMessage, WORK } from '#contracts';
import { providerCost, providerTokens, runsProcessed } from '../observability/provider-metrics.js';
import { ProviderError } from '../providers/provider-error.js';
import { UsageJournal } from '../usage/usage-journal.js';
import { PlatformRegistry } from './platform-registry.js';
import { ResultPublisher } from './result-publisher.js';

/**
 * One durable consumer per platform on `runs.<platform>`. Its max-ack-pending is the platform's
 * cluster-wide concurrency: however many replicas run, no more runs are in flight per platform.
 * Each run is asked through the one resilience policy, its outcome and its usage published durably
 * (with those of the runs that finished at the same time: ResultPublisher, UsageJournal), then acked.
 */
@Injectable()
export class RunWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RunWorkers.name);
  private readonly consumers: DurableConsumer[] = [];

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: PlatformRegistry,
    private readonly usage: UsageJournal,
    private readonly results: ResultPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureWorkStreams(this.jsm);
    const stream = natsResourceName(WORK.runStream);
    for (const platform of PLATFORM_KEYS) {
      const durable = natsResourceName(WORK.runConsumer(platform));
      await ensureConsumer(this.jsm, stream, {
        durable_name: durable,
        filter_subject: natsName(WORK.runSubject(platform)),
        max_ack_pending: this.registry.concurrency(),
        ack_wait: this.config.RUN_ACK_WAIT_MS * 1e6,
        max_deliver: -1,
      });
      const consumer = new DurableConsumer(
        {
          js: this.js,
          stream,
          consumer: durable,
          concurrency: this.registry.concurrency(),
          // max_ack_pending is the concurrency: a larger pull only means fewer pull requests.
          pullBatch: Math.max(64, this.registry.concurrency()),
          logger: this.logger,
        },
        (msg) => this.handle(platform, msg),
      );
      await consumer.start();
      this.consumers.push(consumer);
    }
    this.logger.log(
      `asking on ${PLATFORM_KEYS.join(', ')} with ${this.registry.concurrency()} runs in flight per platform`,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }

  private async handle(platform: PlatformKey, msg: JsMsg): Promise<void> {
    const { runId, scanId, request } = msg.json<RunRequestedMessage>();
    bindScan(scanId);
    const binding = this.registry.bindings[platform];
    const beat = setInterval(() => msg.working(), Math.max(500, this.config.RUN_ACK_WAIT_MS / 3));
    let result: RunResultMessage;
    try {
      const { answer, attempts } = await this.registry.policy.askWithPolicy(this.registry.adapter(platform), request, {
        model: binding.models[request.mode],
        circuit: this.registry.circuit(platform),
      });
      result = { runId, scanId, platform, ok: true, answer, attempts };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // An open circuit, or a provider asking for a longer wait than is waited in process: the run
      // waits on the queue (no provider call, no delivery burnt on a known answer), within a bound
      // counted from when it was queued.
      const waitedMs = Math.max(0, Date.now() - msg.time.getTime()); // stored in the stream at queueing
      const delayMs = this.registry.policy.requeueDelay(error, waitedMs);
      if (delayMs !== null) {
        msg.nak(delayMs);
        runsProcessed.inc({ platform, outcome: 'requeued' });
        this.logger.debug(`run ${runId} on ${platform}: requeued for ${delayMs} ms (${error.code})`);
        return;
      }
      result = {
        runId,
        scanId,
        platform,
        ok: false,
        error: this.registry.policy.giveUpMessage(error, waitedMs),
        errorCode: error.code,
        attempts: error.attempts ?? 0,
      };
    } finally {
      clearInterval(beat);
    }
    // The slot is freed (the run acked) as soon as the result and the run's usage are stored in
    // JetStream; the usage reaches the database from the journal after the ack (UsageRecorder).
    const published = this.results.publish(result);
    const journaled = this.usage.journal({
      runId,
      scanId,
      platform,
      provider: binding.provider,
      model: result.ok ? result.answer.model : null,
      ok: result.ok,
      errorCode: result.ok ? null : result.errorCode,
      attempts: result.attempts,
      providerCalls: result.ok ? (result.answer.usage.calls ?? result.attempts) : result.attempts,
      inputTokens: result.ok ? result.answer.usage.inputTokens : undefined,
      outputTokens: result.ok ? result.answer.usage.outputTokens : undefined,
      costUsd: result.ok ? result.answer.usage.costUsd : undefined,
      latencyMs: result.ok ? result.answer.latencyMs : undefined,
    });
    await Promise.all([published, journaled]);
    msg.ack();
    runsProcessed.inc({ platform, outcome: result.ok ? 'succeeded' : 'failed' });
    if (result.ok) {
      const { usage } = result.answer;
      const labels = { platform, provider: binding.provider };
      if (usage.inputTokens) providerTokens.inc({ ...labels, direction: 'input' }, usage.inputTokens);
      if (usage.outputTokens) providerTokens.inc({ ...labels, direction: 'output' }, usage.outputTokens);
      if (usage.costUsd) providerCost.inc(labels, usage.costUsd);
    }
    this.logger.debug(`run ${runId} on ${platform}: ${result.ok ? 'answered' : `failed (${result.errorCode})`}`);
  }
}
