/**
 * Site fetch benchmark: knowledge-base build time against the loopback fixture site (median
 * of several runs) and the memory taken while fetching a page just under the 2 MB limit and
 * one over it (aborted at the limit).
 *
 *   npx tsc -p tsconfig.build.json && npx node --expose-gc dist/scripts/bench-site-fetch.js
 */
import { performance } from 'node:perf_hooks';
import { buildKnowledgeBase } from '../apps/catalog/src/site/build-knowledge-base.js';
import { SiteFetcher } from '../apps/catalog/src/site/site-fetcher.js';
import { startFixtureSite } from '../apps/catalog/src/site/testing/fixture-site.js';

const RUNS = 15;
const MB = 1024 * 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const collectGarbage = (): void => {
  (globalThis as { gc?: () => void }).gc?.();
};

/**
 * Peak RSS and peak JS memory (heap plus the external buffers that hold response bytes) above
 * the starting point while `task` runs, sampled every millisecond and once after it.
 */
async function peakIncrease(task: () => Promise<unknown>): Promise<{ rss: number; heap: number }> {
  collectGarbage();
  const start = process.memoryUsage();
  const js = (usage: NodeJS.MemoryUsage): number => usage.heapUsed + usage.external;
  let rss = start.rss;
  let heap = js(start);
  const sample = (): void => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, js(now));
  };
  const timer = setInterval(sample, 1);
  try {
    await task();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { rss: rss - start.rss, heap: heap - js(start) };
}

const site = await startFixtureSite();
try {
  const options = { allowPrivateAddresses: true };
  await buildKnowledgeBase(`${site.origin}/`, options);

  const times: number[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const kb = await buildKnowledgeBase(`${site.origin}/`, options);
    times.push(performance.now() - started);
    pages = kb.sources.length;
  }

  const fetcher = new SiteFetcher(options);
  const homeTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await fetcher.fetchPage(`${site.origin}/`);
    homeTimes.push(performance.now() - started);
  }

  // The aborted fetch first, so that its RSS is not hidden by pages the other one left behind.
  const overLimit = await peakIncrease(() => fetcher.fetchPage(`${site.origin}/big`).catch((error: unknown) => error));
  const underLimit = await peakIncrease(() => fetcher.fetchPage(`${site.origin}/two-mb`));
  await fetcher.close();

  const ms = (value: number): string => `${value.toFixed(1)} ms`;
  const mb = (value: number): string => `${(value / MB).toFixed(1)} MB`;
  console.log(
    `node ${process.version}, ${RUNS} runs, gc ${typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'exposed' : 'not exposed'}`,
  );
  console.log(
    `knowledge base (${pages} pages, loopback):  median ${ms(median(times))}  min ${ms(Math.min(...times))}  max ${ms(Math.max(...times))}`,
  );
  console.log(`single page fetch (home, keep-alive):      median ${ms(median(homeTimes))}`);
  console.log(
    `2 MB page (just under the limit):          peak RSS +${mb(underLimit.rss)}  peak heap+external +${mb(underLimit.heap)}`,
  );
  console.log(
    `3 MB page (aborted at the 2 MB limit):     peak RSS +${mb(overLimit.rss)}  peak heap+external +${mb(overLimit.heap)}`,
  );
} finally {
  await site.close();
}
