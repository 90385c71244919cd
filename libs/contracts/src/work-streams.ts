import type { PlatformKey } from './platform-keys.js';

/**
 * Durable work on JetStream between scans and platforms. Names are unprefixed here: every app
 * applies its NATS_PREFIX (`natsName` for subjects, `natsResourceName` for streams/consumers).
 */
export const WORK = {
  /** The scan's first phase (site, knowledge base, plan, fan-out), one message per scan. */
  scanStream: 'SCAN_WORK',
  scanSubject: 'scan-work.prepare',
  scanConsumer: 'scans-prepare',
  /** One message per run, on `runs.<platform>`; one durable consumer per platform. */
  runStream: 'RUNS',
  runSubject: (platform: PlatformKey) => `runs.${platform}`,
  runSubjects: 'runs.*',
  runConsumer: (platform: PlatformKey) => `platforms-${platform}`,
  /**
   * Finished runs, consumed by the scans service: several runs' results per message on
   * `results.batch` (a result is stored once by its run id, whichever message brings it).
   */
  resultStream: 'RUN_RESULTS',
  resultBatchSubject: 'results.batch',
  resultSubjects: 'results.*',
  resultConsumer: 'scans-results',
} as const;

export interface PrepareScanMessage {
  scanId: string;
}
