import { describe, expect, it } from 'vitest';
import {
  IDLE_UTILIZATION,
  type IdleState,
  idleStep,
  RELEASE_GROWTH_BYTES,
  releaseMemory,
} from './idle-memory-release.js';

const MB = 1024 * 1024;
const idle = IDLE_UTILIZATION / 2;
const busy = 0.5;

describe('idleStep', () => {
  const fresh: IdleState = { idleChecks: 0, rssAfterRelease: 0 };

  it.each([
    {
      name: 'one idle check is not enough',
      state: fresh,
      sample: { utilization: idle, rssBytes: 200 * MB },
      release: false,
      idleChecks: 1,
    },
    {
      name: 'the second idle check in a row releases (the first release after boot)',
      state: { idleChecks: 1, rssAfterRelease: 0 },
      sample: { utilization: idle, rssBytes: 140 * MB },
      release: true,
      idleChecks: 0,
    },
    {
      name: 'a busy check starts the count again',
      state: { idleChecks: 1, rssAfterRelease: 0 },
      sample: { utilization: busy, rssBytes: 200 * MB },
      release: false,
      idleChecks: 0,
    },
    {
      name: 'idle but not grown since the last release: nothing to give back',
      state: { idleChecks: 5, rssAfterRelease: 130 * MB },
      sample: { utilization: idle, rssBytes: 130 * MB + RELEASE_GROWTH_BYTES },
      release: false,
      idleChecks: 6,
    },
    {
      name: 'idle and grown after a load: released',
      state: { idleChecks: 1, rssAfterRelease: 130 * MB },
      sample: { utilization: idle, rssBytes: 190 * MB },
      release: true,
      idleChecks: 0,
    },
  ])('$name', ({ state, sample, release, idleChecks }) => {
    const step = idleStep(state, sample);
    expect(step.release).toBe(release);
    expect(step.state.idleChecks).toBe(idleChecks);
  });
});

describe('releaseMemory', () => {
  it('gives a grown, now garbage heap back (without --expose-gc)', () => {
    let garbage: unknown[] | undefined = Array.from({ length: 300_000 }, (_, i) => ({ i, s: `entry ${i}` }));
    const grown = process.memoryUsage().heapTotal;
    expect(garbage.length).toBe(300_000);
    garbage = undefined;
    releaseMemory();
    expect(process.memoryUsage().heapTotal).toBeLessThan(grown - 10 * MB);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
