import { visibilityLevel } from '#analysis';
import { type CitationClass, PLATFORM_KEYS, type PlatformKey, type ReportView, type TrendPoint } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { describeChange } from '../scans/change-words.js';
import { renderAnswer } from './answer-markdown.js';
import { type Bar, barChart, stackedBar, trendChart } from './charts.js';
import { esc, page, safeHref } from './html.js';

/** What a page shows beside the report: the assistants' names and the overall score over past scans. */
export interface PageContext {
  names: Record<PlatformKey, string>;
  trend: TrendPoint[];
}

type Interval = { lower: number; upper: number } | null | undefined;

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${Math.round(x * 100)}%`);
const pctInterval = (i: Interval) => (i ? `${Math.round(i.lower * 100)}–${Math.round(i.upper * 100)}%` : '—');
const pointsInterval = (i: Interval) => (i ? `${i.lower}–${i.upper}` : '—');

/** A table that stacks into labelled cards on a phone: no column hides behind a sideways scroll. */
function table(headers: string[], rows: string[][], testId?: string): string {
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows
    .map(
      (cells) =>
        `<tr>${cells.map((c, i) => `<td data-label="${esc(headers[i] ?? '')}"><div>${c}</div></td>`).join('')}</tr>`,
    )
    .join('');
  return `<table class="stack"${testId ? ` data-testid="${testId}"` : ''}><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function section(title: string, body: string, testId: string): string {
  return `<section data-testid="${testId}"><h2>${esc(title)}</h2>${body}</section>`;
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function modelsOf(report: ReportView, platform: PlatformKey): string {
  return [...new Set(report.queryResults.filter((r) => r.platform === platform).map((r) => r.model))].join(', ') || '—';
}

function personaNames(report: ReportView): Map<string, string> {
  return new Map((report.personas ?? []).map((p) => [p.id, p.name]));
}

function hero(report: ReportView): string {
  const level = visibilityLevel(report.overallScore);
  const q = report.quality;
  const answers = report.queryResults.length;
  const interval = q.overallScoreInterval
    ? `<div class="muted" data-testid="overall-interval">95% interval ${q.overallScoreInterval.lower}–${q.overallScoreInterval.upper} · confidence ${esc(q.confidence ?? 'low')}</div>`
    : '';
  const change = q.previousScan
    ? `<p data-testid="previous-scan">${esc(capitalise(describeChange(q.previousScan)))}.</p>`
    : '<p class="muted" data-testid="previous-scan">First scan of this brand: no trend yet.</p>';
  const site =
    q.siteRead === false
      ? `<p class="badge warn" data-testid="site-not-read">The brand's site could not be read (${esc(q.siteReadError ?? 'unknown error')}): the questions come from its domain alone.</p>`
      : '';
  return `
<header class="hero">
  <div><div class="score" data-testid="overall-score">${report.overallScore}</div><div class="muted">overall score / 100</div>${interval}</div>
  <div class="hero-text">
    <h1>${esc(report.brandName)}</h1>
    <div><span class="level" data-testid="visibility-level">${esc(level)}</span> &nbsp; <span class="muted">scanned ${esc(report.scanDate.slice(0, 10))} · ${esc(report.mode)} mode · ${answers} answers${q.samples > 1 ? ` · each question asked ${q.samples}×` : ''}</span></div>
    ${change}
    ${report.simulated ? '<p class="badge" data-testid="simulated">Simulated: some or all answers come from the offline simulator, not real AI platforms.</p>' : ''}
    ${site}
  </div>
</header>`;
}

function platformSections(report: ReportView, names: Record<PlatformKey, string>): string {
  const intervals = report.quality.platformIntervals;
  const bars: Bar[] = PLATFORM_KEYS.map((p) => ({
    label: names[p],
    value: report.platformScores[p],
    max: 100,
    caption: `${report.platformScores[p]}`,
    interval: intervals?.[p]?.scoreInterval ?? null,
  }));
  const rows = PLATFORM_KEYS.map((p) => {
    const d = report.platformDetails[p];
    if (!d) return '';
    const sentiment = stackedBar(`Sentiment on ${names[p]}`, [
      { label: 'positive', value: d.sentimentBreakdown.positive, color: '#1f8a4c' },
      { label: 'neutral', value: d.sentimentBreakdown.neutral, color: '#c27c0e' },
      { label: 'negative', value: d.sentimentBreakdown.negative, color: '#c0392b' },
      { label: 'not mentioned', value: d.sentimentBreakdown.none, color: '#b7bdc9' },
    ]);
    return `<tr><td data-label="Assistant"><div><strong>${esc(names[p])}</strong><div class="muted small">${esc(p)} · ${esc(modelsOf(report, p))}</div></div></td>
<td data-label="Score"><div>${report.platformScores[p]}</div></td><td data-label="Mention rate"><div>${pct(d.mentionRate)}</div></td><td data-label="Avg. position"><div>${d.avgPosition === null ? '—' : d.avgPosition.toFixed(1)}</div></td><td data-label="Answers"><div>${d.runs}</div></td><td data-label="Sentiment"><div>${sentiment}</div></td></tr>`;
  }).join('');
  const confidence = intervals
    ? table(
        ['Assistant', 'Answers', 'Confidence', 'Score (95%)', 'Mention rate (95%)', 'Share of voice'],
        PLATFORM_KEYS.map((p) => [
          esc(names[p]),
          String(intervals[p].n),
          `<span class="conf conf-${esc(intervals[p].confidence)}">${esc(intervals[p].confidence)}</span>`,
          `${intervals[p].score} <span class="muted">(${pointsInterval(intervals[p].scoreInterval)})</span>`,
          `${pct(intervals[p].mentionRate)} <span class="muted">(${pctInterval(intervals[p].mentionRateInterval)})</span>`,
          pct(intervals[p].shareOfVoice),
        ]),
        'confidence-table',
      )
    : '<p class="muted">This scan predates the intervals.</p>';
  return `
${section('Score per platform', `${barChart('Score per platform (0–100), with 95% intervals', bars)}<p class="muted small">The black line over each bar is its 95% interval: a scan with more answers narrows it.</p>`, 'platform-scores')}
<section data-testid="platform-details"><h2>Mentions, positions and sentiment</h2>
<table class="stack"><thead><tr><th>Assistant</th><th>Score</th><th>Mention rate</th><th>Avg. position</th><th>Answers</th><th>Sentiment</th></tr></thead><tbody>${rows}</tbody></table></section>
${section('How sure these figures are', `${confidence}<p class="muted small">Confidence: low under 5 answers, directional 5–29, high from 30.</p>`, 'confidence')}`;
}

function trendSection(report: ReportView, trend: TrendPoint[]): string {
  if (trend.length < 2) {
    return section(
      'Trend over past scans',
      '<p class="muted">One scan so far: the trend appears from the second scan.</p>',
      'trend',
    );
  }
  const chart = trendChart(
    'Overall score over past scans with 95% intervals',
    trend.map((t) => ({
      date: t.scanDate.slice(0, 10),
      value: t.score,
      lower: t.scoreInterval?.lower ?? t.score,
      upper: t.scoreInterval?.upper ?? t.score,
      current: t.scanId === report.scanId,
    })),
  );
  const rows = [...trend]
    .reverse()
    .map((t) => [
      esc(t.scanDate.slice(0, 10)),
      `${t.score}${t.scanId === report.scanId ? ' <span class="muted">(this scan)</span>' : ''}`,
      pointsInterval(t.scoreInterval),
      pct(t.mentionRate),
      pct(t.shareOfVoice),
      String(t.n),
    ]);
  return section(
    'Trend over past scans',
    `${chart}${table(['Date', 'Score', '95% interval', 'Mention rate', 'Share of voice', 'Answers'], rows)}`,
    'trend',
  );
}

function competitionSection(report: ReportView, names: Record<PlatformKey, string>): string {
  const { shareOfVoice, competitorLeaderboard } = report.insights;
  const sovBars: Bar[] = [
    {
      label: 'All assistants',
      value: Math.round(100 * (shareOfVoice.overall ?? 0)),
      max: 100,
      caption: pct(shareOfVoice.overall),
    },
    ...PLATFORM_KEYS.map((p) => ({
      label: names[p],
      value: Math.round(100 * (shareOfVoice.platforms[p] ?? 0)),
      max: 100,
      caption: pct(shareOfVoice.platforms[p]),
    })),
  ];
  const leaders = competitorLeaderboard.slice(0, 15);
  const board = leaders.length
    ? table(
        ['Brand', 'Answers naming it', 'Mention rate', 'Avg. position', 'Share of voice', 'Assistants'],
        [
          [
            `<strong>${esc(report.brandName)}</strong> <span class="muted">(you)</span>`,
            String(report.queryResults.filter((r) => r.mentioned).length),
            pct(
              report.queryResults.length
                ? report.queryResults.filter((r) => r.mentioned).length / report.queryResults.length
                : 0,
            ),
            '—',
            pct(shareOfVoice.overall),
            '',
          ],
          ...leaders.map((c) => [
            esc(c.name),
            String(c.mentions),
            pct(c.mentionRate),
            c.avgPosition === null ? '—' : c.avgPosition.toFixed(1),
            pct(c.shareOfVoice),
            esc(c.platforms.map((p) => names[p]).join(', ')),
          ]),
        ],
        'leaderboard',
      )
    : '<p class="muted">No competitor was named in the answers.</p>';
  return `${section(
    'Share of voice',
    `${barChart('Share of voice: answers naming the brand ÷ answers naming it or any competitor', sovBars)}<p class="muted small">Of the answers that name the brand or any competitor, the share that names the brand.</p>`,
    'share-of-voice',
  )}
${section('Competitor leaderboard', board, 'competitors')}`;
}

function gridSection(report: ReportView, names: Record<PlatformKey, string>): string {
  const topics = report.insights.topicBreakdown;
  if (!topics.length) return '';
  const cell = (f: { score: number; mentionRate: number; runs: number } | undefined) =>
    f
      ? `<span class="cell" style="background:${heat(f.score)}">${f.score}</span> <span class="muted small">${pct(f.mentionRate)} of ${f.runs}</span>`
      : '<span class="muted">—</span>';
  const rows = topics.map((t) => [
    `<strong>${esc(t.name)}</strong>`,
    cell(t),
    ...PLATFORM_KEYS.map((p) => cell(t.platforms[p])),
  ]);
  const personas = report.insights.personaBreakdown;
  const personaTable = personas.length
    ? `<h3>By persona</h3>${table(
        ['Persona', 'Score', 'Mention rate (95%)', 'Share of voice', 'Answers'],
        personas.map((p) => [
          esc(p.name),
          String(p.score),
          `${pct(p.mentionRate)} <span class="muted">(${pctInterval(p.mentionRateInterval)})</span>`,
          pct(p.shareOfVoice),
          String(p.runs),
        ]),
        'persona-table',
      )}`
    : '';
  return section(
    'Topics × assistants',
    `${table(['Topic', 'All', ...PLATFORM_KEYS.map((p) => names[p])], rows, 'topic-grid')}<p class="muted small">Score (0–100) and mention rate per topic on each assistant.</p>${personaTable}`,
    'topics',
  );
}

function heat(score: number): string {
  if (score >= 61) return '#d8f0e1';
  if (score >= 41) return '#eef7d9';
  if (score >= 21) return '#fff1d6';
  return '#fbe0dd';
}

function gapSection(report: ReportView, names: Record<PlatformKey, string>): string {
  const topics = new Map(report.topics.map((t) => [t.id, t.name]));
  const gaps = report.insights.gapQueries.slice(0, 20);
  const body = gaps.length
    ? table(
        ['Question', 'Topic', 'Answers without you', 'Competitors named instead', 'Assistants'],
        gaps.map((g) => [
          esc(g.query),
          esc(topics.get(g.topicId) ?? ''),
          `${g.gapRuns} of ${g.runs}`,
          esc(g.competitors.slice(0, 6).join(', ')),
          esc(g.platforms.map((p) => names[p]).join(', ')),
        ]),
        'gap-queries',
      )
    : '<p class="muted">No question had a competitor named without the brand.</p>';
  return section('Gap questions: competitors named, you not', body, 'gaps');
}

const CLASS_TITLES: Record<CitationClass, string> = {
  owned: 'Your own site',
  competitor: "Competitors' sites",
  'third-party': 'Third-party sites (reviews, media, forums)',
};

function citationSection(report: ReportView): string {
  const { citedDomains, citedDomainsWhereAbsent } = report.insights;
  const groups = (['owned', 'competitor', 'third-party'] as const).map((cls) => {
    const own = citedDomains.filter((d) => d.class === cls).slice(0, 12);
    const rows = own.map((d) => [esc(d.domain), String(d.count), pct(d.share)]);
    return `<div data-testid="cited-${cls}"><h3>${esc(CLASS_TITLES[cls])}</h3>${
      rows.length
        ? table(['Domain', 'Answers citing it', 'Share of citations'], rows)
        : '<p class="muted">None cited.</p>'
    }</div>`;
  });
  const absent = citedDomainsWhereAbsent.slice(0, 12);
  const absentBody = absent.length
    ? table(
        ['Domain', 'Kind', 'Answers citing it'],
        absent.map((d) => [esc(d.domain), esc(d.class), String(d.count)]),
        'cited-absent',
      )
    : '<p class="muted">Every answer that cited a source also named the brand.</p>';
  return `${section('Cited domains', `<div class="grid wide">${groups.join('')}</div>`, 'citations')}
${section('Where to be present: cited when you are not named', absentBody, 'citations-absent')}`;
}

function answers(report: ReportView, names: Record<PlatformKey, string>): string {
  const personas = personaNames(report);
  const items = report.queryResults
    .map((r, i) => {
      const sources = r.citedSources
        .map((s) => {
          const href = safeHref(s.url);
          return `<li>${href ? `<a href="${esc(href)}" rel="nofollow noopener noreferrer" target="_blank">${esc(s.title)}</a>` : esc(s.title)} <span class="muted">${esc(domainOf(s.url))}</span></li>`;
        })
        .join('');
      // Sentiment is `none` exactly when the brand is not mentioned: saying so twice says nothing.
      const verdict = r.mentioned
        ? `<span class="yes">mentioned · #${r.position}</span> · <span class="sent-${esc(r.sentiment)}">${esc(r.sentiment)}</span>`
        : '<span class="no">not mentioned</span>';
      const persona = r.personaId ? ` · asked as ${esc(personas.get(r.personaId) ?? r.personaId)}` : '';
      const sample = (r.sample ?? 1) > 1 ? ` · repeat ${r.sample}` : '';
      return `<details data-testid="query-result" ${i === 0 ? 'open' : ''}><summary><strong>${esc(r.query)}</strong> — ${verdict} · ${esc(names[r.platform])}</summary>
<p class="muted">Model: ${esc(r.model)}${persona}${sample}</p>
${r.competitors.length ? `<p>Competitors: ${r.competitors.map(esc).join(', ')}</p>` : ''}
${sources ? `<p>Cited sources:</p><ul>${sources}</ul>` : ''}
<div class="answer" data-testid="answer">${renderAnswer(r.rawResponse)}</div></details>`;
    })
    .join('\n');
  const failed = report.failedRuns.length
    ? `<section><h2>Runs that failed (refunded, not scored)</h2><ul>${report.failedRuns.map((f) => `<li>${esc(f.query)} — ${esc(names[f.platform])}: ${esc(f.error)}</li>`).join('')}</ul></section>`
    : '';
  return `<section data-testid="answers"><h2>Every answer (${report.queryResults.length})</h2>${items}</section>${failed}`;
}

/** The public page lists each question once per persona, with what each assistant answered. */
function questionsAsked(report: ReportView, names: Record<PlatformKey, string>): string {
  const personas = personaNames(report);
  const groups = new Map<string, { query: string; personaId: string | null; results: ReportView['queryResults'] }>();
  for (const r of report.queryResults) {
    const key = `${r.query}\u0000${r.personaId ?? ''}`;
    const group = groups.get(key) ?? { query: r.query, personaId: r.personaId, results: [] };
    group.results.push(r);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((g) => {
    const perPlatform = PLATFORM_KEYS.filter((p) => g.results.some((r) => r.platform === p)).map((p) => {
      const own = g.results.filter((r) => r.platform === p);
      const hits = own.filter((r) => r.mentioned).length;
      return `<span class="${hits ? 'yes' : 'no'}">${esc(names[p])}: ${own.length > 1 ? `${hits} of ${own.length}` : hits ? 'mentioned' : 'not mentioned'}</span>`;
    });
    return [
      esc(g.query),
      g.personaId ? esc(personas.get(g.personaId) ?? g.personaId) : '<span class="muted">—</span>',
      perPlatform.join('<br>'),
    ];
  });
  return section('Questions asked', table(['Question', 'Asked as', 'Result'], rows, 'questions'), 'questions-asked');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The private report page behind the capability link of a scan (decisions §8). */
export function renderReportPage(report: ReportView, context: PageContext): string {
  const { names, trend } = context;
  return page(
    `${report.brandName}: AI visibility report`,
    [
      hero(report),
      platformSections(report, names),
      trendSection(report, trend),
      competitionSection(report, names),
      gridSection(report, names),
      gapSection(report, names),
      citationSection(report),
      answers(report, names),
    ].join('\n'),
    serviceContext({ what_you_are_seeing: `The AI-visibility report of scan ${report.scanId}.` }),
  );
}

/** The public page of a brand in the index: its latest scores and what was asked. */
export function renderBrandPage(report: ReportView, context: PageContext): string {
  const { names, trend } = context;
  return page(
    `${report.brandName}: AI visibility`,
    [
      hero(report),
      platformSections(report, names),
      trendSection(report, trend),
      competitionSection(report, names),
      questionsAsked(report, names),
    ].join('\n'),
    serviceContext({ what_you_are_seeing: `The public AI-visibility page of ${report.brandName}.` }),
  );
}

/** A readable error page with the right status, for people following a link. */
export function renderMissingPage(message: string): string {
  return page(
    'Not found',
    `<section><h1>Not found</h1><p>${esc(message)}</p></section>`,
    serviceContext({ what_happened: message }),
  );
}
