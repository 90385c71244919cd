import type { IncomingMessage } from 'node:http';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | undefined;

/** `dist/apps/scans/src/main.js` → `scans`: the service name when OTEL_SERVICE_NAME is not set. */
export function appFromEntry(entry = process.argv[1] ?? ''): string {
  return /apps[/\\]([a-z-]+)[/\\]src[/\\]main/.exec(entry)?.[1] ?? 'brand-visibility';
}

/** Probes and scrapes make no traces. */
function isMachineRequest(req: IncomingMessage): boolean {
  const path = req.url ?? '';
  return path === '/metrics' || path.startsWith('/health/');
}

/**
 * The OpenTelemetry Node SDK with the standard OTEL_* environment (endpoint, protocol, sampler,
 * resource attributes): traces of HTTP (server and outbound provider calls), SQL (pg) and our own
 * NATS request/reply and JetStream spans. Metrics stay with Prometheus and logs with stdout.
 */
export function startTelemetry(): void {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || appFromEntry(),
    instrumentations: [
      getNodeAutoInstrumentations({
        // Noise without insight for this service: every file read, DNS lookup and socket.
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
        '@opentelemetry/instrumentation-net': { enabled: false },
        '@opentelemetry/instrumentation-http': { ignoreIncomingRequestHook: isMachineRequest },
        // SQL inside a request or a message's span; a timer's queries (the stall sweeper) make no root traces.
        '@opentelemetry/instrumentation-pg': { requireParentSpan: true },
      }),
    ],
  });
  sdk.start();
}

/** Flushes the spans still buffered (graceful shutdown). */
export async function shutdownTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
