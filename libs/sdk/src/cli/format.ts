import Table from 'cli-table3';
import type { AssistantNamesSchema, IntervalSchema } from '../generated/types.gen.js';

export const PLATFORMS = ['assistant_a', 'assistant_b', 'assistant_c', 'aio'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The display names when the answer has none (the service's defaults). */
export const DEFAULT_ASSISTANT_NAMES: AssistantNamesSchema = {
  assistant_a: 'ChatGPT',
  assistant_b: 'Claude',
  assistant_c: 'Gemini',
  aio: 'Google AI Overviews',
};

export function isPlatform(value: string): value is Platform {
  return PLATFORMS.some((p) => p === value);
}

/** A boxed table without colours, so that it reads the same in a terminal, a pipe or a file. */
export function table(head: string[], rows: (string | number)[][]): string {
  const t = new Table({
    head,
    style: { head: [], border: [] },
    // No rule between body rows.
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  t.push(...rows.map((row) => row.map(String)));
  return t.toString();
}

/** "62–71", or "" when there is no interval. */
export function interval(value: IntervalSchema | null | undefined, scale = 1): string {
  if (!value) return '';
  const round = (n: number) => (scale === 1 ? String(Math.round(n)) : `${Math.round(n * scale)}%`);
  return `${round(value.lower)}–${round(value.upper)}`;
}

export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '' : `${Math.round(rate * 100)}%`;
}

export function date(iso: string | null | undefined): string {
  return iso ? iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC') : 'never';
}
