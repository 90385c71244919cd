import type { PlatformScores } from './platform-keys.js';
import type { ScanQualityView } from './scans.js';

/**
 * Events of the service, on the durable JetStream stream EVENTS (subjects `events.>`), published
 * by their owner (scans: scan.* and schedule.skipped; accounts: credits.low) and consumed by the
 * gateway (SSE streams to clients) and notifications (webhooks). Names unprefixed, as in WORK.
 */
export const EVENTS = {
  stream: 'EVENTS',
  subjects: 'events.>',
  /** `events.scan.<kind>.<syntheticId>`: one agent's scan events can be followed with one filter. */
  scanSubject: (kind: 'progress' | 'completed' | 'failed', syntheticId: number) => `events.scan.${kind}.${syntheticId}`,
  scanSubjectsOf: (syntheticId: number) => `events.scan.*.${syntheticId}`,
  scheduleSkippedSubject: (syntheticId: number) => `events.schedule.skipped.${syntheticId}`,
  creditsLowSubject: (accountId: string) => `events.credits.low.${accountId}`,
} as const;

/** The event types a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['scan.completed', 'scan.failed', 'credits.low', 'schedule.skipped'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type EventType = WebhookEventType | 'scan.progress';

/**
 * The poll body of a completed scan as the scans service knows it: GET /scan's body without
 * `_service` and without `assistantNames` (display names the gateway adds from its platform bindings).
 */
export interface CompletedPollBody extends ScanQualityView {
  state: 'available';
  syntheticId: number;
  scanAvailable: true;
  scanId: string;
  overallScore: number;
  scanDate: string;
  platformScores: PlatformScores;
  reportUrl: string;
}

/** The poll body after a failed scan (the previous completed one, or state none), without `_service`. */
export interface FailedPollBody {
  state: 'available' | 'none';
  syntheticId: number;
  scanAvailable: boolean;
  scanInProgress: false;
  message: string;
}

interface EventBase {
  /** Stable per event: a re-publish of the same event carries the same id (webhook-id derives from it). */
  id: string;
  occurredAt: string;
  accountId: string;
}

export interface ScanProgressEvent extends EventBase {
  type: 'scan.progress';
  scanId: string;
  syntheticId: number;
  completedQueries: number;
  totalQueries: number;
  phase: string;
}

export interface ScanCompletedEvent extends EventBase {
  type: 'scan.completed';
  scanId: string;
  syntheticId: number;
  poll: CompletedPollBody;
}

export interface ScanFailedEvent extends EventBase {
  type: 'scan.failed';
  scanId: string;
  syntheticId: number;
  reason: string;
  poll: FailedPollBody;
}

export interface ScheduleSkippedEvent extends EventBase {
  type: 'schedule.skipped';
  scheduleId: string;
  syntheticId: number;
  dueAt: string;
  reason: string;
}

export interface CreditsLowEvent extends EventBase {
  type: 'credits.low';
  creditBalance: number;
  creditWarning: string;
}

export type ServiceEvent =
  | ScanProgressEvent
  | ScanCompletedEvent
  | ScanFailedEvent
  | ScheduleSkippedEvent
  | CreditsLowEvent;
