import { Migration } from '@mikro-orm/migrations';

/**
 * The model judge (issue 17): each judged run keeps both verdicts. `mentioned`, `position`,
 * `sentiment` and `competitors` stay the figures the scores and reports use; `analysis_method`
 * says whose they are (null: the rules', no judge was configured).
 */
export class MigrationScansJudgeVerdicts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table runs
        add column rules_verdict jsonb,
        add column model_verdict jsonb,
        add column judge_model text,
        add column judge_error text,
        add column analysis_method text check (analysis_method in ('rules', 'model'))`);
  }
}
