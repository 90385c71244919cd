import type { Client } from './generated/client/index.js';
import type { StreamEvent } from './generated/core/serverSentEvents.gen.js';
import { streamScanEvents } from './generated/sdk.gen.js';
import type { ScanStatusAvailableSchema } from './generated/types.gen.js';

/** `progress`: how far the agent's running scan is, in runs. */
export interface ScanProgressEventData {
  scanId: string;
  syntheticId: number;
  /** Runs finished (succeeded or finally failed). */
  completed: number;
  /** Runs planned. */
  total: number;
  /** queued, reading-site, planning, asking, judging or settling. */
  phase: string;
  /** Absent on the event that opens a stream (the current state). */
  occurredAt?: string;
}

/** `completed`: the poll body (GET /scan) of the completed scan, without `_service` and `assistantNames`. */
export type ScanCompletedEventData = Omit<ScanStatusAvailableSchema, '_service' | 'assistantNames'> & {
  occurredAt?: string;
};

/** `failed`: the scan that failed and why. */
export interface ScanFailedEventData {
  scanId: string;
  syntheticId: number;
  reason: string;
  message?: string;
  occurredAt?: string;
}

/** One event of GET /api/visibility/scan/events, narrowed by `event`. */
export type ScanEvent =
  | { event: 'progress'; id?: string; data: ScanProgressEventData }
  | { event: 'completed'; id?: string; data: ScanCompletedEventData }
  | { event: 'failed'; id?: string; data: ScanFailedEventData };

export interface ScanEventsOptions {
  /** A client from createVisibilityClient, with the account's API key. */
  client: Client;
  syntheticId: number;
  /** Resume after this event id (the `id` of the last event seen). */
  lastEventId?: string;
  /** Ends the stream. */
  signal?: AbortSignal;
  /** Reconnections after a dropped connection before giving up (default 3); each resumes after the last id. */
  maxRetries?: number;
}

const SCAN_EVENTS = new Set<string>(['progress', 'completed', 'failed']);

function isScanEvent(event: StreamEvent | undefined): event is StreamEvent & ScanEvent {
  return (
    event !== undefined && SCAN_EVENTS.has(event.event ?? '') && typeof event.data === 'object' && event.data !== null
  );
}

/**
 * The agent's scan events, typed: the stream opens with the agent's current state (an event
 * without `id`), then live events of every scan of the agent (filter on `data.scanId`). Ends when
 * `signal` aborts or the server closes the stream; throws when the stream could not be opened
 * (bad key, unknown agent) or dropped more than `maxRetries` times.
 *
 * ```ts
 * for await (const e of scanEvents({ client, syntheticId })) {
 *   if (e.event === 'progress') console.log(e.data.completed, '/', e.data.total);
 *   if (e.event === 'completed') break; // e.data.overallScore is a number here
 * }
 * ```
 */
export async function* scanEvents(options: ScanEventsOptions): AsyncGenerator<ScanEvent, void, undefined> {
  const abort = new AbortController();
  const onAbort = () => abort.abort();
  options.signal?.addEventListener('abort', onAbort);
  // The generated client yields only the data of an event; its name and id come to onSseEvent
  // just before the data is yielded.
  let last: StreamEvent | undefined;
  let failure: unknown;
  let attempts = 0;
  const maxAttempts = (options.maxRetries ?? 3) + 1;
  try {
    const { stream } = await streamScanEvents({
      client: options.client,
      query: { syntheticId: options.syntheticId },
      ...(options.lastEventId ? { headers: { 'Last-Event-ID': options.lastEventId } } : {}),
      signal: abort.signal,
      sseMaxRetryAttempts: maxAttempts,
      sseDefaultRetryDelay: 1_000,
      onSseEvent: (event) => {
        last = event;
      },
      onSseError: (error) => {
        attempts += 1;
        failure = error;
      },
    });
    for await (const _ of stream) {
      if (isScanEvent(last)) yield { event: last.event, id: last.id, data: last.data } as ScanEvent;
    }
    if (attempts >= maxAttempts && !abort.signal.aborted) throw failure;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    // Closes the connection when the caller stopped reading early.
    abort.abort();
  }
}
