import { DiscardPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { Inject, Injectable } from '@nestjs/common';
import {
  ensureStream,
  GroupedPublisher,
  JETSTREAM,
  type JetStreamClient,
  type JetStreamManager,
  jetStreamReplicas,
  natsName,
  natsResourceName,
} from '#common';
import type { CallRecord } from './usage-store.js';

/**
 * The platforms service's own work stream of usage records (no other service reads it): a run's
 * usage is journaled here beside its result, and written to `platforms.provider_calls` by
 * UsageRecorder after the run is acked, so that the database insert is not between an answer
 * and the next run of the platform's slot.
 */
export const USAGE_JOURNAL = {
  stream: 'PLATFORM_USAGE',
  subject: 'platform-usage.calls',
  consumer: 'platforms-usage',
} as const;

/** One message of the journal: the usage of one run or of several (group commit). */
export interface UsageJournalMessage {
  calls: CallRecord[];
}

const DAY_NS = 24 * 60 * 60 * 1e9;

/** Work-queue retention and file storage, as the RUNS and RUN_RESULTS streams: a restart of NATS loses nothing. */
export async function ensureUsageJournal(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, {
    name: natsResourceName(USAGE_JOURNAL.stream),
    subjects: [natsName(USAGE_JOURNAL.subject)],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: 7 * DAY_NS,
    num_replicas: jetStreamReplicas(),
  });
}

/** Journals a run's usage durably; the promise resolves once it is stored in the stream. */
@Injectable()
export class UsageJournal {
  private readonly publisher: GroupedPublisher<CallRecord>;

  constructor(@Inject(JETSTREAM) js: JetStreamClient) {
    this.publisher = new GroupedPublisher(js, natsName(USAGE_JOURNAL.subject), 'calls');
  }

  journal(call: CallRecord): Promise<void> {
    return this.publisher.publish(call);
  }
}
