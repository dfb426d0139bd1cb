// Market matrix, languages (spec/1 §2.1, §9.6): every language of the country under its prefix, the
// default one without, and a prefix of a language the country does not have sent home (308).
import { describe, expect } from 'vitest';
import { COUNTRY_ROUTING, LANGUAGE_CODES, type LanguageCode } from '../../generated/index.ts';
import { countryName, shopRequest, test, translator } from '../e2e/shop.ts';
import { MATRIX_COUNTRIES } from './countries.ts';

for (const country of MATRIX_COUNTRIES) {
  describe(country, () => {
    const routing = COUNTRY_ROUTING[country];
    test('languages: each under its prefix, the default without, a foreign prefix sent home', async ({ shop }) => {
      for (const { language: code, pathPrefix } of routing.languages) {
        const language = code as LanguageCode;
        const prefix = language === routing.defaultLanguage ? '' : `/${pathPrefix}`;
        const response = await shop.open(country, `${prefix}/`);
        expect(response?.status(), `${language}: ${prefix}/`).toBe(200);
        expect(await shop.page.locator('html').getAttribute('lang')).toBe(language);
        expect(await shop.page.title()).toBe(
          translator(country, language)('pages.home.title', { country: countryName(country, language) }),
        );
      }
      const own = new Set<string>(routing.languages.flatMap((entry) => [entry.language, entry.pathPrefix]));
      const foreign = LANGUAGE_CODES.find((code) => !own.has(code))!;
      const redirected = await shopRequest(country, `/${foreign}/?x=1`);
      expect(redirected.status, `/${foreign}/`).toBe(308);
      expect(redirected.headers.location).toBe('/?x=1');
    });
  });
}
