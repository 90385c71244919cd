/**
 * Resident memory of each app (issue 19, must-have 3), in one run against the five real apps
 * booted by the e2e harness: after boot (20 s after the stack is ready), right after a load (a burst
 * of 100-run scans at zero latency and GET /report reads of a 100-run scan), and 60 s later.
 * Goal: each app under 150 MB after boot, and back under 1.3× its boot figure within 60 s.
 * Beside RSS, each app's V8 heap (used / total) and external memory from its /metrics, which say
 * whether what stays is heap or not.
 *
 *   npx tsc -p tsconfig.build.json && npx node dist/scripts/bench-memory.js [--scans 10] [--reads 300] [--snapshots DIR] [--boot-only]
 *
 * `--snapshots DIR`: every app takes a V8 heap snapshot there after boot and 60 s after the load
 * (--heapsnapshot-signal=SIGUSR2), to compare in Chrome DevTools (Memory, Comparison).
 * The apps inherit this script's environment: run it with e.g. NODE_OPTIONS='--max-old-space-size=333
 * --max-semi-space-size=8' MALLOC_ARENA_MAX=2 to measure the image's settings.
 * `memorySection()` is exported for scripts that print several sections (bench-reads).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ACCOUNTS, type CreateAccountResponse, type CreateKeyResponse } from '#contracts';
import { type FixtureSite, startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';
import { closeNatsRequests, natsRequest } from '../test/harness/nats-request.js';
import { startTestStack, type TestStack } from '../test/harness/test-stack.js';
import type { AppName } from './stack/app-processes.js';

export interface MemoryOptions {
  distDir?: string;
  /** 100-run scans at once in the load (default 10). */
  scans?: number;
  /** GET /report reads in the load, 16 at a time (default 300). */
  reads?: number;
  /** A directory for heap snapshots (after boot and 60 s after the load); none by default. */
  snapshots?: string;
  /** Only the figures after boot (no load), to compare what the apps load. */
  bootOnly?: boolean;
  log?: (line: string) => void;
}

export interface AppMemory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

export interface MemoryFigures {
  boot: Record<string, AppMemory>;
  afterLoad?: Record<string, AppMemory>;
  after60s?: Record<string, AppMemory>;
  load: [number, number];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MB = 1024 * 1024;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function metric(url: string, names: string[]): Promise<number[]> {
  const text = await (await fetch(url)).text();
  return names.map((name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN));
}

async function measure(stack: TestStack): Promise<Record<string, AppMemory>> {
  const figures: Record<string, AppMemory> = {};
  for (const [name, app] of stack.apps) {
    const port = name === 'gateway' ? new URL(stack.baseUrl).port : stack.healthPorts[name as AppName];
    const [heapUsed, heapTotal, external] = await metric(`http://127.0.0.1:${port}/metrics`, [
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_size_total_bytes',
      'nodejs_external_memory_bytes',
    ]);
    figures[name] = {
      rssMb: rssMb(app.child.pid!),
      heapUsedMb: heapUsed! / MB,
      heapTotalMb: heapTotal! / MB,
      externalMb: external! / MB,
    };
  }
  return figures;
}

/** Each app writes a heap snapshot; it blocks its event loop meanwhile, so an answer again means it is written. */
async function snapshot(stack: TestStack): Promise<void> {
  for (const app of stack.apps.values()) app.child.kill('SIGUSR2');
  await sleep(1_000);
  for (const name of stack.apps.keys()) {
    const port = name === 'gateway' ? new URL(stack.baseUrl).port : stack.healthPorts[name];
    for (let tries = 0; tries < 300; tries++) {
      const live = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(1_000) }).catch(
        () => undefined,
      );
      if (live?.ok) break;
    }
  }
}

async function call(stack: TestStack, method: string, path: string, apiKey: string, body?: object) {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function waitFinished(stack: TestStack, scanIds: string[]): Promise<void> {
  for (;;) {
    const [row] = await stack.sql<{ active: number }>(
      `select count(*) filter (where status in ('preparing', 'running'))::int as active from scans.scans where id = any($1)`,
      [scanIds],
    );
    if (row?.active === 0) return;
    await sleep(200);
  }
}

async function agent(stack: TestStack, site: FixtureSite, host: string, keys = 0) {
  const account = await natsRequest<CreateAccountResponse>(stack, ACCOUNTS.createAccount, {
    email: `${host}-${Math.random().toString(36).slice(2)}@bench.example.com`,
    plan: 'pro',
  });
  const extra = await Promise.all(
    Array.from({ length: keys }, () =>
      natsRequest<CreateKeyResponse>(stack, ACCOUNTS.createKey, { accountId: account.accountId }),
    ),
  );
  const first = await call(stack, 'POST', '/api/visibility/scan', account.apiKey, {
    url: `http://${host}:${site.port}/`,
    maxQueries: 4,
  });
  if (first.status !== 202) throw new Error(`trigger answered ${first.status}`);
  await waitFinished(stack, [first.body.scanId]);
  const topic = await call(stack, 'POST', '/api/visibility/topics', account.apiKey, {
    syntheticId: first.body.syntheticId,
    name: 'Benchmark',
    queries: Array.from({ length: 25 }, (_, i) => ({
      query: `Which ${host.split('.')[0]} alternative suits team ${i + 1}?`,
    })),
  });
  if (topic.status !== 201) throw new Error(`adding a topic answered ${topic.status}`);
  return { keys: [account.apiKey, ...extra.map((k) => k.apiKey)], syntheticId: first.body.syntheticId as number };
}

export async function memorySection(options: MemoryOptions = {}): Promise<MemoryFigures> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[bench-memory] ${line}\n`));
  const scans = options.scans ?? 10;
  const reads = options.reads ?? 300;
  const loadBefore = loadavg()[0]!;
  const site = await startFixtureSite();
  const hosts = Array.from({ length: scans }, (_, i) => `memory-brand-${i}.test`);
  const stack = await startTestStack(
    {
      SIMULATOR_LATENCY_MS: '0',
      LOG_LEVEL: 'warn',
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      SITE_FETCH_RESOLVE: hosts.map((h) => `${h}=127.0.0.1`).join(','),
      ...(options.snapshots
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${options.snapshots}`,
          }
        : {}),
    },
    undefined,
    { distDir: options.distDir },
  );
  try {
    // Boot allocates in bursts (modules, migrations, consumers); V8 gives the grown heap back once
    // the process is quiet for a few seconds (its memory reducer): measured once that is done.
    await sleep(20_000);
    const boot = await measure(stack);
    if (options.snapshots) await snapshot(stack);
    if (options.bootOnly) return { boot, load: [loadBefore, loadavg()[0]!] };
    log('booted; preparing agents');
    const agents = [];
    for (let i = 0; i < scans; i += 5) {
      agents.push(
        ...(await Promise.all(
          hosts.slice(i, i + 5).map((h, j) => agent(stack, site, h, i + j === 0 ? reads / 50 : 0)),
        )),
      );
    }
    log(`load: ${scans} scans of 100 runs at once, then ${reads} report reads`);
    const triggered = await Promise.all(
      agents.map((a) =>
        call(stack, 'POST', '/api/visibility/scan', a.keys[0]!, { syntheticId: a.syntheticId, maxQueries: 100 }),
      ),
    );
    await waitFinished(
      stack,
      triggered.map((t) => t.body.scanId),
    );
    const reader = agents[0]!;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < reads) {
          const n = next++;
          const res = await call(
            stack,
            'GET',
            `/api/visibility/report?syntheticId=${reader.syntheticId}`,
            reader.keys[1 + (n % (reader.keys.length - 1))]!,
          );
          if (res.status !== 200) throw new Error(`report answered ${res.status}`);
        }
      }),
    );
    const afterLoad = await measure(stack);
    log('load done; waiting 60 s');
    await sleep(60_000);
    const after60s = await measure(stack);
    if (options.snapshots) await snapshot(stack);
    return { boot, afterLoad, after60s, load: [loadBefore, loadavg()[0]!] };
  } finally {
    await stack.stop();
    await site.close();
  }
}

function table(figures: MemoryFigures): string {
  const lines = [
    'app            boot RSS (heap used/total, ext)   after load RSS   60 s later RSS (heap used/total)   ratio',
  ];
  for (const app of Object.keys(figures.boot)) {
    const b = figures.boot[app]!;
    const l = figures.afterLoad?.[app];
    const a = figures.after60s?.[app];
    if (!l || !a) {
      lines.push(
        `${app.padEnd(14)} ${b.rssMb.toFixed(0).padStart(4)} MB (${b.heapUsedMb.toFixed(0)}/${b.heapTotalMb.toFixed(0)}, ${b.externalMb.toFixed(0)})`,
      );
      continue;
    }
    lines.push(
      `${app.padEnd(14)} ${b.rssMb.toFixed(0).padStart(4)} MB (${b.heapUsedMb.toFixed(0)}/${b.heapTotalMb.toFixed(0)}, ${b.externalMb.toFixed(0)})`.padEnd(
        50,
      ) +
        `${l.rssMb.toFixed(0).padStart(4)} MB`.padEnd(17) +
        `${a.rssMb.toFixed(0).padStart(4)} MB (${a.heapUsedMb.toFixed(0)}/${a.heapTotalMb.toFixed(0)})`.padEnd(35) +
        `${(a.rssMb / b.rssMb).toFixed(2)}×`,
    );
  }
  lines.push(`load average ${figures.load[0].toFixed(2)} → ${figures.load[1].toFixed(2)}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      scans: { type: 'string', default: '10' },
      reads: { type: 'string', default: '300' },
      snapshots: { type: 'string' },
      baseline: { type: 'string' },
      'boot-only': { type: 'boolean', default: false },
    },
  });
  const options = {
    scans: Number(args.scans),
    reads: Number(args.reads),
    snapshots: args.snapshots,
    bootOnly: args['boot-only'],
  };
  try {
    const figures = await memorySection(options);
    console.log(
      `\nResident memory per app, Node ${process.version}: goal < 150 MB at boot, ≤ 1.3× of it 60 s after a load\n`,
    );
    console.log(table(figures));
    if (args.baseline) {
      console.log(`\nbaseline ${args.baseline}:`);
      console.log(table(await memorySection({ ...options, distDir: args.baseline })));
    }
  } finally {
    await closeNatsRequests();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
