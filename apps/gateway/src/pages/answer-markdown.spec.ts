import { describe, expect, it } from 'vitest';
import { renderAnswer } from './answer-markdown.js';

describe('renderAnswer', () => {
  it('renders markdown lists, emphasis and links', () => {
    const html = renderAnswer('1. **Acme** — [site](https://acme.com)\n2. Other');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Acme</strong>');
    expect(html).toContain('<a href="https://acme.com" rel="nofollow noopener noreferrer" target="_blank">site</a>');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[click](javascript:alert(1))', '[click](javascript:alert(1))'],
  ])('keeps %s inert', (input, shown) => {
    const html = renderAnswer(input);
    expect(html).toContain(shown);
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
  });

  it('turns images into links, loading nothing', () => {
    expect(renderAnswer('![logo](https://cdn.example/logo.png)')).toBe(
      '<p><a href="https://cdn.example/logo.png" rel="nofollow noopener noreferrer" target="_blank">[image: logo]</a></p>\n',
    );
  });
});
