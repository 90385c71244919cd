import { describe, expect, it } from 'vitest';
import { createTextGenerator } from './text-generator-factory.js';

describe('createTextGenerator', () => {
  it.each([
    [{}, 'rule-based'],
    [{ GENERATOR_BASE_URL: '  ', GENERATOR_MODEL: '' }, 'rule-based'],
    [{ GENERATOR_API_KEY: 'sk-unused' }, 'rule-based'],
    [{ GENERATOR_BASE_URL: 'http://127.0.0.1:11434/v1', GENERATOR_MODEL: 'llama3.1' }, 'model'],
    [
      {
        GENERATOR_BASE_URL: 'https://api.openai.com/v1',
        GENERATOR_MODEL: 'gpt-4.1-mini',
        GENERATOR_API_KEY: 'sk-x',
        GENERATOR_TIMEOUT_MS: '20000',
      },
      'model',
    ],
  ])('%j → %s', (env, kind) => {
    expect(createTextGenerator(env).kind).toBe(kind);
  });

  it.each([
    [{ GENERATOR_BASE_URL: 'https://api.openai.com/v1' }, 'must be set together'],
    [{ GENERATOR_MODEL: 'gpt-4.1-mini' }, 'must be set together'],
    [{ GENERATOR_BASE_URL: 'not a url', GENERATOR_MODEL: 'm' }, 'is not a URL'],
    [{ GENERATOR_BASE_URL: 'http://x/v1', GENERATOR_MODEL: 'm', GENERATOR_TIMEOUT_MS: 'soon' }, 'positive integer'],
  ])('%j is a configuration error', (env, message) => {
    expect(() => createTextGenerator(env)).toThrow(message);
  });
});
