import { parseSitemapPart } from '../seo/sitemap.ts';

// The files the shop serves at its root (SEO): robots.txt, the sitemap index and its parts. They are no
// pages, so the page rules of spec/1 §9.6 (trailing slash, language prefix, canonical form) do not apply to them,
// and their upper-case forms lead to them (§9.6 "Upper-case paths redirect to lower case").

/** The robots file's path. */
export const ROBOTS_PATH = '/robots.txt';
/** The sitemap index's path; its parts are `/sitemap-<part>.xml` (domain/seo/sitemap.ts). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

// A last segment with a file extension: a name, a dot and letters or digits, no slash after it. Page slugs have
// no dot (spec/1 §2.1 slugs are lower-case letters, digits and dashes), so no page path is a file path.
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

/** The path names a file (`/favicon.ico`, `/Sitemap.xml`), not a page. */
export function isFilePath(path: string): boolean {
  return FILE_PATH.test(path);
}

/** The path is one of the files the shop serves at its root (robots.txt, sitemap.xml and its parts). */
export function isShopFile(path: string): boolean {
  return path === ROBOTS_PATH || path === SITEMAP_INDEX_PATH || parseSitemapPart(path.slice(1)) !== null;
}
