import { DiscardPolicy, type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { EVENTS } from '#contracts';
import { natsName, natsResourceName } from '../nats/subjects.js';
import { ensureStream } from './jetstream-setup.js';

const DAY_NS = 24 * 60 * 60 * 1e9;

/**
 * The EVENTS stream: limits retention (every consumer reads every event: SSE streams, the
 * notifications service), file storage, a week of history for `Last-Event-ID` resumes and for
 * consumers that were down. The duplicate window drops a publisher's retry of the same event id.
 */
export async function ensureEventStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, {
    name: natsResourceName(EVENTS.stream),
    subjects: [natsName(EVENTS.subjects)],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: 7 * DAY_NS,
    duplicate_window: 2 * 60 * 1e9,
  });
}
