import { PLATFORM_KEYS } from '#contracts';
import type { ReportResponse as ReportBody } from '../scans/scan-responses.js';

/** Enough to name who wins the answers without listing every name an answer dropped. */
const TOP_COMPETITORS = 5;
/** The gaps a model can act on in one go; the report page lists them all. */
const TOP_GAP_QUERIES = 10;

/**
 * The report as an AI agent needs it (scores with their intervals, figures per assistant, the
 * strongest competitors, the questions where competitors appear and the brand does not), and
 * where the whole report is: a tool answer of a few kilobytes instead of every raw answer.
 */
export function reportSummary(report: ReportBody) {
  const platforms = PLATFORM_KEYS.filter((platform) => platform in report.platformScores).map((platform) => {
    const detail = report.platformDetails[platform];
    return {
      platform,
      assistant: report.assistantNames[platform],
      score: report.platformScores[platform],
      scoreInterval: detail?.scoreInterval ?? null,
      mentionRate: detail?.mentionRate ?? null,
      mentionRateInterval: detail?.mentionRateInterval ?? null,
      avgPosition: detail?.avgPosition ?? null,
      shareOfVoice: report.shareOfVoice.platforms[platform] ?? null,
      answers: detail?.n ?? detail?.runs ?? 0,
      confidence: detail?.confidence ?? null,
    };
  });
  const topCompetitors = report.competitorLeaderboard.slice(0, TOP_COMPETITORS).map((c) => ({
    name: c.name,
    mentions: c.mentions,
    mentionRate: c.mentionRate,
    shareOfVoice: c.shareOfVoice,
  }));
  const gapQueries = report.gapQueries.slice(0, TOP_GAP_QUERIES).map((g) => ({
    query: g.query,
    gapRuns: g.gapRuns,
    runs: g.runs,
    competitors: g.competitors,
  }));
  return {
    scanId: report.scanId,
    syntheticId: report.syntheticId,
    brandName: report.brandName,
    scanDate: report.scanDate,
    mode: report.mode,
    simulated: report.simulated,
    overallScore: report.overallScore,
    overallScoreInterval: report.overallScoreInterval,
    confidence: report.confidence,
    samples: report.samples,
    previousScan: report.previousScan,
    shareOfVoice: report.shareOfVoice.overall,
    platforms,
    topCompetitors,
    gapQueries,
    answers: report.queryResults.length,
    failedRuns: report.failedRuns.length,
    reportUrl: report.reportUrl,
    brandPageUrl: report.brandPageUrl,
    _service: {
      ...report._service,
      what_you_are_seeing:
        `${report._service.what_you_are_seeing} This is a summary: the ${topCompetitors.length} competitors named most often ` +
        `and ${gapQueries.length} of the ${report.gapQueries.length} gap questions; the ${report.queryResults.length} answers ` +
        'themselves are on reportUrl (a page for people) and in GET /api/visibility/report (the full JSON).',
      how_to_use:
        'Scores are 0–100, each with a 95% interval; confidence says how many answers back it (low n < 5, directional 5–29, ' +
        'high ≥ 30). shareOfVoice = answers mentioning the brand ÷ answers naming it or any competitor. gapQueries are buyer ' +
        'questions where competitors appear and the brand does not: where content would help first.',
    },
  };
}
