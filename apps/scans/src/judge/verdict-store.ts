import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AnalysisMethod, AnswerVerdict } from '#analysis';
import type { BrandProfile } from '#contracts';

/** A succeeded run still to be judged: its answer and the rules' verdict. */
export interface UnjudgedRun {
  id: string;
  text: string;
  rules: AnswerVerdict;
}

/** What judging one run decided, to be stored. */
export interface JudgedRun {
  id: string;
  rules: AnswerVerdict;
  model: AnswerVerdict | null;
  judgeModel: string;
  error: string | null;
  /** The verdict the figures use (chooseVerdict) and whose it is. */
  used: AnswerVerdict;
  method: AnalysisMethod;
}

/** The judging step's queries on the scans schema (runs and the scan's phase). */
@Injectable()
export class VerdictStore {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /**
   * Takes the scan's judging step: true for the one caller that moved it to `judging` (or found it
   * there untouched for `staleMs`: its judge died). Others (the sweeper, another replica) leave it.
   */
  async claim(scanId: string, staleMs: number): Promise<boolean> {
    const rows = await this.connection.execute<{ id: string }[]>(
      `update scans.scans set phase = 'judging', updated_at = now()
        where id = ? and status = 'running' and (phase <> 'judging' or updated_at < ?) returning id`,
      [scanId, new Date(Date.now() - staleMs)],
    );
    return rows.length > 0;
  }

  async brandOf(scanId: string): Promise<BrandProfile | null> {
    const [row] = await this.connection.execute<{ brand: BrandProfile | null }[]>(
      `select brand from scans.scans where id = ?`,
      [scanId],
    );
    return row?.brand ?? null;
  }

  async unjudged(scanId: string): Promise<UnjudgedRun[]> {
    const rows = await this.connection.execute<
      {
        id: string;
        text: string | null;
        mentioned: boolean | null;
        position: number | null;
        sentiment: AnswerVerdict['sentiment'] | null;
        competitors: string[] | null;
      }[]
    >(
      `select id, raw_response as text, mentioned, position, sentiment, competitors from scans.runs
        where scan_id = ? and status = 'succeeded' and analysis_method is null order by ordinal`,
      [scanId],
    );
    return rows.map((r) => ({
      id: r.id,
      text: r.text ?? '',
      rules: {
        mentioned: r.mentioned ?? false,
        position: r.position ?? 0,
        sentiment: r.sentiment ?? 'none',
        competitors: r.competitors ?? [],
      },
    }));
  }

  /** Stores both verdicts and the one used, once per run; keeps the scan from looking stalled. */
  async store(run: JudgedRun): Promise<void> {
    await this.connection.execute(
      `with judged as (
         update scans.runs set rules_verdict = ?, model_verdict = ?, judge_model = ?, judge_error = ?, analysis_method = ?,
           mentioned = ?, position = ?, sentiment = ?, competitors = ?
          where id = ? and analysis_method is null returning scan_id)
       update scans.scans set updated_at = now() where id in (select scan_id from judged)`,
      [
        JSON.stringify(run.rules),
        run.model ? JSON.stringify(run.model) : null,
        run.judgeModel,
        run.error,
        run.method,
        run.used.mentioned,
        run.used.position,
        run.used.sentiment,
        JSON.stringify(run.used.competitors),
        run.id,
      ],
    );
  }
}
