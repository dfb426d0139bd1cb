import type { LanguageCode, LocaleCode } from '../../../generated/index.ts';

/**
 * The language of a locale. A locale code is its language, a dash and its country, as the config writes it (spec/1
 * §3 Locale: `de-AT`), so it is read from the code — browser code needs no table of every locale for it (ADR 021).
 */
export function languageOfLocale(locale: LocaleCode): LanguageCode {
  return locale.slice(0, locale.indexOf('-')) as LanguageCode;
}
