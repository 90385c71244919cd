import type { Transaction } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { jsonbArrayParameter, queryWithParameters } from '#common/database';
import type { BrandProfile, PersonaProfile, PlatformKey, RunResultMessage, TopicWithQueries } from '#contracts';
import type { RunRow } from '../database/run.entity.js';
import { ACTIVE_STATUSES, Scan, type ScanRow } from '../database/scan.entity.js';
import type { PlannedRun } from '../planning/scan-planner.js';

export interface NewScan {
  id: string;
  syntheticId: number;
  accountId: string;
  mode: ScanRow['mode'];
  maxQueries: number;
  samples: number;
  creditsReserved: number;
  isNewAgent: boolean;
  /** null: all four platforms. */
  platforms: PlatformKey[] | null;
}

/** A run result after analysis, ready to be stored. */
export type AnalysedResult = RunResultMessage &
  (
    | {
        ok: true;
        analysis: {
          mentioned: boolean;
          position: number;
          sentiment: 'positive' | 'neutral' | 'negative' | 'none';
          competitors: string[];
          citedSources: { url: string; title: string }[];
        };
      }
    | { ok: false }
  );

export type StatusRow = Pick<
  ScanRow,
  | 'id'
  | 'status'
  | 'phase'
  | 'completedRuns'
  | 'totalRuns'
  | 'maxQueries'
  | 'overallScore'
  | 'platformScores'
  | 'reportToken'
  | 'failureReason'
  | 'completedAt'
  | 'samples'
  | 'statistics'
  | 'siteRead'
  | 'siteError'
>;
export type ScanState = Pick<
  ScanRow,
  | 'id'
  | 'syntheticId'
  | 'totalRuns'
  | 'accountId'
  | 'mode'
  | 'maxQueries'
  | 'samples'
  | 'status'
  | 'phase'
  | 'creditsCharged'
  | 'failureReason'
  | 'brand'
  | 'personas'
  | 'platforms'
>;
export type ReportRun = Pick<
  RunRow,
  | 'query'
  | 'platform'
  | 'model'
  | 'status'
  | 'mentioned'
  | 'sentiment'
  | 'position'
  | 'rawResponse'
  | 'citedSources'
  | 'competitors'
  | 'personaId'
  | 'topicId'
  | 'sample'
  | 'error'
  | 'rulesVerdict'
  | 'modelVerdict'
  | 'judgeModel'
  | 'judgeError'
  | 'analysisMethod'
>;
export type LatestCompletedRow = Pick<
  ScanRow,
  'id' | 'syntheticId' | 'completedAt' | 'overallScore' | 'platformScores'
>;
export type PendingRun = Pick<RunRow, 'id' | 'platform' | 'query' | 'personaId' | 'sample'>;
export type RunOutcome = Pick<
  RunRow,
  'platform' | 'status' | 'model' | 'mentioned' | 'position' | 'sentiment' | 'error' | 'competitors'
>;

const STATUS_COLUMNS = `id, status, phase, completed_runs as "completedRuns", total_runs as "totalRuns", max_queries as "maxQueries",
  overall_score as "overallScore", platform_scores as "platformScores", report_token as "reportToken",
  failure_reason as "failureReason", completed_at as "completedAt", samples, statistics, site_read as "siteRead",
  site_error as "siteError"`;

/** What a batch of results moved: the scans now complete, and every touched scan's new counts. */
export interface RecordedResults {
  complete: string[];
  progress: ScanCounts[];
}

export interface ScanCounts {
  scanId: string;
  syntheticId: number;
  accountId: string;
  completedQueries: number;
  totalQueries: number;
}

/** The queries of the scans schema. Counters move by SQL so that concurrent writers never lose one. */
@Injectable()
export class ScanStore {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  em() {
    return this.orm.em.fork();
  }

  /**
   * What the scan's phases (prepare, fan-out, finish) read of a scan, as a plain row: not the
   * topics (its largest column), and no entity to hydrate and snapshot for a read-only look.
   */
  async findScan(id: string): Promise<ScanState | null> {
    const [row] = await this.connection.execute<ScanState[]>(
      `select id, synthetic_id as "syntheticId", total_runs as "totalRuns", account_id as "accountId", mode, max_queries as "maxQueries", samples, status, phase,
              credits_charged as "creditsCharged", failure_reason as "failureReason", brand, personas, platforms
         from scans.scans where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /** The agent's scan in progress, if any, with what a trigger answers about it (every trigger asks). */
  async findActive(
    syntheticId: number,
  ): Promise<Pick<ScanRow, 'id' | 'completedRuns' | 'totalRuns' | 'maxQueries'> | null> {
    const [row] = await this.connection.execute<Pick<ScanRow, 'id' | 'completedRuns' | 'totalRuns' | 'maxQueries'>[]>(
      `select id, completed_runs as "completedRuns", total_runs as "totalRuns", max_queries as "maxQueries"
         from scans.scans where synthetic_id = ? and status in (?) limit 1`,
      [syntheticId, ACTIVE_STATUSES],
    );
    return row ?? null;
  }

  /**
   * What the poll endpoint needs, in one query (it is the most frequent request): the active
   * scan, the latest completed one and the latest finished one (completed or failed), each only
   * with the columns a status answer shows.
   */
  async statusOf(
    syntheticId: number,
  ): Promise<{ active?: StatusRow; completed?: StatusRow; finished?: StatusRow; previous?: StatusRow }> {
    const rows = await this.connection.execute<
      (StatusRow & { kind: 'active' | 'completed' | 'finished' | 'previous' })[]
    >(
      `(select 'active' as kind, ${STATUS_COLUMNS} from scans.scans where synthetic_id = ? and status in ('preparing', 'running') limit 1)
       union all
       (select 'completed' as kind, ${STATUS_COLUMNS} from scans.scans where synthetic_id = ? and status = 'completed'
         order by completed_at desc limit 1)
       union all
       (select 'finished' as kind, ${STATUS_COLUMNS} from scans.scans where synthetic_id = ? and status in ('completed', 'failed')
         order by completed_at desc limit 1)
       union all
       (select 'previous' as kind, ${STATUS_COLUMNS} from scans.scans where synthetic_id = ? and status = 'completed'
         order by completed_at desc, id desc offset 1 limit 1)`,
      [syntheticId, syntheticId, syntheticId, syntheticId],
    );
    // The driver leaves timestamps as text (the ORM hydrates them itself): this query is not hydrated.
    return Object.fromEntries(
      rows.map(({ kind, completedAt, ...row }) => [
        kind,
        { ...row, completedAt: completedAt ? new Date(completedAt) : null },
      ]),
    );
  }

  /** One scan of the agent with the columns a status answer shows; null when it is not this agent's. */
  async statusRowOf(syntheticId: number, scanId: string): Promise<StatusRow | null> {
    const [row] = await this.connection.execute<StatusRow[]>(
      `select ${STATUS_COLUMNS} from scans.scans where synthetic_id = ? and id = ?`,
      [syntheticId, scanId],
    );
    return row ? { ...row, completedAt: row.completedAt ? new Date(row.completedAt) : null } : null;
  }

  /**
   * The latest completed scan of each agent, with only the columns its scores need (GET /account
   * and GET /score ask on every read): one query, no entity with the scan's topics and brand.
   */
  async latestCompletedFor(syntheticIds: number[]): Promise<LatestCompletedRow[]> {
    if (!syntheticIds.length) return [];
    const rows = await this.connection.execute<LatestCompletedRow[]>(
      `select distinct on (synthetic_id) id, synthetic_id as "syntheticId", completed_at as "completedAt",
              overall_score as "overallScore", platform_scores as "platformScores"
         from scans.scans
        where status = 'completed' and synthetic_id in (?) order by synthetic_id, completed_at desc`,
      [syntheticIds],
    );
    return rows.map((row) => ({ ...row, completedAt: row.completedAt ? new Date(row.completedAt) : null }));
  }

  /**
   * What a report shows of each run, as plain rows: hydrating and snapshotting 300 entities with
   * their answers and JSON columns cost more than the rest of the report together.
   */
  reportRuns(scanId: string): Promise<ReportRun[]> {
    return this.connection.execute<ReportRun[]>(
      `select query, platform, model, status, mentioned, sentiment, position, raw_response as "rawResponse",
              cited_sources as "citedSources", competitors, persona_id as "personaId", topic_id as "topicId", sample, error,
              rules_verdict as "rulesVerdict", model_verdict as "modelVerdict", judge_model as "judgeModel",
              judge_error as "judgeError", analysis_method as "analysisMethod"
         from scans.runs where scan_id = ? order by ordinal`,
      [scanId],
    );
  }

  /** What scoring and the final state need of each run: no answers, citations or entities. */
  runOutcomes(scanId: string): Promise<RunOutcome[]> {
    return this.connection.execute<RunOutcome[]>(
      `select platform, status, model, mentioned, position, sentiment, error, competitors from scans.runs where scan_id = ? order by ordinal`,
      [scanId],
    );
  }

  /** The brand snapshot the scan's answers are analysed against; null before the scan is planned. */
  async brandOf(scanId: string): Promise<BrandProfile | null> {
    const [row] = await this.connection.execute<{ brand: BrandProfile | null }[]>(
      `select brand from scans.scans where id = ?`,
      [scanId],
    );
    return row?.brand ?? null;
  }

  /** What the fan-out publishes of each run still pending: plain rows, not entities (a scan has up to 100). */
  pendingRuns(scanId: string): Promise<PendingRun[]> {
    return this.connection.execute<PendingRun[]>(
      `select id, platform, query, persona_id as "personaId", sample from scans.runs where scan_id = ? and status = 'pending' order by ordinal`,
      [scanId],
    );
  }

  /** Inserts a scan in `preparing`; false when the agent already has an active scan (the unique index). */
  async insertScan(scan: NewScan): Promise<boolean> {
    try {
      await this.connection.execute(
        `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, samples, status, phase, credits_reserved, is_new_agent, platforms)
         values (?, ?, ?, ?, ?, ?, 'preparing', 'queued', ?, ?, ?)`,
        [
          scan.id,
          scan.syntheticId,
          scan.accountId,
          scan.mode,
          scan.maxQueries,
          scan.samples,
          scan.creditsReserved,
          scan.isNewAgent,
          scan.platforms ? JSON.stringify(scan.platforms) : null,
        ],
      );
      return true;
    } catch (error) {
      if (error instanceof Error && /scans_one_active_per_agent|duplicate key/.test(error.message)) return false;
      throw error;
    }
  }

  /** Whether the scan's first phase could read the brand's site (kept for the report, issue 13). */
  /** Whether the site was read, with the phase that follows it (one statement on the first phase's path). */
  async setSiteRead(scanId: string, siteRead: boolean, error: string | null, phase: string): Promise<void> {
    await this.connection.execute(
      `update scans.scans set site_read = ?, site_error = ?, phase = ?, updated_at = now() where id = ?`,
      [siteRead, error, phase, scanId],
    );
  }

  async setPhase(scanId: string, phase: string): Promise<void> {
    await this.connection.execute(`update scans.scans set phase = ?, updated_at = now() where id = ?`, [phase, scanId]);
  }

  /**
   * Stores the plan and moves the scan to `running`, once: a redelivered prepare message finds
   * the scan already running and the runs already there (`on conflict do nothing`).
   */
  async startRunning(
    scanId: string,
    plan: PlannedRun[],
    inputs: { brand: BrandProfile; topics: TopicWithQueries[]; personas: PersonaProfile[] },
  ): Promise<boolean> {
    return this.connection.transactional(async (trx) => {
      const moved = await queryWithParameters<{ id: string }>(
        this.connection,
        `update scans.scans set status = 'running', phase = 'asking', total_runs = $1, brand = $2::jsonb, topics = $3::jsonb,
           personas = $4::jsonb, updated_at = now()
          where id = $5 and status = 'preparing' returning id`,
        [
          plan.length,
          JSON.stringify(inputs.brand),
          JSON.stringify(inputs.topics),
          JSON.stringify(inputs.personas),
          scanId,
        ],
        trx,
      );
      if (!moved.length) return false;
      await this.insertRuns(scanId, plan, trx);
      return true;
    });
  }

  /**
   * The plan's runs in one statement, the rows a bound JSON parameter: inlined by `execute`, a
   * scan's 800 values were escaped one by one in JavaScript and parsed back out of the SQL text.
   */
  private async insertRuns(scanId: string, plan: PlannedRun[], trx: Transaction): Promise<void> {
    const rows = plan.map((r) => ({
      id: runId(scanId, r.ordinal),
      ordinal: r.ordinal,
      platform: r.platform,
      query_id: r.queryId,
      query: r.query,
      topic_id: r.topicId,
      persona_id: r.persona?.id ?? null,
      sample: r.sample,
    }));
    await queryWithParameters(
      this.connection,
      `insert into scans.runs (id, scan_id, ordinal, platform, query_id, query, topic_id, persona_id, sample)
       select v.id, $2, v.ordinal, v.platform, v.query_id, v.query, v.topic_id, v.persona_id, v.sample
         from jsonb_to_recordset($1::jsonb) as v(id text, ordinal integer, platform text, query_id text, query text,
           topic_id text, persona_id text, sample integer)
       on conflict (id) do nothing`,
      [JSON.stringify(rows), scanId],
      trx,
    );
  }

  /**
   * Stores a batch of results in one transaction. A run already finished is left alone (a
   * redelivery never counts twice); the scans' counters move by the number of runs that were
   * really finished now. Returns the scans whose last run just finished.
   *
   * Set-based: the whole batch is one bound JSON parameter, read by `jsonb_to_recordset`, so a
   * batch of hundreds of results costs a handful of statements rather than one round trip per run
   * (the recorder was the pipeline's bottleneck at a few hundred runs per second).
   */
  async recordResults(results: AnalysedResult[]): Promise<RecordedResults> {
    // The same run twice in one batch (a redelivery beside its original): the first one counts.
    const seen = new Set<string>();
    const rows = results.flatMap((r): object[] => {
      if (seen.has(r.runId)) return [];
      seen.add(r.runId);
      return r.ok
        ? [
            {
              id: r.runId,
              status: 'succeeded',
              model: r.answer.model,
              raw_response: r.answer.text,
              native_citations: r.answer.citations,
              mentioned: r.analysis.mentioned,
              position: r.analysis.position,
              sentiment: r.analysis.sentiment,
              competitors: r.analysis.competitors,
              cited_sources: r.analysis.citedSources,
              attempts: r.attempts,
              latency_ms: Math.round(r.answer.latencyMs),
              usage: r.answer.usage,
            },
          ]
        : [{ id: r.runId, status: 'failed', error: r.error, error_code: r.errorCode, attempts: r.attempts }];
    });
    if (!rows.length) return { complete: [], progress: [] };
    return this.connection.transactional(async (trx) => {
      // Each result finds its run by primary key. Left to itself the planner hashes the batch and
      // reads every pending run of the table (its estimate of a JSON document's rows is a fixed
      // 100), which on a young or busy table is most of it; for this transaction only.
      await queryWithParameters(
        this.connection,
        `select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`,
        [],
        trx,
      );
      // One statement for the batch, its JSON a bound parameter (large: answers included), built per row.
      const moved = await queryWithParameters<{ scan_id: string; ok: boolean }>(
        this.connection,
        `update scans.runs r set status = v.status, model = v.model, raw_response = v.raw_response,
           native_citations = v.native_citations, mentioned = v.mentioned, position = v.position, sentiment = v.sentiment,
           competitors = v.competitors, cited_sources = v.cited_sources, error = v.error, error_code = v.error_code,
           attempts = v.attempts, latency_ms = v.latency_ms, usage = v.usage, finished_at = now()
         from jsonb_to_recordset($1::jsonb) as v(id text, status text, model text, raw_response text, native_citations jsonb,
           mentioned boolean, position integer, sentiment text, competitors jsonb, cited_sources jsonb, error text,
           error_code text, attempts integer, latency_ms integer, usage jsonb)
         where r.id = v.id and r.status = 'pending' returning r.scan_id, v.status = 'succeeded' as ok`,
        [jsonbArrayParameter(rows)],
        trx,
      );
      if (!moved.length) return { complete: [], progress: [] };
      const counts = new Map<string, { id: string; done: number; ok: number }>();
      for (const row of moved) {
        const count = counts.get(row.scan_id) ?? { id: row.scan_id, done: 0, ok: 0 };
        count.done += 1;
        count.ok += row.ok ? 1 : 0;
        counts.set(row.scan_id, count);
      }
      // Lock the scans in one order, so that two recorders (replicas) never deadlock on them.
      const ids = [...counts.keys()].sort();
      await queryWithParameters(
        this.connection,
        `select id from scans.scans where id = any($1::text[]) order by id for update`,
        [ids],
        trx,
      );
      const updated = await queryWithParameters<{
        id: string;
        completed_runs: number;
        total_runs: number;
        synthetic_id: number;
        account_id: string;
      }>(
        this.connection,
        `update scans.scans s set completed_runs = s.completed_runs + v.done, succeeded_runs = s.succeeded_runs + v.ok, updated_at = now()
           from jsonb_to_recordset($1::jsonb) as v(id text, done integer, ok integer)
          where s.id = v.id returning s.id, s.completed_runs, s.total_runs, s.synthetic_id, s.account_id`,
        [JSON.stringify([...counts.values()])],
        trx,
      );
      return {
        complete: updated.filter((row) => row.completed_runs >= row.total_runs).map((row) => row.id),
        progress: updated.map((row) => ({
          scanId: row.id,
          syntheticId: row.synthetic_id,
          accountId: row.account_id,
          completedQueries: row.completed_runs,
          totalQueries: row.total_runs,
        })),
      };
    });
  }

  /**
   * Moves a running scan to its final state, once: its makespan in seconds, or null when somebody
   * else already did. Its phase is `settling` until the credits are settled with accounts
   * (`settled`), so that a settlement that could not happen then (accounts down) is found and done later.
   */
  async finish(scanId: string, outcome: Pick<ScanRow, 'status'> & Partial<ScanRow>): Promise<number | null> {
    const rows = await this.connection.execute<{ seconds: string | number }[]>(
      `update scans.scans set status = ?, phase = 'settling', overall_score = ?, platform_scores = ?, platform_details = ?, report_token = ?,
         failure_reason = ?, credits_charged = ?, simulated = ?, statistics = ?, completed_at = now(), updated_at = now()
       where id = ? and status in ('preparing', 'running')
       returning extract(epoch from completed_at - created_at) as seconds`,
      [
        outcome.status,
        outcome.overallScore ?? null,
        outcome.platformScores ? JSON.stringify(outcome.platformScores) : null,
        outcome.platformDetails ? JSON.stringify(outcome.platformDetails) : null,
        outcome.reportToken ?? null,
        outcome.failureReason ?? null,
        outcome.creditsCharged ?? null,
        outcome.simulated ?? false,
        outcome.statistics ? JSON.stringify(outcome.statistics) : null,
        scanId,
      ],
    );
    return rows.length > 0 ? Number(rows[0].seconds) : null;
  }

  /** Scans that stopped moving: preparing or running, untouched for `staleMs`. */
  async stalled(staleMs: number): Promise<ScanRow[]> {
    return this.em().find(Scan, {
      status: { $in: ACTIVE_STATUSES },
      updatedAt: { $lt: new Date(Date.now() - staleMs) },
    });
  }

  /** Running scans whose last run is in but which were not finished (a crash in between). */
  async finishedButOpen(): Promise<string[]> {
    const rows = await this.connection.execute<{ id: string }[]>(
      `select id from scans.scans where status = 'running' and total_runs > 0 and completed_runs >= total_runs`,
    );
    return rows.map((r) => r.id);
  }

  async settled(scanId: string): Promise<void> {
    await this.connection.execute(`update scans.scans set phase = 'done' where id = ? and phase = 'settling'`, [
      scanId,
    ]);
  }

  /** Finished scans whose credits were not settled for `staleMs`: accounts did not answer at the time. */
  async unsettled(staleMs: number): Promise<string[]> {
    const rows = await this.connection.execute<{ id: string }[]>(
      `select id from scans.scans where status in ('completed', 'failed') and phase = 'settling' and updated_at < ?`,
      [new Date(Date.now() - staleMs)],
    );
    return rows.map((r) => r.id);
  }

  /** Who a scan belongs to, for its events. */
  async ownerOf(scanId: string): Promise<{ syntheticId: number; accountId: string } | null> {
    const [row] = await this.connection.execute<{ syntheticId: number; accountId: string }[]>(
      `select synthetic_id as "syntheticId", account_id as "accountId" from scans.scans where id = ?`,
      [scanId],
    );
    return row ?? null;
  }

  async touch(scanId: string): Promise<void> {
    await this.connection.execute(`update scans.scans set updated_at = now() where id = ?`, [scanId]);
  }
}

export function runId(scanId: string, ordinal: number): string {
  return `${scanId}.r${ordinal}`;
}
