import { describe, expect, it } from 'vitest';
import { sitemapParts } from '../seo/sitemap.ts';
import { isFilePath, isShopFile, ROBOTS_PATH, SITEMAP_INDEX_PATH } from './shop-files.ts';

describe('shop files (ADR 014: the trailing-slash rule of spec/1 §2.1 is for pages, not files)', () => {
  it.each(['/favicon.ico', '/Sitemap.xml', '/Robots.txt', '/a/b/c.JSON', '/.env.local'])('%s is a file path', (path) =>
    expect(isFilePath(path)).toBe(true),
  );

  it.each(['/', '/drills/', '/drill-12345678', '/drills.html/', '/v1.', '/search'])('%s is no file path', (path) =>
    expect(isFilePath(path)).toBe(false),
  );

  it('knows robots.txt, the sitemap index and every sitemap part', () => {
    for (const path of [ROBOTS_PATH, SITEMAP_INDEX_PATH, ...sitemapParts(120_000).map((part) => `/${part}`)]) {
      expect(isShopFile(path), path).toBe(true);
    }
  });

  it.each(['/favicon.ico', '/sitemap-products-0.xml', '/Robots.txt', '/robots.txt/', '/de/robots.txt'])(
    '%s is no shop file',
    (path) => expect(isShopFile(path)).toBe(false),
  );
});
