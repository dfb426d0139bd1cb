import {
  COUNTRIES,
  COUNTRY_LOCALES,
  FOOTER,
  LANGUAGES,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
} from '../../generated/index.ts';
import type { FrameData } from '../view/frame-data.ts';

/** What the frame shows that comes from the configuration alone: the same on every page of a shop and locale. */
type FrameSettings = Omit<FrameData, 'today' | 'categories' | 'promoBanner'>;

// ADR 011: computed once per shop and locale rather than on every request (Intl.DisplayNames alone is costly to
// build); the configuration does not change while the server runs, so nothing needs invalidating.
const SETTINGS = new Map<string, FrameSettings>();

function frameSettings(code: CountryCode, locale: LocaleCode): FrameSettings {
  const key = `${code}|${locale}`;
  let settings = SETTINGS.get(key);
  if (settings === undefined) {
    const country = COUNTRIES[code];
    const { campaigns: _campaigns, ...flags } = country.flags;
    const locales = COUNTRY_LOCALES[code] as Partial<Record<LanguageCode, LocaleCode>>;
    const withLogo: readonly string[] = FOOTER.paymentLogos;
    settings = {
      country: code,
      // The country's name in the page's language (the config's label is English).
      countryLabel: new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? country.label,
      currency: country.currency,
      defaultLanguage: country.defaultLanguage,
      languages: country.languages.map(({ language }) => ({
        language,
        locale: locales[language] as LocaleCode,
        label: LANGUAGES[language].nativeName,
      })),
      contact: country.contact,
      flags,
      // The methods the country offers, the shop's own too (spec/1 §2.7): bank transfer where it is switched on.
      paymentLogos: country.payment.methods
        .map((method) => method.code as string)
        .filter((code) => withLogo.includes(code))
        .filter((code) => code !== 'bankTransfer' || country.payment.bankTransfer.enabled),
    };
    SETTINGS.set(key, settings);
  }
  return settings;
}

/** The frame's data of a country in a locale, from its config, its first-level categories and the shop's today. */
export function buildFrameData(
  code: CountryCode,
  locale: LocaleCode,
  categories: FrameData['categories'],
  today: string,
): FrameData {
  return { ...frameSettings(code, locale), today, categories };
}
