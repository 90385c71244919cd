import { createInbox, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import * as otelApi from '@opentelemetry/api';
import { messagingAttributes, outgoingHeaders, SpanKind, tracer, tracingEnabled } from '../observability/tracing.js';

/** A publish not acknowledged by JetStream within this long fails (the client's default too). */
const DEFAULT_TIMEOUT_MS = 5_000;

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  expires: number;
}

/**
 * JetStream publishes, many in flight, each resolved by its stream's ack: the same durability as
 * `js.publish` (a message is in the stream once its promise resolves), without a request per
 * message. `js.publish` is a core request: a reply subscription entry, a timer and, on success,
 * an Error object built to cancel the request (the client's `RequestOne.cancel`); for a fan-out of
 * thousands of messages a second those were a visible part of the scans service's CPU. Here one
 * wildcard inbox subscription takes every ack, and one sweep a second fails the publishes whose ack
 * did not come in time (the caller retries, as after any failed publish).
 */
export class PipelinedPublisher {
  private readonly inbox: string;
  private readonly pending = new Map<string, Pending>();
  private readonly subscription: Subscription;
  private readonly sweep: ReturnType<typeof setInterval>;
  private next = 0;
  private readonly tracing = tracingEnabled();

  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {
    this.inbox = createInbox();
    this.subscription = nc.subscribe(`${this.inbox}.*`, { callback: (error, msg) => this.acked(error, msg) });
    this.sweep = setInterval(() => this.expire(), 1_000);
    this.sweep.unref();
  }

  /** Resolves once the message is stored by the stream that captures `subject` (or was a duplicate of `msgID`). */
  publish(subject: string, payload: string | Uint8Array, options: { msgID?: string } = {}): Promise<void> {
    const token = (this.next++).toString(36);
    // The request id (and, with tracing, a producer span's context) go in the headers, so that
    // the consumer's lines and span continue the same request and trace.
    const h = outgoingHeaders();
    const span = this.tracing
      ? tracer.startSpan(`publish ${subject}`, {
          kind: SpanKind.PRODUCER,
          attributes: messagingAttributes(subject, 'publish'),
        })
      : undefined;
    if (span?.isRecording()) {
      const { context, trace } = otelApi;
      otelApi.propagation.inject(trace.setSpan(context.active(), span), h, { set: (c, k, v) => c.set(k, v) });
    }
    if (options.msgID) h.set('Nats-Msg-Id', options.msgID);
    const stored = new Promise<void>((resolve, reject) => {
      this.pending.set(token, { resolve, reject, expires: Date.now() + this.timeoutMs });
      try {
        this.nc.publish(subject, payload, { reply: `${this.inbox}.${token}`, headers: h });
      } catch (error) {
        this.pending.delete(token);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    if (!span?.isRecording()) {
      span?.end();
      return stored;
    }
    return stored.then(
      () => span.end(),
      (error: unknown) => {
        span.recordException(error instanceof Error ? error : String(error));
        span.end();
        throw error;
      },
    );
  }

  /** Fails what is still waiting; later acks are ignored. */
  close(): void {
    clearInterval(this.sweep);
    this.subscription.unsubscribe();
    this.failAll(() => true, 'the publisher was closed');
  }

  private acked(error: Error | null, msg: Msg): void {
    if (error) {
      // The subscription itself failed (permissions, connection closed): nothing will be acked.
      this.failAll(() => true, `JetStream acks lost: ${error.message}`);
      return;
    }
    const token = msg.subject.slice(this.inbox.length + 1);
    const waiting = this.pending.get(token);
    if (!waiting) return;
    this.pending.delete(token);
    const status = msg.headers?.code ?? 0;
    if (status >= 300) {
      waiting.reject(
        new Error(
          status === 503 ? 'JetStream publish: no stream answered (503)' : `JetStream publish failed (${status})`,
        ),
      );
      return;
    }
    try {
      const ack = msg.json<{ stream?: string; error?: { code?: number; description?: string } }>();
      if (ack.error) {
        waiting.reject(new Error(`JetStream publish failed: ${ack.error.description ?? ack.error.code}`));
      } else if (!ack.stream) {
        waiting.reject(new Error('JetStream publish: invalid ack'));
      } else {
        waiting.resolve();
      }
    } catch (parseError) {
      waiting.reject(new Error(`JetStream publish: unreadable ack (${parseError})`));
    }
  }

  private expire(): void {
    const now = Date.now();
    this.failAll((p) => p.expires <= now, 'JetStream publish: no ack in time');
  }

  private failAll(which: (p: Pending) => boolean, reason: string): void {
    for (const [token, p] of this.pending) {
      if (!which(p)) continue;
      this.pending.delete(token);
      p.reject(new Error(reason));
    }
  }
}
