import { describe, expect, it } from 'vitest';
import type { AnswerVerdict } from '#analysis';
import { queryResultAnalysis, reportAnalysis } from './report-analysis.js';

const RULES: AnswerVerdict = { mentioned: true, position: 2, sentiment: 'neutral', competitors: ['Globex'] };
const columns = (verdict: AnswerVerdict) => ({ ...verdict });
const unjudged = {
  platform: 'assistant_a' as const,
  ...columns(RULES),
  rulesVerdict: null,
  modelVerdict: null,
  judgeModel: null,
  judgeError: null,
  analysisMethod: null,
};

describe('report analysis fields', () => {
  it('shows an unjudged run (no judge configured) as the rules’ verdict', () => {
    expect(queryResultAnalysis(unjudged)).toEqual({
      analysisMethod: 'rules',
      verdicts: { rules: RULES, model: null, judgeError: null },
    });
    expect(reportAnalysis([unjudged, unjudged])).toEqual({
      method: 'rules',
      byPlatform: { assistant_a: 'rules', assistant_b: 'rules', assistant_c: 'rules', aio: 'rules' },
      judgeModel: null,
      judgedRuns: 0,
      judgeFailures: 0,
      disagreements: { runs: 0, mentioned: 0, position: 0, sentiment: 0, competitors: 0 },
    });
  });

  it('counts judged runs, failures and disagreements per field; mixed when the judge failed on some', () => {
    const model: AnswerVerdict = { mentioned: true, position: 1, sentiment: 'positive', competitors: ['globex'] };
    const judged = {
      platform: 'assistant_b' as const,
      ...columns(model),
      rulesVerdict: RULES,
      modelVerdict: model,
      judgeModel: 'judge-7b',
      judgeError: null,
      analysisMethod: 'model' as const,
    };
    const agreeing = { ...judged, ...columns(RULES), modelVerdict: RULES };
    const failed = {
      ...unjudged,
      rulesVerdict: RULES,
      judgeModel: 'judge-7b',
      judgeError: 'timeout: …',
      analysisMethod: 'rules' as const,
    };
    expect(queryResultAnalysis(judged)).toEqual({
      analysisMethod: 'model',
      verdicts: { rules: RULES, model, judgeError: null },
    });
    expect(queryResultAnalysis(failed).verdicts).toEqual({ rules: RULES, model: null, judgeError: 'timeout: …' });
    expect(reportAnalysis([judged, agreeing, failed])).toEqual({
      method: 'mixed',
      byPlatform: { assistant_a: 'rules', assistant_b: 'model', assistant_c: 'rules', aio: 'rules' },
      judgeModel: 'judge-7b',
      judgedRuns: 2,
      judgeFailures: 1,
      disagreements: { runs: 1, mentioned: 0, position: 1, sentiment: 1, competitors: 0 },
    });
    expect(reportAnalysis([judged, agreeing]).method).toBe('model');
    expect(reportAnalysis([judged, { ...failed, platform: 'assistant_b' }]).byPlatform.assistant_b).toBe('mixed');
  });
});
