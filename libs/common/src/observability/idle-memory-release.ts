import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/** Event-loop utilisation under which a check counts as idle. */
export const IDLE_UTILIZATION = 0.05;
/** Growth of the resident set since the last release that makes another one worth its pause. */
/** Growth since the last release that makes an idle stretch worth a collection. */
export const RELEASE_GROWTH_BYTES = 8 * 1024 * 1024;
/** Idle checks in a row before a release (checks are half the idle time apart). */
const IDLE_CHECKS = 2;

export interface IdleState {
  idleChecks: number;
  /** Resident set right after the last release (0 before the first). */
  rssAfterRelease: number;
}

export interface IdleSample {
  utilization: number;
  rssBytes: number;
}

/** Whether to release now: idle for a while, and grown since the last release. */
export function idleStep(state: IdleState, sample: IdleSample): { state: IdleState; release: boolean } {
  const idleChecks = sample.utilization < IDLE_UTILIZATION ? state.idleChecks + 1 : 0;
  const grown = sample.rssBytes > state.rssAfterRelease + RELEASE_GROWTH_BYTES;
  const release = idleChecks >= IDLE_CHECKS && grown;
  return { state: { ...state, idleChecks: release ? 0 : idleChecks }, release };
}

type GcFunction = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let gcFunction: GcFunction | undefined;

/**
 * A full collection that also gives memory back: V8's "last resort" collection shrinks the young
 * generation and returns pooled pages to the system, which the collections V8 runs by itself
 * (the memory reducer's included) keep for reuse, so a process stayed at its high-water mark
 * after a load. `gc` without starting node with --expose-gc: the flag is set now and the function
 * taken from a new context, leaving the app's own global untouched.
 */
export function releaseMemory(): void {
  if (!gcFunction) {
    setFlagsFromString('--expose-gc');
    gcFunction = runInNewContext('gc') as GcFunction;
  }
  gcFunction({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Gives memory back once an app has been idle for `idleMs` after it grew (a load, or its boot):
 * every `idleMs / 2` it reads the event loop's utilisation; two idle checks in a row and 8 MB of
 * growth since the last release trigger one memory-reducing collection (tens of ms on these
 * heaps, taken while nothing is waiting). `idleMs` 0: off.
 */
export class IdleMemoryRelease implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IdleMemoryRelease.name);
  private timer?: NodeJS.Timeout;
  private state: IdleState = { idleChecks: 0, rssAfterRelease: 0 };
  private last?: EventLoopUtilization;

  constructor(private readonly idleMs: number) {}

  onApplicationBootstrap(): void {
    if (this.idleMs <= 0) return;
    this.last = performance.eventLoopUtilization();
    this.timer = setInterval(() => this.check(), Math.max(500, this.idleMs / IDLE_CHECKS));
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private check(): void {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, this.last);
    this.last = now;
    const step = idleStep(this.state, { utilization, rssBytes: process.memoryUsage.rss() });
    this.state = step.state;
    if (!step.release) return;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    releaseMemory();
    this.state.rssAfterRelease = process.memoryUsage.rss();
    // The collection itself counts as busy time: the next check must not see it.
    this.last = performance.eventLoopUtilization();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    this.logger.log(
      `idle: memory released, resident ${mb(before)} → ${mb(this.state.rssAfterRelease)} MB in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
