import { describe, expect, it } from 'vitest';
import type { ScanCompletedEvent } from '#contracts';
import { isWebhookEvent, webhookPayload } from './webhook-payload.js';

const completed: ScanCompletedEvent = {
  type: 'scan.completed',
  id: 'evt_scn_1_completed',
  occurredAt: '2026-11-25T12:00:00.000Z',
  accountId: 'acc_secret',
  scanId: 'scn_1',
  syntheticId: 7,
  poll: {
    state: 'available',
    syntheticId: 7,
    scanAvailable: true,
    scanId: 'scn_1',
    overallScore: 42,
    scanDate: '2026-11-25T12:00:00.000Z',
    platformScores: { assistant_a: 1, assistant_b: 2, assistant_c: 3, aio: 4 },
    reportUrl: 'https://x.example/reports/t',
    samples: 1,
    overallScoreInterval: { lower: 30, upper: 55 },
    platformIntervals: null,
    confidence: 'directional',
    previousScan: null,
    siteRead: true,
    siteReadError: null,
  },
};

describe('webhookPayload', () => {
  it('is {type, timestamp, data} with the event id, scanId, syntheticId and poll body, and no account id', () => {
    const body = JSON.parse(webhookPayload(completed));
    expect(body).toEqual({
      type: 'scan.completed',
      timestamp: '2026-11-25T12:00:00.000Z',
      data: { eventId: 'evt_scn_1_completed', scanId: 'scn_1', syntheticId: 7, poll: completed.poll },
    });
  });

  it('is the same bytes every time (retries sign the same body)', () => {
    expect(webhookPayload(completed)).toBe(webhookPayload({ ...completed }));
  });

  it('leaves progress events to SSE', () => {
    expect(isWebhookEvent(completed)).toBe(true);
    expect(
      isWebhookEvent({
        type: 'scan.progress',
        id: 'p',
        occurredAt: '',
        accountId: 'a',
        scanId: 's',
        syntheticId: 1,
        completedQueries: 1,
        totalQueries: 2,
        phase: 'asking',
      }),
    ).toBe(false);
  });
});
