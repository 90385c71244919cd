import {
  AckPolicy,
  type ConsumerConfig,
  JetStreamApiError,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';

export type StreamSpec = Pick<StreamConfig, 'name' | 'subjects'> & Partial<StreamConfig>;
export type ConsumerSpec = Pick<ConsumerConfig, 'durable_name'> & Partial<ConsumerConfig>;

function isNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && (error.code === 10059 || error.code === 10014);
}

/** Stream settings that an update may change (retention and storage are fixed at creation; replicas on a cluster). */
const MUTABLE_STREAM_LIMITS = [
  'max_age',
  'duplicate_window',
  'discard',
  'max_msgs',
  'max_bytes',
  'num_replicas',
] as const;

/**
 * Creates a stream, or brings an existing one to the given configuration. Safe to call from
 * every replica at every boot: the outcome is the same however many run it.
 */
export async function ensureStream(jsm: JetStreamManager, spec: StreamSpec): Promise<void> {
  try {
    const info = await jsm.streams.info(spec.name);
    const subjectsDiffer =
      JSON.stringify([...(info.config.subjects ?? [])].sort()) !== JSON.stringify([...(spec.subjects ?? [])].sort());
    const limitsDiffer = MUTABLE_STREAM_LIMITS.some((key) => spec[key] !== undefined && info.config[key] !== spec[key]);
    if (subjectsDiffer || limitsDiffer) await jsm.streams.update(spec.name, { ...info.config, ...spec });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    try {
      await jsm.streams.add(spec);
    } catch (raced) {
      // Another replica created it between our info() and add(): that is the outcome we wanted.
      if (!(raced instanceof JetStreamApiError && raced.code === 10058)) throw raced;
    }
  }
}

/**
 * Creates a durable pull consumer, or updates the mutable parts of an existing one (such as
 * max_ack_pending, the platform's cluster-wide concurrency) when the configuration changed.
 */
export async function ensureConsumer(jsm: JetStreamManager, stream: string, spec: ConsumerSpec): Promise<void> {
  const config: Partial<ConsumerConfig> = { ack_policy: AckPolicy.Explicit, ...spec };
  try {
    const info = await jsm.consumers.info(stream, spec.durable_name!);
    const drift = (Object.keys(config) as (keyof ConsumerConfig)[]).some(
      (key) => JSON.stringify(info.config[key]) !== JSON.stringify(config[key]),
    );
    if (drift) await jsm.consumers.update(stream, spec.durable_name!, config);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.consumers.add(stream, config);
  }
}
