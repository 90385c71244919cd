import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { LoggerService } from '@nestjs/common';
import { type Link, trace } from '@opentelemetry/api';
import { jetstreamMessagesHandled, resourceLabel, watchConsumer } from '../observability/metrics.js';
import { runWithContext } from '../observability/request-context.js';
import {
  bareSubject,
  inSpan,
  messagingAttributes,
  requestContextOf,
  SpanKind,
  traceContextOf,
  tracingEnabled,
} from '../observability/tracing.js';

export interface DurableConsumerOptions {
  js: JetStreamClient;
  stream: string;
  consumer: string;
  /** Messages handled at once by this process (the consumer's max_ack_pending caps the cluster). */
  concurrency: number;
  /**
   * Messages asked for per pull request (default: `concurrency`). The client asks again once a
   * quarter of them came in, so a pull of 8 costs the server a request per two messages. Set it
   * higher only where the consumer's max_ack_pending already caps deliveries at `concurrency`:
   * then no message waits in the client's buffer while its ack_wait runs.
   */
  pullBatch?: number;
  logger: LoggerService;
}

/**
 * Pulls from a durable consumer and hands each message to `handle` with bounded concurrency.
 * The handler acks (or naks) itself; an exception naks with a delay so the message comes back.
 */
export class DurableConsumer {
  private messages?: ConsumerMessages;
  private readonly inFlight = new Set<Promise<void>>();
  private loop?: Promise<void>;
  private unwatch?: () => void;
  private readonly outcomeLabels: { ok: MessageOutcome; failed: MessageOutcome };
  private readonly tracing = tracingEnabled();

  constructor(
    private readonly options: DurableConsumerOptions,
    private readonly handle: (msg: JsMsg) => Promise<void>,
  ) {
    const consumer = resourceLabel(options.consumer);
    this.outcomeLabels = { ok: { consumer, outcome: 'ok' }, failed: { consumer, outcome: 'failed' } };
  }

  async start(): Promise<void> {
    const consumer = await this.options.js.consumers.get(this.options.stream, this.options.consumer);
    this.unwatch = watchConsumer(this.options.stream, this.options.consumer, consumer);
    this.messages = await consumer.consume({
      max_messages: Math.max(this.options.pullBatch ?? this.options.concurrency, 1),
    });
    this.loop = this.run(this.messages);
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const msg of messages) {
      while (this.inFlight.size >= this.options.concurrency) await Promise.race(this.inFlight);
      const task = this.traced(msg)
        .then(() => jetstreamMessagesHandled.inc(this.outcomeLabels.ok))
        .catch((error: unknown) => {
          jetstreamMessagesHandled.inc(this.outcomeLabels.failed);
          this.options.logger.error?.(
            `${this.options.consumer}: message ${msg.seq} failed, redelivering: ${error instanceof Error ? error.message : error}`,
          );
          msg.nak(1_000);
        })
        .finally(() => this.inFlight.delete(task));
      this.inFlight.add(task);
    }
  }

  /** The handler runs in the request context and under the trace its message carries. */
  private traced(msg: JsMsg): Promise<void> {
    const context = requestContextOf(msg.headers);
    if (!this.tracing) return runWithContext(context, () => this.handle(msg));
    const subject = bareSubject(msg.subject);
    return runWithContext(context, () =>
      inSpan(
        `process ${subject}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: messagingAttributes(msg.subject, 'process'),
          parent: traceContextOf(msg.headers),
        },
        () => this.handle(msg),
      ),
    );
  }

  /** Stops pulling and waits for the messages in hand (graceful shutdown loses nothing). */
  async stop(): Promise<void> {
    this.messages?.stop();
    await this.loop;
    await Promise.all(this.inFlight);
    this.unwatch?.();
  }
}

interface MessageOutcome {
  consumer: string;
  outcome: 'ok' | 'failed';
}

export interface BatchConsumerOptions extends Omit<DurableConsumerOptions, 'concurrency'> {
  /** Largest batch handed to the handler. */
  maxBatch: number;
  /** How long to gather more messages once the first one of a batch is in. */
  gatherMs: number;
  /**
   * Batches handled at once (default 1). Two let the next batch's CPU work overlap the previous
   * one's database round trips; the handler must then be safe to run concurrently with itself.
   */
  concurrency?: number;
}

/**
 * Pulls from a durable consumer and hands messages over in micro-batches, so that the handler
 * can do one database transaction per batch instead of one per message. The handler acks.
 */
export class BatchConsumer {
  private messages?: ConsumerMessages;
  private queue: JsMsg[] = [];
  private wake?: () => void;
  private closed = false;
  private pump?: Promise<void>;
  private worker?: Promise<void>;
  private readonly inFlight = new Set<Promise<void>>();
  private unwatch?: () => void;
  private readonly tracing = tracingEnabled();

  constructor(
    private readonly options: BatchConsumerOptions,
    private readonly handleBatch: (msgs: JsMsg[]) => Promise<void>,
  ) {}

  async start(): Promise<void> {
    const consumer = await this.options.js.consumers.get(this.options.stream, this.options.consumer);
    this.unwatch = watchConsumer(this.options.stream, this.options.consumer, consumer);
    this.messages = await consumer.consume({ max_messages: this.options.maxBatch * 2 });
    const messages = this.messages;
    this.pump = (async () => {
      for await (const msg of messages) {
        this.queue.push(msg);
        this.wake?.();
      }
      this.closed = true;
      this.wake?.();
    })();
    this.worker = this.work();
  }

  private async work(): Promise<void> {
    for (;;) {
      if (this.queue.length === 0) {
        if (this.closed) return;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      if (this.queue.length < this.options.maxBatch && !this.closed) {
        await new Promise((r) => setTimeout(r, this.options.gatherMs));
      }
      const batch = this.queue.splice(0, this.options.maxBatch);
      const task = this.traced(batch)
        .then(() => jetstreamMessagesHandled.inc(this.label('ok'), batch.length))
        .catch((error: unknown) => {
          jetstreamMessagesHandled.inc(this.label('failed'), batch.length);
          this.options.logger.error?.(
            `${this.options.consumer}: batch of ${batch.length} failed, redelivering: ${error instanceof Error ? error.message : error}`,
          );
          for (const msg of batch) msg.nak(1_000);
        })
        .finally(() => this.inFlight.delete(task));
      this.inFlight.add(task);
      while (this.inFlight.size >= (this.options.concurrency ?? 1)) await Promise.race(this.inFlight);
    }
  }

  private label(outcome: 'ok' | 'failed') {
    return { consumer: resourceLabel(this.options.consumer), outcome };
  }

  /** A batch mixes messages of many traces: its span links to each of them (messaging conventions). */
  private traced(batch: JsMsg[]): Promise<void> {
    if (!this.tracing) return this.handleBatch(batch);
    const links: Link[] = [];
    for (const msg of batch) {
      const parent = trace.getSpanContext(traceContextOf(msg.headers));
      if (parent) links.push({ context: parent });
    }
    return inSpan(
      `process ${bareSubject(batch[0]?.subject ?? this.options.consumer)}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          ...messagingAttributes(batch[0]?.subject ?? '', 'process'),
          'messaging.batch.message_count': batch.length,
        },
        links,
      },
      () => this.handleBatch(batch),
    );
  }

  async stop(): Promise<void> {
    this.messages?.stop();
    await this.pump;
    await this.worker;
    await Promise.all(this.inFlight);
    this.unwatch?.();
  }
}
