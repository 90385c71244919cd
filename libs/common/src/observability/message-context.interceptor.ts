import type { MsgHdrs } from '@nats-io/transport-node';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { context as otelContext, trace } from '@opentelemetry/api';
import { Observable } from 'rxjs';
import { natsHandlerDuration, subjectLabel } from './metrics.js';
import { runWithContext } from './request-context.js';
import { messagingAttributes, requestContextOf, SpanKind, SpanStatusCode, traceContextOf, tracer } from './tracing.js';

/**
 * Every NATS request handler runs inside the request context and the trace context its message
 * carries (X-Request-Id, X-Scan-Id, traceparent), under a `process <subject>` span, and is timed
 * by subject and outcome. HTTP handlers pass through.
 */
@Injectable()
export class MessageContextInterceptor implements NestInterceptor {
  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (execution.getType() !== 'rpc') return next.handle();
    const nats = execution.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const headers = nats.getHeaders() as MsgHdrs | undefined;
    const payload = execution.switchToRpc().getData<{ scanId?: unknown } | undefined>();
    const context = requestContextOf(headers);
    if (!context.scanId && typeof payload?.scanId === 'string') context.scanId = payload.scanId;
    const label = subjectLabel(subject);
    return new Observable((subscriber) => {
      const started = performance.now();
      const parent = traceContextOf(headers);
      // Health checks (readiness probes, every few seconds) are timed, not traced.
      const span = label.endsWith('.health')
        ? undefined
        : tracer.startSpan(
            `process ${label}`,
            { kind: SpanKind.SERVER, attributes: messagingAttributes(subject, 'process') },
            parent,
          );
      const done = (outcome: 'ok' | 'error', error?: unknown) => {
        natsHandlerDuration.observe({ subject: label, outcome }, (performance.now() - started) / 1000);
        if (error) span?.setStatus({ code: SpanStatusCode.ERROR });
        span?.end();
      };
      const handle = () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            done('error', error);
            subscriber.error(error);
          },
          complete: () => {
            done('ok');
            subscriber.complete();
          },
        });
      return runWithContext(context, () => (span ? otelContext.with(trace.setSpan(parent, span), handle) : handle()));
    });
  }
}
