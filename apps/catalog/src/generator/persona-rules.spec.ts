import { describe, expect, it } from 'vitest';
import { expandPersonaByRules } from './persona-rules.js';

describe('expandPersonaByRules', () => {
  it.each([
    {
      name: 'a B2B marketing director',
      prompt:
        'A marketing director at a mid-size B2B SaaS company in Germany, in her 40s. She is frustrated by unreliable attribution and wants to prove marketing ROI to the board. She needs to consolidate reporting tools.',
      expected: {
        name: 'Marketing Director, Software',
        role: 'Marketing Director',
        goals: ['Prove marketing ROI to the board', 'Consolidate reporting tools'],
        painPoints: ['Unreliable attribution'],
        demographics: {
          companySize: 'Mid-size (100-999 employees)',
          industry: 'Software',
          location: 'Germany',
          ageRange: '40-49',
        },
      },
    },
    {
      name: 'a founder based in a city, new to the field',
      prompt:
        'Solo founder of an e-commerce startup based in Lyon, new to analytics, 28 years old, struggling with too many dashboards but hopes to grow revenue.',
      expected: {
        name: 'Solo Founder, Retail and e-commerce',
        role: 'Solo Founder',
        goals: ['Grow revenue'],
        painPoints: ['Too many dashboards'],
        demographics: {
          companySize: 'Startup (1-50 employees)',
          industry: 'Retail and e-commerce',
          location: 'Lyon',
          ageRange: '20-29',
          expertiseLevel: 'Beginner',
        },
      },
    },
    {
      name: 'a named consumer',
      prompt:
        'A busy parent named Sarah Jones from the UK who wants to find a reliable meal-kit service; tired of expensive deliveries.',
      expected: {
        name: 'Sarah Jones',
        role: 'Parent',
        goals: ['Find a reliable meal-kit service'],
        painPoints: ['Expensive deliveries'],
        demographics: { location: 'UK' },
      },
    },
    {
      name: 'a company size in employees and a seasoned expert',
      prompt:
        'IT administrator at a hospital with 5,000 employees, a seasoned veteran worried about data privacy and compliance.',
      expected: {
        name: 'IT Administrator, Healthcare',
        role: 'IT Administrator',
        painPoints: ['Data privacy and compliance'],
        demographics: { companySize: '5,000 employees', industry: 'Healthcare', expertiseLevel: 'Expert' },
      },
    },
    {
      name: 'a prompt that says little gets generic goals, no invented demographics',
      prompt: 'someone who likes coffee',
      expected: {
        name: 'Buyer',
        role: 'Buyer',
        goals: ['Make a confident, well-informed choice without wasting time'],
        painPoints: ['Hard to tell similar options apart from marketing claims alone'],
      },
    },
  ])('$name', ({ prompt, expected }) => {
    const persona = expandPersonaByRules(prompt);
    expect(persona).toMatchObject(expected);
    if (!('demographics' in expected)) expect(persona.demographics).toBeUndefined();
    expect(expandPersonaByRules(prompt)).toEqual(persona);
  });

  it.each([
    ['a given name is kept', 'A CTO at a fintech in Canada', 'Tech lead Tom', 'Tech lead Tom'],
    ['a given name wins over a named one', 'A nurse named Ana in Portugal', 'Night shift', 'Night shift'],
    ['a blank given name is ignored', 'A nurse named Ana in Portugal', '  ', 'Ana'],
  ])('%s', (_case, prompt, given, expected) => {
    expect(expandPersonaByRules(prompt, given).name).toBe(expected);
  });

  it('stays within the persona limits of decisions §7', () => {
    const wants = Array.from(
      { length: 15 },
      (_, index) => `wants to reach goal number ${index} ${'carefully '.repeat(40)}`,
    );
    const persona = expandPersonaByRules(
      `A product manager who ${wants.join('. She ')}. Frustrated by ${'x'.repeat(400)}.`,
      'N'.repeat(150),
    );
    expect(persona.name.length).toBeLessThanOrEqual(100);
    expect(persona.goals).toHaveLength(10);
    for (const item of [...(persona.goals ?? []), ...(persona.painPoints ?? [])])
      expect(item.length).toBeLessThanOrEqual(300);
    expect(Object.keys(persona.demographics ?? {})).toEqual([]);
  });
});
