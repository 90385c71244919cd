import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '#contracts';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/** One sample of a Prometheus text exposition: `name{labels} value`; the sum of those matching. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const text = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => text.includes(`${k}="${v}"`))) total += Number(match[3]);
  }
  return total;
}

describe('operators can see the service: metrics, access logs and request ids', () => {
  let stack: TestStack;
  let owner: TestAccount;
  const scrape = async (app: 'gateway' | 'accounts' | 'catalog' | 'scans' | 'platforms') => {
    const url = app === 'gateway' ? stack.baseUrl : `http://127.0.0.1:${stack.healthPorts[app]}`;
    const res = await request(url).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  beforeAll(async () => {
    stack = await startTestStack({ LOG_LEVEL: 'debug', SIMULATOR_LATENCY_MS: '20' });
    owner = await createAccount(stack, 'pro');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('serves /metrics on every port, and the metrics of a scan move', async () => {
    const before = {
      gateway: await scrape('gateway'),
      accounts: await scrape('accounts'),
      scans: await scrape('scans'),
      platforms: await scrape('platforms'),
    };
    for (const text of [...Object.values(before), await scrape('catalog')]) {
      expect(text).toContain('# TYPE process_cpu_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    }

    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://metrics-brand.example',
      maxQueries: 8,
    });
    expect(trigger.status).toBe(202);
    await waitForScan(stack, owner.apiKey, trigger.body.syntheticId);
    await api(stack, 'vis_notakey000000000000000000000000').get('/api/visibility/account');

    const gateway = await scrape('gateway');
    const route = { route: '/api/visibility/scan', method: 'POST', status_code: '202' };
    expect(sample(gateway, 'http_request_duration_seconds_count', route)).toBe(
      sample(before.gateway, 'http_request_duration_seconds_count', route) + 1,
    );
    expect(
      sample(gateway, 'http_request_duration_seconds_count', { route: '/api/visibility/account', status_code: '401' }),
    ).toBe(1);
    expect(sample(gateway, 'nats_request_duration_seconds_count', { subject: 'scans.trigger', outcome: 'ok' })).toBe(1);
    // Label values are templates and subjects, never ids or keys.
    expect(gateway).not.toMatch(/scn_|vis_notakey|syntheticId=/);

    const scans = await scrape('scans');
    expect(sample(scans, 'visibility_scans_started_total', { mode: 'batch' })).toBe(1);
    expect(sample(scans, 'visibility_scans_finished_total')).toBe(1);
    expect(sample(scans, 'visibility_scan_makespan_seconds_count')).toBe(1);
    expect(sample(scans, 'visibility_scan_makespan_seconds_sum')).toBeGreaterThan(0);
    expect(sample(scans, 'visibility_analysis_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(scans, 'nats_handler_duration_seconds_count', { subject: 'scans.trigger', outcome: 'ok' })).toBe(1);
    expect(sample(scans, 'nats_request_duration_seconds_count', { subject: ACCOUNTS.reserveCredits })).toBe(1);
    expect(sample(scans, 'jetstream_messages_handled_total', { consumer: 'scans-prepare', outcome: 'ok' })).toBe(1);
    expect(
      sample(scans, 'jetstream_messages_handled_total', { consumer: 'scans-results', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(scans).toMatch(/jetstream_consumer_pending_messages\{stream="[^"]+",consumer="[^"]+"\} 0/);
    expect(scans).toMatch(/jetstream_consumer_ack_pending_messages\{/);

    const platforms = await scrape('platforms');
    const runs =
      sample(platforms, 'visibility_runs_total', { outcome: 'succeeded' }) +
      sample(platforms, 'visibility_runs_total', { outcome: 'failed' });
    expect(runs).toBe(8);
    expect(sample(before.platforms, 'visibility_runs_total')).toBe(0);
    expect(sample(platforms, 'visibility_provider_call_duration_seconds_count')).toBeGreaterThanOrEqual(8);
    expect(sample(platforms, 'visibility_provider_tokens_total', { direction: 'input' })).toBeGreaterThan(0);
    expect(platforms).toMatch(/visibility_provider_breaker_state\{platform="[^"]+",provider="[^"]+"\} 0/);

    const accounts = await scrape('accounts');
    expect(sample(accounts, 'visibility_credits_reserved_total')).toBe(
      sample(before.accounts, 'visibility_credits_reserved_total') + 8,
    );
  });

  it('answers unknown paths on a health port with a quiet 404', async () => {
    const from = stack.logs.length;
    const res = await request(`http://127.0.0.1:${stack.healthPorts.scans}`).get('/nope/../wp-login.php');
    expect(res.status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    const lines = stack.logs.slice(from).map((l) => JSON.parse(l.line) as { level: string });
    expect(lines.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
  });

  it('writes one access-log line per request, echoes the request id and carries it to every service of a scan', async () => {
    const requestId = `req-${randomUUID()}`;
    const trigger = await api(stack, owner.apiKey)
      .post('/api/visibility/scan', { url: 'https://request-id-brand.example', maxQueries: 4 })
      .set('X-Request-Id', requestId);
    expect(trigger.status).toBe(202);
    expect(trigger.headers['x-request-id']).toBe(requestId);
    const { scanId, syntheticId } = trigger.body;
    await waitForScan(stack, owner.apiKey, syntheticId);
    await new Promise((r) => setTimeout(r, 500));

    const generated = await api(stack).get('/api/visibility/account');
    expect(generated.status).toBe(401);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 300));

    const records = stack.logs.map((l) => JSON.parse(l.line) as Record<string, unknown>);
    for (const r of records) expect(r.app).toEqual(expect.any(String));
    const ofRequest = records.filter((r) => r.requestId === requestId);
    const apps = new Set(ofRequest.map((r) => r.app));
    for (const app of ['gateway', 'scans', 'platforms']) expect(apps).toContain(app);

    const access = records.filter(
      (r) => r.app === 'gateway' && r.route === '/api/visibility/scan' && r.requestId === requestId,
    );
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'POST', status: 202, keyPrefix: expect.any(String), level: 'info' });
    expect(access[0].durationMs).toEqual(expect.any(Number));
    const unauthorised = records.filter((r) => r.requestId === generated.headers['x-request-id']);
    expect(unauthorised).toEqual([
      expect.objectContaining({ route: '/api/visibility/account', status: 401, method: 'GET', app: 'gateway' }),
    ]);
    // Never the key, anywhere.
    expect(stack.logs.some((l) => l.line.includes(owner.apiKey))).toBe(false);

    // Every line of the scans and platforms services about this scan names it.
    const aboutScan = records.filter((r) => r.app !== 'gateway' && typeof r.msg === 'string' && r.msg.includes(scanId));
    expect(aboutScan.length).toBeGreaterThan(0);
    for (const r of aboutScan) expect(r.scanId).toBe(scanId);
    const platformLines = records.filter((r) => r.app === 'platforms' && r.scanId === scanId);
    expect(platformLines.length).toBeGreaterThanOrEqual(4);
    for (const r of platformLines) expect(r.requestId).toBe(requestId);
  });
});
