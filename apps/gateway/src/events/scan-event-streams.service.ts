import type { ConsumerMessages } from '@nats-io/jetstream';
import { DeliverPolicy } from '@nats-io/jetstream';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  APP_CONFIG,
  type AppConfig,
  ensureEventStream,
  JETSTREAM,
  JETSTREAM_MANAGER,
  type JetStreamClient,
  type JetStreamManager,
  natsName,
  natsResourceName,
} from '#common';
import { EVENTS, type ScanStatusResponse, type ServiceEvent } from '#contracts';
import { ScanStatusReader } from '../scans/scan-status-reader.js';

/** The SSE event names of a scan stream, and the data each carries. */
export type SseEvent =
  | { event: 'progress'; data: Record<string, unknown> }
  | { event: 'completed'; data: Record<string, unknown> }
  | { event: 'failed'; data: Record<string, unknown> };

/** Browsers reconnect this long after a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3_000;

/**
 * GET /scan/events: one agent's scan events as server-sent events, read from the durable EVENTS
 * stream with an ordered consumer of this connection's own. Any gateway replica serves any
 * stream; the event id is the stream sequence, so `Last-Event-ID` resumes exactly after the last
 * event a client saw. A new stream starts with the agent's current state (then live events).
 */
@Injectable()
export class ScanEventStreams implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanEventStreams.name);
  private readonly open = new Set<Response>();
  private streamReady?: Promise<void>;

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly statuses: ScanStatusReader,
  ) {}

  async follow(syntheticId: number, lastEventId: number | undefined, req: Request, res: Response): Promise<void> {
    this.streamReady ??= ensureEventStream(this.jsm).catch((error: unknown) => {
      this.streamReady = undefined;
      throw error;
    });
    await this.streamReady;
    // Subscribe before reading the current state, so that nothing falls between the two.
    const consumer = await this.js.consumers.get(natsResourceName(EVENTS.stream), {
      filter_subjects: natsName(EVENTS.scanSubjectsOf(syntheticId)),
      ...(lastEventId !== undefined
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: lastEventId + 1 }
        : { deliver_policy: DeliverPolicy.New }),
    });
    const messages = await consumer.consume({ max_messages: 64 });
    let snapshot: SseEvent | null | undefined;
    try {
      snapshot = lastEventId === undefined ? currentState(await this.statuses.status(syntheticId)) : undefined;
    } catch (error) {
      messages.stop();
      throw error;
    }

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    if (snapshot) res.write(frame(snapshot));
    this.open.add(res);

    const heartbeat = setInterval(
      () => res.write(`: heartbeat ${new Date().toISOString()}\n\n`),
      this.config.SSE_HEARTBEAT_MS,
    );
    const close = () => {
      clearInterval(heartbeat);
      this.open.delete(res);
      messages.stop();
    };
    req.on('close', close);
    res.on('close', close);
    try {
      await this.pump(messages, res);
    } catch (error) {
      this.logger.warn(`event stream of agent ${syntheticId} ended: ${error instanceof Error ? error.message : error}`);
    } finally {
      close();
      if (!res.writableEnded) res.end();
    }
  }

  private async pump(messages: ConsumerMessages, res: Response): Promise<void> {
    for await (const msg of messages) {
      const event = toSse(msg.json<ServiceEvent>());
      if (event) res.write(frame(event, msg.seq));
    }
  }

  /** Ends the open streams so that the HTTP server can close; clients reconnect to another replica. */
  beforeApplicationShutdown(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }
}

export function frame(event: SseEvent, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function toSse(event: ServiceEvent): SseEvent | null {
  switch (event.type) {
    case 'scan.progress':
      return {
        event: 'progress',
        data: {
          scanId: event.scanId,
          syntheticId: event.syntheticId,
          completed: event.completedQueries,
          total: event.totalQueries,
          phase: event.phase,
          occurredAt: event.occurredAt,
        },
      };
    case 'scan.completed':
      return { event: 'completed', data: { ...event.poll, occurredAt: event.occurredAt } };
    case 'scan.failed':
      return {
        event: 'failed',
        data: { ...event.poll, scanId: event.scanId, reason: event.reason, occurredAt: event.occurredAt },
      };
    default:
      return null;
  }
}

/** The agent's state when a stream opens, as the event a client would have seen last. */
export function currentState(status: ScanStatusResponse): SseEvent | null {
  switch (status.state) {
    case 'running':
      return {
        event: 'progress',
        data: {
          scanId: status.scanId,
          syntheticId: status.syntheticId,
          completed: status.progress.completedQueries,
          total: status.progress.totalQueries,
          phase: status.phase,
        },
      };
    case 'available':
      return {
        event: 'completed',
        // As the live event's poll body has it (scans' ScanEventsPublisher.finished).
        data: {
          state: 'available',
          syntheticId: status.syntheticId,
          scanAvailable: true,
          scanId: status.scanId,
          overallScore: status.overallScore,
          scanDate: status.scanDate,
          platformScores: status.platformScores,
          reportUrl: status.reportUrl,
          ...status.quality,
        },
      };
    case 'failed':
    case 'none':
      return status.lastFailure
        ? {
            event: 'failed',
            data: {
              syntheticId: status.syntheticId,
              scanAvailable: false,
              scanInProgress: false,
              scanId: status.lastFailure.scanId,
              reason: status.lastFailure.reason,
              message: `The last scan (${status.lastFailure.scanId}) failed: ${status.lastFailure.reason}`,
            },
          }
        : null;
  }
}
