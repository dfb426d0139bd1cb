import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  ROUTE_KEYS,
  ROUTE_PATHS,
  type CountryCode,
  type LanguageCode,
  type RouteKey,
} from '../../../generated/index.ts';
import { parseLanguagePrefix, prefixPath } from './language-prefix.ts';

const patterns = (country: CountryCode, language: string) =>
  (ROUTE_PATHS[country] as Partial<Record<string, Record<RouteKey, string>>>)[language] as Record<RouteKey, string>;

describe('prefixPath (spec/1 §2.1 "A language prefix is added to slugs unless the locale is the country\'s default language")', () => {
  it.each([
    ['be', 'fr', '/login', '/login'],
    ['be', 'nl', '/login', '/nl/login'],
    ['be', 'nl', '/', '/nl'],
    ['ch', 'it', '/privacy-data/', '/it/privacy-data/'],
    ['ch', 'de', '/privacy-data/', '/privacy-data/'],
    ['sk', 'sk', '/', '/'],
  ] as const)('%s %s %s → %s', (country, language, path, prefixed) => {
    expect(prefixPath(country, language, path)).toBe(prefixed);
  });

  // Every country, language and route of the generated table: the prefix rule gives the generated path.
  const rows = COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.map(({ language }) => [country, language] as const),
  );
  it.each(rows)('%s/%s: every route path is the default-language path under the prefix', (country, language) => {
    const own = patterns(country, language);
    const unprefixed = patterns(country, COUNTRIES[country].defaultLanguage);
    for (const key of ROUTE_KEYS.filter((route) => route !== 'helpCentre')) {
      expect(prefixPath(country, language, unprefixed[key]), key).toBe(own[key]);
    }
  });

  it('refuses a language the country does not have', () => {
    expect(() => prefixPath('sk', 'de', '/login')).toThrow('"de" is not a language of country "sk"');
  });

  it.each([
    ['be', 'fr'],
    ['ch', 'de'],
    ['cz', 'cs'],
    ['no', 'nb'],
  ] as const)('%s has the default language %s (no prefix)', (country, language) => {
    expect(parseLanguagePrefix(country, '/login').language).toBe(language);
    expect(prefixPath(country, language, '/login')).toBe('/login');
  });
});

describe('parseLanguagePrefix (spec/1 §2.1 two-letter language prefixes; §9.6 "not the country\'s first or default language")', () => {
  it.each([
    ['be', '/nl/login', 'nl', '/login', true, true],
    ['be', '/nl', 'nl', '/', true, true],
    ['be', '/nl/', 'nl', '/', true, true],
    ['ch', '/it/centro-assistenza/', 'it', '/centro-assistenza/', true, true],
    ['be', '/login', 'fr', '/login', false, true],
    ['be', '/', 'fr', '/', false, true],
    // The country's default language is one of its languages: its prefix is allowed (not sent to '/' by
    // spec/1 §9.6), only not canonical — the redirect's canonical rule drops it (spec/1 §2.1).
    ['be', '/fr/login', 'fr', '/login', true, true],
    ['be', '/fr/privacy-data', 'fr', '/privacy-data', true, true],
    ['ch', '/de/checkout/cart', 'de', '/checkout/cart', true, true],
    ['sk', '/sk', 'sk', '/', true, true],
    ['sk', '/sk/login', 'sk', '/login', true, true],
    // Another country's language (spec/1 §9.6 "not the country's first or default language").
    ['sk', '/en/login', 'sk', '/login', true, false],
    ['de', '/nl/', 'de', '/', true, false],
    // Two letters that are no language prefix of the shop are an ordinary slug.
    ['sk', '/tv/', 'sk', '/tv/', false, true],
    ['sk', '/english/', 'sk', '/english/', false, true],
  ] as const)(
    '%s %s → language %s, rest %s, prefix %s, allowed %s',
    (country, path, language, rest, hadPrefix, allowed) => {
      expect(parseLanguagePrefix(country, path)).toEqual({
        language: language as LanguageCode,
        pathWithoutPrefix: rest,
        hadPrefix,
        prefixAllowed: allowed,
      });
    },
  );

  it.each(COUNTRY_CODES)(
    '%s: the prefix of each of its languages, the default included, is read and allowed (spec/1 §2.1, §9.6)',
    (country) => {
      for (const { language, pathPrefix } of COUNTRIES[country].languages) {
        expect(parseLanguagePrefix(country, `/${pathPrefix}/login`), pathPrefix).toEqual({
          language,
          pathWithoutPrefix: '/login',
          hadPrefix: true,
          prefixAllowed: true,
        });
      }
    },
  );

  it.each(COUNTRY_CODES)(
    "%s: a prefix of another country's language only is not allowed (spec/1 §9.6 redirects it to '/')",
    (country) => {
      const own = new Set<string>(COUNTRIES[country].languages.map(({ pathPrefix }) => pathPrefix));
      const foreign = COUNTRY_CODES.flatMap((other) => COUNTRIES[other].languages.map(({ pathPrefix }) => pathPrefix));
      for (const prefix of foreign.filter((candidate) => !own.has(candidate))) {
        expect(parseLanguagePrefix(country, `/${prefix}/login`).prefixAllowed, prefix).toBe(false);
      }
    },
  );
});
