import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

export const APPS = ['accounts', 'catalog', 'scans', 'platforms', 'notifications', 'gateway'] as const;
export type AppName = (typeof APPS)[number];

const COLORS: Record<AppName, number> = {
  gateway: 36,
  accounts: 32,
  catalog: 33,
  scans: 35,
  platforms: 34,
  notifications: 31,
};

export interface AppProcess {
  name: AppName;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export interface StartAppsOptions {
  env: NodeJS.ProcessEnv;
  apps?: readonly AppName[];
  /** Where each output line goes; default: stdout with a coloured `[app]` prefix. */
  onLine?: (app: AppName, line: string) => void;
  /** Extra environment per app (e.g. distinct health ports). */
  perApp?: Partial<Record<AppName, NodeJS.ProcessEnv>>;
  distDir?: string;
  /** Extra Node flags per app (e.g. `--cpu-prof` for a profile of one app under a benchmark). */
  nodeFlags?: Partial<Record<AppName, string[]>>;
}

export function prefixedLine(app: AppName, line: string): string {
  const tag = `[${app}]`.padEnd(12);
  return process.stdout.isTTY ? `\x1b[${COLORS[app]}m${tag}\x1b[0m ${line}` : `${tag} ${line}`;
}

/** Starts one compiled app as its own process, with the Node that runs this script. */
export function startApp(name: AppName, options: StartAppsOptions): AppProcess {
  const dist = options.distDir ?? 'dist';
  const preload = resolve(dist, 'libs/common/src/observability/telemetry-preload.js');
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      // The image's young-generation limit (docs/operations.md, "Memory"), so that local runs and
      // benchmarks hold what a pod holds.
      '--max-semi-space-size=8',
      ...(options.nodeFlags?.[name] ?? []),
      // OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (a no-op otherwise); a build from
      // before it (a benchmark's baseline) has none.
      ...(existsSync(preload) ? ['--import', pathToFileURL(preload).href] : []),
      `${dist}/apps/${name}/src/main.js`,
    ],
    {
      // The image's malloc arenas (two), unless the environment says otherwise.
      env: { MALLOC_ARENA_MAX: '2', ...options.env, ...options.perApp?.[name] },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const onLine = options.onLine ?? ((app, line) => console.log(prefixedLine(app, line)));
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => onLine(name, line));
  }
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 0)),
  );
  return { name, child, exited };
}

export function startApps(options: StartAppsOptions): AppProcess[] {
  return (options.apps ?? APPS).map((name) => startApp(name, options));
}

/** SIGTERM (graceful: NATS drains, HTTP closes), then SIGKILL after the grace period. */
export async function stopApps(apps: AppProcess[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    apps.map(async (app) => {
      if (app.child.exitCode !== null || app.child.signalCode !== null) return;
      app.child.kill('SIGTERM');
      const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
      await app.exited;
      clearTimeout(timer);
    }),
  );
}

/** Polls a readiness URL until it answers 200, or fails after `timeoutMs`. */
export async function waitForReady(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`a process exited before ${url} became ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}
