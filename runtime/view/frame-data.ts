import type { CountryCode, CurrencyCode, LanguageCode, LocaleCode } from '../../generated/index.ts';
import type { Category, Country } from '../../generated/types.ts';
import type { StaticRenderedBlock } from './block-types.ts';

/** A language the country's shop is in, as the language selector offers it (spec/1 §2.3). */
export interface FrameLanguage {
  readonly language: LanguageCode;
  readonly locale: LocaleCode;
  /** The language's own name (Deutsch, Français, Italiano). */
  readonly label: string;
}

/**
 * What the frame of every page shows (spec/1 §2.2–2.4, §2.7), sent by the server so the browser bundle does not
 * carry the configuration of all 25 countries: the country's own settings and its first-level categories.
 */
export interface FrameData {
  readonly country: CountryCode;
  /** The country's name in the page's language. */
  readonly countryLabel: string;
  readonly currency: CurrencyCode;
  readonly defaultLanguage: LanguageCode;
  readonly languages: readonly FrameLanguage[];
  readonly contact: Country['contact'];
  readonly flags: Omit<Country['flags'], 'campaigns'>;
  /** The shop's today (Europe/Bratislava), for the copyright line and campaign labels. */
  readonly today: string;
  /** The payment methods the country offers that have a trust logo (spec/1 §2.7 payment-trust logos). */
  readonly paymentLogos: readonly string[];
  /** spec/1 §2.4 first-level category chips; §2.7 footer category links. */
  readonly categories: readonly Pick<Category, 'id' | 'key' | 'name' | 'slug' | 'link'>[];
  /** spec/1 §2.9 the promo banner block loaded for the page frame, rendered on the server; none when absent. */
  readonly promoBanner?: StaticRenderedBlock | null;
  /**
   * spec/1 §2.7 the footer, rendered on the server once per shop (it is not interactive: ADR 019); none where the
   * layout has no footer.
   */
  readonly footer?: StaticRenderedBlock | null;
  /**
   * The port of the live cart updates (spec/2 §4, LIVE_PORT) on the page's host; null or absent when
   * the server runs without them.
   */
  readonly livePort?: number | null;
}
