import { describe, expect, it } from 'vitest';
import type { AskRequest, PlatformKey } from '#contracts';
import { ProviderError } from '../providers/provider-error.js';
import { askRequest, TEST_BRAND } from '../providers/testing/ask-request.js';
import { composeAnswer } from './answer-composer.js';
import { SeededRandom } from './seeded-random.js';
import { competitorPool } from './simulated-market.js';
import { SimulatorAdapter } from './simulator-adapter.js';

const opts = { signal: new AbortController().signal, model: 'ignored' };
const QUERIES = Array.from({ length: 60 }, (_, i) => `best project management tool for use case ${i}`);

function outcomes(platform: PlatformKey) {
  return QUERIES.map((query) =>
    composeAnswer(askRequest({ platform, query }), new SeededRandom('answer', query, platform)),
  );
}

describe('SimulatorAdapter', () => {
  it('gives the same answer for the same (seed, query, persona, platform, brand)', async () => {
    const simulator = new SimulatorAdapter();
    const req = askRequest({
      persona: { id: 'per_1', name: 'Dana', role: 'Agency owner', goals: ['Win more clients'] },
    });
    const first = await simulator.ask(req, opts);
    const again = await new SimulatorAdapter().ask(structuredClone(req), opts);
    expect({ ...again, latencyMs: 0 }).toEqual({ ...first, latencyMs: 0 });
    expect(first.model).toBe('simulator/assistant_a-batch');
    expect(first.usage).toMatchObject({ costUsd: 0, calls: 1 });
    expect(first.usage.outputTokens).toBeGreaterThan(10);

    const variants: Partial<AskRequest>[] = [
      { seed: 'scan-2' },
      { query: 'Which tool should a small agency use?' },
      { persona: null },
      { platform: 'assistant_b' },
      { subject: { ...TEST_BRAND, name: 'Zenith', domains: ['zenith.io'] } },
    ];
    for (const change of variants) {
      const other = await simulator.ask({ ...req, ...change }, opts);
      expect(other.text).not.toBe(first.text);
    }
  });

  it('mentions the brand in some answers and not others, at varied positions and sentiments', () => {
    const all = (['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const).flatMap(outcomes);
    const kinds = new Set(all.map((a) => a.outcome.kind));
    expect(kinds).toEqual(new Set(['present', 'absent', 'unknown']));
    const present = all.flatMap((a) => (a.outcome.kind === 'present' ? [a.outcome] : []));
    expect(new Set(present.map((o) => o.position)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(present.map((o) => o.sentiment))).toEqual(new Set(['positive', 'neutral', 'negative']));
    for (const answer of all) {
      const named = /\bAcme\b/.test(answer.text);
      if (answer.outcome.kind === 'absent') expect(named).toBe(false);
      else expect(named).toBe(true);
      if (answer.outcome.kind === 'unknown')
        expect(answer.text).toMatch(/couldn't find reliable information about Acme/);
    }
  });

  it('writes in each platform’s habits, with competitors and citations', () => {
    const styles = (platform: PlatformKey) => new Set(outcomes(platform).map((a) => a.style));
    expect(styles('assistant_a')).toContain('ranked-list');
    expect(styles('assistant_b')).toContain('prose');
    expect(styles('assistant_c')).toContain('table');
    expect(styles('aio')).toContain('overview');
    const texts = outcomes('assistant_a').map((a) => a.text);
    expect(texts.some((t) => /^1\. \*\*\w+/m.test(t))).toBe(true);
    expect(texts.some((t) => /^\*\*Top pick:\*\*/m.test(t))).toBe(true);
    expect(outcomes('assistant_c').some((a) => a.text.includes('| Option | Best for | Strengths | Drawbacks |'))).toBe(
      true,
    );
    expect(texts.every((t) => ['Globex', 'Initech', 'Umbrella', 'Hooli'].some((c) => t.includes(c)))).toBe(true);
    const urls = outcomes('assistant_a').flatMap((a) => a.citations.map((c) => c.url));
    expect(urls.some((u) => u.includes('acme.com'))).toBe(true);
    expect(urls.some((u) => u.includes('utm_source='))).toBe(true);
    expect(urls.some((u) => /g2\.com|capterra\.com|trustradius\.com/.test(u))).toBe(true);
  });

  it('pads a short competitor list with plausible generic names, never the brand itself', () => {
    const subject = { ...TEST_BRAND, knownCompetitors: ['Globex', 'Acme Corp'] };
    const pool = competitorPool(subject, new SeededRandom('pool'));
    expect(pool[0]).toEqual({ name: 'Globex', domain: 'globex.com', isSubject: false });
    expect(pool.length).toBeGreaterThanOrEqual(4);
    expect(pool.map((b) => b.name)).not.toContain('Acme Corp');
  });

  it('fails a deterministic fraction of runs once, retryably, and lets their retry succeed', async () => {
    const simulator = new SimulatorAdapter({ failureRate: 0.3 });
    let failed = 0;
    for (const query of QUERIES) {
      const req = askRequest({ query });
      const error = await simulator.ask(req, opts).catch((e: unknown) => e);
      if (error instanceof ProviderError) {
        failed += 1;
        expect(error.retryable).toBe(true);
        await expect(simulator.ask(req, opts)).resolves.toMatchObject({ model: 'simulator/assistant_a-batch' });
      }
    }
    expect(failed).toBeGreaterThanOrEqual(10);
    expect(failed).toBeLessThanOrEqual(26);

    const replay = new SimulatorAdapter({ failureRate: 0.3 });
    let replayed = 0;
    for (const query of QUERIES)
      if ((await replay.ask(askRequest({ query }), opts).catch(() => 'x')) === 'x') replayed += 1;
    expect(replayed).toBe(failed);
  });

  it('fails a fraction of runs permanently with a non-retryable error', async () => {
    const simulator = new SimulatorAdapter({ fatalFailureRate: 0.25 });
    const results = await Promise.all(
      QUERIES.map((query) => simulator.ask(askRequest({ query }), opts).catch((e: unknown) => e)),
    );
    const fatal = results.filter((r) => r instanceof ProviderError);
    expect(fatal.length).toBeGreaterThanOrEqual(7);
    expect(fatal.length).toBeLessThanOrEqual(24);
    expect(fatal.every((e) => e instanceof ProviderError && !e.retryable)).toBe(true);
  });

  it('waits its configured latency, and stops when aborted', async () => {
    const started = Date.now();
    await new SimulatorAdapter({ latencyMs: 60, jitterMs: 20 }).ask(askRequest(), opts);
    expect(Date.now() - started).toBeGreaterThanOrEqual(59);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      new SimulatorAdapter({ latencyMs: 5_000 }).ask(askRequest(), { ...opts, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('competitorPool', () => {
  it('never invents a rival that shares a word with the brand', () => {
    const subject = { ...TEST_BRAND, name: 'Northwind Robotics', aliases: [], knownCompetitors: [] };
    for (let seed = 0; seed < 50; seed++) {
      const names = competitorPool(subject, new SeededRandom(`seed-${seed}`)).map((c) => c.name);
      expect(names.length).toBeGreaterThanOrEqual(4);
      expect(names).not.toContain('Northwind');
    }
  });
});
