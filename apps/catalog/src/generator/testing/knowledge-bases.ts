import type { KnowledgeBase } from '#contracts';

/** Knowledge bases as the site module builds them, for generator tests. */
export const ACME_KB: KnowledgeBase = {
  name: 'Acme Analytics',
  description:
    'Acme Analytics is a product analytics platform for SaaS teams that want to understand how customers use their product.',
  aliases: ['Acme', 'AcmeHQ', 'Acme Analytics Ltd'],
  category: 'product analytics platform',
  products: ['Acme Insights', 'Acme Funnels', 'Acme Replay'],
  competitors: ['Google Analytics', 'Mixpanel', 'Amplitude', 'Heap', 'PostHog'],
  sources: [{ url: 'https://acme-analytics.com/', ok: true }],
  fetchOk: true,
};

export const FAILED_KB: KnowledgeBase = {
  name: 'Acme',
  description: '',
  aliases: [],
  category: '',
  products: [],
  competitors: [],
  sources: [{ url: 'https://www.acme.co.uk/', ok: false, error: 'TIMEOUT: No complete answer within 10000 ms' }],
  fetchOk: false,
};

export const BAKERY_KB: KnowledgeBase = {
  name: 'Rosie Bakes',
  description: 'Rosie Bakes is an artisan bakery delivering sourdough and cakes for busy families in Leeds.',
  aliases: ['Rosie'],
  category: 'artisan bakery',
  products: ['Rosie Sourdough Club'],
  competitors: ['Rosie Bakes', 'Greggs', 'Bettys'],
  sources: [{ url: 'https://rosiebakes.co.uk/', ok: true }],
  fetchOk: true,
};

/** A brand whose category names the brand: the category must not leak into the questions. */
export const SELF_NAMED_CATEGORY_KB: KnowledgeBase = {
  ...ACME_KB,
  name: 'Notion',
  aliases: [],
  products: [],
  category: 'notion workspace app',
  competitors: ['Notion', 'Coda', 'Confluence'],
  description: 'The connected workspace for teams.',
};
