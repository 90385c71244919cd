import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  type GetScanStatusResponse,
  getScanStatus,
  getTrends,
  listScans,
  type TriggerScanBySyntheticIdSchema,
  type TriggerScanByUrlSchema,
  triggerScan,
} from '../index.js';
import { agentScanCommand, resolveAgent } from './agent.js';
import { type CommandContext, commandContext } from './context.js';
import { date, isPlatform, PLATFORMS, type Platform, table } from './format.js';
import { watchScan } from './scan-watch.js';
import { overallLine, scoresTable } from './scores-view.js';

export function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expected a positive integer');
  return Number(value);
}

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError('expected a number of seconds');
  return n;
}

function platformList(value: string): Platform[] {
  const keys = value.split(',').map((k) => k.trim());
  const unknown = keys.filter((k) => !isPlatform(k));
  if (unknown.length)
    throw new InvalidArgumentError(`unknown platform ${unknown.join(', ')} (valid: ${PLATFORMS.join(', ')})`);
  return keys.filter(isPlatform);
}

interface ScanOptions {
  mode?: 'batch' | 'full';
  maxQueries?: number;
  samples?: number;
  platforms?: Platform[];
  wait?: boolean;
  events: boolean;
  pollInterval?: number;
}

/** The poll answer for people: the state, and the scores table once a scan completed. */
export function describeStatus(status: GetScanStatusResponse): string {
  switch (status.state) {
    case 'none':
      return `Agent ${status.syntheticId}: no scan yet. ${status.message}`;
    case 'running':
      return `Agent ${status.syntheticId}: scan ${status.scanId} running, ${status.phase}, ${status.progress.completedQueries}/${status.progress.totalQueries} runs.`;
    case 'failed':
      return `Agent ${status.syntheticId}: scan ${status.scanId} failed. ${status.message}`;
    case 'available':
      return [
        `Agent ${status.syntheticId}, scan ${status.scanId} of ${date(status.scanDate)}`,
        `Overall score: ${overallLine(status.overallScore, status.overallScoreInterval)}${status.confidence ? `, confidence ${status.confidence}` : ''}`,
        scoresTable(status.platformScores, status.platformIntervals, status.assistantNames),
        ...(status.previousScan
          ? [
              `Since ${date(status.previousScan.scanDate)}: ${status.previousScan.delta >= 0 ? '+' : ''}${status.previousScan.delta} points${status.previousScan.significant ? ' (significant)' : ' (within noise)'}`,
            ]
          : []),
        ...(status.message ? [status.message] : []),
        `Report: ${status.reportUrl}`,
      ].join('\n');
  }
}

async function scan(ctx: CommandContext, target: string, options: ScanOptions): Promise<void> {
  const settings = {
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.maxQueries ? { maxQueries: options.maxQueries } : {}),
    ...(options.samples ? { samples: options.samples } : {}),
    ...(options.platforms ? { platforms: options.platforms } : {}),
  };
  const body: TriggerScanByUrlSchema | TriggerScanBySyntheticIdSchema = /^\d+$/.test(target)
    ? { syntheticId: Number(target), ...settings }
    : { url: /^[a-z]+:\/\//i.test(target) ? target : `https://${target}`, ...settings };
  const { data: started } = await ctx.call(triggerScan({ client: ctx.client, body }));
  if ('scanAlreadyRunning' in started) {
    ctx.note(`Agent ${started.syntheticId} already has scan ${started.scanId} running; following it.`);
  } else {
    ctx.note(
      `Scan ${started.scanId} started for ${started.agentName} (agent ${started.syntheticId}): up to ${started.maxQueries} runs, ${started.creditsReserved} credits reserved, ${started.creditBalance} left.`,
    );
  }
  if (!options.wait) {
    ctx.print(
      started,
      () => `Follow it with \`vis status ${started.syntheticId}\` or \`vis scan ${started.syntheticId} --wait\`.`,
    );
    return;
  }
  await watchScan(ctx, started.syntheticId, started.scanId, {
    events: options.events,
    pollIntervalSeconds: options.pollInterval,
    expected:
      'scanAlreadyRunning' in started
        ? { completed: started.progress.completedQueries, total: started.progress.totalQueries }
        : { completed: 0, total: started.maxQueries },
  });
  const { data: status } = await ctx.call(
    getScanStatus({ client: ctx.client, query: { syntheticId: started.syntheticId, scanId: started.scanId } }),
  );
  ctx.print(status, () => describeStatus(status));
}

export function registerScanCommands(program: Command): void {
  program
    .command('scan')
    .description('start a scan of a website (an agent is created for a new domain) or of an agent by syntheticId')
    .argument('<target>', 'a website URL or domain, or a syntheticId')
    .addOption(
      new Option('--mode <mode>', 'batch (1 credit a run) or full (3 credits a run)').choices(['batch', 'full']),
    )
    .option('--max-queries <n>', 'runs across all platforms (default 30)', positiveInteger)
    .option('--samples <n>', 'times each (query, persona, platform) is asked (default 1)', positiveInteger)
    .option('--platforms <keys>', `comma-separated subset of ${PLATFORMS.join(',')}`, platformList)
    .option('-w, --wait', 'follow the scan to its end with a progress bar, then print its scores')
    .option('--no-events', 'with --wait: poll GET /scan instead of following the event stream')
    .option(
      '--poll-interval <seconds>',
      "with --wait, when polling: seconds between polls (default: the service's Retry-After)",
      seconds,
    )
    .action(async (target: string, options: ScanOptions, command: Command) => {
      await scan(commandContext(command), target, options);
    });

  agentScanCommand(
    program,
    'status',
    "an agent's scan state: none, running (with progress) or the latest scores",
    async (ctx, query) => {
      const { data } = await ctx.call(getScanStatus({ client: ctx.client, query }));
      ctx.print(data, () => describeStatus(data));
    },
  );

  program
    .command('scans')
    .description("an agent's scan history, newest first")
    .argument('[agent]', 'syntheticId or website (default: the account has one agent)')
    .option('--limit <n>', 'scans per page', positiveInteger)
    .option('--cursor <cursor>', 'the nextCursor of the previous page')
    .action(async (agent: string | undefined, options: { limit?: number; cursor?: string }, command: Command) => {
      const ctx = commandContext(command);
      const syntheticId = await resolveAgent(ctx, agent);
      const { data } = await ctx.call(listScans({ client: ctx.client, query: { syntheticId, ...options } }));
      ctx.print(data, () =>
        [
          table(
            ['Scan', 'Date', 'Status', 'Mode', 'Runs', 'Failed runs', 'Score'],
            data.scans.map((s) => [
              s.scanId,
              date(s.scanDate),
              s.status === 'failed' && s.failureReason ? `failed: ${s.failureReason}` : s.status,
              s.mode,
              s.runs,
              s.failedRuns,
              s.overallScore ?? '',
            ]),
          ),
          ...(data.nextCursor ? [`Older scans: --cursor ${data.nextCursor}`] : []),
        ].join('\n'),
      );
    });

  program
    .command('trends')
    .description("an agent's scores over time, overall and per assistant")
    .argument('[agent]', 'syntheticId or website (default: the account has one agent)')
    .option('--days <n>', 'the window, in days (default 90)', positiveInteger)
    .action(async (agent: string | undefined, options: { days?: number }, command: Command) => {
      const ctx = commandContext(command);
      const syntheticId = await resolveAgent(ctx, agent);
      const { data } = await ctx.call(getTrends({ client: ctx.client, query: { syntheticId, ...options } }));
      ctx.print(data, () =>
        [
          `Agent ${syntheticId}: ${data.scans} completed scans from ${date(data.from)} to ${date(data.to)}`,
          table(
            ['Date', 'Overall', ...PLATFORMS.map((p) => data.assistantNames[p])],
            data.overall.map((point) => [
              date(point.scanDate),
              point.score,
              ...PLATFORMS.map((p) => data.platforms[p].find((q) => q.scanId === point.scanId)?.score ?? ''),
            ]),
          ),
          ...(data.change
            ? [
                `Latest change: ${data.change.delta >= 0 ? '+' : ''}${data.change.delta} points${data.change.significant ? ' (significant)' : ' (within noise)'}`,
              ]
            : []),
        ].join('\n'),
      );
    });
}
