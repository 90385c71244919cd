import { arrayField, type JsonRecord, records, stringField } from './wire-guards.js';

/**
 * Renders SerpApi's AI Overview `text_blocks` as markdown, so that the analysis sees the same
 * structure a reader sees: headings, bulleted (nested) lists, tables. Videos carry no text.
 */
export function renderAiOverviewBlocks(blocks: unknown[]): string {
  return records(blocks)
    .map((block) => renderBlock(block))
    .filter((text) => text.length > 0)
    .join('\n\n');
}

function renderBlock(block: JsonRecord): string {
  const snippet = stringField(block, 'snippet')?.trim() ?? '';
  switch (block.type) {
    case 'paragraph':
      return snippet;
    case 'heading':
      return snippet ? `## ${snippet}` : '';
    case 'list':
      return renderList(arrayField(block, 'list') ?? [], 0);
    case 'expandable': {
      const title = stringField(block, 'title')?.trim();
      const inner = renderAiOverviewBlocks(arrayField(block, 'text_blocks') ?? []);
      return [title ? `### ${title}` : '', inner].filter(Boolean).join('\n\n');
    }
    case 'table':
      return renderTable(arrayField(block, 'table') ?? []);
    default:
      return snippet;
  }
}

function renderList(items: unknown[], depth: number): string {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const item of records(items)) {
    const title = stringField(item, 'title')?.trim();
    const snippet = stringField(item, 'snippet')?.trim();
    const head = title ? `**${title.replace(/:$/, '')}**` : '';
    const line = [head, snippet].filter(Boolean).join(title && snippet ? ': ' : '');
    if (line) lines.push(`${indent}- ${line}`);
    const nested = arrayField(item, 'list');
    if (nested?.length) lines.push(renderList(nested, depth + 1));
  }
  return lines.filter(Boolean).join('\n');
}

/** `table` is a list of rows, the first being the header. */
function renderTable(rows: unknown[]): string {
  const cells = rows
    .filter(Array.isArray)
    .map((row) => row.map((cell) => (typeof cell === 'string' || typeof cell === 'number' ? String(cell) : '')));
  if (cells.length === 0) return '';
  const width = Math.max(...cells.map((row) => row.length));
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => (row[i] ?? '').replace(/\|/g, '\\|')).join(' | ')} |`;
  const [header, ...body] = cells;
  return [line(header), `| ${Array(width).fill('---').join(' | ')} |`, ...body.map(line)].join('\n');
}
