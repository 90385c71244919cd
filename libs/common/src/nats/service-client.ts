import type { NatsConnection } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import { type ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { firstValueFrom, TimeoutError, timeout } from 'rxjs';
import { AppError } from '../errors/app-error.js';
import { isRpcErrorPayload } from '../errors/error-codes.js';
import { natsRequestDuration, subjectLabel } from '../observability/metrics.js';
import { inSpan, messagingAttributes, outgoingHeaders, SpanKind } from '../observability/tracing.js';
import { requestInParts } from './reply-parts.js';
import { natsName } from './subjects.js';

/**
 * Request/reply to another service over NATS. Nest's NATS client never times out by itself:
 * every call here does, and "nobody answered" (timeout, no responders, connection gone) becomes
 * `UNAVAILABLE` so that the gateway answers 503 with Retry-After instead of hanging.
 */
export class ServiceClient {
  private readonly logger: Logger;

  constructor(
    private readonly service: string,
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
  ) {
    this.logger = new Logger(`ServiceClient:${service}`);
  }

  async send<TResponse, TRequest = unknown>(
    subject: string,
    payload: TRequest,
    timeoutMs = this.timeoutMs,
  ): Promise<TResponse> {
    const started = performance.now();
    const label = subjectLabel(natsName(subject));
    let outcome: 'ok' | 'error' | 'unavailable' = 'ok';
    const request = async () => {
      // Request id, scan id and traceparent travel in the message's headers.
      const record = new NatsRecordBuilder(payload).setHeaders(outgoingHeaders()).build();
      return await firstValueFrom(
        this.client.send<TResponse, typeof record>(natsName(subject), record).pipe(timeout(timeoutMs)),
      );
    };
    try {
      // Readiness probes ask every service's health every few seconds: timed, not traced.
      if (subject.endsWith('.health')) return await request();
      return await inSpan(
        `send ${label}`,
        { kind: SpanKind.CLIENT, attributes: messagingAttributes(label, 'send') },
        request,
      );
    } catch (error) {
      const translated = this.translate(subject, error, timeoutMs);
      outcome = translated.payload.code === 'UNAVAILABLE' && !isRpcErrorPayload(error) ? 'unavailable' : 'error';
      throw translated;
    } finally {
      natsRequestDuration.observe({ subject: label, outcome }, (performance.now() - started) / 1000);
    }
  }

  /**
   * Request/reply for a subject answered with raw bytes rather than through Nest's JSON envelope
   * (SCANS.reportDocument): the reply body as it came, and its headers. An error reply carries
   * `errorHeader` and the error in the `{code, message}` shape. A reply too large for one NATS
   * message comes in parts (reply-parts.ts), each asked for within the timeout. Same timeout,
   * error contract, metrics and trace.
   */
  async requestBytes(
    subject: string,
    payload: unknown,
    errorHeader: string,
    timeoutMs = this.timeoutMs,
  ): Promise<BytesReply> {
    const started = performance.now();
    const label = subjectLabel(natsName(subject));
    let outcome: 'ok' | 'error' | 'unavailable' = 'ok';
    const connection = this.client.unwrap<NatsConnection>();
    const body = JSON.stringify(payload);
    try {
      const reply = await inSpan(
        `send ${label}`,
        { kind: SpanKind.CLIENT, attributes: messagingAttributes(label, 'send') },
        () =>
          requestInParts(async (partHeaders) => {
            const headers = outgoingHeaders();
            for (const [name, value] of Object.entries(partHeaders ?? {})) headers.set(name, value);
            const part = await connection.request(natsName(subject), body, { timeout: timeoutMs, headers });
            if (part.headers?.get(errorHeader)) throw part.json<unknown>();
            return part;
          }),
      );
      return { data: reply.data, header: (name) => reply.headers?.get(name) || undefined };
    } catch (error) {
      const translated = this.translate(subject, isNatsTimeout(error) ? new TimeoutError() : error, timeoutMs);
      outcome = translated.payload.code === 'UNAVAILABLE' && !isRpcErrorPayload(error) ? 'unavailable' : 'error';
      throw translated;
    } finally {
      natsRequestDuration.observe({ subject: label, outcome }, (performance.now() - started) / 1000);
    }
  }

  private translate(subject: string, error: unknown, timeoutMs: number): AppError {
    if (isRpcErrorPayload(error)) return new AppError(error.code, error.message, error.details, error.extra);
    if (error instanceof TimeoutError) {
      return new AppError('UNAVAILABLE', `The ${this.service} service did not answer within ${timeoutMs} ms.`);
    }
    if (error instanceof EmptyResponseException || isNoResponders(error)) {
      return new AppError('UNAVAILABLE', `The ${this.service} service is not running.`);
    }
    this.logger.warn(`${subject} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    return new AppError('UNAVAILABLE', `The ${this.service} service could not be reached.`);
  }
}

/** A reply of `requestBytes`: its body, and its headers by name (undefined when absent). */
export interface BytesReply {
  data: Uint8Array;
  header(name: string): string | undefined;
}

function isNatsTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function isNoResponders(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : JSON.stringify(error ?? '');
  return /no ?responders|503|CONNECTION_CLOSED|closed|disconnect/i.test(text);
}
