import { describe, expect, it } from 'vitest';
import { warmUpAnalysis } from './analysis-warm-up.js';

describe('warmUpAnalysis', () => {
  it('goes through every step an ordinary answer goes through: mention, position, sentiment, competitors, citations', () => {
    const analysis = warmUpAnalysis();
    expect(analysis.mentioned).toBe(true);
    expect(analysis.position).toBe(2);
    expect(analysis.sentiment).not.toBe('none');
    expect(analysis.competitors).toEqual(expect.arrayContaining(['Acme Planner', 'Brightdesk']));
    expect(analysis.citedSources.length).toBeGreaterThanOrEqual(2);
  });
});
