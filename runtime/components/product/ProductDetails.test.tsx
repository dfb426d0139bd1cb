// @vitest-environment happy-dom
// ADR 013: a product page writes its technical details as its dimensions do, in each of the 28 locales.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES, LOCALE_CODES, LOCALES, type CountryCode, type LocaleCode } from '../../../generated/index.ts';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { ProductDetails } from './ProductDetails.tsx';

afterEach(cleanup);

/** A page of the locale: its country's host, its language's prefix unless it is the country's default. */
function pageOf(locale: LocaleCode): string {
  const { country, language } = LOCALES[locale] as { country: CountryCode; language: string };
  const config = COUNTRIES[country];
  const prefix = config.languages.find((entry) => entry.language === language)?.pathPrefix;
  return `http://${country}.localhost:3000/${language === config.defaultLanguage ? '' : `${prefix}/`}`;
}

const product = {
  description: '',
  techDetails: [
    { name: 'power', value: '1500 W' },
    { name: 'weight', value: '64.5 kg' },
    { name: 'warranty', value: '5 y' },
  ],
  dimensions: { lengthCm: 42.5, widthCm: 30, heightCm: 60, grossWeightKg: 70.95, netWeightKg: 64.5 },
};

describe.each([...LOCALE_CODES] as LocaleCode[])('ProductDetails in %s', (locale) => {
  it('writes the weight detail exactly as the net weight, and the guarantee in words', () => {
    const url = pageOf(locale);
    const t = shopTranslator(url);
    renderInShop(<ProductDetails product={product} />, { url });
    const details = screen.getByRole('region', { name: t('product.techDetails') });
    const value = (name: string, scope: HTMLElement = document.body) =>
      within(scope).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    const netWeight = value(t('product.dimensions.netWeight'));
    expect(value(t('product.techDetail.weight'), details)).toBe(netWeight);
    expect(netWeight).toBe(new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram' }).format(64.5));
    expect(value(t('product.techDetail.warranty'), details)).toBe(
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(5),
    );
    expect(value(t('product.techDetail.power'), details)).toMatch(/^1\D?500\s?W$/u);
  });
});
