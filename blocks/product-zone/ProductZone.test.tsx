// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../runtime/components/format.ts';
import { productCardFixture } from '../../tests/fixtures/product-card-fixture.ts';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { ProductZone, type ProductZoneData, type ProductZoneProps } from './ProductZone.tsx';

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' });
const data: ProductZoneData = {
  products: [
    productCardFixture({
      id: 'p1',
      name: 'Akku-Bohrschrauber 18 V',
      link: '/p/akku-bohrschrauber-12345678',
      image: { url: '/images/p/1.svg', label: 'Bohrschrauber' },
      price: { current: euro(9999), old: euro(12999) },
    }),
    productCardFixture({
      id: 'p2',
      name: 'Stichsäge 650 W',
      link: '/p/stichsaege-23456789',
      image: null,
      price: { current: euro(5999), old: null },
      isOnStock: false,
    }),
  ],
  categoryName: null,
  seeAllLink: null,
};

describe('ProductZone (spec/1 §2.9 product listing / product zone)', () => {
  it("renders its fixture: the tag's heading and a card per product with its price", () => {
    const t = shopTranslator(DE);
    renderInShop(<ProductZone props={fixture as ProductZoneProps} data={data} />, { url: DE });
    const zone = screen.getByRole('region', { name: t('blocks.productZone.tags.bestseller') });
    const items = within(zone).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Akku-Bohrschrauber 18 V' }).getAttribute('href')).toBe(
      '/p/akku-bohrschrauber-12345678',
    );
    // The shop's product cards, named one level below the zone's heading.
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Akku-Bohrschrauber 18 V');
    // spec/2 §3: under an active discount the price to pay, and the price before struck through.
    expect(items[0]!.querySelector('ins')?.textContent).toBe(formatPrice(euro(9999), 'de-DE'));
    expect(items[0]!.querySelector('del')?.textContent).toBe(formatPrice(euro(12999), 'de-DE'));
    expect(items[1]!.querySelector('del')).toBeNull();
    expect(within(items[1]!).getByText(t('listing.card.outOfStock'))).toBeTruthy();
  });

  it("names a category zone after its category and links to the category's full listing", () => {
    const t = shopTranslator(DE);
    const categoryData = { ...data, categoryName: 'Sägen', seeAllLink: '/saegen/' };
    renderInShop(<ProductZone props={{ categoryKey: 'saws' }} data={categoryData} />, { url: DE });
    expect(screen.getByRole('heading', { level: 2, name: 'Sägen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('blocks.productZone.seeAll') }).getAttribute('href')).toBe('/saegen/');
  });

  it("names a campaign zone after its campaign in the page's language, not its tag (ADR 013)", () => {
    const t = shopTranslator(DE);
    renderInShop(
      <ProductZone
        props={{ tag: 'campaign-black-week', categoryKey: 'saws' }}
        data={{ ...data, categoryName: 'Sägen' }}
      />,
      {
        url: DE,
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: t('blocks.campaigns.black-week') })).toBeTruthy();
    expect(screen.queryByText(/campaign-black-week/)).toBeNull();
  });
});
