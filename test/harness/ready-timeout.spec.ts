import { describe, expect, it } from 'vitest';
import { stackReadyTimeoutMs } from './ready-timeout.js';

describe('stackReadyTimeoutMs', () => {
  it.each([
    [0.5, 2, 60_000],
    [4, 2, 60_000],
    [6, 2, 90_000],
    [28, 2, 110_000],
    [28, 16, 60_000],
  ])('at a load of %s on %s cores waits %s ms', (load, cores, expected) => {
    expect(stackReadyTimeoutMs(load, cores)).toBe(expected);
  });
});
