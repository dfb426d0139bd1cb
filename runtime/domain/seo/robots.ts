import {
  COUNTRIES,
  ROUTES,
  RESERVED_PREFIXES,
  type CountryCode,
  type PageKind,
  type RouteKey,
} from '../../../generated/index.ts';
import { prefixPath } from '../routing/language-prefix.ts';

// SEO: robots.txt per country. Personal and transactional pages (account, checkout, password reset,
// log out, payment error) and the middleware are not for crawlers; search results are crawlable (they carry a
// noindex meta themselves) so their links are followed.
const PRIVATE_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'login',
  'createAccount',
  'resetPassword',
  'checkout',
  'checkoutAddresses',
  'myAccount',
  'logout',
  'paymentError',
]);

/**
 * spec/1 §2.1 the build prefix, "fixed, never content". The block gallery (ADR 009), a development page, lives under
 * it (/__blocks) and, unlike anything else there, in each language of the country (/fr/__blocks): so the prefix is
 * kept from crawlers under every language prefix too.
 */
const BUILD_PREFIX = '/__';

/**
 * The paths crawlers should not visit in a country: the reserved prefixes, the build prefix in each language, and
 * every private route in each of its languages.
 */
export function disallowedPaths(country: CountryCode): string[] {
  const paths = new Set<string>(RESERVED_PREFIXES.filter((prefix) => prefix !== '/.' && prefix !== '/font'));
  for (const { language } of COUNTRIES[country].languages) paths.add(prefixPath(country, language, BUILD_PREFIX));
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const route = ROUTES[key];
    if (!PRIVATE_KINDS.has(route.pageKind) || route.path.includes('{')) continue;
    for (const { language } of COUNTRIES[country].languages) paths.add(prefixPath(country, language, route.path));
  }
  return [...paths].sort();
}

/** robots.txt of a country's shop at `origin` (e.g. https://www.multishop.de). */
export function robotsTxt(country: CountryCode, origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths(country).map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
