import { encodeReportDocument, type PlatformKey, type ReportView, splitReportDocument } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { type ReportResponse, reportBody, statusBody, triggerBody } from './scan-responses.js';

/**
 * The examples of the document's scan answers, built by the same functions as the real answers,
 * so that an example cannot drift from what the service sends (Redocly checks them against the schemas).
 */
const NAMES: Record<PlatformKey, string> = {
  assistant_a: 'ChatGPT',
  assistant_b: 'Claude',
  assistant_c: 'Gemini',
  aio: 'Google AI Overviews (simulated)',
};
const AGENT = { knowledgeStatus: 'ready' as const, knowledgeError: null, name: 'Example' };
const PROGRESS = { completedQueries: 12, totalQueries: 30 };
const SCAN_ID = 'scn_mf3k2x9a1b2c3d4e5f6';
const EVENTS_URL = 'http://127.0.0.1:3000/api/visibility/scan/events?syntheticId=1001&token=evt_example';

export const SCAN_EXAMPLES = {
  triggered: {
    ...triggerBody(
      {
        kind: 'triggered',
        scanId: SCAN_ID,
        syntheticId: 1001,
        agentName: 'Example',
        isNewAgent: true,
        mode: 'batch',
        maxQueries: 30,
        samples: 1,
        creditsReserved: 30,
        creditBalance: 70,
        platforms: ['assistant_a', 'assistant_b', 'assistant_c', 'aio'],
      },
      ['aio'],
    ),
    eventsUrl: EVENTS_URL,
  },
  alreadyRunning: {
    ...triggerBody({ kind: 'already-running', scanId: SCAN_ID, syntheticId: 1001, progress: PROGRESS }, []),
    eventsUrl: EVENTS_URL,
  },
  insufficientCredits: {
    success: false,
    error: 'Insufficient credits',
    code: 'INSUFFICIENT_CREDITS',
    creditBalance: 4,
    upgradeUrl: 'http://localhost:3000/upgrade',
    _service: serviceContext({
      what_happened: 'This scan needs up to 30 credits and the account has 4.',
      next_steps: ['Buy credits at upgradeUrl, or lower maxQueries.'],
    }),
  },
  status: {
    running: {
      summary: 'A scan is running',
      value: {
        ...statusBody(
          { state: 'running', scanId: SCAN_ID, syntheticId: 1001, progress: PROGRESS, phase: 'asking' },
          AGENT,
          NAMES,
        ),
        eventsUrl: EVENTS_URL,
      },
    },
    available: {
      summary: 'Scores of the latest completed scan',
      value: statusBody(
        {
          state: 'available',
          scanId: SCAN_ID,
          syntheticId: 1001,
          overallScore: 42,
          scanDate: '2026-11-18T10:00:00.000Z',
          platformScores: { assistant_a: 55, assistant_b: 40, assistant_c: 38, aio: 35 },
          reportUrl: 'http://localhost:3000/reports/rpt_example',
          quality: {
            samples: 1,
            overallScoreInterval: { lower: 31, upper: 53 },
            platformIntervals: null,
            confidence: 'high',
            previousScan: null,
            siteRead: true,
            siteReadError: null,
          },
        },
        AGENT,
        NAMES,
      ),
    },
    none: {
      summary: 'No scan yet',
      value: statusBody({ state: 'none', syntheticId: 1001 }, AGENT, NAMES),
    },
    failed: {
      summary: 'A past scan that failed (with scanId)',
      value: statusBody(
        {
          state: 'failed',
          scanId: SCAN_ID,
          syntheticId: 1001,
          lastFailure: { scanId: SCAN_ID, failedAt: '2026-11-18T10:05:00.000Z', reason: 'every run failed' },
        },
        AGENT,
        NAMES,
      ),
    },
  },
};

const DETAIL = {
  runs: 3,
  mentionRate: 0.6667,
  avgPosition: 2,
  sentimentBreakdown: { positive: 1, neutral: 1, negative: 0, none: 1 },
  n: 3,
  mentionRateInterval: { lower: 0.2077, upper: 0.9385 },
  scoreInterval: { lower: 20, upper: 80 },
  confidence: 'low' as const,
  shareOfVoice: 0.6667,
};
const VERDICT = {
  mentioned: true,
  position: 2,
  sentiment: 'positive' as const,
  competitors: ['Other Analytics'],
};

/** A compact report as the scans service stores it (one answer shown; a real one lists every run). */
export const REPORT_VIEW_EXAMPLE: ReportView = {
  scanId: SCAN_ID,
  syntheticId: 1001,
  brandName: 'Example',
  scanDate: '2026-11-18T10:00:00.000Z',
  mode: 'batch',
  overallScore: 42,
  platformScores: { assistant_a: 55, assistant_b: 40, assistant_c: 38, aio: 35 },
  platformDetails: { assistant_a: DETAIL, assistant_b: DETAIL, assistant_c: DETAIL, aio: DETAIL },
  queryResults: [
    {
      query: 'What is the best product analytics tool for a SaaS startup?',
      platform: 'assistant_a',
      model: 'gpt-5-mini',
      ...VERDICT,
      rawResponse: 'For a SaaS startup, Other Analytics and Example are the usual picks; Example is easier to adopt.',
      citedSources: [{ url: 'https://www.example.com/pricing', title: 'Example pricing' }],
      personaId: null,
      topicId: 'top_3kT9xQ2bV7mN1pLc',
      analysisMethod: 'rules',
      verdicts: { rules: VERDICT, model: null, judgeError: null },
      sample: 1,
    },
  ],
  failedRuns: [],
  topics: [
    {
      id: 'top_3kT9xQ2bV7mN1pLc',
      name: 'Product analytics for startups',
      queries: ['What is the best product analytics tool for a SaaS startup?'],
    },
  ],
  reportUrl: 'http://127.0.0.1:3000/reports/rpt_example',
  simulated: false,
  analysis: {
    method: 'rules',
    byPlatform: { assistant_a: 'rules', assistant_b: 'rules', assistant_c: 'rules', aio: 'rules' },
    judgeModel: null,
    judgedRuns: 0,
    judgeFailures: 0,
    disagreements: { runs: 0, mentioned: 0, position: 0, sentiment: 0, competitors: 0 },
  },
  personas: [],
  quality: {
    samples: 1,
    overallScoreInterval: { lower: 31, upper: 53 },
    platformIntervals: null,
    confidence: 'low',
    previousScan: null,
    siteRead: true,
    siteReadError: null,
  },
  insights: {
    shareOfVoice: {
      overall: 0.6667,
      platforms: { assistant_a: 0.6667, assistant_b: 0.6667, assistant_c: 0.6667, aio: 0.6667 },
    },
    competitorLeaderboard: [],
    topicBreakdown: [],
    personaBreakdown: [],
    citedDomains: [],
    citedDomainsWhereAbsent: [],
    gapQueries: [],
  },
};

/** The GET /report answer of REPORT_VIEW_EXAMPLE, built by the report's own builder from its stored document. */
export const REPORT_EXAMPLE = JSON.parse(
  reportBody(
    splitReportDocument(Buffer.from(encodeReportDocument(REPORT_VIEW_EXAMPLE))),
    'http://127.0.0.1:3000/brands/example-com',
    AGENT,
    NAMES,
  ).toString(),
) as ReportResponse;
