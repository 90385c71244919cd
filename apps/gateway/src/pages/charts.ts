import { esc } from './html.js';

export interface Bar {
  label: string;
  value: number;
  max: number;
  caption?: string;
  /** A 95% interval drawn as an error bar over the bar, in the bar's units. */
  interval?: { lower: number; upper: number } | null;
}

/**
 * Horizontal bar chart as inline SVG: readable without scripts, printable, accessible by its
 * title. It has no viewBox, so its text is never scaled: each row puts the label and the value on
 * one line and the bar, in percentages of the chart's width, under them. Long labels (domains)
 * never run into a bar, and the chart reads the same on a phone as on a wide screen.
 */
export function barChart(title: string, bars: Bar[]): string {
  const rowHeight = 40;
  const height = bars.length * rowHeight;
  const rows = bars
    .map((bar, i) => {
      const y = i * rowHeight;
      const share = bar.max > 0 ? Math.max(0, Math.min(1, bar.value / bar.max)) : 0;
      const caption = esc(bar.caption ?? bar.value);
      const pct = (v: number) => `${(bar.max > 0 ? Math.max(0, Math.min(1, v / bar.max)) * 100 : 0).toFixed(1)}%`;
      const interval = bar.interval;
      // The error bar: a line across the interval with end ticks, over the bar.
      const errorBar = interval
        ? `<g class="error-bar" stroke="#1d2330" stroke-width="2"><title>95% interval ${esc(interval.lower)}–${esc(interval.upper)}</title>
<line x1="${pct(interval.lower)}" x2="${pct(interval.upper)}" y1="${y + 26}" y2="${y + 26}"/>
<line x1="${pct(interval.lower)}" x2="${pct(interval.lower)}" y1="${y + 19}" y2="${y + 33}"/>
<line x1="${pct(interval.upper)}" x2="${pct(interval.upper)}" y1="${y + 19}" y2="${y + 33}"/></g>
<text x="100%" y="${y + 14}" dx="-3.2em" text-anchor="end" fill="#5b6475" font-size="12">${esc(interval.lower)}–${esc(interval.upper)}</text>`
        : '';
      return `<g><title>${esc(bar.label)}: ${caption}</title>
<text x="0" y="${y + 14}">${esc(bar.label)}</text>
<text x="100%" y="${y + 14}" text-anchor="end" font-weight="600">${caption}</text>
<rect x="0" y="${y + 20}" width="100%" height="12" rx="4" fill="#eef0f4"/>
<rect x="0" y="${y + 20}" width="${(share * 100).toFixed(1)}%" height="12" rx="4" fill="#3056d3"/>${errorBar}</g>`;
    })
    .join('\n');
  return `<svg class="chart" role="img" aria-label="${esc(title)}" width="100%" height="${height}" font-size="13" fill="#1d2330"><title>${esc(title)}</title>${rows}</svg>`;
}

export interface Segment {
  label: string;
  value: number;
  color: string;
}

/** One stacked bar (e.g. a sentiment breakdown) with a legend. */
export function stackedBar(title: string, segments: Segment[]): string {
  const width = 300;
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  let x = 0;
  const rects = segments
    .filter((s) => s.value > 0)
    .map((s) => {
      const w = total ? (s.value / total) * width : 0;
      const rect = `<rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="16" fill="${s.color}"><title>${esc(s.label)}: ${s.value}</title></rect>`;
      x += w;
      return rect;
    })
    .join('');
  const legend = segments
    .map((s) => `<span style="color:${s.color}">■</span> ${esc(s.label)} ${s.value}`)
    .join(' &nbsp; ');
  // Stretches with its column (down to a phone's), never wider than `width`.
  return `<svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} 16" preserveAspectRatio="none" width="100%" height="16" style="max-width:${width}px;min-width:120px;display:block"><title>${esc(title)}</title><rect width="${width}" height="16" fill="#eef0f4"/>${rects}</svg><div class="muted" style="font-size:12px">${legend}</div>`;
}

export interface TrendSeriesPoint {
  date: string;
  value: number;
  lower: number;
  upper: number;
  current?: boolean;
}

/**
 * A score over past scans as inline SVG: the line, the 95% band around it and a dot per scan
 * (the shown scan ringed). Drawn in a fixed 600×200 box scaled to the column's width, so it fits
 * a phone; its text is in the table under it, not in the drawing.
 */
export function trendChart(title: string, points: TrendSeriesPoint[]): string {
  const width = 600;
  const height = 200;
  const pad = 12;
  const x = (i: number) => (points.length <= 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (points.length - 1));
  const y = (v: number) => pad + ((100 - Math.max(0, Math.min(100, v))) * (height - 2 * pad)) / 100;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const band = [
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.upper).toFixed(1)}`),
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.lower).toFixed(1)}`).reverse(),
  ].join(' ');
  const grid = [0, 25, 50, 75, 100]
    .map((v) => `<line x1="0" x2="${width}" y1="${y(v)}" y2="${y(v)}" stroke="#eef0f4"/>`)
    .join('');
  const dots = points
    .map(
      (p, i) =>
        `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="${p.current ? 6 : 4}" fill="${p.current ? '#fff' : '#3056d3'}" stroke="#3056d3" stroke-width="2"><title>${esc(p.date)}: ${esc(p.value)} (95% ${esc(p.lower)}–${esc(p.upper)})</title></circle>`,
    )
    .join('');
  return `<svg class="trend" role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px;display:block"><title>${esc(title)}</title>${grid}<polygon points="${band}" fill="#3056d3" fill-opacity="0.15"/><polyline points="${line}" fill="none" stroke="#3056d3" stroke-width="2"/>${dots}</svg>`;
}
