import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { startStack, stopOnSignals } from './start.js';

/**
 * The main job for a newcomer, offline: start the stack, create a demo account, scan a brand on
 * the simulator with a progress bar, print the scores and the report URL, keep serving it.
 *
 *   npm run demo                       scans the bundled sample site (served on this machine)
 *   npm run demo -- --url https://…    scans a real site (needs internet for the site fetch)
 */
const run = promisify(execFile);
const SAMPLE_HOST = 'www.acme-analytics.test';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function bar(done: number, total: number, width = 30): string {
  const filled = total ? Math.round((done / total) * width) : 0;
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(done).padStart(3)}/${total}`;
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
  console.log('Starting the five apps (logs are quiet in the demo; `npm start` shows them) …');
  const stack = await startStack(env, true);
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

  console.log(`POST /api/visibility/scan {"url": "${url}", "maxQueries": 30}`);
  const trigger = await call('POST', '/api/visibility/scan', { url, maxQueries: 30 });
  if (trigger.status >= 300) throw new Error(`scan not started: ${JSON.stringify(trigger.body)}`);
  const syntheticId = Number(trigger.body.syntheticId);
  console.log(`→ scan ${trigger.body.scanId} of "${trigger.body.agentName}" (agent ${syntheticId})\n`);

  let status: Record<string, unknown> = {};
  for (;;) {
    // 1.5 s between polls keeps the demo under the 60 reads/minute limit of a key.
    await new Promise((r) => setTimeout(r, 1_500));
    status = (await call('GET', `/api/visibility/scan?syntheticId=${syntheticId}`)).body;
    const progress = status.progress as { completedQueries: number; totalQueries: number } | undefined;
    if (progress)
      process.stdout.write(
        `\r${bar(progress.completedQueries, progress.totalQueries)}  ${String(status.phase ?? '').padEnd(14)}`,
      );
    if (status.scanInProgress !== true) break;
  }
  process.stdout.write('\n\n');
  if (status.scanAvailable !== true) {
    console.log(`The scan did not complete: ${status.message}`);
  } else {
    const report = (await call('GET', `/api/visibility/report?syntheticId=${syntheticId}`)).body as unknown as {
      brandName: string;
      overallScore: number;
      platformScores: Record<string, number>;
      platformDetails: Record<string, { runs: number; mentionRate: number; avgPosition: number | null }>;
      queryResults: unknown[];
      failedRuns: unknown[];
      reportUrl: string;
    };
    console.log(
      `${report.brandName}: overall visibility ${report.overallScore}/100 (${report.queryResults.length} answers, ${report.failedRuns.length} failed runs)\n`,
    );
    console.table(
      Object.entries(report.platformScores).map(([platform, score]) => ({
        platform,
        score,
        'mention rate': `${Math.round((report.platformDetails[platform]?.mentionRate ?? 0) * 100)}%`,
        'avg position': report.platformDetails[platform]?.avgPosition?.toFixed(1) ?? '—',
        answers: report.platformDetails[platform]?.runs ?? 0,
      })),
    );
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
