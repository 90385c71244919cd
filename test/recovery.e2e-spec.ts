import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, pollUntil, type TestAccount } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/**
 * decisions §2: "A scan survives the restart of any service: it resumes and completes; no run is
 * lost or counted twice." The services are killed with SIGKILL (no graceful drain) in the middle
 * of real work, started again, and the finished scan is audited row by row.
 *
 * Timing: 40 runs = 10 per platform, 2 in flight per platform, 500 ms each → about 2.5 s of
 * asking, so a kill after the first answers lands mid-scan. A redelivered run comes back after
 * RUN_ACK_WAIT_MS, a killed scans process's prepare or result messages after SCAN_ACK_WAIT_MS
 * (30 s by default: waited out, it would be most of this file's time); the sweeper looks every
 * second for scans idle for 3 s.
 */
const STACK_ENV = {
  SIMULATOR_LATENCY_MS: '500',
  SIMULATOR_FATAL_FAILURE_RATE: '0.1',
  PLATFORM_CONCURRENCY: '2',
  RUN_ACK_WAIT_MS: '2000',
  SCAN_ACK_WAIT_MS: '3000',
  SCAN_SWEEP_INTERVAL_MS: '1000',
  SCAN_STALL_MS: '3000',
  SITE_FETCH_ALLOW_PRIVATE: 'true',
  SITE_FETCH_RESOLVE: 'slowpoke-brand.test=127.0.0.1',
};
const RUNS = 40;
const PRO_CREDITS = 5000;

interface Tally {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
}

interface ScanRowView {
  status: string;
  phase: string;
  total_runs: number;
  completed_runs: number;
  succeeded_runs: number;
  credits_charged: number | null;
}

async function tally(stack: TestStack, scanId: string): Promise<Tally> {
  const rows = await stack.sql<{ status: string; n: number }>(
    'select status, count(*)::int as n from scans.runs where scan_id = $1 group by status',
    [scanId],
  );
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    pending: of('pending'),
    succeeded: of('succeeded'),
    failed: of('failed'),
  };
}

async function scanRow(stack: TestStack, scanId: string): Promise<ScanRowView | undefined> {
  const [row] = await stack.sql<ScanRowView & Record<string, unknown>>(
    'select status, phase, total_runs, completed_runs, succeeded_runs, credits_charged from scans.scans where id = $1',
    [scanId],
  );
  return row;
}

/** Polls a probe every 100 ms: fast enough to catch a scan between its first and last answer. */
async function until<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a scan survives the crash of a service (SIGKILL mid-scan, then restart)', () => {
  let stack: TestStack;
  let nc: NatsConnection;
  let slowSite: Server;
  let slowSitePort: number;

  /** Messages waiting in one of this stack's work streams (RUNS, RUN_RESULTS, SCAN_WORK, PLATFORM_USAGE). */
  async function streamMessages(stream: string): Promise<number> {
    const jsm = await jetstreamManager(nc);
    return (await jsm.streams.info(`${stack.prefix}_${stream}`)).state.messages;
  }

  /** Run results waiting in the results stream: a message carries the results of one run or of several. */
  async function resultsWaiting(): Promise<number> {
    const jsm = await jetstreamManager(nc);
    const stream = `${stack.prefix}_RUN_RESULTS`;
    const { state } = await jsm.streams.info(stream);
    let results = 0;
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      // A message acked (removed from the work queue) between the info and this read is not waiting.
      const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (msg) results += msg.json<{ results?: unknown[] }>().results?.length ?? 1;
    }
    return results;
  }

  async function trigger(account: TestAccount, url: string): Promise<{ syntheticId: number; scanId: string }> {
    const res = await api(stack, account.apiKey).post('/api/visibility/scan', { url, maxQueries: RUNS });
    expect(res.status).toBe(202);
    return { syntheticId: res.body.syntheticId, scanId: res.body.scanId };
  }

  async function waitUntilFinished(scanId: string, timeoutMs = 60_000): Promise<ScanRowView> {
    const row = await until(
      `scan ${scanId} to finish`,
      () => scanRow(stack, scanId),
      (r) => r?.status === 'completed' || r?.status === 'failed',
      timeoutMs,
    );
    return row as ScanRowView;
  }

  /**
   * The audit: every planned run finished exactly once, the counters agree with the rows, the
   * report lists each run once, the scan completed once, and credits match the successful runs.
   */
  async function expectCountedOnce(account: TestAccount, syntheticId: number, scanId: string): Promise<void> {
    // The credits are settled beside the recording, a round trip to accounts after the scan completed.
    const row = await until(
      `scan ${scanId} to be settled`,
      () => scanRow(stack, scanId),
      (r) => r?.phase !== 'settling',
      10_000,
    ).catch(() => scanRow(stack, scanId));
    const runs = await tally(stack, scanId);
    expect(row).toMatchObject({ status: 'completed', phase: 'done' });
    expect(runs.total).toBe(RUNS);
    expect(runs.pending).toBe(0);
    expect(runs.succeeded + runs.failed).toBe(runs.total);
    expect(runs.failed).toBeGreaterThan(0); // SIMULATOR_FATAL_FAILURE_RATE: refunds are exercised too
    expect(row?.total_runs).toBe(runs.total);
    expect(row?.completed_runs).toBe(runs.total);
    expect(row?.succeeded_runs).toBe(runs.succeeded);
    expect(row?.credits_charged).toBe(runs.succeeded);
    const unfinished = await stack.sql('select id from scans.runs where scan_id = $1 and finished_at is null', [
      scanId,
    ]);
    expect(unfinished).toEqual([]);

    const poll = await api(stack, account.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`);
    expect(poll.status).toBe(200);
    expect(poll.body).toMatchObject({ scanAvailable: true, scanId });

    const report = await api(stack, account.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(report.status).toBe(200);
    const { queryResults, failedRuns } = report.body as { queryResults: unknown[]; failedRuns: { error: string }[] };
    expect(queryResults).toHaveLength(runs.succeeded);
    expect(failedRuns).toHaveLength(runs.failed);
    expect(queryResults.length + failedRuns.length).toBe(RUNS);

    const balance = await api(stack, account.apiKey).get('/api/visibility/account');
    expect(balance.body.creditBalance).toBe(PRO_CREDITS - runs.succeeded);

    // Finalised once, across every scans process the stack has run.
    const completions = stack.logs.filter((l) => l.app === 'scans' && l.line.includes(`scan ${scanId} completed`));
    expect(completions).toHaveLength(1);
    // Nothing of this scan is left behind in the work streams (a late duplicate result, of a run
    // redelivered after the crash, is read and ignored shortly after the scan completed).
    expect(
      await until(
        'an empty results stream',
        () => streamMessages('RUN_RESULTS'),
        (n) => n === 0,
        10_000,
      ),
    ).toBe(0);
    expect(await streamMessages('RUNS')).toBe(0);
  }

  beforeAll(async () => {
    // A brand site that takes seconds to answer keeps a new scan in its prepare phase long enough to kill it there.
    slowSite = createServer((req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          req.url === '/'
            ? '<!doctype html><html><head><title>Slowpoke — invoicing for studios</title><meta name="description" content="Slowpoke is invoicing software for design studios."></head><body><h1>Slowpoke</h1><p>Invoicing software for small design studios.</p></body></html>'
            : '<!doctype html><html><head><title>Slowpoke</title></head><body><p>Slowpoke</p></body></html>',
        );
      }, 3_000);
    });
    await new Promise<void>((resolve) => slowSite.listen(0, '127.0.0.1', resolve));
    slowSitePort = (slowSite.address() as AddressInfo).port;
    stack = await startTestStack(STACK_ENV);
    nc = await connect({ servers: stack.env.NATS_URL });
  });
  afterAll(async () => {
    await nc?.close();
    await stack?.stop();
    slowSite?.closeAllConnections();
    await new Promise((resolve) => slowSite?.close(resolve));
  });

  it('platforms killed mid-scan: its runs in flight come back after the restart and each is counted once', async () => {
    const account = await createAccount(stack, 'pro');
    const { syntheticId, scanId } = await trigger(account, 'https://crash-platforms.example.com');
    await until(
      'the first answers',
      () => tally(stack, scanId),
      (t) => t.total === RUNS && t.succeeded + t.failed >= 4,
    );

    await stack.kill('platforms');
    await sleep(1_500);
    const frozen = await tally(stack, scanId);
    expect(frozen.pending).toBeGreaterThan(0); // killed mid-scan indeed
    await sleep(1_000);
    expect((await tally(stack, scanId)).pending).toBe(frozen.pending); // nobody else answers

    await stack.restart('platforms');
    const row = await waitUntilFinished(scanId);
    expect(row.status).toBe('completed');
    await expectCountedOnce(account, syntheticId, scanId);
  });

  it('usage of runs acked before it was stored survives a crash of platforms: rows come from the journal after the restart', async () => {
    const account = await createAccount(stack, 'pro');
    // The usage table locked: no usage row can be written while the scan runs.
    const locker = new pg.Client({ connectionString: stack.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table platforms.provider_calls in access exclusive mode');
      const { syntheticId, scanId } = await trigger(account, 'https://crash-usage.example.com');
      // The runs' slots do not wait for the usage insert: the scan completes with the table locked.
      const row = await waitUntilFinished(scanId);
      expect(row.status).toBe('completed');

      await stack.kill('platforms');
      // The killed process's insert, still waiting for the lock, is ended too (as a crash of its host would).
      await locker.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      await locker.query('rollback');
      const stored = await stack.sql<{ n: number }>(
        'select count(*)::int as n from platforms.provider_calls where scan_id = $1',
        [scanId],
      );
      expect(stored[0]?.n).toBe(0); // acked runs whose usage is not stored yet
      expect(await streamMessages('PLATFORM_USAGE')).toBeGreaterThan(0); // it waits in the journal

      await stack.restart('platforms');
      const usageRuns = async () =>
        (
          await stack.sql<{ run_id: string }>(
            'select run_id from platforms.provider_calls where scan_id = $1 order by run_id',
            [scanId],
          )
        ).map((r) => r.run_id);
      const runIds = (
        await stack.sql<{ id: string }>('select id from scans.runs where scan_id = $1 order by id', [scanId])
      ).map((r) => r.id);
      expect(runIds).toHaveLength(RUNS);
      // Every run's usage once (run_id is the key), failed runs included.
      await expect.poll(usageRuns, { timeout: 15_000 }).toEqual(runIds);
      expect(
        await until(
          'an empty usage journal',
          () => streamMessages('PLATFORM_USAGE'),
          (n) => n === 0,
          10_000,
        ),
      ).toBe(0);
      await expectCountedOnce(account, syntheticId, scanId);
    } finally {
      await locker.end();
    }
  });

  it('scans killed mid-scan: results wait in JetStream, and after the restart each is recorded once', async () => {
    const account = await createAccount(stack, 'pro');
    const { syntheticId, scanId } = await trigger(account, 'https://crash-scans.example.com');
    await until(
      'the first answers',
      () => tally(stack, scanId),
      (t) => t.total === RUNS && t.succeeded + t.failed >= 4,
    );

    await stack.kill('scans');
    const frozen = await tally(stack, scanId);
    expect(frozen.pending).toBeGreaterThan(0);
    // The platforms keep answering; their results pile up in the results stream, unread.
    await until(
      'every pending run to have a result waiting',
      () => resultsWaiting(),
      (n) => n >= frozen.pending,
    );
    expect(await tally(stack, scanId)).toEqual(frozen);
    // The poll first answers the running state the scans service last wrote to the poll's read
    // model; once that is older than the gateway trusts (10 s), it asks the service, which is down.
    const down = await pollUntil(
      () => api(stack, account.apiKey).get(`/api/visibility/scan?syntheticId=${syntheticId}`),
      (res) => res.status !== 200 || res.body.state !== 'running',
      30_000,
    );
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(down.headers['retry-after']).toBeDefined();

    await stack.restart('scans');
    const row = await waitUntilFinished(scanId);
    expect(row.status).toBe('completed');
    await expectCountedOnce(account, syntheticId, scanId);
  });

  it('accounts down when the scan finishes: the scan completes, and its refund is settled once accounts is back', async () => {
    const account = await createAccount(stack, 'pro');
    const { syntheticId, scanId } = await trigger(account, 'https://crash-accounts.example.com');
    // Runs are published only once the plan's credits were settled with accounts: from here on, only the final settlement needs it.
    await until(
      'the first answers',
      () => tally(stack, scanId),
      (t) => t.total === RUNS && t.succeeded + t.failed >= 4,
    );

    await stack.kill('accounts');
    const row = await waitUntilFinished(scanId);
    expect(row.status).toBe('completed');
    await sleep(1_000);
    await stack.restart('accounts');

    const runs = await tally(stack, scanId);
    expect(runs.failed).toBeGreaterThan(0);
    // The failed runs' credits come back once accounts answers again (the sweeper retries the settlement).
    const balance = await until(
      'the refund of the failed runs',
      async () => (await api(stack, account.apiKey).get('/api/visibility/account')).body.creditBalance as number,
      (b) => b === PRO_CREDITS - runs.succeeded,
      20_000,
    ).catch((error: Error) => error);
    expect(balance).toBe(PRO_CREDITS - runs.succeeded);
    await expectCountedOnce(account, syntheticId, scanId);
  });

  it('scans killed while preparing (reading the site): the first phase runs again and the scan completes', async () => {
    const account = await createAccount(stack, 'pro');
    const { syntheticId, scanId } = await trigger(account, `http://slowpoke-brand.test:${slowSitePort}/`);
    await until(
      'the prepare phase',
      () => scanRow(stack, scanId),
      (r) => r?.phase === 'reading-site',
      10_000,
    );

    await stack.kill('scans');
    expect(await scanRow(stack, scanId)).toMatchObject({ status: 'preparing', phase: 'reading-site', total_runs: 0 });
    expect((await tally(stack, scanId)).total).toBe(0);

    await stack.restart('scans');
    // The prepare message comes back once its ack wait (SCAN_ACK_WAIT_MS) has passed since the last heartbeat.
    const row = await waitUntilFinished(scanId, 90_000);
    expect(row.status).toBe('completed');
    await expectCountedOnce(account, syntheticId, scanId);
    const report = await api(stack, account.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(report.body.brandName).toBe('Slowpoke');
  }, 120_000);
});
