import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, waitForScan, waitUntil } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string } }[];
}
interface ExportedSpan extends OtlpSpan {
  service: string;
}

/**
 * A loopback OpenTelemetry collector: the apps export to it with OTLP/HTTP in its JSON encoding
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json), the wire format a real collector accepts on /v1/traces.
 */
function startCollector(): Promise<{ server: Server; url: string; spans: ExportedSpan[] }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans }),
    ),
  );
}

describe('traces: one trace from POST /scan through the scans service to each platform run', () => {
  let stack: TestStack;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    stack = await startTestStack({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      SIMULATOR_LATENCY_MS: '20',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    collector?.server.close();
  });

  it('links gateway, scans and platforms spans (HTTP, NATS, JetStream, SQL, provider calls) in one trace', async () => {
    const owner = await createAccount(stack, 'pro');
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://traced-brand.example',
      maxQueries: 4,
    });
    expect(trigger.status).toBe(202);
    await waitForScan(stack, owner.apiKey, trigger.body.syntheticId);

    const isRoot = (s: ExportedSpan) => s.service === 'gateway' && s.kind === 2 && s.name.startsWith('POST');
    const { value: root } = await waitUntil(
      async () => collector.spans.find(isRoot),
      (s) => s !== undefined,
      15_000,
    );
    const traceId = root!.traceId;
    const { value: trace } = await waitUntil(
      async () => collector.spans.filter((s) => s.traceId === traceId),
      (spans) => spans.filter((s) => s.service === 'platforms' && s.name.startsWith('provider ')).length >= 4,
      15_000,
    );
    const names = (service: string) => trace.filter((s) => s.service === service).map((s) => s.name);

    expect(names('gateway')).toContain('send scans.trigger');
    expect(names('scans')).toContain('process scans.trigger');
    expect(names('scans')).toContain('send accounts.credits.reserve');
    expect(names('accounts')).toContain('process accounts.credits.reserve');
    expect(names('scans')).toContain('process scan-work.prepare');
    expect(names('scans').filter((n) => n.startsWith('publish ') && n.includes('runs.')).length).toBe(4);
    expect(names('platforms').filter((n) => n.startsWith('process runs.')).length).toBe(4);
    expect(names('platforms').filter((n) => n.startsWith('provider ')).length).toBe(4);
    // SQL from the pg instrumentation, inside the same trace.
    const sql = trace.filter((s) => s.attributes?.some((a) => a.key === 'db.system.name' || a.key === 'db.system'));
    expect(sql.some((s) => s.service === 'scans')).toBe(true);

    // Log lines written inside a span name its trace (pino instrumentation): logs and traces join.
    const scanId = trigger.body.scanId as string;
    const queued = stack.logs
      .filter((l) => l.app === 'scans')
      .map((l) => JSON.parse(l.line) as { msg?: string; trace_id?: string; scanId?: string })
      .find((r) => r.msg?.includes(`scan ${scanId} queued`));
    expect(queued).toMatchObject({ trace_id: traceId, scanId });

    // Probes are not traced: the readiness checks of the boot left no spans, nor their SQL.
    expect(collector.spans.filter((s) => /health|GET \/metrics/.test(s.name)).map((s) => s.name)).toEqual([]);

    // Every span but the root has its parent in the trace: one tree, not fragments.
    const ids = new Set(trace.map((s) => s.spanId));
    const orphans = trace.filter((s) => s.parentSpanId && !ids.has(s.parentSpanId));
    expect(orphans.map((s) => `${s.service}:${s.name}`)).toEqual([]);
  });
});
