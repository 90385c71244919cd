import { esc } from './html.js';

export interface Bar {
  label: string;
  value: number;
  max: number;
  caption?: string;
}

/** Horizontal bar chart as inline SVG: readable without scripts, printable, accessible by its title. */
export function barChart(title: string, bars: Bar[]): string {
  const rowHeight = 30;
  const labelWidth = 140;
  const width = 520;
  const barArea = width - labelWidth - 60;
  const height = bars.length * rowHeight + 10;
  const rows = bars
    .map((bar, i) => {
      const y = i * rowHeight + 6;
      const w = bar.max > 0 ? Math.max(0, Math.min(1, bar.value / bar.max)) * barArea : 0;
      return `<text x="0" y="${y + 15}" font-size="13" fill="#1d2330">${esc(bar.label)}</text>
<rect x="${labelWidth}" y="${y}" width="${barArea}" height="20" rx="4" fill="#eef0f4"/>
<rect x="${labelWidth}" y="${y}" width="${w.toFixed(1)}" height="20" rx="4" fill="#3056d3"><title>${esc(bar.label)}: ${esc(bar.caption ?? bar.value)}</title></rect>
<text x="${labelWidth + barArea + 8}" y="${y + 15}" font-size="13" font-weight="600" fill="#1d2330">${esc(bar.caption ?? bar.value)}</text>`;
    })
    .join('\n');
  return `<svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px"><title>${esc(title)}</title>${rows}</svg>`;
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
  const legend = segments.map((s) => `<span style="color:${s.color}">■</span> ${esc(s.label)} ${s.value}`).join(' &nbsp; ');
  return `<svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} 16" width="${width}" height="16"><title>${esc(title)}</title><rect width="${width}" height="16" fill="#eef0f4"/>${rects}</svg><div class="muted" style="font-size:12px">${legend}</div>`;
}
