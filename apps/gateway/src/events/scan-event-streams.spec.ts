import { describe, expect, it } from 'vitest';
import { currentState, frame, toSse } from './scan-event-streams.service.js';

describe('SSE frames of scan events', () => {
  it('writes id, event and one data line, ended by a blank line', () => {
    expect(frame({ event: 'progress', data: { completed: 1 } }, 12)).toBe(
      'id: 12\nevent: progress\ndata: {"completed":1}\n\n',
    );
    expect(frame({ event: 'progress', data: {} })).toBe('event: progress\ndata: {}\n\n');
  });

  it('maps progress to completed/total/phase', () => {
    expect(
      toSse({
        type: 'scan.progress',
        id: 'e',
        occurredAt: 't',
        accountId: 'a',
        scanId: 's',
        syntheticId: 3,
        completedQueries: 4,
        totalQueries: 8,
        phase: 'asking',
      }),
    ).toEqual({
      event: 'progress',
      data: { scanId: 's', syntheticId: 3, completed: 4, total: 8, phase: 'asking', occurredAt: 't' },
    });
  });

  it('sends no webhook-only events', () => {
    expect(
      toSse({ type: 'credits.low', id: 'e', occurredAt: 't', accountId: 'a', creditBalance: 1, creditWarning: 'w' }),
    ).toBeNull();
  });

  it.each([
    [{ state: 'none' as const, syntheticId: 1 }, null],
    [
      {
        state: 'running' as const,
        scanId: 's',
        syntheticId: 1,
        progress: { completedQueries: 2, totalQueries: 9 },
        phase: 'asking',
      },
      'progress',
    ],
    [{ state: 'none' as const, syntheticId: 1, lastFailure: { scanId: 's', failedAt: 't', reason: 'r' } }, 'failed'],
  ])('opens with the current state %#', (status, event) => {
    expect(currentState(status)?.event ?? null).toBe(event);
  });
});
