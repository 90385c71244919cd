import type { PlatformKey } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { statusBody, triggerBody } from './scan-responses.js';

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
