import { describe, expect, it } from 'vitest';
import { hostOf, registrableDomain } from './registrable-domain.js';

describe('registrableDomain', () => {
  it.each([
    ['https://www.Acme.co.uk/x', 'acme.co.uk'],
    ['acme.co.uk', 'acme.co.uk'],
    ['WWW.ACME.COM', 'acme.com'],
    ['http://shop.eu.acme.com:8080/path?q=1#top', 'acme.com'],
    ['acme.com.', 'acme.com'],
    ['//acme.com/x', 'acme.com'],
    ['ftp://Files.Acme.com', 'acme.com'],
    ['https://Bücher.de/', 'xn--bcher-kva.de'],
    ['www.bücher.de', 'xn--bcher-kva.de'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['https://www.例え.jp', 'xn--r8jz45g.jp'],
    ['blog.acme.github.io', 'acme.github.io'],
    ['www.com', 'www.com'],
    ['acme.test', 'acme.test'],
    ['user:pw@acme.com', 'acme.com'],
  ])('%s → %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it.each([
    ['127.0.0.1'],
    ['http://2130706433/'],
    ['http://0x7f.1/'],
    ['8.8.8.8'],
    ['[::1]'],
    ['https://[2001:db8::1]/'],
    ['localhost'],
    ['http://localhost:3000'],
    ['app.localhost'],
    ['printer.local'],
    ['db.internal'],
    ['router.home.arpa'],
    ['co.uk'],
    ['com'],
    ['github.io'],
    ['intranet'],
    [''],
    ['   '],
    ['http://'],
    ['http://exa mple.com'],
  ])('%s → null', (input) => {
    expect(registrableDomain(input)).toBeNull();
  });
});

describe('hostOf', () => {
  it.each([
    ['https://WWW.Acme.com./x', 'www.acme.com'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]'],
    ['not a host', null],
  ])('%s → %s', (input, expected) => {
    expect(hostOf(input)).toBe(expected);
  });
});
