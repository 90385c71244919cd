import { describe, expect, it } from 'vitest';
import { AppError } from '#common';
import { parseWebsite } from './website-input.js';

describe('parseWebsite', () => {
  it.each([
    ['https://www.Acme.co.uk/x?utm_source=y#top', 'https://www.acme.co.uk/', 'acme.co.uk'],
    ['acme.com', 'https://acme.com/', 'acme.com'],
    ['http://shop.acme.com:8080/cart', 'http://shop.acme.com:8080/', 'acme.com'],
    ['https://bücher.de/', 'https://xn--bcher-kva.de/', 'xn--bcher-kva.de'],
  ])('%s → %s (%s)', (url, website, domain) => {
    expect(parseWebsite(url)).toEqual({ website, domain });
  });

  it.each([
    'ftp://acme.com',
    'http://127.0.0.1/',
    'http://localhost:3000',
    'https://co.uk',
    'not a url',
    '',
    42,
    undefined,
  ])('refuses %j with VALIDATION_ERROR on the field', (url) => {
    try {
      parseWebsite(url, 'url');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).payload).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'url' }] });
    }
  });
});
