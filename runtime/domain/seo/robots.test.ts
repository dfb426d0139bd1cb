import { describe, expect, it } from 'vitest';
import { disallowedPaths, robotsTxt } from './robots.ts';

describe('robots.txt per country (SEO)', () => {
  it('keeps crawlers out of account, checkout and the middleware, in every language of the country', () => {
    const paths = disallowedPaths('ch');
    expect(paths).toContain('/api');
    expect(paths).toContain('/checkout');
    expect(paths).toContain('/fr/checkout');
    expect(paths).toContain('/it/my-account');
    expect(paths).toContain('/login');
    expect(paths).not.toContain('/search');
    expect(paths.some((path) => path.includes('{'))).toBe(false);
  });

  it('keeps crawlers out of the build prefix in every language: the block gallery (ADR 009) lives there', () => {
    const paths = disallowedPaths('ch');
    // robots.txt rules are path prefixes (RFC 9309 §2.2.2): /__ covers /__blocks, /fr/__ covers /fr/__blocks.
    const disallowed = (path: string) => paths.some((prefix) => path.startsWith(prefix));
    expect(disallowed('/__blocks')).toBe(true);
    expect(disallowed('/fr/__blocks')).toBe(true);
    expect(disallowed('/it/__blocks')).toBe(true);
    expect(disallowed('/fr/')).toBe(false);
    expect(disallowed('/fr/drills/')).toBe(false);
    // The default language has no prefix (spec/1 §2.1): no /de/__ rule in CH, and none in a one-language country.
    expect(paths).not.toContain('/de/__');
    expect(disallowedPaths('de').filter((path) => path.endsWith('/__'))).toEqual(['/__']);
    expect(robotsTxt('ch', 'https://www.multishop.ch')).toContain('Disallow: /fr/__\n');
  });

  it("names the country's sitemap", () => {
    const text = robotsTxt('de', 'https://www.multishop.de');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Sitemap: https://www.multishop.de/sitemap.xml');
    expect(text).toContain('Allow: /');
  });
});
