import type { NativeCitation } from '#contracts';

export function withTitle(url: string, title: string | undefined): NativeCitation {
  const clean = title?.trim();
  return clean ? { url, title: clean } : { url };
}

/** A URL cited several times counts once; the first title seen is kept. */
export function dedupeCitations(citations: NativeCitation[]): NativeCitation[] {
  const byUrl = new Map<string, NativeCitation>();
  for (const citation of citations) {
    const known = byUrl.get(citation.url);
    if (!known || (!known.title && citation.title)) byUrl.set(citation.url, citation);
  }
  return [...byUrl.values()];
}
