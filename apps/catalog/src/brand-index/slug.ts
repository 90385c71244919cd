import { domainToUnicode } from 'node:url';

/** What a slug may look like: lower-case letters, digits and inner hyphens, at most 64 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

const MAX_BASE_LENGTH = 56;

/**
 * The slug a brand gets from its registrable domain's label (decisions §8): `acme.co.uk` →
 * `acme`, `blue_bottle.com` → `blue-bottle`, `xn--bcher-kva.de` → `bucher`. A label with no
 * Latin letters or digits left gives `brand`, which the index then makes unique.
 */
export function slugFromDomain(domain: string): string {
  const label = domainToUnicode(domain).split('.')[0] ?? '';
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'brand' : slug;
}

/** The candidates tried in turn when the base slug is taken: `acme`, `acme-2`, `acme-3`, … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}
