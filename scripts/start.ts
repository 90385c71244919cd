import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '#common';
import { type AppProcess, prefixedLine, startApps, stopApps, waitForReady } from './stack/app-processes.js';
import { ensureInfrastructure, type Infrastructure } from './stack/infrastructure.js';
import { healthPorts, portProblem } from './stack/ports.js';

export interface RunningStack {
  infra: Infrastructure;
  apps: AppProcess[];
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  stopping: boolean;
  stop(): Promise<void>;
}

const say = (line: string) => console.log(`\x1b[1m[start]\x1b[0m      ${line}`);

/**
 * Starts the whole service locally: infrastructure (existing or embedded), the six apps as
 * separate processes with prefixed logs, and waits until the gateway reports ready.
 */
export async function startStack(
  extraEnv: NodeJS.ProcessEnv = {},
  quietApps = false,
  command = 'npm start',
  /** Printed once the ports are known to be free, before anything starts. */
  announce?: string,
): Promise<RunningStack> {
  const started = performance.now();
  const { PORT, HEALTH_PORT } = loadConfig({ ...process.env, ...extraEnv });
  const problem = await portProblem(PORT, command);
  if (problem) throw new Error(problem);
  if (announce) console.log(announce);
  const infra = await ensureInfrastructure(join(process.cwd(), '.data'), say);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
  };
  const config = loadConfig(env);
  // One HEALTH_PORT would have the five services collide: each gets its own, beside PORT.
  const perApp =
    HEALTH_PORT === undefined
      ? Object.fromEntries(Object.entries(healthPorts(PORT)).map(([app, port]) => [app, { HEALTH_PORT: String(port) }]))
      : undefined;
  const apps = startApps({
    env,
    perApp,
    onLine: quietApps ? () => undefined : (app, line) => console.log(prefixedLine(app, line)),
  });
  const baseUrl = `http://127.0.0.1:${config.PORT}`;
  const stop = async () => {
    await stopApps(apps);
    await infra.stop();
  };
  try {
    await waitForReady(`${baseUrl}/health/ready`, 60_000, () => apps.every((a) => a.child.exitCode === null));
  } catch (error) {
    await stop();
    throw error;
  }
  say(`all six apps ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { infra, apps, baseUrl, env, stop, stopping: false };
}

export function stopOnSignals(stack: RunningStack): void {
  const stop = async (signal: string) => {
    if (stack.stopping) return;
    stack.stopping = true;
    say(`${signal}: stopping all apps …`);
    await stack.stop();
    say('stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  try {
    const stack = await startStack();
    stopOnSignals(stack);
    say(`API:     ${stack.baseUrl}/api/visibility`);
    say(`Docs:    ${stack.baseUrl}/api/docs`);
    say(`Ready:   ${stack.baseUrl}/health/ready`);
    if (stack.infra.started.length) say(`Started: ${stack.infra.started.join(', ')}`);
    say('Press Ctrl-C to stop.');
    // A crashed app is reported, not silently left dead.
    for (const app of stack.apps)
      void app.exited.then((code) => !stack.stopping && say(`${app.name} exited unexpectedly (${code})`));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
