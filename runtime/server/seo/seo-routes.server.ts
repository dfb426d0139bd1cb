import type { FastifyPluginAsync } from 'fastify';
import {
  COUNTRIES,
  COUNTRY_LOCALES,
  href,
  ROUTES,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
  type PageKind,
  type RouteKey,
} from '../../../generated/index.ts';
import { robotsTxt } from '../../domain/seo/robots.ts';
import {
  parseSitemapPart,
  SITEMAP_PRODUCTS_PER_PART,
  sitemapIndexXml,
  sitemapParts,
  urlSetXml,
  type SitemapEntry,
} from '../../domain/seo/sitemap.ts';
import { ROBOTS_PATH, SITEMAP_INDEX_PATH } from '../../domain/routing/shop-files.ts';
import type { CataloguePort } from '../commerce/ports/catalogue-port.ts';

// SEO: robots.txt and sitemap.xml per country (the country from the host, as for every request).

/** More categories than any catalogue has; the protocol's 50,000 URLs a part stay the real bound. */
const MAX_CATEGORIES = 10_000;

/** The fixed pages worth indexing: home and the information pages (spec/1 §2.1). */
const INDEXED_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(['home', 'information']);

function languagesOf(country: CountryCode): Array<{ language: LanguageCode; hreflang: string }> {
  const locales = COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>;
  return COUNTRIES[country].languages.map(({ language }) => ({
    language: language as LanguageCode,
    hreflang: locales[language as LanguageCode] as string,
  }));
}

function pageEntries(country: CountryCode): SitemapEntry[] {
  const languages = languagesOf(country);
  return (Object.keys(ROUTES) as RouteKey[])
    .filter((key) => INDEXED_KINDS.has(ROUTES[key].pageKind) && !ROUTES[key].path.includes('{'))
    .map((key) => ({
      alternates: languages.map(({ language, hreflang }) => ({
        hreflang,
        path: href(key as 'home', {}, { country, language }),
      })),
    }));
}

async function slugEntries(
  catalogue: CataloguePort,
  country: CountryCode,
  kind: 'category' | 'product',
  skip: number,
  count: number,
): Promise<SitemapEntry[]> {
  const languages = languagesOf(country);
  const rows = await catalogue.sitemapSlugs(
    kind,
    languages.map((entry) => entry.language),
    skip,
    count,
  );
  return rows.map((row) => ({
    alternates: languages.flatMap(({ language, hreflang }) => {
      const slug = row.slugs[language];
      const target = { country, language };
      return slug ? [{ hreflang, path: href(kind, { slug }, target) }] : [];
    }),
  }));
}

export interface SeoRoutesOptions {
  /** The store the sitemaps list the published products and the categories of. */
  readonly catalogue: CataloguePort;
  /**
   * The country's configured origin (ADR 030), which every URL of robots.txt and the sitemaps is written with — never
   * the request's Host.
   */
  readonly originOf: (country: CountryCode) => string;
}

/** GET /robots.txt, /sitemap.xml and its parts (/sitemap-<part>.xml), for the request's country. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { catalogue, originOf }) => {
  app.get(ROBOTS_PATH, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(request.country, originOf(request.country))),
  );

  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const parts = sitemapParts(await catalogue.countPublishedProducts());
    return reply.type('application/xml; charset=utf-8').send(sitemapIndexXml(originOf(request.country), parts));
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const { country } = request;
    const xml = await sitemapPart(catalogue, country, `sitemap-${request.params.part}`, originOf(country));
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
};

/** A sitemap part's XML, or null when there is no such part. */
export async function sitemapPart(
  catalogue: CataloguePort,
  country: CountryCode,
  name: string,
  origin: string,
): Promise<string | null> {
  const part = parseSitemapPart(name);
  if (part === null) return null;
  if (part === 'pages') return urlSetXml(origin, pageEntries(country));
  if (part === 'categories')
    return urlSetXml(origin, await slugEntries(catalogue, country, 'category', 0, MAX_CATEGORIES));
  const entries = await slugEntries(
    catalogue,
    country,
    'product',
    (part - 1) * SITEMAP_PRODUCTS_PER_PART,
    SITEMAP_PRODUCTS_PER_PART,
  );
  return entries.length === 0 && part > 1 ? null : urlSetXml(origin, entries);
}
