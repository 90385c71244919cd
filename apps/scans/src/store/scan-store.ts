import type { Transaction } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BrandProfile, PersonaProfile, RunResultMessage, TopicWithQueries } from '#contracts';
import { Run, type RunRow } from '../database/run.entity.js';
import { ACTIVE_STATUSES, Scan, type ScanRow } from '../database/scan.entity.js';
import type { PlannedRun } from '../planning/scan-planner.js';

export interface NewScan {
  id: string;
  syntheticId: number;
  accountId: string;
  mode: ScanRow['mode'];
  maxQueries: number;
  creditsReserved: number;
  isNewAgent: boolean;
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

  findScan(id: string): Promise<ScanRow | null> {
    return this.em().findOne(Scan, { id });
  }

  findActive(syntheticId: number): Promise<ScanRow | null> {
    return this.em().findOne(Scan, { syntheticId, status: { $in: ACTIVE_STATUSES } });
  }

  latestCompleted(syntheticId: number): Promise<ScanRow | null> {
    return this.em().findOne(Scan, { syntheticId, status: 'completed' }, { orderBy: { completedAt: 'desc' } });
  }

  latestFinished(syntheticId: number): Promise<ScanRow | null> {
    return this.em().findOne(
      Scan,
      { syntheticId, status: { $in: ['completed', 'failed'] } },
      { orderBy: { completedAt: 'desc' } },
    );
  }

  findByToken(token: string): Promise<ScanRow | null> {
    return this.em().findOne(Scan, { reportToken: token, status: 'completed' });
  }

  async latestCompletedFor(syntheticIds: number[]): Promise<ScanRow[]> {
    if (!syntheticIds.length) return [];
    const rows = await this.connection.execute<{ id: string }[]>(
      `select distinct on (synthetic_id) id from scans.scans
        where status = 'completed' and synthetic_id in (?) order by synthetic_id, completed_at desc`,
      [syntheticIds],
    );
    return rows.length ? this.em().find(Scan, { id: { $in: rows.map((r) => r.id) } }) : [];
  }

  runsOf(scanId: string): Promise<RunRow[]> {
    return this.em().find(Run, { scanId }, { orderBy: { ordinal: 'asc' } });
  }

  pendingRuns(scanId: string): Promise<RunRow[]> {
    return this.em().find(Run, { scanId, status: 'pending' }, { orderBy: { ordinal: 'asc' } });
  }

  /** Inserts a scan in `preparing`; false when the agent already has an active scan (the unique index). */
  async insertScan(scan: NewScan): Promise<boolean> {
    try {
      await this.connection.execute(
        `insert into scans.scans (id, synthetic_id, account_id, mode, max_queries, status, phase, credits_reserved, is_new_agent)
         values (?, ?, ?, ?, ?, 'preparing', 'queued', ?, ?)`,
        [scan.id, scan.syntheticId, scan.accountId, scan.mode, scan.maxQueries, scan.creditsReserved, scan.isNewAgent],
      );
      return true;
    } catch (error) {
      if (error instanceof Error && /scans_one_active_per_agent|duplicate key/.test(error.message)) return false;
      throw error;
    }
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
      const moved = await this.connection.execute<{ id: string }[]>(
        `update scans.scans set status = 'running', phase = 'asking', total_runs = ?, brand = ?, topics = ?, personas = ?, updated_at = now()
          where id = ? and status = 'preparing' returning id`,
        [
          plan.length,
          JSON.stringify(inputs.brand),
          JSON.stringify(inputs.topics),
          JSON.stringify(inputs.personas),
          scanId,
        ],
        'all',
        trx,
      );
      if (!moved.length) return false;
      await this.insertRuns(scanId, plan, trx);
      return true;
    });
  }

  private async insertRuns(scanId: string, plan: PlannedRun[], trx: Transaction): Promise<void> {
    for (let i = 0; i < plan.length; i += 500) {
      const chunk = plan.slice(i, i + 500);
      const values = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
      const params = chunk.flatMap((r) => [
        runId(scanId, r.ordinal),
        scanId,
        r.ordinal,
        r.platform,
        r.queryId,
        r.query,
        r.topicId,
        r.persona?.id ?? null,
      ]);
      await this.connection.execute(
        `insert into scans.runs (id, scan_id, ordinal, platform, query_id, query, topic_id, persona_id) values ${values}
         on conflict (id) do nothing`,
        params,
        'run',
        trx,
      );
    }
  }

  /**
   * Stores a batch of results in one transaction. A run already finished is left alone (a
   * redelivery never counts twice); the scans' counters move by the number of runs that were
   * really finished now. Returns the scans whose last run just finished.
   */
  async recordResults(results: AnalysedResult[]): Promise<string[]> {
    if (!results.length) return [];
    return this.connection.transactional(async (trx) => {
      const finished = new Map<string, { done: number; ok: number }>();
      for (const r of results) {
        const updated = r.ok
          ? await this.connection.execute<{ scan_id: string }[]>(
              `update scans.runs set status = 'succeeded', model = ?, raw_response = ?, native_citations = ?, mentioned = ?, position = ?,
                 sentiment = ?, competitors = ?, cited_sources = ?, attempts = ?, latency_ms = ?, usage = ?, finished_at = now()
               where id = ? and status = 'pending' returning scan_id`,
              [
                r.answer.model,
                r.answer.text,
                JSON.stringify(r.answer.citations),
                r.analysis.mentioned,
                r.analysis.position,
                r.analysis.sentiment,
                JSON.stringify(r.analysis.competitors),
                JSON.stringify(r.analysis.citedSources),
                r.attempts,
                Math.round(r.answer.latencyMs),
                JSON.stringify(r.answer.usage),
                r.runId,
              ],
              'all',
              trx,
            )
          : await this.connection.execute<{ scan_id: string }[]>(
              `update scans.runs set status = 'failed', error = ?, error_code = ?, attempts = ?, finished_at = now()
               where id = ? and status = 'pending' returning scan_id`,
              [r.error, r.errorCode, r.attempts, r.runId],
              'all',
              trx,
            );
        const row = updated[0];
        if (!row) continue;
        const counts = finished.get(row.scan_id) ?? { done: 0, ok: 0 };
        counts.done += 1;
        counts.ok += r.ok ? 1 : 0;
        finished.set(row.scan_id, counts);
      }
      const complete: string[] = [];
      for (const [scanId, counts] of finished) {
        const rows = await this.connection.execute<{ completed_runs: number; total_runs: number }[]>(
          `update scans.scans set completed_runs = completed_runs + ?, succeeded_runs = succeeded_runs + ?, updated_at = now()
            where id = ? returning completed_runs, total_runs`,
          [counts.done, counts.ok, scanId],
          'all',
          trx,
        );
        const row = rows[0];
        if (row && row.completed_runs >= row.total_runs) complete.push(scanId);
      }
      return complete;
    });
  }

  /** Moves a running scan to its final state, once; false when somebody else already did. */
  async finish(scanId: string, outcome: Pick<ScanRow, 'status'> & Partial<ScanRow>): Promise<boolean> {
    const rows = await this.connection.execute<{ id: string }[]>(
      `update scans.scans set status = ?, phase = 'done', overall_score = ?, platform_scores = ?, platform_details = ?, report_token = ?,
         failure_reason = ?, credits_charged = ?, simulated = ?, completed_at = now(), updated_at = now()
       where id = ? and status in ('preparing', 'running') returning id`,
      [
        outcome.status,
        outcome.overallScore ?? null,
        outcome.platformScores ? JSON.stringify(outcome.platformScores) : null,
        outcome.platformDetails ? JSON.stringify(outcome.platformDetails) : null,
        outcome.reportToken ?? null,
        outcome.failureReason ?? null,
        outcome.creditsCharged ?? null,
        outcome.simulated ?? false,
        scanId,
      ],
    );
    return rows.length > 0;
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

  async touch(scanId: string): Promise<void> {
    await this.connection.execute(`update scans.scans set updated_at = now() where id = ?`, [scanId]);
  }
}

export function runId(scanId: string, ordinal: number): string {
  return `${scanId}.r${ordinal}`;
}
