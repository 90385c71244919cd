import { DiscardPolicy, type JetStreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { WORK } from '#contracts';
import { jetStreamReplicas } from '../nats/connection-options.js';
import { natsName, natsResourceName } from '../nats/subjects.js';
import { ensureStream } from './jetstream-setup.js';

const DAY_NS = 24 * 60 * 60 * 1e9;
/**
 * Long enough to absorb a publisher's retry of the same message, shorter than SCAN_STALL_MS (5
 * minutes by default), so that the sweeper's re-publish of a stalled scan is not taken for a twin.
 */
const DUPLICATE_WINDOW_NS = 2 * 60 * 1e9;

/**
 * The durable work streams between scans and platforms. Work-queue retention: a message is
 * removed once acknowledged; file storage: a restart of NATS loses nothing. The duplicate window
 * lets publishers re-publish with the same message id (the run id) without creating twins.
 */
export async function ensureWorkStreams(jsm: JetStreamManager): Promise<void> {
  const common = {
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: 7 * DAY_NS,
    duplicate_window: DUPLICATE_WINDOW_NS,
    num_replicas: jetStreamReplicas(),
  };
  await ensureStream(jsm, {
    name: natsResourceName(WORK.scanStream),
    subjects: [natsName(WORK.scanSubject)],
    ...common,
  });
  await ensureStream(jsm, {
    name: natsResourceName(WORK.runStream),
    subjects: [natsName(WORK.runSubjects)],
    ...common,
  });
  await ensureStream(jsm, {
    name: natsResourceName(WORK.resultStream),
    subjects: [natsName(WORK.resultSubjects)],
    ...common,
  });
}
