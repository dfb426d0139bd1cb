import {
  COUNTRY_LOCALES,
  ROUTE_RULES,
  type CountryCode,
  type LanguageCode,
  type Layout,
  type LocaleCode,
  type RouteKey,
} from '../../generated/index.ts';
import { countryFromHost } from '../domain/routing/country-from-host.ts';
import { parseLanguagePrefix } from '../domain/routing/language-prefix.ts';
import { matchRoute } from '../domain/routing/match-route.ts';
import { rewrittenContentPath } from '../domain/routing/content-rewrite.ts';

/** Where a URL is in the shop: its country (host), language (prefix) and route (spec/1 §2.1). */
export interface ShopRoute {
  readonly country: CountryCode;
  readonly language: LanguageCode;
  readonly locale: LocaleCode;
  /**
   * The routes the path can be: one, or category and content for a catch-all slug (match-route.ts); none when no
   * page has the path (the not-found page, still in the country and language of the URL).
   */
  readonly routeKeys: readonly RouteKey[];
  readonly params: Readonly<Partial<Record<string, string>>>;
  /** spec/1 §2.2 the page's layout. */
  readonly layout: Layout;
}

const cache = new Map<string, ShopRoute | null>();

/**
 * The country of the document the browser shows, once hydrated: a client-side navigation stays in it (another country
 * is another host). It routes the navigations of a deployment's own host names (SHOP_HOSTS, ADR 030), which the
 * generated tables do not know; without it each of them would be a full page load.
 */
let documentCountry: CountryCode | null = null;

/** Remembers the hydrated document's country (+onHydrationEnd.ts). */
export function rememberDocumentCountry(country: CountryCode): void {
  documentCountry = country;
}

const CACHE_LIMIT = 2_000;

/**
 * The shop route of a URL given as origin and path: the same answer on the server (which gives vike the absolute
 * URL) and in the browser (client-side routing), from the domain's routing rules and the generated route table.
 * `hostless` is the country of a host the tables do not name (the browser's document country); null when the host
 * is no shop (the server answers those before any page).
 */
export function shopRouteOf(
  origin: string | null,
  pathname: string,
  hostless: CountryCode | null = null,
): ShopRoute | null {
  const cacheKey = `${hostless ?? ''} ${origin ?? ''}${pathname}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const country = countryFromHost(origin === null ? undefined : origin.replace(/^[a-z]+:\/\//, '')) ?? hostless;
  let route: ShopRoute | null = null;
  if (country !== null) {
    // The address a content page on the catch-all is rewritten to (ADR 038) is that path read as a content page.
    const rewritten = rewrittenContentPath(pathname);
    const parsed = parseLanguagePrefix(country, rewritten ?? pathname);
    let match = parsed.prefixAllowed ? matchRoute(country, parsed.language, parsed.pathWithoutPrefix) : null;
    if (rewritten !== null && match !== null) {
      match = match.routeKeys.includes('content') ? { ...match, routeKeys: ['content'] } : null;
    }
    const locales = COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>;
    route = {
      country,
      language: parsed.language,
      locale: locales[parsed.language] as LocaleCode,
      routeKeys: match?.routeKeys ?? [],
      params: match?.params ?? {},
      layout: match ? ROUTE_RULES[match.routeKeys[0] as RouteKey].layout : 'default',
    };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, route);
  return route;
}

/** What routing reads of vike's page context: the URL asked for and the one being routed. */
export interface RoutedUrl {
  readonly urlOriginal: string;
  readonly urlParsed: { readonly origin: string | null; readonly pathname: string };
}

/**
 * The origin of the URL being routed. On the server vike is given the absolute URL, but a URL rewrite (ADR 038)
 * is a path alone: the request's URL has the shop's. In the browser a navigation's URL may come without its origin,
 * which is then the document's own.
 */
export function originOf(pageContext: RoutedUrl, parsedOrigin = pageContext.urlParsed.origin): string | null {
  if (parsedOrigin !== null) return parsedOrigin;
  if (typeof window !== 'undefined') return window.location.origin;
  return URL.canParse(pageContext.urlOriginal) ? new URL(pageContext.urlOriginal).origin : null;
}

/** The vike route function of a page that shows these routes (runtime/pages/<page>/+route.ts). */
export function routeTo(keys: readonly RouteKey[]) {
  return (pageContext: RoutedUrl) => {
    // vike parses the URL again on every read of urlParsed (a getter), and routing asks every page's route: read once.
    const { origin: urlOrigin, pathname } = pageContext.urlParsed;
    const origin = originOf(pageContext, urlOrigin);
    const route = shopRouteOf(origin, pathname, typeof window === 'undefined' ? null : documentCountry);
    if (route === null || !route.routeKeys.some((key) => keys.includes(key))) return false;
    return { routeParams: route.params as Record<string, string> };
  };
}
