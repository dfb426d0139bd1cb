import { COUNTRY_ROUTING, ROUTING, type CountryCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import { withTrailingSlashRule } from './canonical-path.ts';
import { parseLanguagePrefix, prefixPath } from './language-prefix.ts';
import { FIRST_PAGE_MARKER, LISTING_QUERY_KEYS } from './listing-query.ts';
import { matchRoute, withoutTrailingSlash, type RouteMatch } from './match-route.ts';
import { isNewsletterSpecialPath } from './newsletter-consent.ts';
import { bareQuery, queryParams, withoutQueryParam, withQuery } from './query-string.ts';
import { isQuoteFreePath } from './quote-free-path.ts';
import { isReservedPath } from './reserved-path.ts';
import { isSameSitePath } from './same-site-path.ts';
import { isFilePath, isShopFile } from './shop-files.ts';
import { isProductSlug } from './product-slug.ts';

export type RedirectStatus = (typeof ROUTING.redirectCodes)[keyof typeof ROUTING.redirectCodes];

export interface RedirectRequest {
  readonly country: CountryCode;
  /** The request path, URL-encoded as received. */
  readonly path: string;
  /** The raw query string, URL-encoded as received, with or without its `?`. */
  readonly query?: string;
  /**
   * spec/1 §9.5 native routing: the store has a category whose slug is this path's root slug
   * (`nativeRootCategorySlug`), so the page lives under the native category prefix. Only the server, which can
   * ask the store, knows; without it a root slug stays where it is (a content page's path).
   */
  readonly rootSlugIsCategory?: boolean;
}

export interface RedirectDecision {
  readonly location: string;
  readonly status: RedirectStatus;
}

// spec/1 §9.6: "Default redirect code 308; SEO redirect code 301".
const { default: DEFAULT_CODE, seo: SEO_CODE } = ROUTING.redirectCodes;
const { category: NATIVE_CATEGORY, product: NATIVE_PRODUCT } = ROUTING.nativePrefixes;
const ALTERNATIVE_HOME = ROUTING.alternativeHomeSlug;
const SLUG_PARAM = 'slug';

// Compiled once (spec/1 §9.6 rules are per request). An upper-case letter outside a %XX escape: escapes keep
// their hex digits as received, since RFC 3986 §2.1 makes %C3 and %c3 equal and href writes upper case.
const UPPER_CASE = /[A-Z]/;
const UPPER_CASE_OUTSIDE_ESCAPES = /%[0-9A-Fa-f]{2}|[A-Z]+/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// An SEO segment (ROUTING.seoRedirectSegments, spec/1 §9.6 "/category/ or /search/") followed by something: the
// bare /search/ is the search page with a slash too many, which the canonical rule fixes, not an old category URL.
const SEO_SEGMENT = new RegExp(`/(?:${ROUTING.seoRedirectSegments.map(escape).join('|')})/(?=.)`);
const NATIVE_PREFIX = new RegExp(`^/(?:${escape(NATIVE_CATEGORY)}|${escape(NATIVE_PRODUCT)})/`);

/** Per country: does native routing apply, and what replaces a /category/ or /search/ prefix (spec/1 §9.6). */
const NATIVE = byCountry((country) => {
  const native: boolean = COUNTRY_ROUTING[country].nativeRouting;
  return { native, seoReplacement: native ? `/${NATIVE_CATEGORY}/` : '/' };
});

/**
 * The root slug of a path after its prefix in a native-routing country (spec/1 §9.5): the one segment of
 * `/<slug>` or `/<slug>/` where it matches the root catch-all, which there is a content page's path only — a
 * category lives under /c/, a product under /p/. The segment is returned as received (escapes kept). Null
 * elsewhere: another country, a fixed route, a deeper path.
 */
function nativeRootSegment(
  country: CountryCode,
  language: RouteLanguage,
  rest: string,
): { readonly segment: string; readonly slug: string } | null {
  if (!NATIVE[country].native) return null;
  const bare = withoutTrailingSlash(rest);
  if (bare.lastIndexOf('/') !== 0) return null;
  const match = matchRoute(country, language, bare);
  const slug = match?.params[SLUG_PARAM];
  if (slug === undefined || match!.routeKeys.includes('category')) return null;
  return { segment: bare.slice(1), slug };
}

/** With native routing, a path without prefix that can be a category's: a root slug that is no product slug. */
function isCategoryPathWhenNative(country: CountryCode, language: RouteLanguage, plain: string): boolean {
  const match = matchRoute(country, language, plain);
  // No page either way (/category/a/b): the spec's rule as written.
  if (match === null) return true;
  const slug = match.params[SLUG_PARAM];
  return slug !== undefined && !isProductSlug(slug);
}

type RouteLanguage = ReturnType<typeof parseLanguagePrefix>['language'];

function lowerCaseOutsideEscapes(path: string): string {
  return path.replace(UPPER_CASE_OUTSIDE_ESCAPES, (match) => (match.startsWith('%') ? match : match.toLowerCase()));
}

// Rule 1 does not touch ids: a route parameter other than a slug (the thank-you page's order id, spec/1 §2.1) is
// a case-sensitive value — an order number such as NS12345 (spec/2 §9) must reach the order lookup as written.
// Slugs are lower case by definition (spec/1 §2.1 product slug pattern), so they are lowered with the path. An id
// parameter is always the last segment (an optional parameter comes last, schemas/routes.schema.json).
function hasIdParam(match: RouteMatch): boolean {
  return Object.keys(match.params).some((name) => name !== SLUG_PARAM);
}

function withOriginalLastSegment(rest: string, receivedPath: string): string {
  const bare = withoutTrailingSlash(rest);
  const received = withoutTrailingSlash(receivedPath);
  return bare.slice(0, bare.lastIndexOf('/') + 1) + received.slice(received.lastIndexOf('/') + 1);
}

/**
 * The redirect a request needs, or null (spec/1 §9.6 Redirect and URL rules; §9.5 native routing).
 *
 * Never redirected: reserved paths (/., /__, /api, /font: fixed, never content, spec/1 §2.1), the newsletter
 * paths (handled before routing by `decideNewsletterPath`, spec/3 §2), and paths that are no shop path at all —
 * with a quote (spec/1 §2.1), or not a same-site path (`//host`, a backslash, control characters), which must
 * never become a Location that leaves the shop.
 *
 * A file path (`/robots.txt`, `/favicon.ico`: shop-files.ts) is no page: after rule 2 only rule 1 applies to it,
 * and only when the shop has the lower-case file.
 *
 * The rules, applied in this order (rule 1 to the whole path, rule 6 to the query, the others to the path after
 * its language prefix):
 * 1. upper-case letters → lower case (default code), except in an id such as the thank-you page's order id;
 * 2. a language prefix that is not one of the country's languages, or a prefix on a reserved path → '/' with
 *    the query (default code);
 * 3. /<SEO segment>/<x> (/category/, /search/: ROUTING.seoRedirectSegments) → /<x>, or
 *    /<native category prefix>/<x> where native routing is on (SEO code);
 * 4. where native routing is off, /c/<x> and /p/<x> → /<x> (SEO code: spec/1 §9.6 lists it with rule 3, and
 *    §9.5 "native routes can redirect with a permanent redirect");
 * 5. the alternative home slug (/home, /home/) → home (default code);
 * 5b. where native routing is on, a product slug on the root path → /<native product prefix>/<slug>, and a root
 *    slug the store knows as a category (`rootSlugIsCategory`) → /<native category prefix>/<slug>/ (SEO code:
 *    spec/1 §9.5 "native routes can redirect with a permanent redirect"; spec/1 §2.1 one URL a page);
 * 6. a `page` value equal to the first-page marker "1" (compared decoded, so `page=%31` too) → the same URL
 *    without `page` (default code);
 * 7. a path differing from its canonical form → the canonical form (default code): the route's trailing-slash
 *    rule, and no prefix for the country's default language (`/de/checkout/cart` in CH → `/checkout/cart`).
 * The rules are composed into one redirect, so a visitor and a crawler never follow a chain (/Category/Drills
 * goes straight to /drills/). The status is the SEO code when rule 3 or 4 took part, else the default code.
 *
 * Precedence of rule 2: it decides the whole target, so the rules on the rest of the path never run and the
 * status is always the default code — /de/category/x in SK goes to '/' with 308, not 301: the SEO rule rewrites
 * an old path of a page, and no page is left once the path is dropped. Rule 6 still applies to its query.
 * The query is kept as received (each parameter's raw text), except for what rule 6 drops.
 */
export function decideRedirect({
  country,
  path,
  query = '',
  rootSlugIsCategory = false,
}: RedirectRequest): RedirectDecision | null {
  if (!isSameSitePath(path) || !isQuoteFreePath(path) || isReservedPath(path) || isNewsletterSpecialPath(path)) {
    return null;
  }
  const receivedQuery = bareQuery(query);
  const { native, seoReplacement } = NATIVE[country];
  let seo = false;

  // 6. spec/1 §9.6 "A query page value equal to the first-page marker redirects to the same path without [it]."
  //    The value is compared decoded, as the listing reads it; the other parameters keep their raw text. Worked
  //    out first, because rule 2 keeps the query too.
  const outQuery =
    queryParams(receivedQuery).get(LISTING_QUERY_KEYS.page) === FIRST_PAGE_MARKER
      ? withoutQueryParam(receivedQuery, LISTING_QUERY_KEYS.page)
      : receivedQuery;

  // 1. spec/1 §9.6 "Upper-case paths redirect to lower case, keeping the query."
  const lowered = UPPER_CASE.test(path) ? lowerCaseOutsideEscapes(path) : path;
  const parsed = parseLanguagePrefix(country, lowered);
  let rest = parsed.pathWithoutPrefix;

  // 2. spec/1 §9.6 "A locale prefix that is not the country's first or default language, or a prefix on the
  //    wrong path, redirects to '/' with the query." The country's default-language prefix is one of its
  //    languages, so it is not sent here: rule 7 drops it. Default code, whatever the rest of the path holds.
  if (!parsed.prefixAllowed || (parsed.hadPrefix && isReservedPath(rest))) {
    return { location: withQuery('/', outQuery), status: DEFAULT_CODE };
  }

  // A file (robots.txt, sitemap.xml, favicon.ico) is no page: the page rules (trailing slash, prefixes) are not
  // for it. Its upper-case form goes to the lower-case file only where the shop has that file; any other is
  // the server's 404 as it stands, never a redirect to a slash form that is a 404 too.
  if (isFilePath(path)) {
    return lowered !== path && isShopFile(lowered)
      ? { location: withQuery(lowered, receivedQuery), status: DEFAULT_CODE }
      : null;
  }
  // 3. spec/1 §9.6 "Paths containing /category/ or /search/ are redirected (SEO code), the prefix replaced by '/'
  //    or, where native routing is on, by the native category prefix."
  //    Where native routing is on, what is no category's path stays off the category prefix, so the one redirect
  //    does not lead to a 404: a fixed route (/category/privacy-data → /privacy-data/) or a product slug (rule 5b
  //    then puts it under the product prefix).
  const seoSegment = SEO_SEGMENT.exec(rest);
  if (seoSegment !== null) {
    const before = rest.slice(0, seoSegment.index);
    const after = rest.slice(seoSegment.index + seoSegment[0].length);
    const plain = `${before}/${after}`;
    rest =
      native && isCategoryPathWhenNative(country, parsed.language, plain) ? before + seoReplacement + after : plain;
    seo = true;
  }

  // 4. spec/1 §9.6 "Where native routing is off, native category or product prefixes are replaced by '/'."
  if (!native && NATIVE_PREFIX.test(rest)) {
    rest = rest.replace(NATIVE_PREFIX, '/');
    seo = true;
  }

  // 5. spec/1 §9.6 "The alternative home slug, with or without trailing slash, redirects to the home slug."
  if (rest === ALTERNATIVE_HOME || rest === `${ALTERNATIVE_HOME}/`) rest = '/';

  // 5b. spec/1 §9.5 native routing, spec/1 §2.1 one URL per page: a product or a category on the root path of a
  //     native-routing country goes under its native prefix, the product by its slug pattern, the category as
  //     the store says (`rootSlugIsCategory`). SEO code, as rule 4 in the other direction ("native routes can
  //     redirect with a permanent redirect").
  const root = nativeRootSegment(country, parsed.language, rest);
  if (root !== null && (isProductSlug(root.slug) || rootSlugIsCategory)) {
    rest = isProductSlug(root.slug) ? `/${NATIVE_PRODUCT}/${root.segment}` : `/${NATIVE_CATEGORY}/${root.segment}/`;
    seo = true;
  }

  // 7. spec/1 §9.6 "A path differing from its canonical page link redirects (default code)." prefixPath writes
  //    no prefix for the default language (spec/1 §2.1), so a received default-language prefix is dropped here.
  const match = matchRoute(country, parsed.language, rest);
  if (match !== null) {
    if (lowered !== path && hasIdParam(match)) rest = withOriginalLastSegment(rest, path);
    rest = withTrailingSlashRule(rest, match.trailingSlash);
  }

  const location = withQuery(prefixPath(country, parsed.language, rest), outQuery);
  return location === withQuery(path, receivedQuery) ? null : { location, status: seo ? SEO_CODE : DEFAULT_CODE };
}

/**
 * The slug the server asks the store about before `decideRedirect` (spec/1 §9.5): in a native-routing country, a
 * root path `/<slug>` that is no product slug may be a category's old or mistyped path, which belongs under
 * /c/. Null when there is nothing to ask: another country, a fixed route, a product slug, a path no rule reads.
 */
export function nativeRootCategorySlug(
  country: CountryCode,
  path: string,
): { readonly slug: string; readonly language: RouteLanguage } | null {
  if (!NATIVE[country].native || !isSameSitePath(path) || !isQuoteFreePath(path) || isFilePath(path)) return null;
  const parsed = parseLanguagePrefix(country, lowerCaseOutsideEscapes(path));
  if (!parsed.prefixAllowed) return null;
  const root = nativeRootSegment(country, parsed.language, parsed.pathWithoutPrefix);
  return root === null || isProductSlug(root.slug) ? null : { slug: root.slug, language: parsed.language };
}
