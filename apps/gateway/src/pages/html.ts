/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A URL safe to put in href: http(s) only, else nothing clickable. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export const PAGE_STYLE = `
  :root { color-scheme: light; --ink:#1d2330; --muted:#5b6475; --line:#e3e6ec; --accent:#3056d3; --good:#1f8a4c; --warn:#c27c0e; --bad:#c0392b; }
  * { box-sizing: border-box; }
  body { margin:0; font:15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--ink); background:#f7f8fa; }
  main { max-width: 1080px; margin: 0 auto; padding: 24px; }
  header.hero { display:flex; gap:24px; align-items:center; flex-wrap:wrap; background:#fff; border:1px solid var(--line); border-radius:12px; padding:20px 24px; }
  .score { font-size:56px; font-weight:700; line-height:1; }
  .level { display:inline-block; padding:2px 10px; border-radius:999px; background:#eef2ff; color:var(--accent); font-weight:600; text-transform:capitalize; }
  .badge { display:inline-block; padding:2px 8px; border-radius:6px; background:#fff4e5; color:#8a5300; font-size:13px; }
  section { background:#fff; border:1px solid var(--line); border-radius:12px; padding:16px 24px; margin-top:16px; }
  h1 { margin:0 0 4px; font-size:26px; } h2 { font-size:18px; margin:4px 0 12px; }
  .table-scroll { overflow-x:auto; } .table-scroll td:last-child { min-width:140px; }
  table { border-collapse:collapse; width:100%; } th, td { text-align:left; padding:6px 8px; border-bottom:1px solid var(--line); vertical-align:top; }
  th { color:var(--muted); font-weight:600; font-size:13px; }
  .muted { color:var(--muted); } .yes { color:var(--good); font-weight:600; } .no { color:var(--bad); }
  .sent-positive { color:var(--good); } .sent-negative { color:var(--bad); } .sent-neutral { color:var(--warn); }
  details { border-bottom:1px solid var(--line); padding:8px 0; } summary { cursor:pointer; }
  pre { white-space:pre-wrap; word-wrap:break-word; background:#f3f4f7; padding:12px; border-radius:8px; font:13px/1.45 ui-monospace, Menlo, monospace; }
  .grid { display:grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap:16px; }
  .grid.wide { grid-template-columns: repeat(auto-fit, minmax(min(380px, 100%), 1fr)); }
  a { color:var(--accent); }
  h3 { font-size:15px; margin:12px 0 6px; }
  .small { font-size:12px; } .hero-text { min-width:0; flex:1 1 280px; }
  .badge.warn { background:#fdecea; color:#8a1f12; }
  .conf { font-weight:600; } .conf-low { color:var(--bad); } .conf-directional { color:var(--warn); } .conf-high { color:var(--good); }
  .cell { display:inline-block; min-width:2.4em; text-align:center; padding:1px 6px; border-radius:6px; font-weight:600; }
  .answer { background:#f3f4f7; padding:4px 14px; border-radius:8px; overflow-wrap:anywhere; }
  .answer table { font-size:13px; } .answer pre, .answer code { white-space:pre-wrap; overflow-wrap:anywhere; }
  td, summary, li, p { overflow-wrap:anywhere; }
  svg { overflow:visible; }
  /* On a phone each table row becomes a card of labelled lines: no column hides behind a sideways scroll. */
  @media (max-width: 700px) {
    main { padding:12px; } section { padding:12px 14px; } header.hero { padding:16px; }
    table.stack thead { display:none; }
    table.stack, table.stack tbody, table.stack tr, table.stack td { display:block; width:100%; }
    table.stack tr { border-bottom:1px solid var(--line); padding:6px 0; }
    table.stack td { border:0; padding:3px 0; display:grid; grid-template-columns:minmax(96px, 40%) 1fr; gap:8px; }
    table.stack td::before { content:attr(data-label); color:var(--muted); font-size:12px; font-weight:600; }
  }
`;

export function page(title: string, body: string, serviceNote: object): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${PAGE_STYLE}</style>
<script type="application/json" id="_service">${esc(JSON.stringify(serviceNote))}</script>
</head>
<body><main>${body}</main></body>
</html>`;
}
