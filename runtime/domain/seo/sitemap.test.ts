import { describe, expect, it } from 'vitest';
import { parseSitemapPart, SITEMAP_PRODUCTS_PER_PART, sitemapIndexXml, sitemapParts, urlSetXml } from './sitemap.ts';

describe('sitemap (SEO)', () => {
  it('splits the products into parts under the protocol limit', () => {
    expect(sitemapParts(0)).toEqual(['sitemap-pages.xml', 'sitemap-categories.xml', 'sitemap-products-1.xml']);
    expect(sitemapParts(100_000)).toHaveLength(2 + 100_000 / SITEMAP_PRODUCTS_PER_PART);
    expect(SITEMAP_PRODUCTS_PER_PART * 3).toBeLessThanOrEqual(50_000);
  });

  it('reads part names and refuses anything else', () => {
    expect(parseSitemapPart('sitemap-pages.xml')).toBe('pages');
    expect(parseSitemapPart('sitemap-categories.xml')).toBe('categories');
    expect(parseSitemapPart('sitemap-products-12.xml')).toBe(12);
    expect(parseSitemapPart('sitemap-products-0.xml')).toBeNull();
    expect(parseSitemapPart('sitemap-products-1.xml.gz')).toBeNull();
    expect(parseSitemapPart('../etc')).toBeNull();
  });

  it('lists every language version with all hreflang alternates, escaped', () => {
    const xml = urlSetXml('https://www.multishop.ch', [
      {
        alternates: [
          { hreflang: 'de-CH', path: '/a&b/' },
          { hreflang: 'fr-CH', path: '/fr/a/' },
        ],
      },
      { alternates: [{ hreflang: 'de-CH', path: '/only/' }] },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://www.multishop.ch/a&amp;b/</loc>');
    expect(xml).toContain('hreflang="fr-CH" href="https://www.multishop.ch/fr/a/"');
    expect(xml).toContain('<url><loc>https://www.multishop.ch/only/</loc></url>');
  });

  it('indexes its parts', () => {
    expect(sitemapIndexXml('https://x.test', ['sitemap-pages.xml'])).toContain(
      '<sitemap><loc>https://x.test/sitemap-pages.xml</loc></sitemap>',
    );
  });
});
