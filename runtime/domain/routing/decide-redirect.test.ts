import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  href,
  ROUTE_KEYS,
  ROUTING,
  type CountryCode,
  type HrefTarget,
  type LanguageCode,
  type RouteKey,
} from '../../../generated/index.ts';
import { decideRedirect, nativeRootCategorySlug } from './decide-redirect.ts';

type Row = [CountryCode, string, string, string | null, number?];

const DEFAULT = 308;
const SEO = 301;

function expectRows(rows: Row[]) {
  it.each<Row>(rows)('%s %s ?%s → %s %s', (country, path, query, location, status) => {
    const decision = decideRedirect({ country, path, query });
    expect(decision).toEqual(location === null ? null : { location, status });
  });
}

describe('decideRedirect (spec/1 §9.6 Redirect and URL rules)', () => {
  it('takes its codes from the route config (spec/1 §9.6: default 308, SEO 301)', () => {
    expect(ROUTING.redirectCodes).toEqual({ default: DEFAULT, seo: SEO });
  });

  describe('never redirects reserved paths, newsletter paths and non-paths (spec/1 §2.1; spec/3 §2)', () => {
    expectRows([
      ['sk', '/api/cart', 'x=1', null],
      ['sk', '/api', '', null],
      ['sk', '/.well-known/security.txt', '', null],
      ['sk', '/__vite_ping', '', null],
      ['sk', '/font/Inter.woff2', '', null],
      ['sk', '/exConsents/confirm', 'hash=abc', null],
      ['be', '/nl/exConsents/manageSubscriptions/', '', null],
      ['sk', '//Evil.example/', '', null],
      ['sk', '/\\Evil.example/', '', null],
      ['sk', '/Drills//Evil', '', null],
      ['sk', "/It's/", '', null],
      ['sk', '/It%27s', '', null],
      ['sk', '', '', null],
    ]);
  });

  describe('leaves canonical paths alone', () => {
    expectRows([
      ['sk', '/', '', null],
      ['sk', '/', 'utm_source=mail', null],
      ['sk', '/drills/', 'page=2&sort=price-asc', null],
      ['sk', '/login', '', null],
      ['sk', '/drill-12345678', '', null],
      ['sk', '/caf%C3%A9/', '', null],
      ['be', '/nl', '', null],
      ['be', '/nl/privacy-data/', '', null],
      ['sk', '/tools/drills', '', null],
    ]);
  });

  describe('1. upper-case paths redirect to lower case, keeping the query (default code)', () => {
    expectRows([
      ['sk', '/Login', '', '/login', DEFAULT],
      ['sk', '/DRILLS/', 'Q=Big%20Drill', '/drills/?Q=Big%20Drill', DEFAULT],
      ['be', '/NL/Login', '', '/nl/login', DEFAULT],
      // Escapes keep their hex digits: %C3 and %c3 are the same (RFC 3986 §2.1) and href writes upper case.
      ['sk', '/CAF%C3%A9/', '', '/caf%C3%A9/', DEFAULT],
      // An order id or number is a case-sensitive value, not a slug.
      ['sk', '/Checkout/Thank-You/NS1001', '', '/checkout/thank-you/NS1001', DEFAULT],
      ['sk', '/Checkout/Thank-You/NS1001/', '', '/checkout/thank-you/NS1001', DEFAULT],
      ['sk', '/checkout/thank-you/NS1001', '', null],
    ]);
  });

  describe('2. a prefix that is no language of the country, or a prefix on a reserved path, goes to / with the query (default code)', () => {
    expectRows([
      ['sk', '/en/login', '', '/', DEFAULT],
      ['sk', '/de/drills/', 'q=a%20b', '/?q=a%20b', DEFAULT],
      ['de', '/nl/', '', '/', DEFAULT],
      ['be', '/nl/api/cart', 'x=1', '/?x=1', DEFAULT],
      ['be', '/fr/api/cart', 'x=1', '/?x=1', DEFAULT],
      ['be', '/nl/.env', '', '/', DEFAULT],
      ['be', '/nl/font/x.woff2', '', '/', DEFAULT],
      ['sk', '/en/drills/', 'page=1&q=2', '/?q=2', DEFAULT],
    ]);
  });

  // spec/1 §9.6 sends to '/' only a prefix "that is not the country's first or default language"; the default
  // language's own prefix is merely not canonical (spec/1 §2.1 no prefix for the default language), so the
  // canonical rule (7) drops it and keeps the page.
  describe("the country's default-language prefix is dropped, the page kept (spec/1 §2.1, §9.6; default code)", () => {
    expectRows([
      ['ch', '/de/checkout/cart', '', '/checkout/cart', DEFAULT],
      ['sk', '/sk/login', '', '/login', DEFAULT],
      ['be', '/fr/privacy-data', '', '/privacy-data/', DEFAULT],
      ['be', '/fr/login', '', '/login', DEFAULT],
      ['ch', '/de/hilfe-center/', '', '/hilfe-center/', DEFAULT],
      ['sk', '/sk', '', '/', DEFAULT],
      ['sk', '/sk/', '', '/', DEFAULT],
      ['be', '/fr/', 'x=1', '/?x=1', DEFAULT],
      ['ch', '/de/home', '', '/', DEFAULT],
      ['be', '/fr/drills/', 'page=1&q=%2F', '/drills/?q=%2F', DEFAULT],
      // A prefixed language that is not the default keeps its prefix.
      ['ch', '/fr/checkout/cart', '', null],
    ]);
  });

  describe('2 before 3: the prefix rule wins and the SEO code does not leak into it (default code)', () => {
    expectRows([
      ['sk', '/de/category/x', '', '/', DEFAULT],
      ['sk', '/de/search/x/', 'q=1', '/?q=1', DEFAULT],
      ['lt', '/de/category/x', '', '/', DEFAULT],
      ['sk', '/en/c/drills/', '', '/', DEFAULT],
      ['sk', '/EN/Category/Drills', '', '/', DEFAULT],
    ]);
  });

  describe('3. /category/ and /search/ are replaced by / or, with native routing, the native category prefix (SEO code)', () => {
    it('reads the segments from the route config (spec/1 §9.6: /category/, /search/)', () => {
      expect(ROUTING.seoRedirectSegments).toEqual(['category', 'search']);
    });

    it.each(ROUTING.seoRedirectSegments)('/%s/<x> is rewritten for every configured segment', (segment) => {
      expect(decideRedirect({ country: 'sk', path: `/${segment}/drills` })).toEqual({
        location: '/drills/',
        status: SEO,
      });
      expect(decideRedirect({ country: 'lt', path: `/${segment}/drills` })).toEqual({
        location: '/c/drills/',
        status: SEO,
      });
    });

    expectRows([
      ['sk', '/category/drills', '', '/drills/', SEO],
      ['sk', '/search/drills/', 'q=1', '/drills/?q=1', SEO],
      ['sk', '/category/drill-12345678', '', '/drill-12345678', SEO],
      ['be', '/nl/category/drills/', '', '/nl/drills/', SEO],
      ['lt', '/category/drills', '', '/c/drills/', SEO],
      ['lt', '/search/drills/', '', '/c/drills/', SEO],
      ['lt', '/category/a/b', '', '/c/a/b', SEO],
      // With native routing, a fixed route or a product is no category: never sent under /c/ to a 404 (ADR 014).
      ['lt', '/category/privacy-data', '', '/privacy-data/', SEO],
      ['lt', '/category/drill-12345678/', '', '/p/drill-12345678', SEO],
      ['lt', '/search/checkout/thank-you/NS1', '', '/checkout/thank-you/NS1', SEO],
      // The bare /search/ is the search page with one slash too many (rule 7), not an old category URL.
      ['sk', '/search/', 'q=drill', '/search?q=drill', DEFAULT],
      // The default-language prefix is dropped as well: both rules in one redirect, SEO code.
      ['sk', '/sk/category/drills', '', '/drills/', SEO],
      ['ch', '/DE/Category/Drills', '', '/drills/', SEO],
      ['sk', '/categories/drills', '', null],
    ]);
  });

  describe('4. native prefixes are replaced by / where native routing is off (SEO code; spec/1 §9.5 LT only)', () => {
    expectRows([
      ['sk', '/c/drills/', '', '/drills/', SEO],
      ['sk', '/p/drill-12345678', 'x=1', '/drill-12345678?x=1', SEO],
      ['sk', '/c/', '', '/', SEO],
      ['be', '/nl/p/drill-12345678', '', '/nl/drill-12345678', SEO],
      ['lt', '/c/drills/', '', null],
      ['lt', '/p/drill-12345678', '', null],
    ]);
  });

  describe('5b. with native routing, a product or category on the root path goes under its native prefix in one redirect (SEO code; spec/1 §9.5)', () => {
    it.each<[string, string, boolean, string | null, number?]>([
      ['/drill-12345678', '', false, '/p/drill-12345678', SEO],
      ['/drill-12345678/', 'x=1', false, '/p/drill-12345678?x=1', SEO],
      ['/Drill-12345678/', '', false, '/p/drill-12345678', SEO],
      ['/lt/drill-12345678/', '', false, '/p/drill-12345678', SEO],
      ['/drills/', '', true, '/c/drills/', SEO],
      ['/drills', 'page=2', true, '/c/drills/?page=2', SEO],
      ['/Drills', '', true, '/c/drills/', SEO],
      // Not a category in the store: a content page's path, as it stands.
      ['/drills/', '', false, null],
      ['/drills', '', false, '/drills/', DEFAULT],
      // A fixed route is never a category's path.
      ['/privacy-data/', '', true, null],
      ['/c/drills/', '', true, null],
    ])('lt %s ?%s (category: %s) → %s %s', (path, query, rootSlugIsCategory, location, status) => {
      const decision = decideRedirect({ country: 'lt', path, query, rootSlugIsCategory });
      expect(decision).toEqual(location === null ? null : { location, status });
    });

    it('leaves the root path alone where native routing is off, whatever the store says', () => {
      expect(decideRedirect({ country: 'sk', path: '/drills/', rootSlugIsCategory: true })).toBeNull();
      expect(decideRedirect({ country: 'sk', path: '/drill-12345678' })).toBeNull();
    });

    it('asks the store only about a native-routing root slug that is no product slug', () => {
      expect(nativeRootCategorySlug('lt', '/Drills/')).toEqual({ slug: 'drills', language: 'lt' });
      expect(nativeRootCategorySlug('lt', '/caf%C3%A9')).toEqual({ slug: 'café', language: 'lt' });
      for (const path of [
        '/drill-12345678',
        '/c/drills/',
        '/privacy-data/',
        '/',
        '/a/b/',
        '/de/drills/',
        '//x',
        '/robots.txt',
        '/%E0%A4%A/',
      ]) {
        expect(nativeRootCategorySlug('lt', path), path).toBeNull();
      }
      expect(nativeRootCategorySlug('sk', '/drills/')).toBeNull();
    });
  });

  describe('files are no pages: no trailing slash, lower case only to a file the shop has (ADR 014)', () => {
    expectRows([
      ['sk', '/Sitemap.xml', '', '/sitemap.xml', DEFAULT],
      ['lt', '/Robots.txt', 'x=1', '/robots.txt?x=1', DEFAULT],
      ['be', '/SITEMAP-PAGES.XML', '', '/sitemap-pages.xml', DEFAULT],
      ['sk', '/favicon.ico', '', null],
      ['sk', '/Favicon.ico', '', null],
      ['sk', '/drills/Photo.JPG', '', null],
      ['sk', '/robots.txt', 'page=1', null],
      ['de', '/de/Robots.txt', '', null],
    ]);
  });

  describe('5. the alternative home slug, with or without trailing slash, redirects to home (default code)', () => {
    expectRows([
      ['sk', '/home', '', '/', DEFAULT],
      ['sk', '/home/', 'x=%2F', '/?x=%2F', DEFAULT],
      ['be', '/nl/home', '', '/nl', DEFAULT],
      ['sk', '/homes/', '', null],
    ]);
  });

  describe('6. a page value equal to the first-page marker redirects to the same path without it (default code)', () => {
    expectRows([
      ['sk', '/drills/', 'page=1', '/drills/', DEFAULT],
      // The value and the name are compared decoded, as the listing reads them; the rest keeps its raw text.
      ['sk', '/drills/', 'page=%31', '/drills/', DEFAULT],
      ['sk', '/drills/', 'page=%31&q=a+b', '/drills/?q=a+b', DEFAULT],
      ['sk', '/drills/', 'pag%65=1&q=x', '/drills/?q=x', DEFAULT],
      ['sk', '/drills/', 'q=%2f&page=1', '/drills/?q=%2f', DEFAULT],
      ['sk', '/drills/', 'page=%32', null],
      ['sk', '/drills/', 'page=+1', null],
      ['sk', '/drills/', '?page=1&sort=price-asc', '/drills/?sort=price-asc', DEFAULT],
      ['sk', '/search', 'q=a%20b&page=1', '/search?q=a%20b', DEFAULT],
      ['sk', '/drills/', 'page=1&page=3', '/drills/', DEFAULT],
      ['sk', '/drills/', 'page=2', null],
      ['sk', '/drills/', 'page=10', null],
      ['sk', '/drills/', 'pages=1', null],
    ]);
  });

  describe('7. a path differing from its canonical form (trailing-slash rule) redirects there (default code)', () => {
    expectRows([
      ['sk', '/privacy-data', '', '/privacy-data/', DEFAULT],
      ['sk', '/drills', 'page=2', '/drills/?page=2', DEFAULT],
      ['sk', '/login/', '', '/login', DEFAULT],
      ['sk', '/my-account/', '', '/my-account', DEFAULT],
      ['sk', '/drill-12345678/', '', '/drill-12345678', DEFAULT],
      ['be', '/nl/', '', '/nl', DEFAULT],
      ['ch', '/it/centro-assistenza', '', '/it/centro-assistenza/', DEFAULT],
      ['lt', '/c/drills', '', '/c/drills/', DEFAULT],
    ]);
  });

  describe('composes the rules into one redirect, never a chain; SEO code when rule 3 or 4 took part', () => {
    expectRows([
      ['sk', '/Category/Drills', 'page=1&q=x', '/drills/?q=x', SEO],
      ['ch', '/DE/Checkout/Thank-You/NS1001', 'page=%31', '/checkout/thank-you/NS1001', DEFAULT],
      ['sk', '/Home/', 'page=1', '/', DEFAULT],
      ['be', '/NL/C/Drills', '', '/nl/drills/', SEO],
    ]);

    const requests: Array<[CountryCode, string, string]> = [
      ['sk', '/Category/Drills', 'page=1&q=x'],
      ['lt', '/SEARCH/Drills', ''],
      ['be', '/NL/HOME/', 'page=1'],
      ['sk', '/P/Drill-12345678/', ''],
      ['ch', '/IT/Centro-Assistenza', 'a=%C3%A9'],
      ['ch', '/DE/Checkout/Cart/', 'page=%31&q=a+b'],
      ['be', '/FR/Category/Drills', ''],
      ['sk', '/de/category/x', 'page=1'],
    ];
    it.each(requests)('%s %s ?%s: the target needs no further redirect', (country, path, query) => {
      const first = decideRedirect({ country, path, query });
      expect(first).not.toBeNull();
      const [targetPath, targetQuery = ''] = first!.location.split('?');
      expect(decideRedirect({ country, path: targetPath!, query: targetQuery })).toBeNull();
    });
  });

  // No generated link redirects: every route of every country and language, as href writes it, is canonical.
  const params: { [K in RouteKey]?: Record<string, string> } = {
    category: { slug: 'drills' },
    content: { slug: 'about-us' },
    product: { slug: 'cordless-drill-12345678' },
    checkoutThankYou: { orderId: 'NS1001' },
  };
  const rows = COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.map(({ language }) => [country, language] as [CountryCode, LanguageCode]),
  );
  it.each(rows)('%s/%s: no generated route path is redirected', (country, language) => {
    for (const key of ROUTE_KEYS) {
      const path = href(key, (params[key] ?? {}) as never, { country, language } as HrefTarget<CountryCode>);
      expect(decideRedirect({ country, path, query: 'utm_source=x' }), path).toBeNull();
    }
  });
});
