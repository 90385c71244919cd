import { describe, expect, it } from 'vitest';
import { readNameAt } from './brand-name-reader.js';
import { prepareBrand } from './prepared-brand.js';
import { ACME, NIKE_RIVAL } from './test-brands.js';

describe('readNameAt', () => {
  it.each([
    ['HubSpot', true, 'HubSpot'],
    ['Acme CRM', true, 'Acme'],
    ['Close', true, 'Close'],
    ['Close is great for calls', true, 'Close'],
    ['Integrates with Slack', true, null],
    ['Zoho CRM', true, 'Zoho'],
    ['Bank of America', true, 'Bank of America'],
    ["L'Arbre à Café", true, "L'Arbre à Café"],
    ['e.l.f.', true, 'e.l.f.'],
    ['Best CRM Software for Startups', true, null],
    ['Why Choose Zoho Over Acme', false, 'Zoho'],
    ['Pros', true, null],
    ['G2', true, null],
    ['Monday', true, null],
  ])('%j → %j', (text, whole, expected) => {
    expect(readNameAt(text, prepareBrand(ACME), whole)?.display ?? null).toBe(expected);
  });

  // A preposition or verb opening the line ("In", "Für", "När"…), then a name the reader knows; the pattern is
  // only tried after a first word of one of their first letters and lengths.
  it.each([
    ['In HubSpot, open Settings', 'HubSpot'],
    ['Is HubSpot a good fit?', 'HubSpot'],
    ['Für HubSpot-Nutzer', 'HubSpot'],
    ['Cuando HubSpot falla', 'HubSpot'],
    ['När HubSpot', 'HubSpot'],
    ['In\u00a0HubSpot, open Settings', 'HubSpot'],
    ['In Zoho, open Settings', null],
    ['Inn Keeper Suite', 'Inn Keeper Suite'],
    ['Inhub Spot', 'Inhub Spot'],
  ])('reads the name after a function word in %j → %j', (text, expected) => {
    expect(readNameAt(text, prepareBrand(ACME), false)?.display ?? null).toBe(expected);
  });

  it.each([
    ['Nike Pegasus 41', 'Nike'],
    ['Hoka Clifton 9', 'Hoka'],
    ['Saucony Endorphin Speed 4', 'Saucony'],
    ['Anker Soundcore Space Q45', 'Anker'],
    ['Brooks Ghost 16', 'Brooks'],
  ])('reduces %j to %j', (text, expected) => {
    expect(readNameAt(text, prepareBrand(NIKE_RIVAL), true)?.display).toBe(expected);
  });

  // A name registered with an institution's noun keeps it; a phrasal name keeps its particle.
  const BANKING = prepareBrand({
    name: 'Nordkonto',
    aliases: [],
    domains: ['nordkonto.example'],
    products: [],
    knownCompetitors: [],
    category: 'bank tax health insurance apps',
  });
  it.each([
    ['Ally Bank', 'Ally Bank'],
    ['Liberty Tax', 'Liberty Tax'],
    ['Babylon Health', 'Babylon Health'],
    ['Unreal Engine', 'Unreal Engine'],
    ['Banca Sella', 'Banca Sella'],
    ['Banco Sabadell', 'Banco Sabadell'],
    ['Hanse Versicherung', 'Hanse Versicherung'],
    ['Mutua Seguros', 'Mutua Seguros'],
    ['Waking Up', 'Waking Up'],
    ['Stand Out', 'Stand Out'],
    ['Zoho CRM', 'Zoho'],
    ['Sparfuchs App', 'Sparfuchs'],
  ])('keeps the name of %j as %j', (text, expected) => {
    expect(readNameAt(text, BANKING, true)?.display).toBe(expected);
  });

  // A plural of the category's word after a name is the company's name; so is "Brand"; a connector holds a name.
  const YARN = prepareBrand({
    name: 'Wollwerk',
    aliases: [],
    domains: ['wollwerk.example'],
    products: [],
    knownCompetitors: [],
    category: 'yarn tea thé',
  });
  it.each([
    ['Cascade Yarns', 'Cascade Yarns'],
    ['Adagio Teas', 'Adagio Teas'],
    ['Lion Brand', 'Lion Brand'],
    ['Lion Brand Vanna’s Choice 4', 'Lion Brand'],
    ['House of Marley Stir It Up 2', 'House of Marley'],
    ['Palais des Thés Thé des Lords 3', 'Palais des Thés'],
    ['Banca di Roma Conto 2', 'Banca di Roma'],
    ['Drops Air 2', 'Drops'],
  ])('reads %j as %j', (text, expected) => {
    expect(readNameAt(text, YARN, true)?.display).toBe(expected);
  });
});
