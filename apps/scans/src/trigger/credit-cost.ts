import type { ScanMode } from '#contracts';

/** Credits per run (decisions §5): premium models cost three times the cost-effective ones. */
export const CREDITS_PER_RUN: Record<ScanMode, number> = { batch: 1, full: 3 };

export function creditCost(mode: ScanMode, runs: number): number {
  return runs * CREDITS_PER_RUN[mode];
}
