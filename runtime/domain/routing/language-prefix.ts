import { COUNTRY_ROUTING, PATH_PREFIXES, type CountryCode, type LanguageCode } from '../../../generated/index.ts';
import { byCountry } from '../country/by-country.ts';

// spec/1 §2.1: "Every route exists unprefixed and under a two-letter language prefix" and "A language prefix is
// added to slugs unless the locale is the country's default language"; spec/3 §2 the same. The prefixes and
// the default language come from each country's file (COUNTRY_ROUTING: languages[].pathPrefix, defaultLanguage).

interface CountryPrefixes {
  readonly defaultLanguage: LanguageCode;
  /** Prefix → language, for every language of the country, the default language included. */
  readonly languageOf: ReadonlyMap<string, LanguageCode>;
  /** Language → prefix, for the languages that carry a prefix in canonical paths (all but the default). */
  readonly prefixOf: ReadonlyMap<string, string>;
}

const BY_COUNTRY = byCountry((code): CountryPrefixes => {
  const country = COUNTRY_ROUTING[code];
  const prefixed = country.languages.filter(({ language }) => language !== country.defaultLanguage);
  return {
    defaultLanguage: country.defaultLanguage,
    languageOf: new Map(country.languages.map(({ language, pathPrefix }) => [pathPrefix, language])),
    prefixOf: new Map(prefixed.map(({ language, pathPrefix }) => [language, pathPrefix])),
  };
});

// spec/1 §2.1 "Prefixes in use: de, fr, nl, bg, it, en, cs, da, …": a first segment is a language prefix when it
// is one of the shop's prefixes, in any country. Other two-letter segments (/tv/, /pc/) stay ordinary slugs.
const SHOP_PREFIXES: ReadonlySet<string> = new Set(PATH_PREFIXES);

/**
 * The path as shown in a language of a country: unchanged for the default language, under `/<prefix>` for the
 * others; the home page `/` becomes `/<prefix>` (as in the generated ROUTE_PATHS). A language the country does
 * not have is a caller's bug (CONVENTIONS §9), so it throws.
 */
export function prefixPath(country: CountryCode, language: LanguageCode, path: string): string {
  const table = BY_COUNTRY[country];
  if (language === table.defaultLanguage) return path;
  const prefix = table.prefixOf.get(language);
  if (prefix === undefined) throw new RangeError(`"${language}" is not a language of country "${country}"`);
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** A request path split into its language prefix and the rest (spec/1 §2.1, §9.6). */
export interface ParsedPath {
  /** The language the page is in: the prefix's, or the country's default language. */
  readonly language: LanguageCode;
  /** The path after the prefix; `/` for the bare prefix. The whole path when there is no prefix. */
  readonly pathWithoutPrefix: string;
  /** The path began with one of the shop's language prefixes. */
  readonly hadPrefix: boolean;
  /**
   * False when that prefix is not a language of this country (another country's language): spec/1 §9.6 "A
   * locale prefix that is not the country's first or default language … redirects to '/'". True without a
   * prefix, for a prefixed language of the country, and for the country's own default language: that prefix is
   * not canonical (spec/1 §2.1 "A language prefix is added to slugs unless the locale is the country's default
   * language"), so the canonical rule drops it (`/de/checkout/cart` in CH → `/checkout/cart`), not the '/' rule.
   */
  readonly prefixAllowed: boolean;
}

/** Reads the language prefix of a request path (which starts with `/`) for a country. */
export function parseLanguagePrefix(country: CountryCode, path: string): ParsedPath {
  const table = BY_COUNTRY[country];
  const end = path.indexOf('/', 1);
  const segment = end === -1 ? path.slice(1) : path.slice(1, end);
  if (!SHOP_PREFIXES.has(segment)) {
    return { language: table.defaultLanguage, pathWithoutPrefix: path, hadPrefix: false, prefixAllowed: true };
  }
  const pathWithoutPrefix = end === -1 ? '/' : path.slice(end);
  const language = table.languageOf.get(segment);
  return language === undefined
    ? { language: table.defaultLanguage, pathWithoutPrefix, hadPrefix: true, prefixAllowed: false }
    : { language, pathWithoutPrefix, hadPrefix: true, prefixAllowed: true };
}
