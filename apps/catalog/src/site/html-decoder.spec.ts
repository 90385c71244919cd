import { describe, expect, it } from 'vitest';
import { charsetFromContentType, charsetFromMeta, decodeHtml } from './html-decoder.js';

const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

describe('charsetFromContentType', () => {
  it.each([
    ['text/html; charset=ISO-8859-1', 'iso-8859-1'],
    ['text/html;charset="utf-8"', 'utf-8'],
    ['text/html', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(charsetFromContentType(header)).toBe(expected);
  });
});

describe('charsetFromMeta', () => {
  it.each([
    ['<html><head><meta charset="windows-1252">', 'windows-1252'],
    ["<meta charset='Shift_JIS' />", 'shift_jis'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">', 'iso-8859-15'],
    ['<html><head><title>x</title>', undefined],
  ])('%s → %s', (html, expected) => {
    expect(charsetFromMeta(latin1(html))).toBe(expected);
  });
});

describe('decodeHtml', () => {
  it.each([
    ['header charset', latin1('<p>Café</p>'), 'text/html; charset=iso-8859-1', '<p>Café</p>', 'windows-1252'],
    [
      'meta charset',
      latin1('<meta charset="windows-1252"><p>Crème brûlée</p>'),
      'text/html',
      'Crème brûlée',
      'windows-1252',
    ],
    [
      'header beats meta',
      utf8('<meta charset="windows-1252"><p>Café</p>'),
      'text/html; charset=utf-8',
      'Café',
      'utf-8',
    ],
    [
      'BOM beats header',
      new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<p>Café</p>')]),
      'text/html; charset=iso-8859-1',
      'Café',
      'utf-8',
    ],
    ['unknown label falls through', utf8('<p>Café</p>'), 'text/html; charset=nonsense', 'Café', 'utf-8'],
    ['default utf-8', utf8('<p>naïve</p>'), null, 'naïve', 'utf-8'],
  ])('%s', (_name, bytes, contentType, contains, charset) => {
    const decoded = decodeHtml(bytes, contentType);
    expect(decoded.text).toContain(contains);
    expect(decoded.charset).toBe(charset);
  });
});
