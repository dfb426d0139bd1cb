// The shop's routing over real HTTP (ADR 014, ADR 017), built pages on a real SQLite file.
// spec/1 §2.1, §9.5, §9.6: every page has exactly one URL in every country. For every country and
// language generated from config, each page kind's canonical URL (as href writes it) answers 200 and names itself
// canonical, and every other form of it — trailing slash toggled, upper case, the default language's prefix, the
// other routing's prefixes (/c/, /p/ or none), /category/, a product's slug in another language — either
// redirects once, straight to the canonical URL, or is a 404. Over real HTTP, built pages, a real SQLite file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_ROUTING,
  FOOTER,
  href,
  ROUTING,
  type CountryCode,
  type LanguageCode,
  type RouteKey,
} from '../../../generated/index.ts';
import { startBuiltShop, type BuiltShop } from '../../../tests/fixtures/built-shop.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import { KyselyNewsletterConsents } from '../commerce/kysely/newsletter-consents.server.ts';

const { category: C, product: P } = ROUTING.nativePrefixes;
let shop: BuiltShop;
let port: number;
let consents: KyselyNewsletterConsents;

beforeAll(async () => {
  shop = await startBuiltShop({
    products: 200,
    app: (store) => {
      consents = new KyselyNewsletterConsents(store.database.db);
      return { consents, pageCacheSeconds: 60 };
    },
  });
  port = shop.port;
}, 120_000);

afterAll(() => shop?.close());

const hostOf = (country: CountryCode) => `${country}.localhost`;
const get = (country: CountryCode, url: string) => httpCall(port, 'GET', url, { host: hostOf(country) });

function canonicalOf(answer: Answer): string | null {
  const found = /<link rel="canonical" href="([^"]+)"/.exec(answer.text());
  return found ? new URL(found[1]!.replaceAll('&amp;', '&')).pathname : null;
}

interface Page {
  readonly kind: string;
  readonly canonical: string;
  /** Paths after the language prefix that must redirect once to `canonical` or be a 404. */
  readonly others: readonly string[];
}

function slugOf(kind: 'category' | 'product', language: LanguageCode, offset = 0): string {
  const sql =
    kind === 'category'
      ? `select slug from category_texts where language = ? order by category_id limit 1 offset ${offset}`
      : `select t.slug from product_texts t join products p on p.id = t.product_id
         where t.language = ? and p.published = 1 order by p.rowid limit 1 offset ${offset}`;
  return (shop.store.database.sqlite.prepare(sql).pluck().get(language) as string) ?? '';
}

/** A product's slug in another language than `language` that differs from its own (ADR 014). */
function foreignProductSlug(language: LanguageCode, ownSlug: string): string {
  return shop.store.database.sqlite
    .prepare(
      `select other.slug from product_texts own join product_texts other on other.product_id = own.product_id
       where own.language = ? and own.slug = ? and other.slug <> own.slug limit 1`,
    )
    .pluck()
    .get(language, ownSlug) as string;
}

/** The forms of a path that differ only in case and the trailing slash. */
function spellings(pathWithoutPrefix: string): string[] {
  const bare = pathWithoutPrefix.length > 1 ? pathWithoutPrefix.replace(/\/$/, '') : pathWithoutPrefix;
  const forms = [bare, `${bare}/`, bare.toUpperCase(), `${bare.toUpperCase()}/`];
  return forms.filter((form) => form !== '//');
}

function pagesOf(country: CountryCode, language: LanguageCode): Page[] {
  const target = { country, language } as never;
  const native = COUNTRY_ROUTING[country].nativeRouting;
  const link = (key: RouteKey, params: Record<string, string> = {}) => href(key, params as never, target);
  const category = slugOf('category', language);
  const product = slugOf('product', language);
  const brand = FOOTER.ownBrands[0]!.path;
  const withoutPrefix = (canonical: string) =>
    language === COUNTRIES[country].defaultLanguage ? canonical : canonical.slice(3) || '/';
  const page = (kind: string, canonical: string, extra: string[]): Page => ({
    kind,
    canonical,
    others: [...spellings(withoutPrefix(canonical)), ...extra],
  });
  return [
    page('home', link('home'), ['/home', '/home/', '/HOME']),
    page('search', link('search'), ['/search/']),
    page('login', link('login'), []),
    page('information', link('privacyData'), [`/${C}/privacy-data/`, `/${P}/privacy-data`, '/category/privacy-data']),
    page('brand', native ? brand : link('content', { slug: brand.slice(1, -1) }), [`/${C}${brand}`, `/${P}${brand}`]),
    page('category', link('category', { slug: category }), [
      ...spellings(`/${category}/`),
      ...spellings(`/${C}/${category}/`),
      ...spellings(`/${P}/${category}`),
      `/category/${category}`,
      `/search/${category}/`,
    ]),
    page('product', link('product', { slug: product }), [
      ...spellings(`/${product}`),
      ...spellings(`/${P}/${product}`),
      ...spellings(`/${C}/${product}/`),
      `/${foreignProductSlug(language, product)}`,
      `/${P}/${foreignProductSlug(language, product)}`,
    ]),
  ];
}

const rows = COUNTRY_CODES.flatMap((country) =>
  COUNTRIES[country].languages.map(({ language }) => [country, language as LanguageCode] as const),
);

describe('one URL a page in every country and language (spec/1 §2.1, §9.5, §9.6; ADR 014)', () => {
  it.each(rows)('%s/%s', async (country, language) => {
    const prefixes = COUNTRY_ROUTING[country].languages.flatMap(({ language: other, pathPrefix }) =>
      other === language ? [pathPrefix] : [],
    );
    const isDefault = language === COUNTRIES[country].defaultLanguage;
    for (const page of pagesOf(country, language)) {
      const answer = await get(country, page.canonical);
      expect(answer.status, `${page.kind} ${page.canonical}`).toBe(200);
      expect(canonicalOf(answer), `${page.kind} ${page.canonical} names itself canonical`).toBe(page.canonical);

      // The other forms, without a prefix for the default language (and with its prefix, which is not canonical),
      // under the language's prefix for the others.
      const forms = new Set(
        page.others.flatMap((other) =>
          isDefault
            ? [other, ...prefixes.map((prefix) => `/${prefix}${other === '/' ? '' : other}`)]
            : prefixes.map((prefix) => `/${prefix}${other === '/' ? '' : other}`),
        ),
      );
      forms.delete(page.canonical);
      for (const form of forms) {
        const other = await get(country, form);
        const where = `${page.kind}: ${form} (canonical ${page.canonical})`;
        if (other.status === 404) continue;
        expect([301, 308], `${where} answered ${other.status}`).toContain(other.status);
        expect(other.headers.location, `${where} redirects straight to the canonical URL`).toBe(page.canonical);
      }
    }
  });
});

describe('files are no pages (ADR 014: the trailing-slash rule of spec/1 §2.1 is for pages)', () => {
  it.each(COUNTRY_CODES)(
    '%s: an upper-case file path leads to the file, or is a 404, never to a slash form',
    async (country) => {
      for (const [path, file] of [
        ['/Sitemap.xml', '/sitemap.xml'],
        ['/Robots.txt', '/robots.txt'],
        ['/SITEMAP-PAGES.XML', '/sitemap-pages.xml'],
      ] as const) {
        const answer = await get(country, path);
        expect(answer.status, path).toBe(308);
        expect(answer.headers.location, path).toBe(file);
        expect((await get(country, file)).status, file).toBe(200);
      }
      for (const path of [
        '/favicon.ico',
        '/Favicon.ico',
        '/FAVICON.ICO',
        '/apple-touch-icon.png',
        '/drills/Photo.JPG',
      ]) {
        expect((await get(country, path)).status, path).toBe(404);
      }
    },
  );
});

describe('newsletter consent paths (spec/3 §2)', () => {
  const hashOf = (payload: unknown) => encodeURIComponent(btoa(JSON.stringify(payload)));

  it.each(rows)(
    '%s/%s: confirm records the event and goes to the prefix plus redirect_to',
    async (country, language) => {
      const { pathPrefix } = COUNTRY_ROUTING[country].languages.find((entry) => entry.language === language)!;
      const prefix = language === COUNTRIES[country].defaultLanguage ? '' : `/${pathPrefix}`;
      const target = `/drills/`;
      const before = (await consents.list()).length;
      const hash = btoa(JSON.stringify({ redirect_to: target, email: 'a@example.com' }));
      const answer = await get(country, `${prefix}/exConsents/confirm?hash=${encodeURIComponent(hash)}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`${prefix}${target}`);
      const events = await consents.list();
      expect(events).toHaveLength(before + 1);
      expect(events.at(-1)).toMatchObject({ country, hash });
    },
  );

  it('goes to / with the remaining query without a hash, and records nothing', async () => {
    const before = (await consents.list()).length;
    for (const path of ['/exConsents/confirm', '/exConsents/confirm/', '/nl/exConsents/confirm']) {
      const answer = await get('be', `${path}?utm_source=mail&hash=`);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe('/?utm_source=mail');
    }
    expect(await consents.list()).toHaveLength(before);
  });

  it('sends manageSubscriptions to / with the query, in every form', async () => {
    for (const path of [
      '/exConsents/manageSubscriptions',
      '/exConsents/manageSubscriptions/',
      '/de/exConsents/manageSubscriptions',
    ]) {
      const answer = await get('at', `${path}?a=1&b=%2F`);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe('/?a=1&b=%2F');
    }
  });

  it('never leads off the shop, whatever redirect_to holds (no open redirect)', async () => {
    const hostile = [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\/\\/evil.com',
      '//evil.com/%2F..',
      '/%2F%2Fevil.com',
      '%2F%2Fevil.com',
      '/%5Cevil.com',
      '/\tevil.com',
      ' //evil.com',
      'javascript:alert(1)',
      '/drills/\r\nLocation: https://evil.com',
      'http:evil.com',
      '///evil.com',
    ];
    for (const redirectTo of hostile) {
      for (const hash of [
        hashOf({ redirect_to: redirectTo }),
        hashOf({ redirect_to: redirectTo }).replaceAll('%2B', '-'),
      ]) {
        const answer = await get('sk', `/exConsents/confirm?hash=${hash}`);
        expect(answer.status, redirectTo).toBe(302);
        const location = String(answer.headers.location);
        expect(new URL(location, 'http://sk.localhost').host, `${redirectTo} → ${location}`).toBe('sk.localhost');
        expect(location, redirectTo).toMatch(/^\/(?![/\\])/);
      }
    }
  });
});

describe("a search page's canonical link (ADR 014)", () => {
  it('keeps the text and the preset, and names the page of the default-size series', async () => {
    const cases: Array<[string, string]> = [
      ['/search?q=drill', '/search?q=drill'],
      ['/search?q=drill&sort=price-asc&brand=Voltaro', '/search?q=drill'],
      ['/search?sales', '/search?sales'],
      ['/search?new-arrivals&hitsPerPage=12', '/search?new-arrivals'],
      ['/search', '/search'],
    ];
    for (const [url, canonical] of cases) {
      const answer = await get('sk', url);
      expect(answer.status, url).toBe(200);
      const found = /<link rel="canonical" href="([^"]+)"/.exec(answer.text());
      const href = new URL(found![1]!.replaceAll('&amp;', '&'));
      expect(href.pathname + href.search, url).toBe(canonical);
    }
  });

  it('never points past the last page at the default page size', async () => {
    const total = shop.store.database.sqlite
      .prepare('select count(*) from products where published = 1')
      .pluck()
      .get() as number;
    const lastAt12 = Math.ceil(total / 12);
    const answer = await get('sk', `/search?hitsPerPage=12&page=${lastAt12}`);
    const found = /<link rel="canonical" href="([^"]+)"/.exec(answer.text());
    const page = Number(new URL(found![1]!.replaceAll('&amp;', '&')).searchParams.get('page') ?? '1');
    expect(page).toBeLessThanOrEqual(Math.ceil(total / 24));
    expect(page).toBe(Math.floor(((lastAt12 - 1) * 12) / 24) + 1);
  });
});

describe('page data of a client-side navigation (ADR 017)', () => {
  it.each(COUNTRY_CODES)('%s: keeps every value of a repeated filter in the listing it answers', async (country) => {
    const language = COUNTRIES[country].defaultLanguage as LanguageCode;
    const [first, second] = FOOTER.ownBrands;
    const query = `brand=${first!.name}&brand=${second!.name}&tag=new&tag=bestseller`;
    const path = href('category', { slug: slugOf('category', language) } as never, { country } as never);
    const answer = await get(country, `${path}index.pageContext.json?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.text()).toContain(query);
  });
});

/**
 * A client-side navigation asks for `<path>/index.pageContext.json` (vike/dist/utils/urlToFile.js: `/x` and `/x/`
 * alike), which the server answers with vike's redirect where the URL rules send the path elsewhere (ADR 017,
 * runtime/pages/navigation-redirect.server.ts).
 */
const pageContextUrl = (path: string) => `${path}${path.endsWith('/') ? '' : '/'}index.pageContext.json`;

interface NavigationAnswer {
  readonly redirect: string | null;
  readonly notFound: boolean;
}

async function navigate(country: CountryCode, path: string): Promise<NavigationAnswer> {
  const answer = await get(country, pageContextUrl(path));
  expect(answer.status, `${path}: page context`).toBe(200);
  const json = answer.json() as {
    _urlRedirect?: { url: string };
    _urlRewrite?: string;
    abortStatusCode?: number;
    is404?: boolean;
  };
  // A URL rewrite (ADR 038: the slug page hands a content page on) is followed as vike's client router follows it:
  // with the page context of the rewritten address.
  if (json._urlRewrite !== undefined) return navigate(country, json._urlRewrite);
  return { redirect: json._urlRedirect?.url ?? null, notFound: json.abortStatusCode === 404 || json.is404 === true };
}

describe('one URL a page on client-side navigation too (spec/1 §2.1, §9.5, §9.6; ADR 017)', () => {
  it.each(rows)('%s/%s: every form of a page leads to its one URL, or is not found', async (country, language) => {
    const prefixes = COUNTRY_ROUTING[country].languages.flatMap(({ language: other, pathPrefix }) =>
      other === language ? [pathPrefix] : [],
    );
    const isDefault = language === COUNTRIES[country].defaultLanguage;
    for (const page of pagesOf(country, language)) {
      // The page itself: rendered, never sent on (a redirect here would loop in the browser).
      expect(await navigate(country, page.canonical), `${page.kind} ${page.canonical}`).toEqual({
        redirect: null,
        notFound: false,
      });
      const forms = new Set(
        page.others.flatMap((other) =>
          isDefault
            ? [other, ...prefixes.map((prefix) => `/${prefix}${other === '/' ? '' : other}`)]
            : prefixes.map((prefix) => `/${prefix}${other === '/' ? '' : other}`),
        ),
      );
      const asked = new Set([pageContextUrl(page.canonical)]);
      for (const form of forms) {
        // The same request as the page's own (only the trailing slash differs): checked above.
        if (asked.has(pageContextUrl(form))) continue;
        asked.add(pageContextUrl(form));
        const answer = await navigate(country, form);
        if (answer.notFound) continue;
        expect(answer.redirect, `${page.kind}: ${form} (canonical ${page.canonical})`).toBe(page.canonical);
      }
    }
  });

  // spec/1 §9.5 native routing: the root path of a category or a product goes under /c/ or /p/, as for a document.
  const nativeRows = rows.filter(([country]) => COUNTRY_ROUTING[country].nativeRouting);

  it('applies to a country with native routing (LT)', () => {
    expect(nativeRows.length).toBeGreaterThan(0);
  });

  it.each(nativeRows)(
    '%s/%s: root-path products and categories, and root paths that are neither',
    async (country, language) => {
      const target = { country, language } as never;
      const prefix = language === COUNTRIES[country].defaultLanguage ? '' : `/${language}`;
      for (const offset of [0, 1, 5]) {
        const category = slugOf('category', language, offset);
        const product = slugOf('product', language, offset);
        expect(await navigate(country, `${prefix}/${category}/`), category).toEqual({
          redirect: href('category', { slug: category } as never, target),
          notFound: false,
        });
        expect(await navigate(country, `${prefix}/${product}`), product).toEqual({
          redirect: href('product', { slug: product } as never, target),
          notFound: false,
        });
      }
      for (const path of ['/no-such-product-12345678', '/no-such-category/']) {
        expect(await navigate(country, `${prefix}${path}`), path).toEqual({ redirect: null, notFound: true });
      }
    },
  );
});
