import { visibilityLevel } from '#analysis';
import { PLATFORM_KEYS, type PlatformKey, type ReportView } from '#contracts';
import { serviceContext } from '../edge/service-context.js';
import { type Bar, barChart, stackedBar } from './charts.js';
import { esc, page, safeHref } from './html.js';

function topCounts(values: string[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
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

function summary(report: ReportView): string {
  const level = visibilityLevel(report.overallScore);
  const bars: Bar[] = PLATFORM_KEYS.map((p) => ({
    label: p,
    value: report.platformScores[p],
    max: 100,
    caption: `${report.platformScores[p]}`,
  }));
  const rows = PLATFORM_KEYS.map((p) => {
    const d = report.platformDetails[p];
    if (!d) return '';
    const sentiment = stackedBar(`Sentiment on ${p}`, [
      { label: 'positive', value: d.sentimentBreakdown.positive, color: '#1f8a4c' },
      { label: 'neutral', value: d.sentimentBreakdown.neutral, color: '#c27c0e' },
      { label: 'negative', value: d.sentimentBreakdown.negative, color: '#c0392b' },
      { label: 'not mentioned', value: d.sentimentBreakdown.none, color: '#b7bdc9' },
    ]);
    return `<tr><td><strong>${esc(p)}</strong><div class="muted" style="font-size:12px">${esc(modelsOf(report, p))}</div></td>
<td>${report.platformScores[p]}</td><td>${Math.round(d.mentionRate * 100)}%</td><td>${d.avgPosition === null ? '—' : d.avgPosition.toFixed(1)}</td><td>${d.runs}</td><td>${sentiment}</td></tr>`;
  }).join('');
  const competitors = topCounts(
    report.queryResults.flatMap((r) => r.competitors),
    12,
  );
  const domains = topCounts(
    report.queryResults.flatMap((r) => r.citedSources.map((s) => domainOf(s.url))),
    12,
  );
  const maxCompetitor = competitors[0]?.[1] ?? 1;
  const maxDomain = domains[0]?.[1] ?? 1;
  return `
<header class="hero">
  <div><div class="score" data-testid="overall-score">${report.overallScore}</div><div class="muted">overall score / 100</div></div>
  <div>
    <h1>${esc(report.brandName)}</h1>
    <div><span class="level" data-testid="visibility-level">${esc(level)}</span> &nbsp; <span class="muted">scanned ${esc(report.scanDate.slice(0, 10))} · ${esc(report.mode)} mode · ${report.queryResults.length} answers</span></div>
    ${report.simulated ? '<p class="badge" data-testid="simulated">Simulated: some or all answers come from the offline simulator, not real AI platforms.</p>' : ''}
  </div>
</header>
<section><h2>Score per platform</h2>${barChart('Score per platform (0–100)', bars)}</section>
<section><h2>Mentions, positions and sentiment</h2>
<div class="table-scroll"><table><thead><tr><th>Platform</th><th>Score</th><th>Mention rate</th><th>Avg. position</th><th>Answers</th><th>Sentiment</th></tr></thead><tbody>${rows}</tbody></table></div></section>
<div class="grid">
<section><h2>Competitors named</h2>${
    competitors.length
      ? barChart(
          'Competitors named in answers',
          competitors.map(([n, c]) => ({ label: n, value: c, max: maxCompetitor })),
        )
      : '<p class="muted">No competitors named.</p>'
  }</section>
<section><h2>Top cited domains</h2>${
    domains.length
      ? barChart(
          'Most cited domains',
          domains.map(([n, c]) => ({ label: n, value: c, max: maxDomain })),
        )
      : '<p class="muted">No sources cited.</p>'
  }</section>
</div>`;
}

function results(report: ReportView, withAnswers: boolean): string {
  const items = report.queryResults
    .map((r, i) => {
      const sources = r.citedSources
        .map((s) => {
          const href = safeHref(s.url);
          return `<li>${href ? `<a href="${esc(href)}" rel="nofollow noopener" target="_blank">${esc(s.title)}</a>` : esc(s.title)} <span class="muted">${esc(domainOf(s.url))}</span></li>`;
        })
        .join('');
      // Sentiment is `none` exactly when the brand is not mentioned: saying so twice says nothing.
      const verdict = r.mentioned
        ? `<span class="yes">mentioned · #${r.position}</span> · <span class="sent-${esc(r.sentiment)}">${esc(r.sentiment)}</span>`
        : '<span class="no">not mentioned</span>';
      const line = `${verdict} · ${esc(r.platform)}`;
      if (!withAnswers) return `<tr><td>${esc(r.query)}</td><td>${esc(r.platform)}</td><td>${verdict}</td></tr>`;
      return `<details data-testid="query-result" ${i === 0 ? 'open' : ''}><summary><strong>${esc(r.query)}</strong> — ${line}</summary>
<p class="muted">Model: ${esc(r.model)}${r.personaId ? ` · persona ${esc(r.personaId)}` : ''}</p>
${r.competitors.length ? `<p>Competitors: ${r.competitors.map(esc).join(', ')}</p>` : ''}
${sources ? `<p>Cited sources:</p><ul>${sources}</ul>` : ''}
<pre>${esc(r.rawResponse)}</pre></details>`;
    })
    .join('\n');
  if (!withAnswers) {
    return `<section><h2>Questions asked</h2><div class="table-scroll"><table><thead><tr><th>Question</th><th>Platform</th><th>Result</th></tr></thead><tbody>${items}</tbody></table></div></section>`;
  }
  const failed = report.failedRuns.length
    ? `<section><h2>Runs that failed (refunded, not scored)</h2><ul>${report.failedRuns.map((f) => `<li>${esc(f.query)} — ${esc(f.platform)}: ${esc(f.error)}</li>`).join('')}</ul></section>`
    : '';
  return `<section><h2>Every answer (${report.queryResults.length})</h2>${items}</section>${failed}`;
}

/** The private report page behind the capability link of a scan (decisions §8). */
export function renderReportPage(report: ReportView): string {
  return page(
    `${report.brandName}: AI visibility report`,
    `${summary(report)}${results(report, true)}`,
    serviceContext({ what_you_are_seeing: `The AI-visibility report of scan ${report.scanId}.` }),
  );
}

/** The public page of a brand in the index: its latest scores and what was asked. */
export function renderBrandPage(report: ReportView): string {
  return page(
    `${report.brandName}: AI visibility`,
    `${summary(report)}${results(report, false)}`,
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
