import { domainToUnicode } from 'node:url';

/**
 * A display name from a registrable domain, for when the site says nothing: `acme.co.uk` →
 * `Acme`, `blue-bottle.com` → `Blue Bottle`, `xn--bcher-kva.de` → `Bücher`. Anything that is
 * not a domain (an IP) is returned as given.
 */
export function brandNameFromDomain(domain: string): string {
  const label = domainToUnicode(domain).split('.')[0] ?? '';
  if (label === '' || /^\d+$/.test(label)) return domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

/** Separators sites put between the brand and the tagline in a `<title>`. */
const TITLE_SEPARATORS = /\s+[|–—:·•-]\s+|\s*[|–—·•]\s*/;

/** The parts of a page title: `Acme — Analytics for teams` → `['Acme', 'Analytics for teams']`. */
export function titleParts(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Case- and punctuation-insensitive key, so that `ACME, Inc.` and `Acme Inc` compare equal. */
export function nameKey(name: string): string {
  return name
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Removes duplicates by `nameKey`, keeping the first spelling and the order. */
export function uniqueNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}
