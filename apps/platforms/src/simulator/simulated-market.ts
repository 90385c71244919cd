import type { BrandProfile, NativeCitation, PlatformKey } from '#contracts';
import type { SeededRandom } from './seeded-random.js';

/** A brand that appears in a simulated answer. */
export interface SimulatedBrand {
  name: string;
  domain: string;
  isSubject: boolean;
}

/** Made-up but plausible names, used when the knowledge base knows fewer than four competitors. */
const GENERIC_COMPETITORS = [
  'Northwind',
  'Brightwave',
  'Corelytics',
  'Peakform',
  'Stackline',
  'Clearpath',
  'Lumora',
  'Vantagely',
  'Fieldstone',
  'Quillify',
] as const;

const REVIEW_SITES = [
  (slug: string) => `https://www.g2.com/categories/${slug}`,
  (slug: string) => `https://www.capterra.com/${slug.replace(/-software$/, '')}-software/`,
  (slug: string) => `https://www.trustradius.com/${slug}`,
  (slug: string) => `https://www.forbes.com/advisor/business/software/best-${slug}/`,
  (slug: string) => `https://www.reddit.com/r/${slug.replace(/-/g, '')}/comments/best_${slug.replace(/-/g, '_')}/`,
  (slug: string) => `https://www.techradar.com/best/best-${slug}`,
] as const;

const REVIEW_TITLES = ['G2', 'Capterra', 'TrustRadius', 'Forbes Advisor', 'Reddit', 'TechRadar'] as const;
export const REVIEW_HOSTS = [
  'g2.com',
  'capterra.com',
  'trustradius.com',
  'forbes.com',
  'reddit.com',
  'techradar.com',
] as const;

/** Tracking parameters as real assistants append them; the analysis is expected to strip them. */
const TRACKING: Record<PlatformKey, readonly string[]> = {
  assistant_a: ['utm_source=openai', 'utm_source=chatgpt.com'],
  assistant_b: ['utm_source=claude.ai', 'utm_medium=referral&utm_campaign=compare'],
  assistant_c: ['utm_source=gemini', 'srsltid=AfmBOoq3'],
  aio: ['srsltid=AfmBOorX'],
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Names seen and their domains: a scan's runs name the same few brands (bounded, cleared when full). */
const DOMAINS = new Map<string, string>();
const MAX_DOMAINS = 10_000;

/** A competitor named like a domain ("Monday.com") keeps it; others get `<name>.com`. */
function domainOf(name: string): string {
  let domain = DOMAINS.get(name);
  if (domain === undefined) {
    if (DOMAINS.size >= MAX_DOMAINS) DOMAINS.clear();
    domain = computeDomainOf(name);
    DOMAINS.set(name, domain);
  }
  return domain;
}

function computeDomainOf(name: string): string {
  const lower = name.toLowerCase().trim();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(lower)) return lower;
  return `${slugify(name).replace(/-/g, '')}.com`;
}

export function subjectBrand(subject: BrandProfile): SimulatedBrand {
  return { name: subject.name, domain: subject.domains[0] ?? domainOf(subject.name), isSubject: true };
}

/** The competitors an answer may list: the known ones first, padded with generic names. */
export function competitorPool(subject: BrandProfile, rng: SeededRandom): SimulatedBrand[] {
  const own = new Set([subject.name, ...subject.aliases, ...subject.products].map((n) => n.toLowerCase()));
  const known = [...new Set(subject.knownCompetitors.map((n) => n.trim()).filter(Boolean))].filter(
    (n) => !own.has(n.toLowerCase()),
  );
  // A made-up rival must not look like the brand itself ("Northwind" beside "Northwind Robotics").
  const ownWords = new Set([...own].flatMap((n) => n.split(/\s+/)));
  const generic = rng
    .shuffle(GENERIC_COMPETITORS)
    .filter(
      (n) =>
        !own.has(n.toLowerCase()) &&
        !ownWords.has(n.toLowerCase()) &&
        !known.some((k) => k.toLowerCase() === n.toLowerCase()),
    );
  const names = known.length >= 4 ? known : [...known, ...generic.slice(0, 4 - known.length + rng.int(0, 2))];
  return names.map((name) => ({ name, domain: domainOf(name), isSubject: false }));
}

/** Citations as a provider would return them: brand sites and review sites, some with tracking. */
export function simulatedCitations(
  brands: SimulatedBrand[],
  category: string,
  platform: PlatformKey,
  rng: SeededRandom,
): NativeCitation[] {
  const slug = slugify(category) || 'software';
  const citations: NativeCitation[] = [];
  const reviewCount = rng.int(1, 3);
  for (const index of rng.shuffle(REVIEW_SITES.map((_, i) => i)).slice(0, reviewCount)) {
    citations.push({
      url: track(REVIEW_SITES[index](slug), platform, rng),
      title: `Best ${titleCase(category)} of ${2025 + rng.int(0, 1)} - ${REVIEW_TITLES[index]}`,
    });
  }
  for (const brand of brands) {
    if (!rng.chance(brand.isSubject ? 0.7 : 0.45)) continue;
    const page = rng.pick(['', 'pricing', 'features', 'blog/comparison', 'customers']);
    citations.push({
      url: track(`https://www.${brand.domain}/${page}`, platform, rng),
      title: page ? `${brand.name} ${titleCase(page.split('/').pop() ?? page)}` : `${brand.name} | Official site`,
    });
  }
  return rng.shuffle(citations);
}

function track(url: string, platform: PlatformKey, rng: SeededRandom): string {
  // OpenAI tags nearly every cited URL; the others only now and then.
  const probability = platform === 'assistant_a' ? 0.85 : 0.3;
  return rng.chance(probability) ? `${url}${url.includes('?') ? '&' : '?'}${rng.pick(TRACKING[platform])}` : url;
}

export function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
