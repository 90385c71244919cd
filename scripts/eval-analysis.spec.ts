import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnswerVerdict, analyzeAnswer, type CorpusCase } from '#analysis';
import type { BrandProfile } from '#contracts';
import { type LoopbackServer, startLoopbackServer } from '../apps/platforms/src/providers/testing/loopback-server.js';
import { answerOfJudgeRequest, judgeChatCompletionBody } from '../apps/scans/src/judge/testing/judge-wire.js';

const BRAND: BrandProfile = {
  name: 'Acme',
  aliases: ['Acme CRM'],
  domains: ['acme.com'],
  products: ['Acme Pipeline'],
  knownCompetitors: ['HubSpot', 'Pipedrive'],
  category: 'CRM software',
};

/** Three answers; the labels of the two the judge answers are its verdicts, the third's the rules'. */
const TEXTS = {
  ranked: 'Best CRMs for a small agency:\n1. HubSpot – free tier.\n2. Acme – the easiest to set up.\n3. Pipedrive.',
  sceptical: 'Acme is fine, though Pipedrive and HubSpot do pipelines better; users report slow support at Acme.',
  failing: 'For a two-person team, Zoho or Acme CRM both work; Acme is cheaper.',
};
const JUDGED: Record<'ranked' | 'sceptical', AnswerVerdict> = {
  ranked: { mentioned: true, position: 2, sentiment: 'positive', competitors: ['HubSpot', 'Pipedrive'] },
  sceptical: { mentioned: true, position: 1, sentiment: 'negative', competitors: ['Pipedrive', 'HubSpot'] },
};

function rulesOf(text: string): AnswerVerdict {
  const { mentioned, position, sentiment, competitors } = analyzeAnswer({ text, citations: [], brand: BRAND });
  return { mentioned, position, sentiment, competitors };
}

function labelled(id: string, text: string, verdict: AnswerVerdict): CorpusCase {
  return { id, brand: BRAND, text, citations: [], expected: { ...verdict, citedSources: [] } };
}

/**
 * The evaluation script's model-judge wiring: JUDGE_* pointing at a loopback Chat Completions
 * server, `--corpus` at a corpus this test writes. The script is run as it is (its top-level
 * main), its printed figures read back.
 */
describe('scripts/eval-analysis.ts with a model judge', () => {
  let server: LoopbackServer;
  let corpusDir: string;
  const printed: string[] = [];
  const saved = { argv: process.argv, env: { ...process.env }, exitCode: process.exitCode };

  beforeAll(async () => {
    server = await startLoopbackServer((request) => {
      const answer = answerOfJudgeRequest(request.json);
      if (answer === TEXTS.ranked) return { body: judgeChatCompletionBody({ content: JSON.stringify(JUDGED.ranked) }) };
      if (answer === TEXTS.sceptical) {
        return { body: judgeChatCompletionBody({ content: JSON.stringify(JUDGED.sceptical) }) };
      }
      return { status: 500, body: { error: { message: 'overloaded', type: 'server_error', param: null, code: null } } };
    });
    corpusDir = mkdtempSync(join(tmpdir(), 'judge-corpus-'));
    const cases = [
      labelled('a-ranked', TEXTS.ranked, JUDGED.ranked),
      labelled('b-sceptical', TEXTS.sceptical, JUDGED.sceptical),
      labelled('c-failing', TEXTS.failing, rulesOf(TEXTS.failing)),
    ];
    writeFileSync(join(corpusDir, 'tiny.json'), JSON.stringify(cases));
    process.argv = [...process.argv.slice(0, 2), '--corpus', corpusDir];
    Object.assign(process.env, {
      JUDGE_PROVIDER: 'openai-compatible',
      JUDGE_BASE_URL: `${server.url}/v1`,
      JUDGE_MODEL: 'qwen2.5:7b',
      JUDGE_MAX_ATTEMPTS: '1',
    });
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    await import('./eval-analysis.js');
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    process.argv = saved.argv;
    for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
    process.exitCode = saved.exitCode;
    rmSync(corpusDir, { recursive: true, force: true });
    await server.close();
  });

  it('asks the judge about every case and scores what the service would report', () => {
    expect(server.requests).toHaveLength(3);
    const output = printed.join('\n');
    expect(output).toContain(`corpus ${corpusDir}: 3 cases`);
    expect(output).toContain('model judge qwen2.5:7b: 2 of 3 answers judged');
    // The judged answers score as their labels, the failed one as the rules' verdict (its label here).
    expect(output).toMatch(/mention F1 +model 1\.000/);
    expect(output).toMatch(/position exact +model 1\.000/);
    expect(output).toMatch(/sentiment macro-F1 +model 1\.000/);
    expect(output).toMatch(/competitors +model P 1\.000 R 1\.000 F1 1\.000/);
    expect(output).toMatch(/1 judgements failed; first: c-failing http: openai-compatible answered HTTP 500/);
  });

  it('counts where the judge and the rules disagree, per field', () => {
    const fields = ['mentioned', 'position', 'sentiment', 'competitors'] as const;
    const counts = Object.fromEntries(fields.map((field) => [field, 0]));
    for (const key of ['ranked', 'sceptical'] as const) {
      const rules = rulesOf(TEXTS[key]);
      const model = JUDGED[key];
      if (rules.mentioned !== model.mentioned) counts.mentioned += 1;
      if (rules.position !== model.position) counts.position += 1;
      if (rules.sentiment !== model.sentiment) counts.sentiment += 1;
      const names = (list: string[]) => [...new Set(list.map((n) => n.toLowerCase()))].sort().join('|');
      if (names(rules.competitors) !== names(model.competitors)) counts.competitors += 1;
    }
    // The sceptical answer's sentiment is where rules and judge part (else this test would prove little).
    expect(counts.sentiment).toBeGreaterThan(0);
    const line = fields.map((field) => `${field} ${counts[field]}`).join(', ');
    expect(printed.join('\n')).toContain(`disagreements with the rules: ${line}`);
  });
});
