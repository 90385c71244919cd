import { describe, expect, it } from 'vitest';
import { AppError, type ServiceClient } from '#common';
import { ACCOUNTS, type BrandProfile, CATALOG, type ScanInputsResponse } from '#contracts';
import type { ScanEventsPublisher } from '../events/scan-events.publisher.js';
import type { ScanStatusReadModel } from '../reports/scan-status-read-model.js';
import type { ScanState, ScanStore } from '../store/scan-store.js';
import type { RunDispatcher } from './run-dispatcher.js';
import type { ScanFinalizer } from './scan-finalizer.js';
import { ScanPreparer } from './scan-preparer.js';

const BRAND: BrandProfile = { name: 'Acme', aliases: [], domains: ['acme.com'], products: [], knownCompetitors: [] };
const INPUTS: ScanInputsResponse = {
  brand: BRAND,
  topics: [{ id: 't1', name: 'CRM', queries: [{ id: 'q1', query: 'best CRM' }] }],
  personas: [],
};

/** One scan's world: its row, and what each collaborator was asked, in order. */
function world(options: { settleFailures?: number } = {}) {
  const events: string[] = [];
  let settleFailures = options.settleFailures ?? 0;
  const scan = {
    id: 's1',
    syntheticId: 7,
    accountId: 'a1',
    mode: 'batch',
    maxQueries: 1,
    samples: 1,
    status: 'preparing',
    platforms: ['chatgpt'],
    totalRuns: 0,
    brand: null as BrandProfile | null,
    personas: null,
  };
  const store = {
    findScan: async () => ({ ...scan }) as unknown as ScanState,
    setPhase: async () => undefined,
    setSiteRead: async () => undefined,
    startRunning: async (_id: string, plan: unknown[]) => {
      events.push(`plan stored (${plan.length} runs)`);
      Object.assign(scan, { status: 'running', totalRuns: plan.length, brand: BRAND, personas: [] });
      return true;
    },
    pendingRuns: async () => [{ id: 's1:0', platform: 'chatgpt', query: 'best CRM', personaId: null, sample: 1 }],
    touch: async () => undefined,
  } as unknown as ScanStore;
  const dispatcher = {
    dispatch: async (_context: unknown, runs: unknown[]) => {
      events.push(`dispatched ${runs.length}`);
    },
  } as unknown as RunDispatcher;
  const catalog = {
    send: async (subject: string) => {
      if (subject === CATALOG.prepareAgent) {
        return { agent: { knowledgeStatus: 'ready' }, siteFetched: false, defaultTopicsCreated: 0 };
      }
      return INPUTS;
    },
  } as unknown as ServiceClient;
  const accounts = {
    send: async (subject: string, body: { amount: number }) => {
      expect(subject).toBe(ACCOUNTS.settleCredits);
      if (settleFailures-- > 0) {
        events.push('settle failed');
        throw new AppError('UNAVAILABLE', 'accounts is down');
      }
      events.push(`settled ${body.amount}`);
      return {};
    },
  } as unknown as ServiceClient;
  const preparer = new ScanPreparer(
    store,
    dispatcher,
    {} as ScanFinalizer,
    catalog,
    accounts,
    { progress: () => undefined } as unknown as ScanEventsPublisher,
    { changed: () => undefined } as unknown as ScanStatusReadModel,
  );
  return { preparer, events };
}

describe('ScanPreparer', () => {
  it('stores the plan and releases the credits it does not need before any run is published', async () => {
    const { preparer, events } = world();
    await preparer.prepare('s1', () => undefined, 1_000);
    expect(events.slice(0, 2).sort()).toEqual(['plan stored (1 runs)', 'settled 1']);
    expect(events[2]).toBe('dispatched 1');
  });

  it('a release that fails after the plan was stored: nothing is published, and the redelivery releases, then publishes', async () => {
    const { preparer, events } = world({ settleFailures: 1 });
    await expect(preparer.prepare('s1', () => undefined, 1_000)).rejects.toThrow('accounts is down');
    expect(events).not.toContain('dispatched 1');
    // The message comes back: the scan is running now, so what is pending is published again.
    await preparer.prepare('s1', () => undefined, 1_000);
    expect(events).toEqual(['settle failed', 'plan stored (1 runs)', 'settled 1', 'dispatched 1']);
  });

  it('a redelivery with accounts still down publishes the runs anyway (the final settlement charges what they use)', async () => {
    const { preparer, events } = world({ settleFailures: 2 });
    await expect(preparer.prepare('s1', () => undefined, 1_000)).rejects.toThrow('accounts is down');
    await preparer.prepare('s1', () => undefined, 1_000);
    expect(events).toEqual(['settle failed', 'plan stored (1 runs)', 'settle failed', 'dispatched 1']);
  });
});
