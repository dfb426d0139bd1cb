// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_LOCALES, type CountryCode, type LocaleCode } from '../../../generated/index.ts';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { formatRating } from '../format.ts';
import { discountedPrice, productCardFixture } from '../../../tests/fixtures/product-card-fixture.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';
import { quickAddLabel } from '../cart/add-flow.ts';

afterEach(cleanup);
const url = 'http://gb.localhost:3000/search';

function card(overrides: Partial<ProductCardProps['product']> = {}, props: Partial<ProductCardProps> = {}) {
  return <ProductCard product={productCardFixture(overrides)} headingLevel={2} imageSize={300} {...props} />;
}

describe('ProductCard (a product in a listing, related products and the product blocks)', () => {
  it('shows the name as the one link to the product, the brand, the price, the rating and the stock', () => {
    renderInShop(card(), { url });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cordless drill X18' }).getAttribute('href')).toBe(
      '/cordless-drill-x18-12345678',
    );
    expect(screen.getByText('Bosch')).toBeTruthy();
    expect(screen.getByText('£129.99')).toBeTruthy();
    expect(screen.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
  });

  it('names the product in a heading one level below what lists it: 2 in a listing page, 3 in a section', () => {
    renderInShop(card(), { url });
    expect(screen.getByRole('heading', { level: 2, name: 'Cordless drill X18' })).toBeTruthy();
    cleanup();
    renderInShop(card({}, { headingLevel: 3 }), { url });
    expect(screen.getByRole('heading', { level: 3, name: 'Cordless drill X18' })).toBeTruthy();
  });

  it('gives its decorative picture the size asked for, loaded lazily unless in view at once', () => {
    const { container } = renderInShop(card({}, { imageSize: 240 }), { url });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '240']);
    expect(image.getAttribute('loading')).toBe('lazy');
    cleanup();
    const eager = renderInShop(card({}, { eager: true }), { url });
    expect(eager.container.querySelector('img')!.getAttribute('loading')).toBe('eager');
    cleanup();
    const none = renderInShop(card({ image: null }), { url });
    expect(none.container.querySelector('img')).toBeNull();
  });

  it('shows an active discounted price, with the price before struck through (spec/2 §3 discounted)', () => {
    const { container } = renderInShop(card({ price: discountedPrice(9_999, 12_999) }), { url });
    expect(container.querySelector('ins')?.textContent).toBe('£99.99');
    expect(container.querySelector('del')?.textContent).toBe('£129.99');
    // Screen readers do not announce strike-through: the words say which price is which.
    expect(container.querySelector('.product-card__price')?.textContent).toBe(
      'Sale price £99.99 Original price £129.99',
    );
    cleanup();
    const regular = renderInShop(card(), { url });
    expect(regular.container.querySelector('del')).toBeNull();
    cleanup();
    const none = renderInShop(card({ price: null }), { url });
    expect(none.container.querySelector('.product-card__price')).toBeNull();
  });

  it('shows the quick tags as badges, in the page language', () => {
    renderInShop(card({ quickTags: ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] }), { url });
    const badges = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual(['New', 'Bestseller', 'Open box', 'On sale', 'Top rated']);
    cleanup();
    renderInShop(card({ quickTags: ['bware'] }), { url: 'http://de.localhost:3000/search' });
    expect(screen.getByText('B-Ware')).toBeTruthy();
  });

  it('shows the energy class when the product has one', () => {
    renderInShop(card({ energyClass: 'B' }), { url });
    expect(screen.getByText('Energy class B')).toBeTruthy();
    cleanup();
    renderInShop(card(), { url });
    expect(screen.queryByText(/Energy class/)).toBeNull();
  });

  it('shows no rating without reviews, and says when the product is out of stock', () => {
    renderInShop(card({ reviewCount: 0, isOnStock: false }), { url });
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('passes axe-core’s WCAG 2.1 A/AA rules, full and bare, under either heading level', async () => {
    const full = { quickTags: ['new', 'on-sale'] as const, energyClass: 'A', price: discountedPrice(9_999, 12_999) };
    const bare = { image: null, price: null, brand: '', reviewCount: 0, isOnStock: false };
    for (const [overrides, headingLevel] of [
      [full, 2],
      [bare, 3],
    ] as const) {
      // As the lists hold them: one card a list item. Colour contrast needs a real browser (tests/e2e).
      const { container } = renderInShop(<ul>{<li>{card(overrides, { headingLevel })}</li>}</ul>, { url });
      const result = await axe.run(container, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((violation) => violation.id)).toEqual([]);
      cleanup();
    }
  });

  // ADR 013: the rating reads as the product page writes it (formatRating: one decimal, the locale's
  // separator), in every country and language.
  const shops = Object.entries(COUNTRY_LOCALES).flatMap(([country, languages]) =>
    Object.entries(languages).map(([language, locale]) => {
      const prefix = language === COUNTRIES[country as CountryCode].defaultLanguage ? '' : `/${language}`;
      return [locale as LocaleCode, `http://${country}.localhost:3000${prefix}/search`] as const;
    }),
  );
  it.each(shops)('%s writes the rating as the product page does (%s)', (locale, shopUrl) => {
    const { container } = renderInShop(card({ averageRating: 4 }), { url: shopUrl });
    const shown = container.querySelector('.product-card__rating [aria-hidden]')?.textContent;
    expect(shown).toBe(`★ ${formatRating(4, locale)} (12)`);
    expect(
      screen.getByText(shopTranslator(shopUrl)('listing.card.rating', { rating: formatRating(4, locale), count: 12 })),
    ).toBeTruthy();
  });

  it.each(Object.keys(COUNTRIES) as CountryCode[])(
    '%s: a quick add-to-cart button naming the product, unless the market restricts it (spec/2 §2)',
    (country) => {
      const shopUrl = `http://${country}.localhost:3000/search`;
      const t = shopTranslator(shopUrl);
      renderInShop(card(), { url: shopUrl });
      const button = screen.queryByRole('button', { name: quickAddLabel(t, 'Cordless drill X18') });
      if (COUNTRIES[country].flags.quickAddToCartRestricted) expect(button).toBeNull();
      else expect(button?.getAttribute('data-add-to-cart')).toBe(productCardFixture().sku);
    },
  );

  it('has no quick add-to-cart out of stock or without a price', () => {
    renderInShop(card({ isOnStock: false }), { url });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderInShop(card({ price: null }), { url });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
