import type { PlatformKey, TrendPoint } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { createPersonaBody, personaListBody } from '../personas/persona-responses.js';
import { historyBody, trendsBody } from '../scans/scan-responses.js';
import { addTopicBody, topicListBody } from '../topics/topic-responses.js';

/**
 * Examples of the document's answers, built by the functions that build the real answers where
 * there is one, so that an example cannot drift from what the service sends (Redocly's
 * recommended rules check every example against its schema).
 */
const SCAN_ID = 'scn_mf3k2x9a1b2c3d4e5f6';
const PREVIOUS_SCAN_ID = 'scn_me9a0b1c2d3e4f5g6h7';
const TOPIC = { id: 'top_3kT9xQ2bV7mN1pLc', name: 'Product analytics for startups' };
const QUERY = 'What is the best product analytics tool for a SaaS startup?';
const PERSONA = {
  id: 'per_Q2v8Lm0xT4bK9sYd',
  name: 'Cost-conscious CFO',
  role: 'Chief Financial Officer',
  goals: ['Cut tool spend without slowing the team'],
  painPoints: ['Hidden costs at renewal'],
  demographics: { companySize: '200-500 employees', industry: 'Retail' },
};
const PLATFORM_SCORES = { assistant_a: 55, assistant_b: 40, assistant_c: 38, aio: 35 };
const NAMES: Record<PlatformKey, string> = {
  assistant_a: 'ChatGPT',
  assistant_b: 'Claude',
  assistant_c: 'Gemini',
  aio: 'Google AI Overviews (simulated)',
};

const point = (scanId: string, scanDate: string, score: number, mentionRate: number): TrendPoint => ({
  scanId,
  scanDate,
  score,
  scoreInterval: { lower: Math.max(0, score - 11), upper: Math.min(100, score + 11) },
  mentionRate,
  mentionRateInterval: { lower: Math.max(0, mentionRate - 0.15), upper: Math.min(1, mentionRate + 0.15) },
  shareOfVoice: 0.4,
  n: 30,
});
const points = (a: number, b: number) => [
  point(PREVIOUS_SCAN_ID, '2026-11-11T10:00:00.000Z', a, 0.3),
  point(SCAN_ID, '2026-11-18T10:00:00.000Z', b, 0.5),
];

export const EXAMPLES = {
  account: {
    plan: 'starter',
    creditBalance: 70,
    creditWarning: null,
    agentCount: 1,
    agents: [
      {
        syntheticId: 1001,
        name: 'Example',
        website: 'https://www.example.com',
        lastScanDate: '2026-11-18T10:00:00.000Z',
        latestScore: 42,
        access: 'owner',
      },
    ],
    upgradeUrl: 'http://127.0.0.1:3000/upgrade',
    _service: serviceContext({
      what_you_are_seeing: 'Your starter plan with 70 credits, and the 1 brand agent(s) you can see.',
      next_steps: ['Poll a scan: GET /api/visibility/scan?syntheticId=1001.'],
    }),
  },
  publicScore: {
    brandName: 'Example',
    slug: 'example-com',
    overallScore: 42,
    visibilityLevel: 'moderate',
    platformScores: PLATFORM_SCORES,
    lastScanDate: '2026-11-18T10:00:00.000Z',
    brandPageUrl: 'http://127.0.0.1:3000/brands/example-com',
    _service: serviceContext({
      what_you_are_seeing: "How visible Example is in AI assistants' answers, from its latest scan (0–100).",
    }),
  },
  history: historyBody({
    syntheticId: 1001,
    nextCursor: null,
    scans: [
      {
        scanId: SCAN_ID,
        scanDate: '2026-11-18T10:00:00.000Z',
        status: 'completed',
        mode: 'batch',
        samples: 1,
        overallScore: 42,
        overallScoreInterval: { lower: 31, upper: 53 },
        platformScores: PLATFORM_SCORES,
        runs: 30,
        failedRuns: 0,
      },
      {
        scanId: PREVIOUS_SCAN_ID,
        scanDate: '2026-11-11T10:00:00.000Z',
        status: 'failed',
        mode: 'batch',
        samples: 1,
        overallScore: null,
        overallScoreInterval: null,
        platformScores: null,
        runs: 30,
        failedRuns: 30,
        failureReason: 'every run failed',
      },
    ],
  }),
  trends: trendsBody(
    {
      syntheticId: 1001,
      days: 90,
      from: '2026-08-20T10:00:00.000Z',
      to: '2026-11-18T10:00:00.000Z',
      scans: 2,
      overall: points(30, 42),
      platforms: {
        assistant_a: points(40, 55),
        assistant_b: points(30, 40),
        assistant_c: points(25, 38),
        aio: points(25, 35),
      },
      change: {
        scanId: PREVIOUS_SCAN_ID,
        scanDate: '2026-11-11T10:00:00.000Z',
        overallScore: 30,
        delta: 12,
        significant: false,
        pValue: 0.12,
        mentionRate: 0.3,
        runs: 30,
      },
    },
    NAMES,
  ),
  topics: topicListBody({
    syntheticId: 1001,
    topics: [{ ...TOPIC, queries: [{ id: 'q_Yd83kQpL0sVb2nXe', query: QUERY }] }],
  }),
  topicCreated: addTopicBody(1001, { created: true, topic: { ...TOPIC, queryCount: 1 }, queriesAdded: 1 }, 1),
  topicExtended: addTopicBody(1001, { created: false, topic: { ...TOPIC, queryCount: 3 }, queriesAdded: 2 }, 2),
  personas: personaListBody({ syntheticId: 1001, personas: [PERSONA] }),
  personaCreated: createPersonaBody(1001, { persona: PERSONA, generatedBy: 'rule-based' }),
  addTopicRequest: {
    create: {
      summary: 'Create a topic',
      value: { syntheticId: 1001, name: TOPIC.name, queries: [{ query: QUERY }] },
    },
    extend: {
      summary: 'Add queries to a topic',
      value: {
        syntheticId: 1001,
        topicId: TOPIC.id,
        queries: [{ query: 'Which analytics tools integrate with a data warehouse?' }],
      },
    },
  },
  createPersonaRequest: {
    prompt: {
      summary: 'Generated from a prompt',
      value: {
        syntheticId: 1001,
        prompt: 'A CFO at a mid-size retailer who worries about hidden costs and wants a tool her team adopts quickly',
      },
    },
    manual: {
      summary: 'Written by hand',
      value: {
        syntheticId: 1001,
        name: PERSONA.name,
        role: PERSONA.role,
        goals: PERSONA.goals,
        painPoints: PERSONA.painPoints,
        demographics: PERSONA.demographics,
      },
    },
  },
};

const WEBHOOK = {
  id: 'whe_0123456789abcdef01234567',
  url: 'https://hooks.example.com/visibility',
  events: ['scan.completed', 'scan.failed'],
  description: 'Our CRM',
  scanId: null,
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  consecutiveFailures: 0,
  failingSince: null,
  createdAt: '2026-11-18T09:00:00.000Z',
};
const SCHEDULE = {
  id: 'sch_0123456789abcdef01234567',
  syntheticId: 1001,
  cadence: 'weekly',
  pattern: '0 6 * * 1',
  mode: 'batch',
  maxQueries: 30,
  samples: null,
  platforms: null,
  nextRunAt: '2026-11-23T06:00:00.000Z',
  lastRunAt: null,
  lastOutcome: null,
  lastScanId: null,
  createdAt: '2026-11-18T09:00:00.000Z',
};

/** Webhooks and schedules (issue 14): no body builder to reuse, so written out in the answers' shape. */
export const NOTIFICATION_EXAMPLES = {
  createWebhookRequest: { url: WEBHOOK.url, events: WEBHOOK.events, description: WEBHOOK.description },
  webhookCreated: {
    success: true,
    webhook: WEBHOOK,
    secret: 'whsec_MfKQ9r8GKYqXz1Jm2Pj0bW3kE4nC5vT6',
    _service: serviceContext({ what_happened: 'Registered https://hooks.example.com/visibility.' }),
  },
  webhooks: {
    webhookCount: 1,
    webhooks: [WEBHOOK],
    _service: serviceContext({ what_you_are_seeing: 'Your 1 webhook endpoint(s).' }),
  },
  webhookDeleted: {
    success: true,
    deleted: WEBHOOK.id,
    _service: serviceContext({ what_happened: `Deleted ${WEBHOOK.id}.` }),
  },
  deliveries: {
    webhook: WEBHOOK,
    deliveryCount: 1,
    deliveries: [
      {
        id: 'msg_2b7Qx9LmT4vK8sYd0pNc3rWe',
        eventId: 'evt_2b7Qx9LmT4vK8sYd0pNc3rWe',
        eventType: 'scan.completed',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        lastResponseBody: 'ok',
        nextAttemptAt: null,
        createdAt: '2026-11-18T10:05:00.000Z',
        deliveredAt: '2026-11-18T10:05:01.000Z',
        history: [{ attempt: 1, at: '2026-11-18T10:05:01.000Z', statusCode: 200, error: null, durationMs: 84 }],
      },
    ],
    _service: serviceContext({ what_you_are_seeing: 'The latest deliveries to this endpoint.' }),
  },
  createScheduleRequest: { syntheticId: 1001, cadence: 'weekly', maxQueries: 30 },
  scheduleCreated: {
    success: true,
    schedule: SCHEDULE,
    _service: serviceContext({ what_happened: 'Agent 1001 will be re-scanned weekly (Mondays 06:00 UTC).' }),
  },
  schedules: {
    scheduleCount: 1,
    schedules: [SCHEDULE],
    _service: serviceContext({ what_you_are_seeing: 'Your 1 schedule(s).' }),
  },
  scheduleDeleted: {
    success: true,
    deleted: SCHEDULE.id,
    _service: serviceContext({ what_happened: `Stopped ${SCHEDULE.id}.` }),
  },
  // As the stream writes it (scan-event-streams.service.ts): the current state without an id, then live events.
  events:
    'retry: 3000\n\n' +
    `event: progress\ndata: {"scanId":"${SCAN_ID}","syntheticId":1001,"completed":0,"total":30,"phase":"planning"}\n\n` +
    `id: 418\nevent: progress\ndata: {"scanId":"${SCAN_ID}","syntheticId":1001,"completed":12,"total":30,"phase":"asking","occurredAt":"2026-11-18T09:59:12.000Z"}\n\n` +
    `id: 431\nevent: completed\ndata: {"state":"available","syntheticId":1001,"scanAvailable":true,"scanId":"${SCAN_ID}","overallScore":42,"scanDate":"2026-11-18T10:00:00.000Z","platformScores":{"assistant_a":48,"assistant_b":40,"assistant_c":37,"aio":43},"reportUrl":"http://127.0.0.1:3000/reports/rpt_example","occurredAt":"2026-11-18T10:00:00.000Z"}\n\n`,
};
