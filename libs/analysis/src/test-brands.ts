import type { BrandProfile } from '#contracts';

/** Brand profiles the unit tests share. */
export const ACME: BrandProfile = {
  name: 'Acme',
  aliases: ['Acme CRM', 'Acme Inc.'],
  domains: ['acme.com'],
  products: ['Acme Pipeline'],
  knownCompetitors: ['HubSpot', 'Salesforce', 'Pipedrive'],
  category: 'CRM software',
};

export const MONDAY: BrandProfile = {
  name: 'monday.com',
  aliases: ['Monday'],
  domains: ['monday.com'],
  products: ['monday CRM'],
  knownCompetitors: ['Asana', 'Trello'],
  category: 'work management software',
};

export const NOTION: BrandProfile = {
  name: 'Notion',
  aliases: [],
  domains: ['notion.so'],
  products: ['Notion AI'],
  knownCompetitors: ['Coda', 'Obsidian'],
};

export const ZOE: BrandProfile = {
  name: 'Café Zoé',
  aliases: [],
  domains: ['cafezoe.fr'],
  products: [],
  knownCompetitors: ['Lavazza'],
};

export const NIKE_RIVAL: BrandProfile = {
  name: 'Brooks',
  aliases: [],
  domains: ['brooksrunning.com'],
  products: ['Ghost'],
  knownCompetitors: ['Nike', 'Hoka'],
  category: 'running shoes',
};

/** A brand named with an ordinary word that is not on the common-word list. */
export const WAYFARE: BrandProfile = {
  name: 'Wayfare',
  aliases: ['Wayfare Travel'],
  domains: ['wayfare.co'],
  products: ['Wayfare Carry-On'],
  knownCompetitors: ['Samsonite', 'Monos'],
  category: 'luggage',
};
