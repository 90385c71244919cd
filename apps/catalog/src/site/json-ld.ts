/** The parts of a schema.org entity the knowledge base uses. */
export interface JsonLdEntity {
  types: string[];
  name?: string;
  alternateNames: string[];
  sameAs: string[];
  description?: string;
  /** `category` of a Product, `applicationCategory` of a SoftwareApplication. */
  category?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const MAX_DEPTH = 6;

/**
 * Reads the entities of `<script type="application/ld+json">` blocks: top-level objects, arrays,
 * `@graph` lists and a few nesting properties (`itemListElement`, `item`, `brand`,
 * `manufacturer`, `offers.itemOffered`). Broken JSON in one block does not hide the others.
 */
export function readJsonLd(blocks: readonly string[]): JsonLdEntity[] {
  const entities: JsonLdEntity[] = [];
  for (const block of blocks) {
    let parsed: Json;
    try {
      parsed = JSON.parse(block) as Json;
    } catch {
      continue;
    }
    collect(parsed, entities, 0);
  }
  return entities;
}

function collect(node: Json, into: JsonLdEntity[], depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collect(item, into, depth + 1);
    return;
  }
  const types = strings(node['@type']);
  if (types.length > 0) {
    into.push({
      types,
      name: firstString(node.name),
      alternateNames: [...strings(node.alternateName), ...strings(node.legalName)],
      sameAs: strings(node.sameAs),
      description: firstString(node.description),
      category: firstString(node.category) ?? firstString(node.applicationCategory),
    });
  }
  for (const key of ['@graph', 'itemListElement', 'item', 'hasOfferCatalog', 'offers', 'itemOffered', 'isRelatedTo']) {
    const child = node[key];
    if (child !== undefined) collect(child, into, depth + 1);
  }
}

function strings(value: Json | undefined): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  return [];
}

function firstString(value: Json | undefined): string | undefined {
  return strings(value)[0];
}
