import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CorpusCase, parseCorpusFiles } from '#analysis';
import type { BrandProfile, NativeCitation } from '#contracts';

/** The size band of the throughput goal (issue: "2–4 KB answers"). */
export const MIN_BYTES = 2_048;
export const MAX_BYTES = 4_096;

/** The labelled cases of one corpus folder (relative to the repository root); none when it is absent. */
export function loadCorpusDir(dir: string): CorpusCase[] {
  const path = join(process.cwd(), dir);
  if (!existsSync(path)) return [];
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, json: readFileSync(join(path, name), 'utf8') }));
  return parseCorpusFiles(files);
}

export interface LongAnswer {
  label: string;
  text: string;
  citations: NativeCitation[];
  brand: BrandProfile;
}

/**
 * Long answers for the throughput bench (and its golden check): each brand's corpus answers joined,
 * rotating the start, up to a size spread over 2–4 KB. All answers of a brand share one profile
 * object, as a scan analyses all its answers for one brand.
 */
export function longAnswers(cases: CorpusCase[]): LongAnswer[] {
  const byBrand = new Map<string, CorpusCase[]>();
  for (const item of cases) byBrand.set(item.brand.name, [...(byBrand.get(item.brand.name) ?? []), item]);
  const answers: LongAnswer[] = [];
  for (const group of byBrand.values()) {
    for (let start = 0; start < group.length; start += 1) {
      const target = MIN_BYTES + ((start * 797) % (MAX_BYTES - MIN_BYTES));
      let text = '';
      const citations: NativeCitation[] = [];
      for (let offset = 0; offset < group.length && Buffer.byteLength(text) < target; offset += 1) {
        const item = group[(start + offset) % group.length];
        const next = text ? `${text}\n\n${item.text}` : item.text;
        if (Buffer.byteLength(next) > MAX_BYTES) continue;
        text = next;
        citations.push(...item.citations);
      }
      if (Buffer.byteLength(text) >= MIN_BYTES) {
        answers.push({ label: `bench:${group[0].brand.name}:${start}`, text, citations, brand: group[0].brand });
      }
    }
  }
  return answers;
}
