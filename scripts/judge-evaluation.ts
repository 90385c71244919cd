import {
  type AnswerAnalysis,
  type AnswerJudge,
  type AnswerVerdict,
  type CorpusCase,
  type CorpusReport,
  chooseVerdict,
  evaluateCorpus,
  JudgeFailure,
  VERDICT_FIELDS,
  type VerdictField,
  verdictDisagreements,
} from '#analysis';

/** How the model judge did on a corpus, beside the rules it stands next to in production. */
export interface JudgeEvaluation {
  model: string;
  /** The production policy: the model's verdict where it gave a valid one, else the rules'. */
  report: CorpusReport;
  /** Cases the model gave a valid verdict for. */
  judged: number;
  failures: { id: string; kind: string; message: string }[];
  /** Cases on which the model's verdict differs from the rules', per field. */
  disagreements: Record<VerdictField, number>;
}

/**
 * Judges every case with the model (at most `concurrency` calls at a time) and scores what the
 * service would report: the chosen verdict per case (chooseVerdict), citations always the rules'.
 */
export async function evaluateJudge(
  cases: CorpusCase[],
  rules: AnswerAnalysis[],
  judge: AnswerJudge,
  concurrency: number,
): Promise<JudgeEvaluation> {
  const verdicts = await mapLimited(cases, concurrency, async (item) => {
    try {
      return await judge.judge({ text: item.text, brand: item.brand });
    } catch (error) {
      if (error instanceof JudgeFailure) return error;
      throw error;
    }
  });
  const failures: JudgeEvaluation['failures'] = [];
  const disagreements = Object.fromEntries(VERDICT_FIELDS.map((field) => [field, 0])) as Record<VerdictField, number>;
  const chosen = cases.map((item, index) => {
    const verdict = verdicts[index];
    const model: AnswerVerdict | null = verdict instanceof JudgeFailure ? null : verdict;
    if (verdict instanceof JudgeFailure) failures.push({ id: item.id, kind: verdict.kind, message: verdict.message });
    else for (const field of verdictDisagreements(rules[index], verdict)) disagreements[field] += 1;
    return { ...rules[index], ...chooseVerdict(rules[index], model).verdict };
  });
  return {
    model: judge.model,
    report: evaluateCorpus(cases, chosen),
    judged: cases.length - failures.length,
    failures,
    disagreements,
  };
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
