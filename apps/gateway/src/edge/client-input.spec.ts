import { describe, expect, it } from 'vitest';
import { clientInputProblems } from './client-input.js';

describe('clientInputProblems', () => {
  it.each([
    ['plain text', { name: 'Acme Café 🚀', queries: [{ query: 'best tool?' }] }],
    ['numbers, booleans and null', { a: 1, b: true, c: null }],
    ['a surrogate pair', { name: '\ud83d\ude80' }],
    ['a string root', 'hello'],
    ['nothing', undefined],
  ])('accepts %s', (_name, value) => {
    expect(clientInputProblems(value, 'body')).toEqual([]);
  });

  it.each([
    ['NUL in a field', { name: 'a\u0000b' }, 'name'],
    ['NUL deep in an array', { queries: [{ query: 'ok' }, { query: '\u0000' }] }, 'queries.1.query'],
    ['a lone high surrogate', { role: 'x\ud800' }, 'role'],
    ['a lone low surrogate', { goals: ['\udc00y'] }, 'goals.0'],
    ['a reversed pair', { name: '\ude80\ud83d' }, 'name'],
    ['NUL in a path parameter', '\u0000', 'token'],
    ['__proto__', JSON.parse('{"__proto__":{"x":1}}'), '__proto__'],
    ['constructor, nested', { demographics: { constructor: { prototype: {} } } }, 'demographics.constructor'],
    ['NUL in a key', { 'a\u0000': 1 }, 'a?'],
  ])('refuses %s, naming %s', (_name, value, field) => {
    expect(clientInputProblems(value, 'token')).toEqual([expect.objectContaining({ field })]);
  });

  it('refuses nesting past the bound without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const problems = clientInputProblems({ deep }, 'body');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/nested deeper than 32 levels/);
  });

  it('reports at most 20 problems', () => {
    expect(
      clientInputProblems(
        Array.from({ length: 500 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });
});
