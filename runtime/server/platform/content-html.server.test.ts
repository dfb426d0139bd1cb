import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './content-html.server.ts';

describe('sanitizeContentHtml (security: CMS HTML sanitized)', () => {
  it('keeps formatting, lists, links and pictures', () => {
    expect(sanitizeContentHtml('<h2>Drills</h2><p>Strong <strong>and</strong> light</p><ul><li>18 V</li></ul>')).toBe(
      '<h2>Drills</h2><p>Strong <strong>and</strong> light</p><ul><li>18 V</li></ul>',
    );
    expect(sanitizeContentHtml('<a href="https://example.test/x">x</a>')).toBe(
      '<a href="https://example.test/x" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<p style="position:fixed" onclick="x()">p</p>', '<p>p</p>'],
    ['<a href="//evil.test">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ])('makes %s inert', (html, safe) => {
    expect(sanitizeContentHtml(html)).toBe(safe);
  });
});
