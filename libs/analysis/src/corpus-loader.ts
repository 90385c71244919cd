import type { CorpusCase } from './corpus-evaluation.js';

/** Reads the corpus files' JSON (each an array of cases), checking the shape the evaluation relies on. */
export function parseCorpusFiles(files: { name: string; json: string }[]): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const parsed: unknown = JSON.parse(file.json);
    if (!Array.isArray(parsed)) throw new Error(`${file.name}: expected an array of cases`);
    for (const item of parsed as CorpusCase[]) {
      if (typeof item.id !== 'string' || typeof item.text !== 'string' || !item.brand || !item.expected) {
        throw new Error(`${file.name}: malformed case ${JSON.stringify(item).slice(0, 80)}`);
      }
      cases.push(item);
    }
  }
  const ids = new Set<string>();
  for (const item of cases) {
    if (ids.has(item.id)) throw new Error(`duplicate corpus id ${item.id}`);
    ids.add(item.id);
  }
  return cases;
}
