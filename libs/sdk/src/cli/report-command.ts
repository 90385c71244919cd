import type { Command } from 'commander';
import { getReport, type ReportSchema } from '../index.js';
import { agentScanCommand } from './agent.js';
import { DEFAULT_ASSISTANT_NAMES, date, interval, PLATFORMS, percent, table } from './format.js';
import { overallLine } from './scores-view.js';

/** The report for people: headline, a table per assistant, the leading competitors, the gaps. */
export function describeReport(report: ReportSchema): string {
  const names = report.assistantNames ?? DEFAULT_ASSISTANT_NAMES;
  const lines = [
    `${report.brandName} (agent ${report.syntheticId}), scan ${report.scanId} of ${date(report.scanDate)}, ${report.mode} mode${report.simulated ? ', simulated answers' : ''}`,
    `Overall score: ${overallLine(report.overallScore, report.overallScoreInterval)}${report.confidence ? `, confidence ${report.confidence}` : ''}`,
    table(
      [
        'Assistant',
        'Score',
        '95% CI',
        'Mention rate',
        'Mention 95% CI',
        'Avg position',
        'Share of voice',
        'Answers',
        'Confidence',
      ],
      PLATFORMS.map((p) => {
        const detail = report.platformDetails[p];
        return [
          names[p],
          report.platformScores[p],
          interval(detail.scoreInterval),
          percent(detail.mentionRate),
          interval(detail.mentionRateInterval, 100),
          detail.avgPosition === null ? '' : detail.avgPosition.toFixed(1),
          percent(report.shareOfVoice.platforms[p]),
          detail.runs,
          detail.confidence ?? '',
        ];
      }),
    ),
  ];
  if (report.competitorLeaderboard.length) {
    lines.push(
      'Competitors named most',
      table(
        ['Competitor', 'Answers', 'Mention rate', 'Share of voice'],
        report.competitorLeaderboard
          .slice(0, 5)
          .map((c) => [c.name, c.mentions, percent(c.mentionRate), percent(c.shareOfVoice)]),
      ),
    );
  }
  if (report.gapQueries.length) {
    lines.push(
      'Queries where a competitor is named and the brand is not',
      table(
        ['Query', 'Gap answers', 'Competitors'],
        report.gapQueries
          .slice(0, 5)
          .map((g) => [g.query, `${g.gapRuns}/${g.runs}`, g.competitors.slice(0, 3).join(', ')]),
      ),
    );
  }
  if (report.failedRuns.length) lines.push(`${report.failedRuns.length} runs failed after retries (not scored).`);
  lines.push(`Full report: ${report.reportUrl}`);
  return lines.join('\n');
}

export function registerReportCommand(program: Command): void {
  agentScanCommand(
    program,
    'report',
    "the latest (or a past) scan's report: scores per assistant with 95% intervals, competitors, gaps",
    async (ctx, query) => {
      const { data } = await ctx.call(getReport({ client: ctx.client, query }));
      ctx.print(data, () => describeReport(data));
    },
  );
}
