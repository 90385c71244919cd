import type { Consumer } from '@nats-io/jetstream';
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';
import { bareSubject } from './tracing.js';

/** The one registry of the process, served at /metrics. */
export const metricsRegistry = register;

let defaultsStarted = false;
/** Process metrics (CPU, memory, event-loop lag, GC, handles), once per process. */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  // Event-loop delay sampled every 100 ms, not every 10 ms (prom-client's default): the lag is
  // measured as precisely, and an idle process wakes 10 times a second instead of 100.
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 100 });
}

/** Latency buckets from 2.5 ms to 30 s: NATS round trips, HTTP requests, provider calls. */
export const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served, by route template, method and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
});

export const natsRequestDuration = new Histogram({
  name: 'nats_request_duration_seconds',
  help: 'NATS request/reply calls made to other services, by subject and outcome (ok, error, unavailable).',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

export const natsHandlerDuration = new Histogram({
  name: 'nats_handler_duration_seconds',
  help: 'NATS request/reply messages handled by this service, by subject and outcome (ok, error).',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

export const jetstreamMessagesHandled = new Counter({
  name: 'jetstream_messages_handled_total',
  help: 'JetStream messages handled by this process, by consumer and outcome (ok, failed: redelivered later).',
  labelNames: ['consumer', 'outcome'] as const,
});

/** Consumers of this process whose backlog is reported; keyed by stream/consumer. */
const consumers = new Map<string, { stream: string; consumer: string; handle: Consumer }>();
let infoCache: { at: number; values: Promise<ConsumerLag[]> } | undefined;

interface ConsumerLag {
  stream: string;
  consumer: string;
  pending: number;
  ackPending: number;
  redelivered: number;
}

/** Reports a durable consumer's pending and ack-pending counts (asked from the server at scrape time). */
export function watchConsumer(stream: string, consumer: string, handle: Consumer): () => void {
  const key = `${stream}/${consumer}`;
  consumers.set(key, { stream, consumer: resourceLabel(consumer), handle });
  return () => consumers.delete(key);
}

/** One round of consumer-info calls serves all three gauges of a scrape. */
function consumerLag(): Promise<ConsumerLag[]> {
  const now = Date.now();
  if (!infoCache || now - infoCache.at > 1_000) {
    infoCache = {
      at: now,
      values: Promise.all(
        [...consumers.values()].map(async ({ stream, consumer, handle }) => {
          try {
            const info = await handle.info();
            return {
              stream: resourceLabel(stream),
              consumer,
              pending: info.num_pending,
              ackPending: info.num_ack_pending,
              redelivered: info.num_redelivered,
            };
          } catch {
            return null;
          }
        }),
      ).then((rows) => rows.filter((r): r is ConsumerLag => r !== null)),
    };
  }
  return infoCache.values;
}

function lagGauge(name: string, help: string, pick: (lag: ConsumerLag) => number): Gauge<'stream' | 'consumer'> {
  return new Gauge({
    name,
    help,
    labelNames: ['stream', 'consumer'] as const,
    async collect() {
      this.reset();
      for (const lag of await consumerLag()) this.set({ stream: lag.stream, consumer: lag.consumer }, pick(lag));
    },
  });
}

lagGauge(
  'jetstream_consumer_pending_messages',
  'Messages of a durable consumer not yet delivered (the backlog: consumer lag).',
  (l) => l.pending,
);
lagGauge(
  'jetstream_consumer_ack_pending_messages',
  'Messages delivered to a durable consumer and not yet acknowledged (in flight).',
  (l) => l.ackPending,
);
lagGauge(
  'jetstream_consumer_redelivered_messages',
  'Messages of a durable consumer delivered more than once and not yet acknowledged.',
  (l) => l.redelivered,
);

/** `vis_platforms-chatgpt` → `platforms-chatgpt`: stream and consumer names without the deployment prefix, as labels. */
export function resourceLabel(name: string): string {
  const prefix = `${(process.env.NATS_PREFIX || 'vis').replace(/[^A-Za-z0-9_-]/g, '_')}_`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** Label value of a NATS subject: without the deployment prefix. */
export const subjectLabel = bareSubject;
