import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount, waitForScan } from './harness/api-client.js';
import { launchBrowser } from './harness/browser.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

const PLATFORMS = ['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const;
type Platform = (typeof PLATFORMS)[number];
/** What a person reads for each key: the default assistants, answered here by the simulator. */
const NAMES: Record<Platform, string> = {
  assistant_a: 'ChatGPT (simulated)',
  assistant_b: 'Claude (simulated)',
  assistant_c: 'Gemini (simulated)',
  aio: 'Google AI Overviews (simulated)',
};
/** A query whose answers may quote it: a script in it must be shown, never run. */
const SCRIPT_QUERY = 'best tools <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> for teams';

interface PlatformDetail {
  runs: number;
  mentionRate: number;
  avgPosition: number | null;
  sentimentBreakdown: Record<'positive' | 'neutral' | 'negative' | 'none', number>;
}

interface Report {
  syntheticId: number;
  brandName: string;
  overallScore: number;
  platformScores: Record<Platform, number>;
  platformDetails: Record<Platform, PlatformDetail>;
  queryResults: {
    query: string;
    platform: Platform;
    model: string;
    rawResponse: string;
    competitors: string[];
    citedSources: { url: string }[];
    personaId: string | null;
  }[];
  failedRuns: { query: string; platform: string; error: string }[];
  reportUrl: string;
  brandPageUrl: string;
  simulated: boolean;
}

/** interface.md §2.7, written out again here so that the page is checked against the contract, not against itself. */
function expectedLevel(score: number): string {
  if (score <= 20) return 'invisible';
  if (score <= 40) return 'low';
  if (score <= 60) return 'moderate';
  if (score <= 80) return 'strong';
  return 'dominant';
}

/** What a person reads in an element: its rendered text, whitespace folded. */
async function textOf(page: Page, selector: string): Promise<string> {
  // innerText, not textContent: the rendered text (after CSS) is what a person reads
  return (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();
}

describe('report and brand pages in a real browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let owner: TestAccount;
  let report: Report;

  beforeAll(async () => {
    // The browser first: without it the whole file fails at once, with the install instructions.
    browser = await launchBrowser();
    stack = await startTestStack({ SIMULATOR_FATAL_FAILURE_RATE: '0.1' });
    owner = await createAccount(stack, 'pro');
    const trigger = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      url: 'https://www.northwind-robotics.com',
      maxQueries: 24,
    });
    expect(trigger.status).toBe(202);
    const { syntheticId } = trigger.body;
    expect((await waitForScan(stack, owner.apiKey, syntheticId)).scanAvailable).toBe(true);
    // A persona, a topic whose questions carry markup, and a second scan with repeats: a trend of two.
    const persona = await api(stack, owner.apiKey).post('/api/visibility/personas', {
      syntheticId,
      name: 'Plant Manager',
      role: 'plant manager',
      // The simulator quotes a persona's goal in its answers: every such answer carries this markup.
      goals: ['<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> fewer stoppages'],
    });
    expect(persona.status).toBe(201);
    const topic = await api(stack, owner.apiKey).post('/api/visibility/topics', {
      syntheticId,
      name: 'Tricky <b>markup</b>',
      queries: [{ query: SCRIPT_QUERY }, { query: `${SCRIPT_QUERY} in 2026` }, { query: `cheapest ${SCRIPT_QUERY}` }],
    });
    expect(topic.status).toBe(201);
    const again = await api(stack, owner.apiKey).post('/api/visibility/scan', {
      syntheticId,
      maxQueries: 48,
      samples: 2,
    });
    expect(again.status).toBe(202);
    const done = await waitForScan(stack, owner.apiKey, syntheticId);
    expect(done).toMatchObject({ scanAvailable: true, scanId: again.body.scanId });
    const published = await stack.cli<{ slug: string; brandName: string }>(
      'index',
      'publish',
      '--synthetic-id',
      String(syntheticId),
    );
    const res = await api(stack, owner.apiKey).get(`/api/visibility/report?syntheticId=${syntheticId}`);
    expect(res.status).toBe(200);
    report = res.body;
    expect(published.brandName).toBe(report.brandName);
    expect(report.brandPageUrl).toBe(`${stack.baseUrl}/brands/${published.slug}`);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function open(url: string): Promise<{ page: Page; status: number | undefined }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const response = await page.goto(url, { waitUntil: 'load' });
    return { page, status: response?.status() };
  }

  it('shows the report a person can read: name, score, level, charts, tables, every answer', async () => {
    const { page, status } = await open(report.reportUrl);
    try {
      expect(status).toBe(200);
      expect(await page.title()).toContain(report.brandName);
      expect(await textOf(page, 'h1')).toBe(report.brandName);
      expect(await textOf(page, '[data-testid=overall-score]')).toBe(String(report.overallScore));
      // Shown capitalised ("Moderate") by the page's style; the word is the contract's.
      expect((await textOf(page, '[data-testid=visibility-level]')).toLowerCase()).toBe(
        expectedLevel(report.overallScore),
      );
      await expect.poll(() => page.locator('[data-testid=simulated]').isVisible()).toBe(true);
      expect(await textOf(page, '[data-testid=simulated]')).toMatch(/simulat/i);

      // The score chart: one bar per platform, labelled with its key and its score.
      const chart = page
        .locator('section', { has: page.locator('h2', { hasText: 'Score per platform' }) })
        .locator('svg');
      await expect.poll(() => chart.isVisible()).toBe(true);
      const chartText = (await chart.locator('text').allTextContents()).map((t) => t.trim());
      for (const p of PLATFORMS) {
        expect(chartText).toContain(NAMES[p]);
        const label = chartText.indexOf(NAMES[p]);
        expect(chartText[label + 1]).toBe(String(report.platformScores[p]));
      }
      // Error bars: one per platform.
      expect(await chart.locator('g.error-bar').count()).toBe(PLATFORMS.length);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      // The bars are as long as the scores say (the track is the chart's full width).
      const bars = chart.locator('rect:nth-of-type(2)');
      expect(await bars.count()).toBe(PLATFORMS.length);
      for (const [i, p] of PLATFORMS.entries()) {
        expect(await bars.nth(i).getAttribute('width')).toBe(`${report.platformScores[p].toFixed(1)}%`);
      }

      // Mentions, positions and sentiment: a row per platform with the API's figures.
      const rows = page
        .locator('section', { has: page.locator('h2', { hasText: 'Mentions, positions and sentiment' }) })
        .locator('tbody tr');
      expect(await rows.count()).toBe(PLATFORMS.length);
      for (const [i, p] of PLATFORMS.entries()) {
        const cells = (await rows.nth(i).locator('td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
        const detail = report.platformDetails[p];
        expect(cells[0]).toContain(p);
        expect(cells[0]).toContain(NAMES[p]);
        expect(cells[1]).toBe(String(report.platformScores[p]));
        expect(cells[2]).toBe(`${Math.round(detail.mentionRate * 100)}%`);
        expect(cells[3]).toBe(detail.avgPosition === null ? '—' : detail.avgPosition.toFixed(1));
        expect(cells[4]).toBe(String(detail.runs));
        expect(cells[5]).toContain(`positive ${detail.sentimentBreakdown.positive}`);
        expect(await rows.nth(i).locator('svg').count()).toBe(1);
      }

      const competitors = new Set(report.queryResults.flatMap((r) => r.competitors));
      expect(competitors.size).toBeGreaterThan(0);
      const leader = (
        await page.locator('[data-testid=leaderboard] tbody tr').nth(1).locator('td').first().innerText()
      ).trim();
      expect(competitors.has(leader)).toBe(true);
      const domains = await page.locator('[data-testid=citations] td[data-label=Domain]').allInnerTexts();
      expect(domains.length).toBeGreaterThan(0);

      // Every answer is there, and a closed one opens to its raw text.
      const results = page.locator('[data-testid=query-result]');
      expect(await results.count()).toBe(report.queryResults.length);
      const index = report.queryResults.length - 1;
      const item = results.nth(index);
      const answer = item.locator('[data-testid=answer]');
      expect(await answer.isVisible()).toBe(false);
      await item.locator('summary').click();
      await expect.poll(() => answer.isVisible()).toBe(true);
      // Rendered as markdown: the words are there, the markup is not.
      const words = report.queryResults[index]!.rawResponse.replace(/[*_#>|`[\]()]/g, ' ')
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]{7,}$/.test(w));
      const shownText = await answer.innerText();
      expect(words.length).toBeGreaterThan(0);
      expect(words.slice(0, 5).every((w) => shownText.includes(w))).toBe(true);
      expect(shownText).not.toContain('**');
      expect(await textOf(page, `[data-testid=query-result] >> nth=${index}`)).toContain(
        report.queryResults[index]!.query,
      );

      if (report.failedRuns.length) {
        const failed = page.locator('section', { has: page.locator('h2', { hasText: 'failed' }) }).locator('li');
        expect(await failed.count()).toBe(report.failedRuns.length);
      }
      await page.screenshot({ path: '/tmp/report-page.png', fullPage: true });
    } finally {
      await page.close();
    }
  });

  it('shows the public brand page with the same scores and the questions asked, without the raw answers', async () => {
    const { page, status } = await open(report.brandPageUrl);
    try {
      expect(status).toBe(200);
      expect(await textOf(page, 'h1')).toBe(report.brandName);
      expect(await textOf(page, '[data-testid=overall-score]')).toBe(String(report.overallScore));
      expect((await textOf(page, '[data-testid=visibility-level]')).toLowerCase()).toBe(
        expectedLevel(report.overallScore),
      );
      expect(await page.locator('[data-testid=simulated]').isVisible()).toBe(true);
      const chartText = await page
        .locator('section', { has: page.locator('h2', { hasText: 'Score per platform' }) })
        .locator('svg text')
        .allTextContents();
      for (const p of PLATFORMS) expect(chartText).toContain(NAMES[p]);
      // Repeated questions are grouped, each with the persona it was asked as.
      const groups = new Set(report.queryResults.map((r) => `${r.query}|${r.personaId}`));
      expect(groups.size).toBeLessThan(report.queryResults.length);
      const questions = page.locator('[data-testid=questions] tbody tr');
      expect(await questions.count()).toBe(groups.size);
      expect(await questions.first().locator('td').nth(1).innerText()).toBe('Plant Manager');
      expect(await questions.first().locator('td').nth(2).innerText()).toMatch(
        /ChatGPT \(simulated\): (\d of 2|mentioned|not mentioned)/,
      );
      expect(await page.locator('[data-testid=answer]').count()).toBe(0);
      await page.screenshot({ path: '/tmp/brand-page.png', fullPage: true });
    } finally {
      await page.close();
    }
  });

  it('fits a phone screen: nothing wider than the viewport, the score first', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      expect((await page.goto(report.reportUrl))?.status()).toBe(200);
      expect(await page.evaluate('window.innerWidth')).toBe(390);
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.locator('[data-testid=overall-score]').isVisible()).toBe(true);
      const score = await page.locator('[data-testid=overall-score]').boundingBox();
      expect(score?.y).toBeLessThan(844);
      await page.screenshot({ path: '/tmp/report-page-phone.png', fullPage: true });
      // The public page too: its grouped questions stack into cards, nothing scrolls sideways.
      expect((await page.goto(report.brandPageUrl))?.status()).toBe(200);
      expect(
        Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')),
      ).toBeLessThanOrEqual(0);
      expect(await page.locator('[data-testid=questions] td[data-label="Asked as"]').first().isVisible()).toBe(true);
      await page.screenshot({ path: '/tmp/brand-page-phone.png', fullPage: true });
    } finally {
      await page.close();
    }
  });

  it.each([
    [1280, 900],
    [390, 844],
  ])(
    'at %d px shows every section, overflows nothing, logs no error and runs no script from an answer',
    async (width, height) => {
      // Precondition: some answer quotes the question with its markup, so the page has a script to not run.
      expect(report.queryResults.some((r) => r.rawResponse.includes('<script>window.__pwned'))).toBe(true);
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      try {
        expect((await page.goto(report.reportUrl, { waitUntil: 'load' }))?.status()).toBe(200);
        for (const id of [
          'overall-score',
          'overall-interval',
          'previous-scan',
          'site-not-read',
          'platform-scores',
          'confidence',
          'trend',
          'share-of-voice',
          'competitors',
          'topics',
          'gaps',
          'citations',
          'citations-absent',
          'answers',
        ]) {
          expect(await page.locator(`[data-testid=${id}]`).first().isVisible(), id).toBe(true);
        }
        expect(await page.locator('[data-testid=trend] svg circle').count()).toBe(2);
        const grid = await page.locator('[data-testid=topic-grid] tbody tr').allInnerTexts();
        expect(grid.some((row) => row.includes('Tricky <b>markup</b>'))).toBe(true);
        expect(await page.locator('[data-testid=persona-table]').innerText()).toContain('Plant Manager');
        // Every column of every table is on screen: no sideways scroll anywhere on the page.
        expect(
          Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')),
        ).toBeLessThanOrEqual(0);
        const clipped = await page.evaluate(`[...document.querySelectorAll('section, table, .answer')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1).length`);
        expect(clipped).toBe(0);
        // Open an answer that quotes the markup: it reads as text, and nothing ran.
        const tricky = page.locator('[data-testid=query-result]', { hasText: 'window.__pwned' });
        expect(await tricky.count()).toBeGreaterThan(0);
        // Opened however it was (the first answer starts open).
        await tricky.first().evaluate((el) => el.setAttribute('open', ''));
        const shown = tricky.first().locator('[data-testid=answer]');
        await expect.poll(() => shown.isVisible()).toBe(true);
        expect(await page.locator('main script, main img').count()).toBe(0);
        expect(await page.evaluate('window.__pwned')).toBeUndefined();
        expect(errors).toEqual([]);
        expect(requests.every((url) => url.startsWith(stack.baseUrl))).toBe(true);
        await page.screenshot({ path: `/tmp/report-page-${width}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    },
  );

  it.each([
    ['a report token that does not exist', '/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed report token', '/reports/not*a*token'],
    ['a brand that is not in the index', '/brands/no-such-brand'],
  ])('answers %s with a readable 404 page', async (_what, path) => {
    const { page, status } = await open(`${stack.baseUrl}${path}`);
    try {
      expect(status).toBe(404);
      expect(await textOf(page, 'h1')).toBe('Not found');
      expect(await textOf(page, 'main')).toMatch(/no (report|brand page)/i);
      expect(await page.locator('[data-testid=overall-score]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
