import { Presets, SingleBar } from 'cli-progress';
import { getScanStatus, listScans, scanEvents } from '../index.js';
import { CliError } from './cli-error.js';
import type { CommandContext } from './context.js';
import { ExitCode } from './exit-codes.js';

export interface WatchOptions {
  /** Follow the event stream (SSE); false polls GET /scan only. */
  events: boolean;
  /** Seconds between polls; by default the poll's Retry-After hint. */
  pollIntervalSeconds?: number;
  /** What the trigger said: runs done and planned (at most maxQueries for a new scan). */
  expected: { completed: number; total: number };
}

type Outcome = { done: 'completed' } | { done: 'failed'; reason: string };

/** The bar on stderr: redrawn in place in a terminal, a line a second in a pipe or a log. */
function progressBar(): SingleBar {
  return new SingleBar(
    {
      format: '{bar} {value}/{total} runs | {phase}',
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 1_000,
      hideCursor: true,
      barsize: 30,
    },
    Presets.shades_classic,
  );
}

/**
 * Follows one scan to its end with a progress bar (none with --json): the agent's event stream
 * first; when it cannot be opened or ends early, polling GET /scan as its Retry-After says.
 * Resolves when the scan completed; a failed scan is a CliError (exit 6).
 */
export async function watchScan(
  ctx: CommandContext,
  syntheticId: number,
  scanId: string,
  options: WatchOptions,
): Promise<void> {
  const bar = ctx.json ? undefined : progressBar();
  // Until the service says how many runs it planned: the trigger's figure (an upper bound).
  let total = options.expected.total;
  let planKnown = false;
  let shownPhase = 'queued';
  const show = (completed: number, runs: number, phase: string) => {
    planKnown = true;
    if (runs !== total) {
      total = runs;
      bar?.setTotal(runs);
    }
    bar?.update(completed, { phase });
    // A new phase is drawn at once: in a pipe or a log, each phase then has its line.
    if (phase !== shownPhase) bar?.render();
    shownPhase = phase;
  };
  // Ctrl-C stops following, not the scan: the bar gives the cursor back and says how to look again.
  const interrupted = () => {
    bar?.stop();
    ctx.note(`Stopped following; scan ${scanId} goes on: \`vis status ${syntheticId}\`.`);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  bar?.start(total, options.expected.completed, { phase: shownPhase });
  try {
    const outcome =
      (options.events ? await followEvents(ctx, syntheticId, scanId, show) : undefined) ??
      (await poll(ctx, syntheticId, scanId, show, options.pollIntervalSeconds));
    if (outcome.done === 'failed') {
      bar?.update({ phase: 'failed' });
      throw new CliError(`scan ${scanId} failed: ${outcome.reason}`, ExitCode.scanFailed);
    }
    // A scan that ended before the first event was read: its history has the runs it planned.
    if (bar && !planKnown) {
      const { data } = await ctx.call(listScans({ client: ctx.client, query: { syntheticId, limit: 5 } }));
      const runs = data.scans.find((s) => s.scanId === scanId)?.runs;
      if (runs !== undefined) {
        total = runs;
        bar.setTotal(runs);
      }
    }
    // Every planned run is finished (succeeded or finally failed) once the scan completed.
    bar?.update(total, { phase: 'completed' });
  } finally {
    process.removeListener('SIGINT', interrupted);
    bar?.stop();
  }
}

async function followEvents(
  ctx: CommandContext,
  syntheticId: number,
  scanId: string,
  show: (completed: number, total: number, phase: string) => void,
): Promise<Outcome | undefined> {
  try {
    // One reconnection, then polling: a stream that keeps failing would only delay the answer.
    for await (const event of scanEvents({ client: ctx.client, syntheticId, maxRetries: 1 })) {
      if (event.data.scanId !== scanId) continue;
      if (event.event === 'progress') show(event.data.completed, event.data.total, event.data.phase);
      else if (event.event === 'completed') return { done: 'completed' };
      else return { done: 'failed', reason: event.data.reason };
    }
  } catch {
    // No stream (a proxy that buffers it, a dropped connection): polling takes over.
  }
  return undefined;
}

async function poll(
  ctx: CommandContext,
  syntheticId: number,
  scanId: string,
  show: (completed: number, total: number, phase: string) => void,
  intervalSeconds: number | undefined,
): Promise<Outcome> {
  for (;;) {
    const { data, response } = await ctx.call(getScanStatus({ client: ctx.client, query: { syntheticId, scanId } }));
    switch (data.state) {
      case 'available':
        return { done: 'completed' };
      case 'failed':
        return { done: 'failed', reason: data.message };
      case 'none':
        throw new CliError(`scan ${scanId} is not known to agent ${syntheticId}`, ExitCode.refused);
      case 'running': {
        show(data.progress.completedQueries, data.progress.totalQueries, data.phase);
        const hint = Number(response.headers.get('retry-after') ?? '5');
        await new Promise((resolve) => setTimeout(resolve, (intervalSeconds ?? hint) * 1000));
      }
    }
  }
}
