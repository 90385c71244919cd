import { availableParallelism, loadavg } from 'node:os';

/** The e2e hook timeout (vitest.config.ts) that a stack's boot must stay under. */
const HOOK_TIMEOUT_MS = 120_000;

/**
 * How long a test stack may take to become ready: 60 s on a quiet machine, longer when the
 * machine is loaded (a load of twice the cores or more stretches it), always under the hook
 * timeout so that a stack that never comes up still fails with its own message and app output.
 */
export function stackReadyTimeoutMs(load = loadavg()[0]!, cores = availableParallelism()): number {
  // E2E_READY_TIMEOUT_MS sets it outright (a benchmark beside other work, a slow machine).
  if (process.env.E2E_READY_TIMEOUT_MS) return Number(process.env.E2E_READY_TIMEOUT_MS);
  const loadPerCore = load / cores;
  return Math.min(HOOK_TIMEOUT_MS - 10_000, Math.round(60_000 * Math.max(1, loadPerCore / 2)));
}
