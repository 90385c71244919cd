import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import {
  APPS,
  type AppName,
  type AppProcess,
  startApp,
  stopApps,
  waitForReady,
} from '../../scripts/stack/app-processes.js';
import { ensureDatabase } from '../../scripts/stack/infrastructure.js';
import { freePort } from './free-port.js';
import { stackReadyTimeoutMs } from './ready-timeout.js';

const run = promisify(execFile);

const ADMIN_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';

export interface TestStack {
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  prefix: string;
  databaseUrl: string;
  apps: Map<AppName, AppProcess>;
  /** The HTTP port of each service (probes and /metrics); the gateway's is `baseUrl`. */
  healthPorts: Partial<Record<AppName, number>>;
  /** Output lines of every app, for assertions on logs. */
  logs: { app: AppName; line: string }[];
  /** SIGKILL one app (no graceful shutdown), as a crash would. */
  kill(app: AppName): Promise<void>;
  /** Starts an app again with the same environment and waits for its health port. */
  restart(app: AppName): Promise<void>;
  /** Runs the operator CLI against this stack and parses its JSON output. */
  cli<T = Record<string, unknown>>(...args: string[]): Promise<T>;
  /** Runs SQL against this stack's database. */
  sql<T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * Boots the five real apps as processes against the machine's PostgreSQL and NATS, isolated per
 * stack: a database of its own, a NATS prefix of its own (subjects, streams, consumers, buckets)
 * and free ports, so that two runs (or two files) never see each other.
 */
export async function startTestStack(
  overrides: NodeJS.ProcessEnv = {},
  apps: readonly AppName[] = APPS,
  options: {
    createDatabase?: boolean;
    /** Another build of the apps (a benchmark's baseline); default `dist`. */
    distDir?: string;
  } = {},
): Promise<TestStack> {
  const id = randomBytes(4).toString('hex');
  const prefix = `e2e_${id}`;
  const databaseUrl = ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/vis_e2e_${id}`);
  // Without it, the apps meet a database that does not exist yet, as on a fresh install.
  if (options.createDatabase !== false) await ensureDatabase(databaseUrl);
  const port = await freePort();
  const perApp: Partial<Record<AppName, NodeJS.ProcessEnv>> = {};
  const healthPorts: Partial<Record<AppName, number>> = {};
  for (const app of APPS) {
    if (app === 'gateway') continue;
    healthPorts[app] = await freePort();
    perApp[app] = { HEALTH_PORT: String(healthPorts[app]) };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    NATS_URL,
    NATS_PREFIX: prefix,
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_FORMAT: 'json',
    SIMULATOR_LATENCY_MS: '0',
    ...overrides,
  };
  const logs: TestStack['logs'] = [];
  const appOptions = {
    env,
    perApp,
    distDir: options.distDir,
    onLine: (app: AppName, line: string) => logs.push({ app, line }),
  };
  const running = new Map<AppName, AppProcess>();
  for (const app of apps) running.set(app, startApp(app, appOptions));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stack: TestStack = {
    baseUrl,
    env,
    prefix,
    databaseUrl,
    apps: running,
    healthPorts,
    logs,
    async kill(app) {
      const proc = running.get(app);
      if (!proc) return;
      proc.child.kill('SIGKILL');
      await proc.exited;
    },
    async restart(app) {
      const proc = startApp(app, appOptions);
      running.set(app, proc);
      const url = app === 'gateway' ? `${baseUrl}/health/live` : `http://127.0.0.1:${healthPorts[app]}/health/ready`;
      // As long as a stack's boot may take: a restart on a loaded machine took over 30 s.
      await waitForReady(url, stackReadyTimeoutMs(), () => proc.child.exitCode === null);
    },
    async cli<T>(...args: string[]) {
      const { stdout } = await run(process.execPath, ['dist/scripts/cli.js', ...args], { env });
      return JSON.parse(stdout) as T;
    },
    async sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async stop() {
      await stopApps([...running.values()], 5_000);
      await dropNatsResources(prefix);
      await dropDatabase(databaseUrl);
    },
  };
  try {
    if (apps.includes('gateway') && apps.length === APPS.length) {
      await waitForReady(`${baseUrl}/health/ready`, stackReadyTimeoutMs(), () =>
        [...running.values()].every((a) => a.child.exitCode === null),
      );
    }
  } catch (error) {
    const tail = logs
      .slice(-40)
      .map((l) => `[${l.app}] ${l.line}`)
      .join('\n');
    await stack.stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n--- last app output ---\n${tail}`);
  }
  return stack;
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function dropNatsResources(prefix: string): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      // KV buckets are streams named KV_<bucket>.
      if (name.startsWith(prefix) || name.startsWith(`KV_${prefix}`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}
