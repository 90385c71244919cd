import type { AgentView, ReportView, ScanStatusResponse, TriggerScanResponse } from '#contracts';
import { serviceContext } from '../edge/service-context.js';

const POLL_HINT = 'Poll GET /api/visibility/scan?syntheticId=… every 30–60 seconds until scanAvailable is true.';

/** The trigger answers of interface.md §4.1, with their guidance. */
export function triggerBody(result: TriggerScanResponse, simulatedPlatforms: string[]) {
  if (result.kind === 'already-running') {
    return {
      success: true,
      scanAlreadyRunning: true,
      syntheticId: result.syntheticId,
      scanId: result.scanId,
      progress: result.progress,
      _service: serviceContext({
        what_happened: `A scan of agent ${result.syntheticId} is already running; no new scan was started and no credits were taken.`,
        next_steps: [POLL_HINT],
      }),
    };
  }
  const simulated = simulatedPlatforms.length
    ? ` Platforms without provider credentials (${simulatedPlatforms.join(', ')}) answer from the offline simulator: those results are simulated.`
    : '';
  return {
    success: true,
    scanId: result.scanId,
    syntheticId: result.syntheticId,
    agentName: result.agentName,
    scanTriggered: true,
    isNewAgent: result.isNewAgent,
    mode: result.mode,
    maxQueries: result.maxQueries,
    platforms: result.platforms,
    creditsReserved: result.creditsReserved,
    creditBalance: result.creditBalance,
    message: `Scan started for ${result.agentName}. A typical scan takes 2–5 minutes.`,
    _service: serviceContext({
      what_happened:
        (result.isNewAgent
          ? `A new brand agent (${result.syntheticId}) was created for this domain; its site is read and its default topics are built in the scan's first phase. `
          : '') +
        `Up to ${result.creditsReserved} credits are held; what the plan does not use is released once the plan is known, and failed runs are refunded.` +
        simulated,
      next_steps: [POLL_HINT, 'Then fetch the full report: GET /api/visibility/report?syntheticId=….'],
    }),
  };
}

/** The three poll shapes of interface.md §4.2 (and a failed last scan, decisions §2). */
/** decisions §6: when the site could not be read, the agent is named from its domain, and we say so. */
function siteNote(agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>): string | undefined {
  if (agent.knowledgeStatus !== 'failed') return undefined;
  return (
    `The brand's site could not be read (${agent.knowledgeError ?? 'unknown error'}), so the agent is named "${agent.name}" ` +
    'from its domain and its default questions come from the domain alone; add topics with POST /api/visibility/topics.'
  );
}

export function statusBody(
  status: ScanStatusResponse,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>,
) {
  const site = siteNote(agent);
  const failure =
    status.state !== 'running' && status.lastFailure
      ? `The last scan (${status.lastFailure.scanId}) failed: ${status.lastFailure.reason}`
      : undefined;
  switch (status.state) {
    case 'running':
      return {
        syntheticId: status.syntheticId,
        scanAvailable: false,
        scanInProgress: true,
        scanId: status.scanId,
        progress: status.progress,
        phase: status.phase,
        message: `Scan in progress: ${status.progress.completedQueries} of ${status.progress.totalQueries} queries done (${status.phase}).`,
        _service: serviceContext({
          what_you_are_seeing: 'A scan is running.',
          what_happened: site,
          next_steps: [POLL_HINT],
        }),
      };
    case 'none':
      return {
        syntheticId: status.syntheticId,
        scanAvailable: false,
        scanInProgress: false,
        message: failure ?? 'No scan has been run for this agent yet.',
        _service: serviceContext({
          what_you_are_seeing: 'This agent has no completed scan.',
          what_happened: site,
          next_steps: ['Start one with POST /api/visibility/scan {"syntheticId": …}.'],
        }),
      };
    case 'available':
      return {
        syntheticId: status.syntheticId,
        scanAvailable: true,
        scanId: status.scanId,
        overallScore: status.overallScore,
        scanDate: status.scanDate,
        platformScores: status.platformScores,
        reportUrl: status.reportUrl,
        ...(failure ? { message: `${failure} Showing the previous completed scan.` } : {}),
        _service: serviceContext({
          what_you_are_seeing: 'The scores of the latest completed scan (0–100 per platform and overall).',
          what_happened: site,
          next_steps: [
            'GET /api/visibility/report?syntheticId=… for every answer, position, sentiment, citation and competitor.',
            `Open reportUrl in a browser for the report page.`,
          ],
        }),
      };
  }
}

export function reportBody(
  report: ReportView,
  brandPageUrl: string,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>,
) {
  return {
    ...report,
    brandPageUrl,
    _service: serviceContext({
      what_you_are_seeing:
        `The full report of scan ${report.scanId}: one entry per query asked on each platform, with whether ${report.brandName} ` +
        'was mentioned, its position, the sentiment, cited sources and competitors.' +
        (report.simulated ? ' Some or all answers are simulated (model starting with "simulator/").' : ''),
      how_to_use:
        'platformScores and overallScore are 0–100; platformDetails gives mention rate, average position and sentiment per platform. ' +
        'failedRuns lists runs that failed after retries (refunded, not scored).',
      what_happened: siteNote(agent),
      next_steps: [
        'Add buyer questions with POST /api/visibility/topics or personas with POST /api/visibility/personas, then re-scan.',
      ],
    }),
  };
}
