import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const run = promisify(execFile);
const TSC = resolve('node_modules/typescript/bin/tsc');
const VIS = resolve('libs/sdk/dist/cli/vis.js');

/**
 * `vis scan --wait` on a scan that fails: every simulated run fails for good, so the scan fails
 * (fewer than half of its runs succeeded). A stack of its own: the setting is the whole stack's.
 */
describe('vis on a failing scan', () => {
  let stack: TestStack;
  let owner: TestAccount;

  beforeAll(async () => {
    [stack] = await Promise.all([
      startTestStack({ SIMULATOR_FATAL_FAILURE_RATE: '1' }),
      run(process.execPath, [TSC, '-p', 'libs/sdk/tsconfig.json']).then(() =>
        run(process.execPath, [TSC, '-p', 'libs/sdk/tsconfig.cli.json']),
      ),
    ]);
    owner = await createAccount(stack, 'pro');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  function vis(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VIS_')));
    return new Promise((done) => {
      execFile(
        process.execPath,
        [VIS, ...args],
        { env: { ...clean, VIS_API_KEY: owner.apiKey, VIS_BASE_URL: stack.baseUrl }, timeout: 90_000 },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  }

  it('exits 6 with the reason, from the event stream and by polling', async () => {
    const streamed = await vis(['scan', 'https://www.doomed.example', '--max-queries', '8', '--wait']);
    expect(streamed.code).toBe(6);
    expect(streamed.stdout).toBe('');
    expect(streamed.stderr).toMatch(/vis: scan scn_\S+ failed: \S.*/);
    expect(streamed.stderr).toMatch(/runs \| failed/);

    const polled = await vis([
      'scan',
      'https://www.doomed-too.example',
      '--max-queries',
      '8',
      '--wait',
      '--no-events',
      '--poll-interval',
      '0.2',
      '--json',
    ]);
    expect(polled.code).toBe(6);
    expect(polled.stdout).toBe('');
    expect(JSON.parse(polled.stderr).error).toMatch(/^scan scn_\S+ failed: \S/);
  }, 90_000);
});
