import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const run = promisify(execFile);
const TSC = resolve('node_modules/typescript/bin/tsc');
const VIS = resolve('libs/sdk/dist/cli/vis.js');

interface VisResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `vis`, the user CLI, as a user runs it: the built SDK's bin in a real process (from a folder
 * outside the repository, so no source of the service is in reach), against a real stack.
 */
describe('the vis CLI against a real stack', () => {
  let stack: TestStack;
  let owner: TestAccount;
  let cwd: string;
  let syntheticId: number;
  const badKey = `vis_${'B'.repeat(32)}`;

  /** Runs vis; never rejects: the exit code is part of the answer. */
  function vis(args: string[], env: Record<string, string> = { VIS_API_KEY: owner.apiKey }): Promise<VisResult> {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIS_')));
    return new Promise((done) => {
      execFile(
        process.execPath,
        [VIS, ...args],
        { cwd, env: { ...clean, VIS_BASE_URL: stack.baseUrl, ...env }, timeout: 90_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          done({ code, stdout, stderr });
        },
      );
    });
  }

  beforeAll(async () => {
    [stack] = await Promise.all([
      startTestStack({ SIMULATOR_LATENCY_MS: '60' }),
      run(process.execPath, [TSC, '-p', 'libs/sdk/tsconfig.json']).then(() =>
        run(process.execPath, [TSC, '-p', 'libs/sdk/tsconfig.cli.json']),
      ),
    ]);
    owner = await createAccount(stack, 'pro');
    cwd = mkdtempSync(join(tmpdir(), 'vis-'));
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  it('scans with --wait: the progress bar reaches the total, then the scores table', async () => {
    const scan = await vis(['scan', 'https://www.vis-cli.example', '--max-queries', '12', '--wait']);
    expect(scan.stderr).toMatch(/Scan scn_\S+ started for .* up to 12 runs, 12 credits reserved/);
    // The bar (on stderr, a line a second in a pipe, and a last one at the end) reached 12 of 12.
    expect(scan.stderr).toMatch(/12\/12 runs \| completed/);
    // Each phase the events showed has its line: at least one before the end, with the real total.
    expect(scan.stderr).toMatch(/\d+\/12 runs \| (reading-site|planning|asking|judging|settling)\n/);
    expect(scan.code).toBe(0);
    expect(scan.stdout).toMatch(/Overall score: \d+ \(95% CI \d+–\d+\)/);
    for (const name of ['ChatGPT', 'Claude', 'Gemini', 'Google AI Overviews']) expect(scan.stdout).toContain(name);
    expect(scan.stdout).toMatch(/│ Assistant\s+│ Score\s+│ 95% CI/);

    const account = await vis(['account', '--json']);
    expect(account.code).toBe(0);
    const body = JSON.parse(account.stdout);
    expect(body.agents).toHaveLength(1);
    syntheticId = body.agents[0].syntheticId;
    expect(body.creditBalance).toBeGreaterThan(0);
    const human = await vis(['account']);
    expect(human.stdout).toMatch(new RegExp(`│ ${syntheticId}\\s+│`));
    expect(human.stdout).toContain('vis-cli.example');
  }, 90_000);

  it('shows status and the report, as tables and as JSON', async () => {
    const status = await vis(['--json', 'status', String(syntheticId)]);
    expect(status.code).toBe(0);
    expect(status.stderr).toBe('');
    const poll = JSON.parse(status.stdout);
    expect(poll).toMatchObject({ state: 'available', syntheticId, scanAvailable: true });
    expect(Number.isInteger(poll.overallScore)).toBe(true);

    // No agent named: the account's only agent.
    const human = await vis(['status']);
    expect(human.stdout).toContain(`Overall score: ${poll.overallScore}`);

    const report = await vis(['report', 'www.vis-cli.example', '--json']);
    expect(report.code).toBe(0);
    const body = JSON.parse(report.stdout);
    expect(body.queryResults).toHaveLength(12);
    expect(body.overallScore).toBe(poll.overallScore);

    const table = await vis(['report', String(syntheticId)]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ Assistant\s+│ Score\s+│ 95% CI\s+│ Mention rate\s+│ Mention 95% CI/);
    // One row per assistant, under the service's display names, with its score and intervals.
    for (const key of ['assistant_a', 'assistant_b', 'assistant_c', 'aio']) {
      const name = body.assistantNames[key].replace(/[()]/g, '\\$&');
      const score = body.platformScores[key];
      expect(table.stdout).toMatch(new RegExp(`│ ${name}\\s+│ ${score}\\s+│ \\d+–\\d+\\s+│ \\d+%\\s+│ \\d+%–\\d+%`));
    }
    expect(table.stdout).toContain(`Full report: ${body.reportUrl}`);

    const history = await vis(['scans', '--json']);
    expect(JSON.parse(history.stdout).scans).toHaveLength(1);
    const trends = await vis(['trends', String(syntheticId), '--days', '30']);
    expect(trends.code).toBe(0);
    expect(trends.stdout).toMatch(/1 completed scans/);
  });

  it('adds and lists topics and personas', async () => {
    const added = await vis(['topics', 'add', 'Pricing', '-q', 'Which tool is best value?', '-q', 'Is it worth it?']);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/Topic "Pricing" \(\S+\): 2 queries added, 2 in all\./);
    const topics = await vis(['--json', 'topics', 'list', String(syntheticId)]);
    const pricing = JSON.parse(topics.stdout).topics.find((t: { name: string }) => t.name === 'Pricing');
    expect(pricing.queries.map((q: { query: string }) => q.query)).toEqual([
      'Which tool is best value?',
      'Is it worth it?',
    ]);
    expect((await vis(['topics', 'list'])).stdout).toContain('Which tool is best value?');

    const persona = await vis(['personas', 'add', 'Careful buyer', '--role', 'CTO', '--goal', 'Cut costs', '--json']);
    expect(persona.code).toBe(0);
    expect(JSON.parse(persona.stdout).persona).toMatchObject({
      name: 'Careful buyer',
      role: 'CTO',
      goals: ['Cut costs'],
    });
    const personas = await vis(['personas', 'list']);
    expect(personas.stdout).toMatch(/│ Careful buyer\s+│ \S+\s+│ CTO\s+│ Cut costs/);
  });

  it('reads a public score without a key', async () => {
    const { slug } = await stack.cli<{ slug: string }>('index', 'publish', '--synthetic-id', String(syntheticId));
    const score = await vis(['score', slug], {});
    expect(score.code).toBe(0);
    expect(score.stdout).toContain(`(${slug})`);
    const json = await vis(['score', slug, '--json'], {});
    expect(JSON.parse(json.stdout)).toMatchObject({ slug, visibilityLevel: expect.any(String) });
    const missing = await vis(['score', 'nobody-here-at-all'], {});
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
  });

  it('follows a scan by polling (--no-events) and prints only JSON on stdout', async () => {
    const scan = await vis([
      'scan',
      String(syntheticId),
      '--max-queries',
      '6',
      '--wait',
      '--no-events',
      '--poll-interval',
      '0.2',
      '--json',
    ]);
    expect(scan.code).toBe(0);
    const poll = JSON.parse(scan.stdout);
    expect(poll).toMatchObject({ state: 'available', syntheticId });
    expect(poll.scanId).toMatch(/^scn_/);
    // Neither notes nor the bar with --json.
    expect(scan.stderr).toBe('');
  }, 90_000);

  it('stops following on Ctrl-C (exit 130) and leaves the scan running', async () => {
    const other = await createAccount(stack, 'pro');
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIS_')));
    const child = spawn(
      process.execPath,
      [VIS, 'scan', 'https://www.interrupted.example', '--max-queries', '60', '--wait'],
      {
        cwd,
        env: { ...clean, VIS_API_KEY: other.apiKey, VIS_BASE_URL: stack.baseUrl },
      },
    );
    let stderr = '';
    let interrupted = false;
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      // Once: a second Ctrl-C is the default one, which kills.
      if (/runs \|/.test(stderr) && !interrupted) interrupted = child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(130);
    expect(stderr).toMatch(/Stopped following; scan scn_\S+ goes on: `vis status \d+`/);
    const status = await vis(['--json', 'status'], { VIS_API_KEY: other.apiKey });
    expect(JSON.parse(status.stdout).state).toMatch(/running|available/);
  });

  it('exits 3 on a bad key and prints the _service guidance of the error body on stderr', async () => {
    const direct = await fetch(`${stack.baseUrl}/api/visibility/account`, { headers: { 'x-api-key': badKey } });
    const expected = await direct.json();
    const result = await vis(['account'], { VIS_API_KEY: badKey });
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`vis: ${expected.error} (UNAUTHORIZED, HTTP 401)`);
    for (const text of [expected._service.what_happened, ...(expected._service.next_steps ?? [])].filter(Boolean)) {
      expect(result.stderr).toContain(text);
    }
    expect(result.stderr).toContain(expected.signup.url);
    // With --json, the error body itself, on stderr.
    const json = await vis(['account', '--json'], { VIS_API_KEY: badKey });
    expect(json.code).toBe(3);
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr)).toMatchObject({ code: 'UNAUTHORIZED', _service: expected._service });
    // No key at all.
    expect((await vis(['account'], {})).code).toBe(3);
  });

  it('exits 2 on a 4xx, 4 without credits, 5 when rate limited, 1 on bad usage, 7 when the service is unreachable', async () => {
    const unknown = await vis(['status', '987654']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/\(AGENT_NOT_FOUND, HTTP 404\)/);

    const poor = await createAccount(stack, 'free', 1);
    const broke = await vis(['scan', 'https://poor.example', '--max-queries', '50'], { VIS_API_KEY: poor.apiKey });
    expect(broke.code).toBe(4);
    expect(broke.stderr).toMatch(/INSUFFICIENT_CREDITS, HTTP 402/);
    expect(broke.stderr).toMatch(/upgrade: \S+/);

    // Ten scan triggers a minute per key: the eleventh is refused, whatever the bodies were.
    const hasty = await createAccount(stack, 'pro');
    for (let i = 0; i < 10; i++) {
      await fetch(`${stack.baseUrl}/api/visibility/scan`, {
        method: 'POST',
        headers: { 'x-api-key': hasty.apiKey, 'content-type': 'application/json' },
        body: '{}',
      });
    }
    const limited = await vis(['scan', 'https://hasty.example'], { VIS_API_KEY: hasty.apiKey });
    expect(limited.code).toBe(5);
    expect(limited.stderr).toMatch(/RATE_LIMITED, HTTP 429/);
    expect(limited.stderr).toMatch(/retry after \d+ s/);

    const usage = await vis(['scan', String(syntheticId), '--platforms', 'assistant_z']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/unknown platform assistant_z/);

    const down = await vis(['account'], { VIS_API_KEY: owner.apiKey, VIS_BASE_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(7);
    expect(down.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('reads VIS_API_KEY and VIS_BASE_URL from ./.env when present', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vis-env-'));
    try {
      writeFileSync(join(dir, '.env'), `VIS_API_KEY=${owner.apiKey}\nVIS_BASE_URL=${stack.baseUrl}\n`);
      const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIS_')));
      const { stdout } = await run(process.execPath, [VIS, 'account', '--json'], { cwd: dir, env: clean });
      expect(JSON.parse(stdout).agents[0].syntheticId).toBe(syntheticId);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
