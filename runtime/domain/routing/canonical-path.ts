import type { CountryCode } from '../../../generated/index.ts';
import { parseLanguagePrefix, prefixPath } from './language-prefix.ts';
import { matchRoute, withoutTrailingSlash } from './match-route.ts';

/**
 * spec/1 §2.1 Trailing slash: "all pages other than home, product, login, checkout, account, reset password,
 * create account and search get a trailing slash" — each route's `trailingSlash` in countries/routes.json.
 * The slash is set or removed on the path after its prefix; the home page under a prefix is `/<prefix>`
 * without a slash, as in the generated ROUTE_PATHS.
 */
export function withTrailingSlashRule(pathWithoutPrefix: string, trailingSlash: boolean): string {
  const bare = withoutTrailingSlash(pathWithoutPrefix);
  return trailingSlash && bare !== '/' ? `${bare}/` : bare;
}

/**
 * The canonical form of a request path (spec/1 §9.6 "A path differing from its canonical page link
 * redirects"): the same page with the route's trailing-slash rule applied, and without the prefix of the
 * country's default language (spec/1 §2.1: `/fr/login` in BE is `/login`). Null when the path is no page of the
 * country: no route matches, or its prefix is no language of the country (that one goes to '/', §9.6).
 * Escapes are kept as received, never decoded and re-encoded.
 */
export function canonicalPath(country: CountryCode, path: string): string | null {
  const parsed = parseLanguagePrefix(country, path);
  if (!parsed.prefixAllowed) return null;
  const match = matchRoute(country, parsed.language, parsed.pathWithoutPrefix);
  if (match === null) return null;
  return prefixPath(country, parsed.language, withTrailingSlashRule(parsed.pathWithoutPrefix, match.trailingSlash));
}
