import { COUNTRY_LOCALES, type CountryCode, type LanguageCode, type LocaleCode } from '../../../generated/index.ts';
import { prefixPath } from './language-prefix.ts';
import { isSameSitePath } from './same-site-path.ts';

// spec/1 §4 "Locale change sets the locale cookie and redirects"; §9.7 "Locale cookie lives 365 days; cookies
// last one year, path '/', same-site lax".

/** The address of a locale change: a GET, so the language selector is a plain link (reserved /api prefix). */
export const LOCALE_CHANGE_PATH = '/api/locale';
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;
/** See Other: the browser follows with a GET to the page in the new language. */
export const LOCALE_CHANGE_STATUS = 303;

/** The link that changes to `locale` and lands on `returnPath` (the same page in that language), or its home. */
export function localeChangePath(locale: LocaleCode, returnPath: string | null): string {
  const query = new URLSearchParams({ to: locale });
  if (returnPath !== null) query.set('path', returnPath);
  return `${LOCALE_CHANGE_PATH}?${query.toString()}`;
}

export interface LocaleChange {
  /** The cookie's value: the locale. */
  readonly locale: LocaleCode;
  /** Where to send the browser: the return path when it is a path of this site, else the language's home. */
  readonly location: string;
}

/**
 * The locale change a request asks for, or null when `to` is not a locale of the request's country. A return
 * path that could leave the shop (`//host`, `https://…`, backslashes) is never followed: no open redirect.
 */
export function decideLocaleChange(country: CountryCode, to: unknown, path: unknown): LocaleChange | null {
  const locales = COUNTRY_LOCALES[country] as Partial<Record<LanguageCode, LocaleCode>>;
  const entry = Object.entries(locales).find(([, locale]) => locale === to);
  if (entry === undefined) return null;
  const [language, locale] = entry as [LanguageCode, LocaleCode];
  const location = typeof path === 'string' && isSameSitePath(path) ? path : prefixPath(country, language, '/');
  return { locale, location };
}
