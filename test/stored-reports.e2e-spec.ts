import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG, type PublishIndexResponse } from '#contracts';
import { api, createAccount, type TestAccount, waitForScan, waitUntil } from './harness/api-client.js';
import { type ExtraReplica, startExtraReplica } from './harness/extra-replica.js';
import { closeNatsRequests, natsRequest } from './harness/nats-request.js';
import { plainGet } from './harness/raw-http.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

interface StoredRow extends Record<string, unknown> {
  scan_id: string;
  document: string;
  materialized_at: Date;
}

const PART_BYTES = 2048;

/** Reports as stored documents (issue 19): built once when the scan finishes, read as one row, rebuilt when stale. */
describe('reports as stored documents', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let syntheticId: number;
  let scanId: string;

  beforeAll(async () => {
    // Stored reports larger than 2 kB go from scans to the gateway in parts here (a large scan's
    // report can pass NATS's 1 MB message limit), so every read below goes through them.
    // A 5 s cache lifetime (the default is 60 s): one test waits for it to bound a change without a notice.
    stack = await startTestStack({ NATS_REPLY_PART_BYTES: String(PART_BYTES), AUTH_CACHE_TTL_MS: '5000' });
    owner = await createAccount(stack, 'pro');
    const started = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://www.stored-report.example',
      maxQueries: 12,
    });
    expect(started.status).toBe(202);
    ({ syntheticId, scanId } = started.body);
    expect((await waitForScan(stack, owner.apiKey, syntheticId)).scanAvailable).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await closeNatsRequests();
    await stack?.stop();
  });
  /** A key of the owner's per test: the tests read the report many times, more than one key's 60 reads a minute. */
  let apiKey: string;
  beforeEach(async () => {
    ({ apiKey } = await stack.cli<{ apiKey: string }>('key', 'create', '--account', owner.accountId));
  });

  const get = (path: string, headers: Record<string, string> = {}, base = stack.baseUrl) =>
    fetch(`${base}${path}`, { headers: { 'x-api-key': apiKey, ...headers } });
  const rawGet = (path: string, headers: Record<string, string>) =>
    plainGet(`${stack.baseUrl}${path}`, { 'x-api-key': apiKey, ...headers });
  const reportPath = () => `/api/visibility/report?syntheticId=${syntheticId}`;
  const stored = () =>
    stack.sql<StoredRow>('select scan_id, document, materialized_at from scans.reports where scan_id = $1', [scanId]);

  it('stores the report when the scan finishes, and answers from it what a fresh build answers, byte for byte', async () => {
    const [row] = (await waitUntil(stored, (rows) => rows.length === 1, 10_000)).value;
    const lines = row!.document.split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]!)).toMatchObject({ scanId, syntheticId });
    expect(JSON.parse(lines[1]!).queryResults).toHaveLength(12);
    // Sent in several parts, reassembled by the gateway byte for byte (below).
    expect(Buffer.byteLength(row!.document)).toBeGreaterThan(3 * PART_BYTES);

    const fromStore = await get(reportPath());
    expect(fromStore.status).toBe(200);
    expect(fromStore.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const storedBody = await fromStore.text();
    // The stored report's runs are in the answer as they were stored.
    expect(storedBody).toContain(lines[1]!.slice(1, -1));

    await stack.sql('delete from scans.reports where scan_id = $1', [scanId]);
    const rebuilt = await get(reportPath());
    expect(await rebuilt.text()).toBe(storedBody);
    expect(await stored()).toHaveLength(1);
    // A past scan by id, and the same scan through its link's page, come from the same row.
    expect(await (await get(`${reportPath()}&scanId=${scanId}`)).text()).toBe(storedBody);
    const report = JSON.parse(storedBody);
    const page = await fetch(report.reportUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
  });

  it('rebuilds the stored report when its scan changed after it was stored (a judge verdict arriving late)', async () => {
    const before = JSON.parse(await (await get(reportPath())).text());
    const [{ materialized_at: builtAt }] = (await stored()) as [StoredRow];
    const first = before.queryResults[0];
    const flipped = first.sentiment === 'negative' ? 'positive' : 'negative';
    // What VerdictStore.store writes for a run judged after the scan completed: the run, and the scan's updated_at.
    await stack.sql(
      `with judged as (update scans.runs set sentiment = $2, analysis_method = 'model'
          where id = (select id from scans.runs where scan_id = $1 and status = 'succeeded' order by ordinal limit 1)
          returning scan_id)
       update scans.scans set updated_at = now() where id in (select scan_id from judged)`,
      [scanId, flipped],
    );
    const after = JSON.parse(await (await get(reportPath())).text());
    expect(after.queryResults[0].sentiment).toBe(flipped);
    expect(after.queryResults[0].analysisMethod).toBe('model');
    expect(after.queryResults.slice(1)).toEqual(before.queryResults.slice(1));
    const [row] = (await stored()) as [StoredRow];
    expect(row.materialized_at.getTime()).toBeGreaterThan(builtAt.getTime());
    expect(row.document).toContain(`"sentiment":"${flipped}"`);
  });

  it('sends the stored report compressed as the client accepts, the same bytes once decoded, and 304 for its ETag', async () => {
    const plain = await get(reportPath(), { 'accept-encoding': 'identity' });
    const plainBody = Buffer.from(await plain.arrayBuffer());
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);

    // Node's fetch decodes by itself (and makes a conditional request unconditional): raw requests here.
    const gzipped = await rawGet(reportPath(), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
    expect(gzipped.body.length).toBeLessThan(plainBody.length / 3);
    expect(gunzipSync(gzipped.body).equals(plainBody)).toBe(true);

    const br = await get(reportPath(), { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer()).equals(plainBody)).toBe(true);

    const again = await rawGet(reportPath(), { 'if-none-match': etag as string, 'accept-encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  describe('kept by every gateway replica (issue 19)', () => {
    let second: ExtraReplica;
    beforeAll(async () => {
      second = await startExtraReplica(stack, 'gateway');
    }, 90_000);
    afterAll(async () => {
      await second?.stop();
    });

    /** The report as each replica answers it now (the main one, then the second). */
    const onEachReplica = async () =>
      Promise.all(
        [stack.baseUrl, second.url].map(async (base) => {
          const res = await get(reportPath(), {}, base);
          expect(res.status).toBe(200);
          return { etag: res.headers.get('etag'), report: JSON.parse(await res.text()) };
        }),
      );

    it('answers the same bytes from the kept report, and a report changed after it was kept at once on each replica', async () => {
      const [main, other] = await onEachReplica();
      expect(other!.etag).toBe(main!.etag);
      const again = await onEachReplica();
      expect(again.map((r) => r.etag)).toEqual([main!.etag, main!.etag]);

      const run = main!.report.queryResults[1];
      const flipped = run.sentiment === 'negative' ? 'positive' : 'negative';
      await stack.sql(
        `with judged as (update scans.runs set sentiment = $2, analysis_method = 'model'
            where id = (select id from scans.runs where scan_id = $1 and status = 'succeeded' order by ordinal offset 1 limit 1)
            returning scan_id)
         update scans.scans set updated_at = now() where id in (select scan_id from judged)`,
        [scanId, flipped],
      );
      for (const { etag, report } of await onEachReplica()) {
        expect(etag).not.toBe(main!.etag);
        expect(report.queryResults[1].sentiment).toBe(flipped);
      }
    });

    it("shows a brand page published or unpublished at once, and the agent's site state within the cache's bound", async () => {
      const [{ report: before }] = await onEachReplica();
      expect(before.brandPageUrl).toBe(before.reportUrl);
      const published = await natsRequest<PublishIndexResponse>(stack, CATALOG.publishIndex, { syntheticId });
      for (const { report } of await onEachReplica()) {
        expect(report.brandPageUrl).toBe(`${stack.baseUrl}/brands/${published.slug}`);
      }
      await natsRequest(stack, CATALOG.unpublishIndex, { slug: published.slug });
      for (const { report } of await onEachReplica()) expect(report.brandPageUrl).toBe(before.reportUrl);

      const [agent] = await stack.sql<{ knowledge_status: string; knowledge_error: string | null }>(
        'select knowledge_status, knowledge_error from catalog.agents where synthetic_id = $1',
        [syntheticId],
      );
      await stack.sql(
        `update catalog.agents set knowledge_status = 'failed', knowledge_error = 'the site went away' where synthetic_id = $1`,
        [syntheticId],
      );
      try {
        // No notice for a change made behind the catalog's back: the agents' cache lifetime (5 s here) bounds it.
        await waitUntil(
          onEachReplica,
          (replicas) =>
            replicas.every(({ report }) => String(report._service.what_happened).includes('the site went away')),
          10_000,
        );
      } finally {
        await stack.sql(
          'update catalog.agents set knowledge_status = $2, knowledge_error = $3 where synthetic_id = $1',
          [syntheticId, agent!.knowledge_status, agent!.knowledge_error],
        );
      }
    });

    it('answers with the links of a scans service moved to another PUBLIC_BASE_URL, and with the old ones once it is back', async () => {
      const [{ report: before }] = await onEachReplica();
      await stack.kill('scans');
      const moved = await startExtraReplica(stack, 'scans', { PUBLIC_BASE_URL: 'https://moved.example' });
      try {
        for (const { report } of await onEachReplica()) {
          expect(report.reportUrl).toBe(
            before.reportUrl.replace(stack.env.PUBLIC_BASE_URL as string, 'https://moved.example'),
          );
        }
      } finally {
        await moved.stop();
        await stack.restart('scans');
      }
      for (const { report } of await onEachReplica()) expect(report.reportUrl).toBe(before.reportUrl);
    });

    it("answers a newer scan's report at once on each replica", async () => {
      const [{ etag }] = await onEachReplica();
      const started = await api(stack, owner.apiKey).post('/api/visibility/scan', { syntheticId, maxQueries: 4 });
      expect(started.status).toBe(202);
      expect((await waitForScan(stack, owner.apiKey, syntheticId)).scanId).toBe(started.body.scanId);
      for (const replica of await onEachReplica()) {
        expect(replica.etag).not.toBe(etag);
        expect(replica.report.scanId).toBe(started.body.scanId);
      }
      scanId = started.body.scanId;
    });
  });

  it('answers the report errors as before: unknown scan, scan without report, link without report', async () => {
    const unknown = await get(`${reportPath()}&scanId=scn_nope`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
    const other = (
      await api(stack, owner.apiKey).post('/api/visibility/scan', {
        url: 'https://www.no-report-yet.example',
        maxQueries: 4,
      })
    ).body;
    await stack.sql(`update scans.scans set status = 'failed', failure_reason = 'test' where id = $1`, [other.scanId]);
    const none = await get(`/api/visibility/report?syntheticId=${other.syntheticId}`);
    expect(none.status).toBe(404);
    expect((await none.json()).code).toBe('NO_SCAN');
    const failed = await get(`/api/visibility/report?syntheticId=${other.syntheticId}&scanId=${other.scanId}`);
    expect(await failed.json()).toMatchObject({ code: 'NO_SCAN', error: expect.stringContaining('failed') });
    const link = await fetch(`${stack.baseUrl}/reports/rpt_${'x'.repeat(24)}`);
    expect(link.status).toBe(404);
  });

  it('answers 503 UNAVAILABLE with Retry-After while the scans service is down, and the report again once it is back', async () => {
    await stack.kill('scans');
    const down = await get(reportPath());
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await down.json()).code).toBe('UNAVAILABLE');
    await stack.restart('scans');
    const back = await waitUntil(
      () => get(reportPath()),
      (res) => res.status === 200,
      30_000,
    );
    expect(JSON.parse(await back.value.text()).scanId).toBe(scanId);
  });
});
