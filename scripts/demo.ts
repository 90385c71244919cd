import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import { startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { startStack, stopOnSignals } from './start.js';

/**
 * The main job for a newcomer, offline: start the stack, create a demo account, scan a brand on
 * the simulator with a progress bar, print the scores and the report URL, keep serving it.
 *
 *   npm run demo                       scans the bundled sample site (served on this machine)
 *   npm run demo -- --url https://…    scans a real site (needs internet for the site fetch)
 *   npm run demo -- --samples 1        asks each question once (default 3: intervals narrow with repeats)
 */
const run = promisify(execFile);
const SAMPLE_HOST = 'www.acme-analytics.test';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type Call = (method: 'GET' | 'POST', path: string) => Promise<{ status: number; body: Record<string, unknown> }>;

/**
 * Polls the scan to its end with one progress bar of its runs: a line for each phase as it
 * begins (queued, reading the site, asking, judging, settling), and the bar drawn at its total
 * when the scan completes. Returns the last poll body.
 */
async function followScan(call: Call, syntheticId: number): Promise<Record<string, unknown>> {
  const bars = new MultiBar(
    {
      format: '{bar} {value}/{total} runs  {phase}',
      barsize: 30,
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 5_000,
    },
    Presets.shades_classic,
  );
  let bar: SingleBar | undefined;
  let phase = '';
  let total = 0;
  let status: Record<string, unknown>;
  for (;;) {
    status = (await call('GET', `/api/visibility/scan?syntheticId=${syntheticId}`)).body;
    if (status.scanInProgress !== true) break;
    const progress = status.progress as { completedQueries: number; totalQueries: number };
    const now = String(status.phase ?? '');
    if (now !== phase) bars.log(`  phase: ${now}\n`);
    phase = now;
    total = progress.totalQueries;
    bar ??= bars.create(total, 0, { phase });
    bar.setTotal(total);
    bar.update(progress.completedQueries, { phase });
    // 1.5 s between polls keeps the demo under the 60 reads/minute limit of a key.
    await new Promise((r) => setTimeout(r, 1_500));
  }
  if (status.scanAvailable === true) {
    bars.log('  phase: done\n');
    bar ??= bars.create(total, 0, { phase: 'done' });
    bar.update(total, { phase: 'done' });
  }
  bars.stop();
  return status;
}

async function main(): Promise<void> {
  const realUrl = argValue('--url');
  const site = realUrl ? null : await startFixtureSite();
  const url = realUrl ?? `http://${SAMPLE_HOST}:${site?.port}/`;
  // The sample site lives on this machine: let the (development-only) site fetch reach it.
  const env: NodeJS.ProcessEnv = site
    ? { SITE_FETCH_ALLOW_PRIVATE: 'true', SITE_FETCH_RESOLVE: `${SAMPLE_HOST}=127.0.0.1` }
    : {};
  // Simulated answers take a moment and run two at a time per platform, so the progress is visible.
  env.SIMULATOR_LATENCY_MS = process.env.SIMULATOR_LATENCY_MS ?? '1200';
  env.PLATFORM_CONCURRENCY = process.env.PLATFORM_CONCURRENCY ?? '2';
  const stack = await startStack(
    env,
    true,
    'npm run demo',
    'Starting the six apps (logs are quiet in the demo; `npm start` shows them) …',
  );
  stopOnSignals(stack);

  const { stdout } = await run(
    process.execPath,
    ['dist/scripts/cli.js', 'account', 'create', '--email', `demo-${Date.now()}@example.com`, '--plan', 'starter'],
    {
      env: stack.env,
    },
  );
  const account = JSON.parse(stdout) as { apiKey: string; accountId: string; creditBalance: number };
  console.log(`\nDemo account ${account.accountId} (starter plan, ${account.creditBalance} credits)`);
  console.log(`API key (shown once): ${account.apiKey}\n`);

  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  const samples = Number(argValue('--samples') ?? 3);
  const maxQueries = Math.min(100, 20 * samples);
  console.log(`POST /api/visibility/scan {"url": "${url}", "maxQueries": ${maxQueries}, "samples": ${samples}}`);
  const trigger = await call('POST', '/api/visibility/scan', { url, maxQueries, samples });
  if (trigger.status >= 300) throw new Error(`scan not started: ${JSON.stringify(trigger.body)}`);
  const syntheticId = Number(trigger.body.syntheticId);
  console.log(`→ scan ${trigger.body.scanId} of "${trigger.body.agentName}" (agent ${syntheticId})\n`);

  const status = await followScan(call, syntheticId);
  console.log('');
  if (status.scanAvailable !== true) {
    console.log(`The scan did not complete: ${status.message}`);
  } else {
    type Interval = { lower: number; upper: number } | null;
    const report = (await call('GET', `/api/visibility/report?syntheticId=${syntheticId}`)).body as unknown as {
      brandName: string;
      overallScore: number;
      overallScoreInterval: Interval;
      confidence: string;
      samples: number;
      siteRead: boolean | null;
      siteReadError: string | null;
      assistantNames: Record<string, string>;
      platformScores: Record<string, number>;
      platformDetails: Record<
        string,
        {
          runs: number;
          mentionRate: number;
          avgPosition: number | null;
          mentionRateInterval?: Interval;
          scoreInterval?: Interval;
          confidence?: string;
          shareOfVoice?: number | null;
        }
      >;
      shareOfVoice: { overall: number | null };
      competitorLeaderboard: { name: string; mentions: number; shareOfVoice: number }[];
      gapQueries: { query: string; competitors: string[] }[];
      queryResults: unknown[];
      failedRuns: unknown[];
      reportUrl: string;
    };
    const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${Math.round(100 * x)}%`);
    const range = (i: Interval | undefined, scale = 1, unit = '') =>
      i ? `${Math.round(i.lower * scale)}–${Math.round(i.upper * scale)}${unit}` : '—';
    const interval = report.overallScoreInterval;
    console.log(
      `${report.brandName}: overall visibility ${report.overallScore}/100` +
        (interval ? ` (95% interval ${interval.lower}–${interval.upper}, confidence ${report.confidence})` : '') +
        `, ${report.queryResults.length} answers (each question asked ${report.samples}×), ${report.failedRuns.length} failed runs`,
    );
    console.log(
      report.siteRead === false
        ? `Site read: NO (${report.siteReadError}): the questions come from the domain alone.`
        : `Site read: ${report.siteRead === null ? 'not recorded' : 'yes'}`,
    );
    console.log(
      `Share of voice: ${pct(report.shareOfVoice.overall)} of the answers naming any brand named this one.\n`,
    );
    const table = new Table({
      head: [
        'Assistant',
        'Score',
        '95% interval',
        'Mention rate',
        'Share of voice',
        'Avg position',
        'Answers',
        'Confidence',
      ],
      colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
      style: { head: ['bold'], compact: true },
    });
    for (const [platform, score] of Object.entries(report.platformScores)) {
      const d = report.platformDetails[platform];
      table.push([
        report.assistantNames?.[platform] ?? platform,
        score,
        range(d?.scoreInterval),
        `${pct(d?.mentionRate)} (${range(d?.mentionRateInterval, 100, '%')})`,
        pct(d?.shareOfVoice),
        d?.avgPosition?.toFixed(1) ?? '—',
        d?.runs ?? 0,
        d?.confidence ?? '—',
      ]);
    }
    console.log(table.toString());
    const leaders = report.competitorLeaderboard.slice(0, 5);
    if (leaders.length) {
      console.log('\nCompetitors named most:');
      for (const c of leaders)
        console.log(
          `  ${c.name.padEnd(20)} ${String(c.mentions).padStart(3)} answers, share of voice ${pct(c.shareOfVoice)}`,
        );
    }
    if (report.gapQueries.length) {
      console.log(`\n${report.gapQueries.length} gap questions (competitors named, the brand not), e.g.:`);
      for (const g of report.gapQueries.slice(0, 3))
        console.log(`  "${g.query}" → ${g.competitors.slice(0, 3).join(', ')}`);
    }
    console.log(`\nReport page:  ${report.reportUrl}`);
    console.log(
      `JSON report:  curl -H 'x-api-key: ${account.apiKey}' '${stack.baseUrl}/api/visibility/report?syntheticId=${syntheticId}'`,
    );
    console.log(
      'Answers come from the offline simulator (models "simulator/…"); set provider keys to ask the real platforms (README).',
    );
  }
  console.log(`\nThe service keeps running at ${stack.baseUrl} (docs at /api/docs). Press Ctrl-C to stop.`);
  if (site) process.once('exit', () => void site.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
