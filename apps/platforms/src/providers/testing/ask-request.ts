import type { AskRequest, BrandProfile } from '#contracts';

export const TEST_BRAND: BrandProfile = {
  name: 'Acme',
  aliases: ['Acme Corp'],
  domains: ['acme.com'],
  products: ['Acme Boards'],
  knownCompetitors: ['Globex', 'Initech', 'Umbrella', 'Hooli'],
  category: 'project management software',
};

/** A run request for tests; override any field. */
export function askRequest(overrides: Partial<AskRequest> = {}): AskRequest {
  return {
    platform: 'assistant_a',
    mode: 'batch',
    query: 'What is the best project management software for a small agency?',
    persona: null,
    subject: TEST_BRAND,
    seed: 'scan-1',
    ...overrides,
  };
}
