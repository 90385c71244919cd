import { type MsgHdrs, headers as natsHeaders } from '@nats-io/transport-node';
import {
  type Attributes,
  type Context,
  context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type TextMapSetter,
  trace,
} from '@opentelemetry/api';
import { currentContext, REQUEST_ID_HEADER, type RequestContext, SCAN_ID_HEADER } from './request-context.js';

/**
 * The service's tracer. Without the SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API hands out
 * no-op spans, so the calls below cost next to nothing.
 */
export const tracer = trace.getTracer('brand-visibility');

const setter: TextMapSetter<MsgHdrs> = {
  set: (carrier, key, value) => carrier.set(key, value),
};
const getter: TextMapGetter<MsgHdrs | undefined> = {
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: (carrier) => carrier?.keys() ?? [],
};

/** Headers of an outgoing NATS message: request id, scan id and the W3C trace context. */
export function outgoingHeaders(into: MsgHdrs = natsHeaders()): MsgHdrs {
  const ctx = currentContext();
  if (ctx?.requestId) into.set(REQUEST_ID_HEADER, ctx.requestId);
  if (ctx?.scanId) into.set(SCAN_ID_HEADER, ctx.scanId);
  propagation.inject(context.active(), into, setter);
  return into;
}

/** The request context an incoming NATS message carries. */
export function requestContextOf(h: MsgHdrs | undefined): RequestContext {
  const requestId = h?.get(REQUEST_ID_HEADER) || undefined;
  const scanId = h?.get(SCAN_ID_HEADER) || undefined;
  return { requestId, scanId };
}

/** The trace context an incoming NATS message carries (the root context when it has none). */
export function traceContextOf(h: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, h, getter);
}

/**
 * Whether the OpenTelemetry SDK runs in this process (the preload starts it when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set): hot paths skip building spans and links when it does not.
 */
export function tracingEnabled(): boolean {
  return Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT) && process.env.OTEL_SDK_DISABLED !== 'true';
}

/** `vis.runs.chatgpt` → `runs.chatgpt`: subjects without the deployment prefix, for labels and span names. */
export function bareSubject(subject: string): string {
  const prefix = `${process.env.NATS_PREFIX || 'vis'}.`;
  return subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
}

export function messagingAttributes(subject: string, operation: string): Attributes {
  return {
    'messaging.system': 'nats',
    'messaging.destination.name': bareSubject(subject),
    'messaging.operation.type': operation,
  };
}

/** Runs `fn` in a span that ends with it (an exception marks the span as failed). */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context; links?: Link[] },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const spanOptions = { kind: options.kind, attributes: options.attributes, links: options.links };
  return tracer.startActiveSpan(name, spanOptions, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { SpanKind, SpanStatusCode };
