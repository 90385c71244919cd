import { describe, expect, it } from 'vitest';
import { normaliseUrl } from './url-normalizer.js';

describe('normaliseUrl', () => {
  it.each([
    ['https://Acme.com/Pricing?utm_source=x&utm_campaign=y', 'https://acme.com/Pricing', 'acme.com/Pricing'],
    ['https://www.acme.com/a/?gclid=1&id=7', 'https://www.acme.com/a/?id=7', 'acme.com/a?id=7'],
    ['http://acme.com', 'http://acme.com/', 'acme.com'],
    ['www.acme.com/x?fbclid=2', 'https://www.acme.com/x', 'acme.com/x'],
    ['https://acme.com/x#section', 'https://acme.com/x#section', 'acme.com/x'],
  ])('%s', (raw, url, key) => {
    expect(normaliseUrl(raw)).toMatchObject({ url, key });
  });

  it.each(['not a url', 'ftp://acme.com/file', 'javascript:alert(1)'])('rejects %s', (raw) => {
    expect(normaliseUrl(raw)).toBeNull();
  });
});
