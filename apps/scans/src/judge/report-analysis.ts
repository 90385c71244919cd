import { type AnswerVerdict, VERDICT_FIELDS, verdictDisagreements } from '#analysis';
import {
  type AnalysisMethodMix,
  PLATFORM_KEYS,
  type PlatformKey,
  type QueryResultView,
  type ReportAnalysisView,
} from '#contracts';
import type { RunRow } from '../database/run.entity.js';

type JudgedColumns = Pick<
  RunRow,
  | 'platform'
  | 'mentioned'
  | 'position'
  | 'sentiment'
  | 'competitors'
  | 'rulesVerdict'
  | 'modelVerdict'
  | 'judgeModel'
  | 'judgeError'
  | 'analysisMethod'
>;

/** The verdict a run's figures use, as stored in its columns. */
function usedVerdict(run: JudgedColumns): AnswerVerdict {
  return {
    mentioned: run.mentioned ?? false,
    position: run.position ?? 0,
    sentiment: run.sentiment ?? 'none',
    competitors: run.competitors ?? [],
  };
}

/** A query result's added fields: whose figures they are, and both verdicts. */
export function queryResultAnalysis(run: JudgedColumns): Pick<QueryResultView, 'analysisMethod' | 'verdicts'> {
  return {
    analysisMethod: run.analysisMethod === 'model' ? 'model' : 'rules',
    verdicts: {
      // Not judged: the columns are the rules' verdict.
      rules: run.rulesVerdict ?? usedVerdict(run),
      model: run.modelVerdict ?? null,
      judgeError: run.judgeError ?? null,
    },
  };
}

/** A report's method and its disagreement counts, over its succeeded runs. */
export function reportAnalysis(runs: JudgedColumns[]): ReportAnalysisView {
  const disagreements = { runs: 0, mentioned: 0, position: 0, sentiment: 0, competitors: 0 };
  let judgedRuns = 0;
  let judgeFailures = 0;
  let judgeModel: string | null = null;
  for (const run of runs) {
    judgeModel ??= run.judgeModel ?? null;
    if (run.judgeError) judgeFailures += 1;
    if (!run.modelVerdict || !run.rulesVerdict) continue;
    judgedRuns += 1;
    const fields = verdictDisagreements(run.rulesVerdict, run.modelVerdict);
    if (fields.length > 0) disagreements.runs += 1;
    for (const field of VERDICT_FIELDS) if (fields.includes(field)) disagreements[field] += 1;
  }
  const byPlatform = Object.fromEntries(
    PLATFORM_KEYS.map((platform) => [platform, methodOf(runs.filter((run) => run.platform === platform))]),
  ) as Record<PlatformKey, AnalysisMethodMix>;
  return { method: methodOf(runs), byPlatform, judgeModel, judgedRuns, judgeFailures, disagreements };
}

/** Whose verdicts a set of runs' figures use: all the model's, all the rules', or some of each. */
function methodOf(runs: JudgedColumns[]): AnalysisMethodMix {
  const byModel = runs.filter((run) => run.analysisMethod === 'model').length;
  return byModel === 0 ? 'rules' : byModel === runs.length ? 'model' : 'mixed';
}
