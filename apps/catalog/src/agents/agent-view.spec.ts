import { describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '#contracts';
import type { AgentRow } from './agent.entity.js';
import { toBrandProfile } from './agent-view.js';

const base: AgentRow = {
  syntheticId: 7,
  ownerAccountId: 'acc_1',
  name: 'Acme Analytics',
  website: 'https://acme-analytics.test/',
  domain: 'acme-analytics.test',
  knowledge: null,
  knowledgeStatus: 'pending',
  knowledgeError: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

const kb: KnowledgeBase = {
  name: 'Acme Analytics',
  description: 'Product analytics.',
  aliases: ['Acme', 'acme analytics', 'AcmeHQ'],
  category: 'product analytics platform',
  products: ['Acme Insights'],
  competitors: ['Mixpanel', 'Amplitude'],
  sources: [],
  fetchOk: true,
};

describe('toBrandProfile', () => {
  it('has only the name and domain before the knowledge base exists', () => {
    expect(toBrandProfile(base)).toEqual({
      name: 'Acme Analytics',
      aliases: [],
      domains: ['acme-analytics.test'],
      products: [],
      knownCompetitors: [],
    });
  });

  it('takes aliases, products, competitors and category from the knowledge base, without repeating the name', () => {
    expect(toBrandProfile({ ...base, knowledge: kb })).toEqual({
      name: 'Acme Analytics',
      aliases: ['Acme', 'AcmeHQ'],
      domains: ['acme-analytics.test'],
      products: ['Acme Insights'],
      knownCompetitors: ['Mixpanel', 'Amplitude'],
      category: 'product analytics platform',
    });
  });

  it('keeps the knowledge base name as an alias when the agent is named otherwise', () => {
    expect(toBrandProfile({ ...base, name: 'Acme', knowledge: { ...kb, aliases: [] } }).aliases).toEqual([
      'Acme Analytics',
    ]);
  });
});
