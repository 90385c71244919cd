import { esc } from './html.js';

export interface Bar {
  label: string;
  value: number;
  max: number;
  caption?: string;
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
      return `<g><title>${esc(bar.label)}: ${caption}</title>
<text x="0" y="${y + 14}">${esc(bar.label)}</text>
<text x="100%" y="${y + 14}" text-anchor="end" font-weight="600">${caption}</text>
<rect x="0" y="${y + 20}" width="100%" height="12" rx="4" fill="#eef0f4"/>
<rect x="0" y="${y + 20}" width="${(share * 100).toFixed(1)}%" height="12" rx="4" fill="#3056d3"/></g>`;
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
