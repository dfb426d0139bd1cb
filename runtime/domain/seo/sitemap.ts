// SEO: sitemap.xml per country (sitemaps.org protocol 0.9), with the page in each of the country's
// languages as hreflang alternates (Google's xhtml:link extension). A country's catalogue can hold 100,000
// products in several languages, so the sitemap is an index of parts, each well under the protocol's 50,000 URLs.

/** Products per sitemap part: with up to three languages a part stays under 50,000 URLs. */
export const SITEMAP_PRODUCTS_PER_PART = 10_000;

export interface SitemapEntry {
  /** The page in each language: hreflang (de-CH) → path. The first is the entry's own location. */
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly path: string }>;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] as string);

/** The sitemap index: one <sitemap> per part file. */
export function sitemapIndexXml(origin: string, parts: readonly string[]): string {
  const items = parts.map((part) => `<sitemap><loc>${escapeXml(`${origin}/${part}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/**
 * A part: one <url> per page and language (every language version is a URL of its own, and each lists all
 * versions, itself included, as the hreflang annotations require).
 */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const links = entry.alternates
      .map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('');
    for (const { path } of entry.alternates) {
      urls.push(`<url><loc>${escapeXml(origin + path)}</loc>${entry.alternates.length > 1 ? links : ''}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** The part files of a country's sitemap: fixed pages, categories, then the products in parts. */
export function sitemapParts(productCount: number): string[] {
  const productParts = Math.max(1, Math.ceil(productCount / SITEMAP_PRODUCTS_PER_PART));
  return [
    'sitemap-pages.xml',
    'sitemap-categories.xml',
    ...Array.from({ length: productParts }, (_, index) => `sitemap-products-${index + 1}.xml`),
  ];
}

/** Which part a file name is, or null: `pages`, `categories`, or the product part number (1…). */
export function parseSitemapPart(name: string): 'pages' | 'categories' | number | null {
  if (name === 'sitemap-pages.xml') return 'pages';
  if (name === 'sitemap-categories.xml') return 'categories';
  const product = /^sitemap-products-([1-9]\d{0,5})\.xml$/.exec(name);
  return product ? Number(product[1]) : null;
}
