import {
  type AgentView,
  type PlatformKey,
  type PreviousScanView,
  type ReportDocumentMeta,
  type ReportDocumentParts,
  type ReportView,
  reportDocumentMeta,
  reportDocumentQuality,
  type ScanHistoryResponse,
  type ScanQualityView,
  type ScanStatusResponse,
  type TrendsResponse,
  type TriggerScanResponse,
} from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { describeChange } from './change-words.js';

/** Seconds between polls of a running scan, sent as Retry-After (a scan takes 2–5 minutes). */
export const POLL_INTERVAL_SECONDS = 30;

const POLL_HINT =
  'Poll GET /api/visibility/scan?syntheticId=… every 30–60 seconds (the Retry-After header of a running poll says how long) until scanAvailable is true.';

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
    samples: result.samples,
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

/** The agent's site state when no scan says it: ready → read, failed → not, pending → not known yet. */
function agentSiteRead(agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError'>) {
  return {
    siteRead: agent.knowledgeStatus === 'pending' ? null : agent.knowledgeStatus === 'ready',
    siteReadError: agent.knowledgeStatus === 'failed' ? (agent.knowledgeError ?? 'unknown error') : null,
  };
}

/** The quality fields of a shown scan, its site flag falling back to the agent's for older scans. */
function qualityFields(
  quality: ScanQualityView,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError'>,
  assistantNames: Record<PlatformKey, string>,
) {
  return {
    ...quality,
    ...(quality.siteRead === null ? agentSiteRead(agent) : {}),
    assistantNames,
  };
}

function intervalWords(quality: ScanQualityView, score: number): string {
  const interval = quality.overallScoreInterval;
  if (!interval) return '';
  const n = quality.platformIntervals
    ? Object.values(quality.platformIntervals).reduce((sum, p) => sum + p.n, 0)
    : undefined;
  return (
    ` The overall score ${score} has a 95% interval of ${interval.lower}–${interval.upper}` +
    (n !== undefined ? ` from ${n} answers (confidence: ${quality.confidence}).` : '.')
  );
}

function changeWords(previous: PreviousScanView | null): string {
  return previous ? ` Overall score ${describeChange(previous)}.` : ' This is the first completed scan: no trend yet.';
}

export function statusBody(
  status: ScanStatusResponse,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>,
  assistantNames: Record<PlatformKey, string>,
) {
  const site = siteNote(agent);
  const failure =
    status.state !== 'running' && status.lastFailure
      ? `The last scan (${status.lastFailure.scanId}) failed: ${status.lastFailure.reason}`
      : undefined;
  switch (status.state) {
    case 'running':
      return {
        state: 'running' as const,
        syntheticId: status.syntheticId,
        scanAvailable: false,
        scanInProgress: true,
        scanId: status.scanId,
        progress: status.progress,
        phase: status.phase,
        ...agentSiteRead(agent),
        message: `Scan in progress: ${status.progress.completedQueries} of ${status.progress.totalQueries} queries done (${status.phase}).`,
        _service: serviceContext({
          what_you_are_seeing: 'A scan is running.',
          what_happened: site,
          next_steps: [POLL_HINT],
        }),
      };
    case 'none':
      return {
        state: 'none' as const,
        syntheticId: status.syntheticId,
        scanAvailable: false,
        scanInProgress: false,
        ...agentSiteRead(agent),
        message: failure ?? 'No scan has been run for this agent yet.',
        _service: serviceContext({
          what_you_are_seeing: 'This agent has no completed scan.',
          what_happened: site,
          next_steps: ['Start one with POST /api/visibility/scan {"syntheticId": …}.'],
        }),
      };
    case 'failed':
      return {
        state: 'failed' as const,
        syntheticId: status.syntheticId,
        scanAvailable: false,
        scanInProgress: false,
        scanId: status.scanId,
        message: `Scan ${status.scanId} failed: ${status.lastFailure.reason}`,
        _service: serviceContext({
          what_you_are_seeing: `Scan ${status.scanId} of this agent, which failed; it has no scores or report.`,
          next_steps: ['GET /api/visibility/scans?syntheticId=… lists the agent’s scans.'],
        }),
      };
    case 'available':
      return {
        state: 'available' as const,
        syntheticId: status.syntheticId,
        scanAvailable: true,
        scanId: status.scanId,
        overallScore: status.overallScore,
        scanDate: status.scanDate,
        platformScores: status.platformScores,
        reportUrl: status.reportUrl,
        ...qualityFields(status.quality, agent, assistantNames),
        ...(failure ? { message: `${failure} Showing the previous completed scan.` } : {}),
        _service: serviceContext({
          what_you_are_seeing:
            'The scores of the latest completed scan (0–100 per platform and overall).' +
            intervalWords(status.quality, status.overallScore) +
            changeWords(status.quality.previousScan),
          what_happened: site,
          next_steps: [
            'GET /api/visibility/report?syntheticId=… for every answer, position, sentiment, citation and competitor.',
            `Open reportUrl in a browser for the report page.`,
          ],
        }),
      };
  }
}

/** The GET /report body as an object: what the bytes of `reportBody` parse to. */
export type ReportResponse = Omit<ReportView, 'quality' | 'insights'> &
  ReportView['insights'] &
  ReturnType<typeof qualityFields> & { brandPageUrl: string; _service: ReturnType<typeof serviceContext> };

/**
 * The GET /report answer: the stored report (its lines spliced in as bytes, never parsed: only its
 * small quality line is) with the caller's parts, in the order of
 * `{...report without quality and insights, brandPageUrl, ...quality fields, ...insights, _service}`.
 */
export function reportBody(
  parts: ReportDocumentParts,
  brandPageUrl: string,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>,
  assistantNames: Record<PlatformKey, string>,
): Buffer {
  const meta = reportDocumentMeta(parts);
  const quality = reportDocumentQuality(parts);
  const members = [
    innerOf(parts.rest),
    Buffer.from(`"brandPageUrl":${JSON.stringify(brandPageUrl)}`),
    innerOf(Buffer.from(JSON.stringify(qualityFields(quality, agent, assistantNames)))),
    innerOf(parts.insights),
    Buffer.from(`"_service":${JSON.stringify(reportService(meta, quality, agent))}`),
  ].filter((member) => member.length > 0);
  const body: Uint8Array[] = [OPEN_BRACE];
  for (const [index, member] of members.entries()) body.push(...(index ? [COMMA, member] : [member]));
  body.push(CLOSE_BRACE);
  return Buffer.concat(body);
}

const OPEN_BRACE = Buffer.from('{');
const CLOSE_BRACE = Buffer.from('}');
const COMMA = Buffer.from(',');

/** The members of a JSON object's text, without its braces. */
function innerOf(object: Uint8Array): Uint8Array {
  return object.subarray(1, object.length - 1);
}

function reportService(
  report: ReportDocumentMeta,
  quality: ScanQualityView,
  agent: Pick<AgentView, 'knowledgeStatus' | 'knowledgeError' | 'name'>,
) {
  return serviceContext({
    what_you_are_seeing:
      `The full report of scan ${report.scanId}: one entry per query asked on each platform, with whether ${report.brandName} ` +
      'was mentioned, its position, the sentiment, cited sources and competitors.' +
      (report.simulated ? ' Some or all answers are simulated (model starting with "simulator/").' : '') +
      intervalWords(quality, report.overallScore) +
      changeWords(quality.previousScan),
    how_to_use:
      'platformScores and overallScore are 0–100; platformDetails gives mention rate, average position and sentiment per platform, ' +
      'with 95% intervals (mentionRateInterval, scoreInterval), n and a confidence label (low n < 5, directional 5–29, high ≥ 30). ' +
      'shareOfVoice = answers mentioning the brand ÷ answers naming it or any competitor. gapQueries are where competitors appear ' +
      'and the brand does not. failedRuns lists runs that failed after retries (refunded, not scored).',
    what_happened: siteNote(agent),
    next_steps: [
      'Add buyer questions with POST /api/visibility/topics or personas with POST /api/visibility/personas, then re-scan.',
    ],
  });
}

export function historyBody(history: ScanHistoryResponse) {
  return {
    ...history,
    _service: serviceContext({
      what_you_are_seeing: `${history.scans.length} finished scans of agent ${history.syntheticId}, newest first.`,
      next_steps: [
        ...(history.nextCursor ? ['Pass nextCursor as cursor for older scans.'] : []),
        'GET /api/visibility/report?syntheticId=…&scanId=… for the full report of one of them.',
      ],
    }),
  };
}

export function trendsBody(trends: TrendsResponse, assistantNames: Record<PlatformKey, string>) {
  return {
    ...trends,
    assistantNames,
    _service: serviceContext({
      what_you_are_seeing:
        `Scores, mention rates and share of voice of the ${trends.scans} completed scans of the last ${trends.days} days, ` +
        'oldest first, each with its 95% interval.' +
        (trends.change ? ` Latest overall score ${describeChange(trends.change)}.` : ''),
      how_to_use:
        'A change is "beyond the noise" when a two-sided two-proportion z-test of the overall mention rates gives p < 0.05; ' +
        'overlapping intervals mean the scans cannot be told apart.',
    }),
  };
}
