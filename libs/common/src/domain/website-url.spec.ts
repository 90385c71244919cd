import { describe, expect, it } from 'vitest';
import { normaliseWebsiteUrl } from './website-url.js';

describe('normaliseWebsiteUrl', () => {
  it.each([
    ['acme.com', 'https://acme.com/'],
    ['  Acme.com  ', 'https://acme.com/'],
    ['acme.com:8080/shop', 'https://acme.com:8080/shop'],
    ['//www.acme.com', 'https://www.acme.com/'],
    ['http://WWW.Acme.co.uk/x?y=1#frag', 'http://www.acme.co.uk/x?y=1'],
    ['HTTPS://acme.com.', 'https://acme.com/'],
    ['https://bücher.de', 'https://xn--bcher-kva.de/'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    ['ftp://acme.com'],
    ['javascript:alert(1)'],
    ['mailto:sales@acme.com'],
    ['file:///etc/passwd'],
    ['https://user:pw@acme.com'],
    ['http://127.0.0.1'],
    ['http://2130706433'],
    ['http://[::1]/'],
    ['localhost:3000'],
    ['https://co.uk'],
    ['acme com'],
    [''],
    ['https://acme.com:0/'],
    ['acme.com:00'],
    ['https://acme.com:65536'],
  ])('%s → null', (input) => {
    expect(normaliseWebsiteUrl(input)).toBeNull();
  });
});
