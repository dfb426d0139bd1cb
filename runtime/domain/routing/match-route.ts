import {
  COUNTRY_ROUTING,
  ROUTE_PATHS,
  ROUTE_RULES,
  type CountryCode,
  type LanguageCode,
  type PageKind,
  type RouteKey,
} from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';
import { parseLanguagePrefix } from './language-prefix.ts';
import { isProductSlug } from './product-slug.ts';
import { isQuoteFreePath } from './quote-free-path.ts';
import { isReservedPath } from './reserved-path.ts';

// spec/1 §2.1 "Page kinds recognised by path: home, search, login, create account, reset password, checkout,
// checkout addresses, my account, product page". The patterns are the generated ROUTE_PATHS of the country and
// language (native /c/ and /p/ paths where native routing is on, translated help-centre slugs), so matching
// stays true to countries/routes.json. Matching ignores the trailing slash: the canonical-path rule redirects
// to the right form (spec/1 §9.6), the page is the same.

/** What a path (after its language prefix) is (spec/1 §2.1). */
export interface RouteMatch {
  /**
   * The routes the path can be. One, except for the catch-all `/{slug}` of a non-product slug, which is a
   * category or a content page (spec/1 §2.1 "Catch-all: category, product or content page"): only the store
   * knows which, so both keys are given, category first.
   */
  readonly routeKeys: readonly RouteKey[];
  /** The page kind, or null when the routes differ in it (the catch-all above). */
  readonly pageKind: PageKind | null;
  /** The page's URL ends in a slash (spec/1 §2.1 Trailing slash). */
  readonly trailingSlash: boolean;
  /** The path's parameters, URL-decoded: `slug`, `orderId`. */
  readonly params: Readonly<Partial<Record<string, string>>>;
}

type Resolution = Omit<RouteMatch, 'params'>;
type Segment = { readonly literal: string } | { readonly param: string; readonly optional: boolean };

interface DynamicRoute {
  readonly segments: readonly Segment[];
  /** Segments a path needs: all but a trailing optional parameter. */
  readonly required: number;
  /** The parameter a product slug is told apart by (the last one). */
  readonly lastParam: string;
  /** The routes when that parameter is a product slug (spec/1 §2.1 Product slug pattern)… */
  readonly whenProductSlug: Resolution;
  /** …and when it is not. */
  readonly otherwise: Resolution;
}

interface LanguageRoutes {
  readonly static: ReadonlyMap<string, RouteMatch>;
  readonly dynamic: readonly DynamicRoute[];
}

const NO_PARAMS: RouteMatch['params'] = Object.freeze({});
const PARAM = /^\{([A-Za-z0-9]+)(\?)?\}$/;
const PRODUCT: RouteKey = 'product';

/** The path without one trailing slash; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function resolution(keys: readonly RouteKey[]): Resolution {
  const pageKind = ROUTE_RULES[keys[0] as RouteKey].pageKind;
  return {
    routeKeys: keys,
    pageKind: keys.every((key) => ROUTE_RULES[key].pageKind === pageKind) ? pageKind : null,
    trailingSlash: keys.every((key) => ROUTE_RULES[key].trailingSlash),
  };
}

function toSegment(part: string): Segment {
  const param = PARAM.exec(part);
  return param ? { param: param[1] as string, optional: param[2] === '?' } : { literal: part };
}

function dynamicRoute(pattern: string, keys: readonly RouteKey[]): DynamicRoute {
  const segments = pattern.slice(1).split('/').map(toSegment);
  const params = segments.filter((segment) => 'param' in segment);
  const others = keys.filter((key) => key !== PRODUCT);
  const otherwise = resolution(others.length > 0 ? others : keys);
  return {
    segments,
    required: segments.length - params.filter((segment) => segment.optional).length,
    lastParam: (params.at(-1) as { param: string }).param,
    whenProductSlug: keys.includes(PRODUCT) ? resolution([PRODUCT]) : otherwise,
    otherwise,
  };
}

function languageRoutes(country: CountryCode, language: LanguageCode): LanguageRoutes {
  const byLanguage = ROUTE_PATHS[country] as Partial<Record<string, Record<RouteKey, string>>>;
  const patterns = byLanguage[language] as Record<RouteKey, string>;
  const groups = new Map<string, RouteKey[]>();
  // Every route, in routes.json's order (ROUTE_RULES keeps it, and the browser already carries it).
  for (const key of Object.keys(ROUTE_RULES) as RouteKey[]) {
    const pattern = withoutTrailingSlash(parseLanguagePrefix(country, patterns[key]).pathWithoutPrefix);
    groups.set(pattern, [...(groups.get(pattern) ?? []), key]);
  }
  const statics = new Map<string, RouteMatch>();
  const dynamic: DynamicRoute[] = [];
  for (const [pattern, keys] of groups) {
    if (pattern.includes('{')) dynamic.push(dynamicRoute(pattern, keys));
    else statics.set(pattern, { ...resolution(keys), params: NO_PARAMS });
  }
  // A pattern with more fixed segments is the more specific one and is tried first (/c/{slug} before /{slug}).
  const literals = (route: DynamicRoute) => route.segments.filter((segment) => 'literal' in segment).length;
  dynamic.sort((a, b) => literals(b) - literals(a));
  return { static: statics, dynamic };
}

const TABLES = byCountry(
  (country): ReadonlyMap<string, LanguageRoutes> =>
    new Map(COUNTRY_ROUTING[country].languages.map(({ language }) => [language, languageRoutes(country, language)])),
);

/** Starts with `/` and has no empty segment (`//`), so every segment a route reads has a value. */
function isWellFormed(path: string): boolean {
  return path.startsWith('/') && !path.includes('//');
}

function decodeSegment(part: string): string | null {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function matchSegments(route: DynamicRoute, parts: readonly string[]): Record<string, string> | null {
  if (parts.length < route.required || parts.length > route.segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index++) {
    const segment = route.segments[index] as Segment;
    const part = parts[index] as string;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
      continue;
    }
    const value = decodeSegment(part);
    if (value === null) return null;
    params[segment.param] = value;
  }
  return params;
}

/**
 * The route of a path in a country and language; the path is the request path after its language prefix
 * (`parseLanguagePrefix`). Null when no page has it: a reserved path (spec/1 §2.1 "never as content"), a path
 * with a quote (spec/1 §2.1), an empty segment, a malformed escape, or no matching route — the router answers 404 (spec/1 §8).
 */
export function matchRoute(country: CountryCode, language: LanguageCode, pathWithoutPrefix: string): RouteMatch | null {
  const routes = TABLES[country].get(language);
  if (routes === undefined) throw new RangeError(`"${language}" is not a language of country "${country}"`);
  if (!isWellFormed(pathWithoutPrefix) || isReservedPath(pathWithoutPrefix) || !isQuoteFreePath(pathWithoutPrefix)) {
    return null;
  }
  const path = withoutTrailingSlash(pathWithoutPrefix);
  const found = routes.static.get(path);
  if (found !== undefined) return found;
  const parts = path.slice(1).split('/');
  for (const route of routes.dynamic) {
    const params = matchSegments(route, parts);
    if (params === null) continue;
    const chosen = isProductSlug(params[route.lastParam] ?? '') ? route.whenProductSlug : route.otherwise;
    return { routeKeys: chosen.routeKeys, pageKind: chosen.pageKind, trailingSlash: chosen.trailingSlash, params };
  }
  return null;
}
