// The frame's data (spec/1 §2.2–2.4, §2.7) is on every page. ADR 011: what comes from the configuration alone
// is computed once per shop and locale, not on every request; what comes from the request (today, categories) is not
// kept.
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_LOCALES, type CountryCode, type LocaleCode } from '../../generated/index.ts';
import { buildFrameData } from './frame-data.server.ts';

const DisplayNames = Intl.DisplayNames;
/** Intl's DisplayNames is read-only in TypeScript's lib, not at run time. */
const writableIntl = Intl as { DisplayNames: unknown };
afterEach(() => {
  writableIntl.DisplayNames = DisplayNames;
});

const SHOPS = (Object.keys(COUNTRIES) as CountryCode[]).flatMap((country) =>
  (Object.values(COUNTRY_LOCALES[country]) as LocaleCode[]).map((locale) => ({ country, locale })),
);
const CATEGORIES = [{ id: 'c1', key: 'garden', name: 'Garden', slug: 'garden', link: '/garden/' }];

describe('buildFrameData (ADR 011: the configuration part once per shop and locale)', () => {
  it.each(SHOPS)('$country in $locale: the same frame on every request, with its own day and categories', (shop) => {
    const first = buildFrameData(shop.country, shop.locale, CATEGORIES, '2026-11-24');
    let built = 0;
    writableIntl.DisplayNames = function (...args: ConstructorParameters<typeof DisplayNames>) {
      built++;
      return new DisplayNames(...args);
    };
    const next = buildFrameData(shop.country, shop.locale, [], '2026-11-25');
    writableIntl.DisplayNames = DisplayNames;

    expect(built).toBe(0);
    expect(next).toEqual({ ...first, today: '2026-11-25', categories: [] });
    expect(first.categories).toBe(CATEGORIES);
    expect(first.countryLabel).toBe(new DisplayNames([shop.locale], { type: 'region' }).of(shop.country.toUpperCase()));
    expect(first.languages.map((language) => language.locale)).toContain(shop.locale);
  });
});

describe('the footer’s payment-trust logos (spec/1 §2.7)', () => {
  it.each(Object.keys(COUNTRIES) as CountryCode[])(
    '%s: a logo for every method offered, cash on delivery and an enabled bank transfer too',
    (country) => {
      const [locale] = Object.values(COUNTRY_LOCALES[country]) as LocaleCode[];
      const { paymentLogos } = buildFrameData(country, locale!, [], '2026-11-24');
      const offered = COUNTRIES[country].payment.methods.map((method) => method.code as string);
      expect(paymentLogos.every((code) => offered.includes(code))).toBe(true);
      expect(paymentLogos.includes('cashOnDelivery')).toBe(offered.includes('cashOnDelivery'));
      expect(paymentLogos.includes('bankTransfer')).toBe(
        offered.includes('bankTransfer') && COUNTRIES[country].payment.bankTransfer.enabled,
      );
    },
  );
});
