import { describe, expect, it } from 'vitest';
import { prettyDestination } from '../logging/pretty-destination.js';
import { acceptRequestId, bindScan, currentContext, runWithContext, withScan } from './request-context.js';
import { bareSubject, outgoingHeaders, requestContextOf } from './tracing.js';

describe('request context', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ])('keeps a sane client request id (%s)', (given, kept) => {
    expect(acceptRequestId(given)).toBe(kept);
  });

  it.each([undefined, '', 'has space', 'x'.repeat(129), 'line\nbreak', ['a', 'b']])(
    'replaces an unusable request id (%j) with a new uuid',
    (given) => {
      expect(acceptRequestId(given)).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('carries the request id and the scan id through NATS headers', () => {
    const headers = runWithContext({ requestId: 'req-1' }, () => {
      bindScan('scn_1');
      return outgoingHeaders();
    });
    expect(requestContextOf(headers)).toEqual({ requestId: 'req-1', scanId: 'scn_1' });
    expect(requestContextOf(undefined)).toEqual({ requestId: undefined, scanId: undefined });
  });

  it('names a scan for the work inside withScan only', () => {
    runWithContext({ requestId: 'req-2' }, () => {
      withScan('scn_2', () => expect(currentContext()).toEqual({ requestId: 'req-2', scanId: 'scn_2' }));
      expect(currentContext()).toEqual({ requestId: 'req-2' });
    });
    expect(currentContext()).toBeUndefined();
  });

  it('strips the deployment prefix from subjects', () => {
    expect(bareSubject(`${process.env.NATS_PREFIX || 'vis'}.runs.chatgpt`)).toBe('runs.chatgpt');
    expect(bareSubject('other.subject')).toBe('other.subject');
  });
});

describe('pretty log lines', () => {
  it('writes time, level, app, context, message and the other fields', () => {
    let written = '';
    const out = {
      write: (s: string) => {
        written += s;
        return true;
      },
    } as unknown as NodeJS.WritableStream;
    prettyDestination(out).write(
      `${JSON.stringify({ level: 'info', time: 't', app: 'scans', context: 'Finalizer', msg: 'done', scanId: 'scn_1' })}\n`,
    );
    expect(written).toBe('t INFO  [scans] Finalizer: done scanId=scn_1\n');
  });
});
