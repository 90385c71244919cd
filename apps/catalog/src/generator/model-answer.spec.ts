import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './model-answer.js';

describe('parseJsonObject', () => {
  it.each([
    ['{"a":1}', { ok: true, value: { a: 1 } }],
    ['```json\n{"a":1}\n```', { ok: true, value: { a: 1 } }],
    ['  ```\n{"a":[1]}```  ', { ok: true, value: { a: [1] } }],
    ['[1,2]', { ok: false, problem: 'answer is not a JSON object' }],
    ['null', { ok: false, problem: 'answer is not a JSON object' }],
    ['', { ok: false, problem: 'empty answer' }],
    [null, { ok: false, problem: 'empty answer' }],
    ['{"a":', { ok: false, problem: expect.stringContaining('answer is not JSON') }],
  ])('%j', (content, expected) => {
    expect(parseJsonObject(content)).toEqual(expected);
  });
});
