import {
  COUNTRY_LOCALES,
  type CountryCode,
  type CountryLanguageCode,
  type HrefTarget,
} from '../../../generated/index.ts';

/** Whether a language code of a request (a path prefix, a cart, a form) is one of the country's (spec/1 §2.1). */
export function isCountryLanguage(
  country: CountryCode,
  language: string,
): language is CountryLanguageCode<CountryCode> {
  return Object.hasOwn(COUNTRY_LOCALES[country], language);
}

/**
 * The target of a link (generated href()) in a country and one of its languages, checked at run time: the language
 * a request brings is a string, and a language the country does not have has no paths there (spec/1 §2.1), so it is
 * refused here, by name, rather than cast and failing later inside href().
 */
export function routeTarget(country: CountryCode, language: string): HrefTarget<CountryCode> {
  if (!isCountryLanguage(country, language)) {
    throw new RangeError(`"${language}" is not a language of the shop of ${country}`);
  }
  return { country, language };
}
