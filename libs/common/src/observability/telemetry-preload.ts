/**
 * Loaded before an app (`node --import ./dist/libs/common/src/observability/telemetry-preload.js`):
 * starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise (the
 * SDK is not even loaded). It must run before the app's modules load: pg, express and http are
 * instrumented as they are imported, which the ESM loader hook registered here makes possible.
 */
import { register } from 'node:module';

// Only an app's entry point: NODE_OPTIONS also reaches the CLI, the migrations and health checks.
const isApp = /apps[/\\][a-z-]+[/\\]src[/\\]main\.js$/.test(process.argv[1] ?? '');

if (isApp && process.env.OTEL_EXPORTER_OTLP_ENDPOINT && process.env.OTEL_SDK_DISABLED !== 'true') {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTelemetry } = await import('./telemetry.js');
  startTelemetry();
}
