import { describe, expect, it } from 'vitest';
import { disallowedPaths, robotsTxt } from './robots.ts';

describe('robots.txt per country (issue 5 SEO)', () => {
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

  it("names the country's sitemap", () => {
    const text = robotsTxt('de', 'https://www.multishop.de');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Sitemap: https://www.multishop.de/sitemap.xml');
    expect(text).toContain('Allow: /');
  });
});
