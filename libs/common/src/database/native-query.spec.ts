import { describe, expect, it } from 'vitest';
import { jsonbArrayParameter } from './native-query.js';

describe('jsonbArrayParameter', () => {
  const decode = (buffer: Buffer) => ({ version: buffer[0], json: buffer.subarray(1).toString('utf8') });

  it.each([
    ['an empty array', [], '[]'],
    ['rows of several shapes', [{ id: 'a', n: 1 }, null, 'x', [1, 2]], '[{"id":"a","n":1},null,"x",[1,2]]'],
    ['text outside Latin-1 and characters JSON escapes', [{ t: 'a – "b"\n€ 𝄞' }], '[{"t":"a – \\"b\\"\\n€ 𝄞"}]'],
    ['an element JSON has no text for, as JSON.stringify writes it in an array', [undefined], '[null]'],
  ])('is the binary jsonb of %s: version 1, then the JSON text', (_, items, json) => {
    const { version, json: text } = decode(jsonbArrayParameter(items));
    expect(version).toBe(1);
    expect(text).toBe(json);
    expect(text).toBe(JSON.stringify(items));
  });

  it('holds a batch past 128 KB whole', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, text: `answer ${i} – ${'x'.repeat(1_000)}` }));
    expect(JSON.parse(decode(jsonbArrayParameter(rows)).json)).toEqual(rows);
  });
});
