import { describe, expect, it } from 'vitest';
import { webhookPayload } from '../../apps/notifications/src/delivery/webhook-payload.js';
import { conformanceProblems, webhookProblems } from './openapi-conformance.js';

describe('conformanceProblems', () => {
  it('finds a body that breaks the document, and passes one that keeps it', () => {
    const path = '/api/visibility/scan';
    expect(conformanceProblems('GET', path, 200, { state: 'none' }).length).toBeGreaterThan(0);
    const running = {
      state: 'running',
      syntheticId: 1.5,
      scanAvailable: false,
      scanInProgress: true,
      scanId: 'scn_x',
      progress: { completedQueries: 1, totalQueries: 2 },
      phase: 'asking',
      eventsUrl: 'http://127.0.0.1:3000/api/visibility/scan/events?syntheticId=1&token=t',
      siteRead: null,
      siteReadError: null,
      message: 'm',
      _service: { what_is_service: 's' },
    };
    expect(conformanceProblems('GET', path, 200, running).join('\n')).toMatch(/integer/);
    expect(conformanceProblems('GET', path, 200, { ...running, syntheticId: 1 })).toEqual([]);
    expect(conformanceProblems('GET', '/nowhere', 200, {})).toEqual(['GET /nowhere 200 is not documented']);
  });

  it('narrows an error status to its codes', () => {
    const error = { success: false, error: 'e', code: 'NO_SCAN', _service: { what_is_service: 's' } };
    expect(conformanceProblems('GET', '/api/visibility/scan', 404, error).length).toBeGreaterThan(0);
    expect(conformanceProblems('GET', '/api/visibility/report', 404, error)).toEqual([]);
  });
});

describe('webhookProblems', () => {
  // The notifications service's own builder, fed an event as the scans service publishes it.
  const failed = webhookPayload({
    type: 'scan.failed',
    id: 'evt_scn_1_failed',
    occurredAt: '2026-11-26T04:00:00.000Z',
    accountId: 'acc_1',
    scanId: 'scn_1',
    syntheticId: 1001,
    reason: 'every platform failed',
    poll: {
      state: 'none',
      syntheticId: 1001,
      scanAvailable: false,
      scanInProgress: false,
      message: 'The last scan (scn_1) failed: every platform failed',
    },
  });

  it('passes each documented event type as built, and finds one that breaks its callback', () => {
    expect(webhookProblems(JSON.parse(failed))).toEqual([]);
    const broken = JSON.parse(failed);
    delete broken.data.reason;
    expect(webhookProblems(broken).join('\n')).toMatch(/reason/);
    expect(webhookProblems({ type: 'scan.progress' })).toEqual(['webhook scan.progress is not documented']);
  });
});
