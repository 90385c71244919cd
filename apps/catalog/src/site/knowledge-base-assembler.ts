import type { KnowledgeBase } from '#contracts';
import { hostOf, registrableDomain } from '../../../../libs/common/src/domain/index.js';
import { brandNameFromDomain, nameKey, titleParts, uniqueNames } from './brand-name.js';
import { findCompetitors } from './competitor-finder.js';
import type { JsonLdEntity } from './json-ld.js';
import type { PageFacts } from './page-facts.js';
import type { PageKind } from './page-kind.js';

export interface ReadPage {
  kind: PageKind;
  facts: PageFacts;
}

export interface AssemblyInput {
  requestedUrl: string;
  /** Pages read, the home page first when it was read. */
  pages: readonly ReadPage[];
  sources: KnowledgeBase['sources'];
}

const MAX_DESCRIPTION_CHARS = 500;
const MAX_ALIASES = 10;
const MAX_PRODUCTS = 20;
const MAX_COMPETITORS = 10;

const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineStore',
  'Store',
  'Brand',
  'NGO',
]);
const PRODUCT_TYPES = new Set([
  'Product',
  'ProductModel',
  'SoftwareApplication',
  'WebApplication',
  'MobileApplication',
  'Service',
]);

/** Nouns that end a category phrase: "a product analytics platform", "an online flower shop". */
const CATEGORY_NOUNS =
  'software|platform|tool|toolkit|app|application|service|services|solution|suite|agency|company|marketplace|store|shop|brand|provider|consultancy|studio|bakery|restaurant|crm|api|system|framework|network|manufacturer|retailer|firm';
const CATEGORY_PHRASE = new RegExp(
  `\\b(?:is|are|as)\\s+(?:an?|the|your)\\s+((?:[\\p{L}\\p{N}-]+\\s+){0,4}?(?:${CATEGORY_NOUNS}))\\b`,
  'iu',
);
const CATEGORY_PUFFERY =
  /^(?:(?:leading|modern|simple|powerful|all-in-one|best|top|fastest|easiest|new|first|world's|smart|friendly|complete|trusted)\s+)+/i;

/** Merges what the pages say into the knowledge base of decisions §6. */
export function assembleKnowledgeBase({ requestedUrl, pages, sources }: AssemblyInput): KnowledgeBase {
  const home = pages.find((page) => page.kind === 'home')?.facts;
  const registrable = registrableDomain(home?.url ?? requestedUrl);
  const domainName = brandNameFromDomain(registrable ?? hostOf(requestedUrl) ?? requestedUrl.trim());
  const entities = pages.flatMap((page) => page.facts.entities);
  const organization = entities.find((entity) => entity.types.some((type) => ORGANIZATION_TYPES.has(type)));
  const website = entities.find((entity) => entity.types.includes('WebSite'));

  const titleName = home?.title === undefined ? undefined : nameFromTitle(home.title, domainName);
  const name = home?.siteName ?? organization?.name ?? website?.name ?? titleName?.name ?? domainName;

  const aliases = uniqueNames([
    name,
    ...(organization?.alternateNames ?? []),
    ...(organization?.name === undefined ? [] : [organization.name]),
    ...(website?.alternateNames ?? []),
    ...(titleName?.matchesDomain ? [titleName.name] : []),
    // An IP or localhost is no name anyone calls the brand.
    ...(registrable === null ? [] : [domainName]),
    ...(organization?.sameAs ?? []).flatMap(wikipediaTitle),
  ]).slice(1, 1 + MAX_ALIASES);

  const ownKeys = new Set([name, ...aliases].map(nameKey));
  const products = uniqueNames([
    ...entities
      .filter((entity) => entity.types.some((type) => PRODUCT_TYPES.has(type)))
      .flatMap((entity) => (entity.name === undefined ? [] : [entity.name])),
    ...pages
      .filter((page) => page.kind === 'products' || page.kind === 'pricing')
      .flatMap((page) => productHeadings(page.facts, name)),
  ])
    .filter((product) => !ownKeys.has(nameKey(product)))
    .slice(0, MAX_PRODUCTS);

  const descriptions = [home?.description, organization?.description, ...pages.map((page) => page.facts.description)];
  const description = truncate(descriptions.find((text) => text !== undefined) ?? '', MAX_DESCRIPTION_CHARS);

  const texts = pages.flatMap(({ facts }) => [
    facts.title ?? '',
    facts.description ?? '',
    ...facts.headings.map((heading) => heading.text),
    facts.text,
  ]);
  const competitors = findCompetitors(
    texts,
    pages.flatMap((page) => page.facts.links),
    [name, ...aliases, ...products],
  ).slice(0, MAX_COMPETITORS);

  return {
    name,
    description,
    aliases,
    category: findCategory(descriptions, home?.title, entities),
    products,
    competitors,
    sources: [...sources],
    fetchOk: home !== undefined,
  };
}

/** Title parts that are never a brand's name. */
const GENERIC_TITLE_PARTS = new Set(['home', 'homepage', 'home page', 'welcome', 'official site', 'official website']);

/**
 * The title part that names the brand: the one sharing a word with the domain name, else a
 * short first part (a weaker guess, so it only names the brand and is never an alias).
 */
function nameFromTitle(title: string, domainName: string): { name: string; matchesDomain: boolean } | undefined {
  const parts = titleParts(title).filter((part) => !GENERIC_TITLE_PARTS.has(nameKey(part)));
  const domainWords = new Set(nameKey(domainName).split(' '));
  const matching = parts.find((part) =>
    nameKey(part)
      .split(' ')
      .some((word) => domainWords.has(word)),
  );
  if (matching !== undefined && matching.split(/\s+/).length <= 4) return { name: matching, matchesDomain: true };
  const first = parts[0];
  return titleParts(title).length > 1 && first !== undefined && first.split(/\s+/).length <= 3
    ? { name: first, matchesDomain: false }
    : undefined;
}

/** Headings of product and pricing pages that name one of the brand's products: short, and starting with the brand's first word. */
function productHeadings(facts: PageFacts, brand: string): string[] {
  const brandWord = nameKey(brand).split(' ')[0] ?? '';
  return facts.headings
    .filter((heading) => heading.level >= 2)
    .map((heading) => heading.text)
    .filter((text) => {
      const words = nameKey(text).split(' ');
      return words.length >= 2 && words.length <= 5 && words[0] === brandWord;
    });
}

function findCategory(
  descriptions: readonly (string | undefined)[],
  title: string | undefined,
  entities: JsonLdEntity[],
): string {
  for (const text of descriptions) {
    const phrase = text === undefined ? undefined : CATEGORY_PHRASE.exec(text)?.[1];
    if (phrase !== undefined) return phrase.replace(CATEGORY_PUFFERY, '').toLowerCase();
  }
  const tagline = title === undefined ? undefined : titleParts(title)[1];
  const beforeFor = tagline?.split(/\s+for\s+/i)[0];
  if (beforeFor !== undefined && beforeFor !== tagline && beforeFor.split(/\s+/).length <= 4)
    return beforeFor.toLowerCase();
  const declared = entities.find((entity) => entity.category !== undefined)?.category;
  // schema.org's applicationCategory values are CamelCase ("BusinessApplication").
  return declared === undefined ? '' : declared.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** `https://en.wikipedia.org/wiki/Acme_Corporation` → `Acme Corporation`: an encyclopedia title is a real alternative name. */
function wikipediaTitle(sameAs: string): string[] {
  try {
    const url = new URL(sameAs);
    const match = /^\/wiki\/([^/]+)$/.exec(url.pathname);
    if (!url.hostname.endsWith('wikipedia.org') || match?.[1] === undefined) return [];
    return [
      decodeURIComponent(match[1])
        .replace(/_/g, ' ')
        .replace(/\s*\(.*\)$/, ''),
    ];
  } catch {
    return [];
  }
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
