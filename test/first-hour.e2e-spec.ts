import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { waitForReady } from '../scripts/stack/app-processes.js';
import { freePort } from './harness/free-port.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

/**
 * The node command of an npm script, after its build step (`node --env-file-if-exists=.env …
 * dist/scripts/x.js`), with the script's path made absolute so that it runs from another directory.
 */
function nodeArgs(script: 'start' | 'demo'): string[] {
  const command = pkg.scripts[script].split('&&').at(-1)!.trim().split(/\s+/);
  expect(command[0]).toBe('node');
  return command.slice(1).map((arg) => (arg.startsWith('dist/') ? resolve(arg) : arg));
}

/**
 * Runs an npm script's node command in a fresh directory holding only a `.env`, with no PORT in
 * the environment: what it knows of the port comes from the file.
 */
function runIn(script: 'start' | 'demo', dotenv: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vis-first-hour-'));
  writeFileSync(join(dir, '.env'), dotenv);
  const { PORT: _port, PUBLIC_BASE_URL: _base, ...env } = process.env;
  return new Promise<{ code: number | null; output: string; files: string[] }>((done) => {
    execFile(process.execPath, nodeArgs(script), { cwd: dir, env, timeout: 60_000 }, (error, stdout, stderr) => {
      const files = readdirSync(dir);
      rmSync(dir, { recursive: true, force: true });
      done({ code: error ? (error.code as number | null) : 0, output: `${stdout}${stderr}`, files });
    });
  });
}

describe('the first hour: npm start and npm run demo', () => {
  const servers: Server[] = [];
  let stack: TestStack | undefined;
  afterAll(async () => {
    for (const server of servers) server.close();
    await stack?.stop();
  });

  it('read PORT from .env, and refuse a port another program holds instead of using it', {
    timeout: 150_000,
  }, async () => {
    const port = await freePort();
    const other = createServer((_req, res) => res.end('not ours'));
    servers.push(other);
    await new Promise<void>((r) => other.listen(port, r));

    for (const script of ['demo', 'start'] as const) {
      const run = await runIn(script, `# a newcomer's settings\nPORT=${port}\n`);
      expect(run.code).toBe(1);
      expect(run.output).toContain(`Port ${port} is already in use: another program listens there.`);
      expect(run.output).toContain(`PORT=${port + 200} npm ${script === 'demo' ? 'run demo' : 'start'}`);
      // Refused before anything started: no embedded database under ./.data, and no word of starting.
      expect(run.files).not.toContain('.data');
      expect(run.output).not.toContain('Starting the six apps');
    }
  });

  it('say when the port is held by another stack of this service', { timeout: 150_000 }, async () => {
    stack = await startTestStack({}, ['gateway']);
    await waitForReady(`${stack.baseUrl}/health/live`, 90_000, () => true);
    const port = Number(new URL(stack.baseUrl).port);
    const run = await runIn('demo', `PORT=${port}\n`);
    expect(run.code).toBe(1);
    expect(run.output).toContain('another stack of this service answers there');
  });
});
