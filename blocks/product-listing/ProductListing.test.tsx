// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../runtime/components/format.ts';
import { productCardFixture } from '../../tests/fixtures/product-card-fixture.ts';
import { renderInShop, shopTranslator } from '../../tests/fixtures/render-in-shop.tsx';
import fixture from './fixture.json' with { type: 'json' };
import { ProductListing, type ProductListingData, type ProductListingProps } from './ProductListing.tsx';

afterEach(cleanup);

const DE = 'http://de.localhost:3000/';
const PL = 'http://pl.localhost:3000/';
const euro = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' });
const product = (n: number, change: Partial<ProductListingData['products'][number]> = {}) =>
  productCardFixture({
    id: `p${n}`,
    name: `Akku-Bohrschrauber ${n}`,
    link: `/p/akku-bohrschrauber-3000000${n}`,
    image: { url: `/images/p/${n}.svg`, label: `Bohrschrauber ${n}` },
    price: { current: euro(9999), old: null },
    ...change,
  });
const data: ProductListingData = {
  products: [
    product(1, { price: { current: euro(9999), old: euro(12999) } }),
    product(2, { isOnStock: false, image: null }),
    product(3),
  ],
  categoryName: 'Elektrowerkzeuge',
  seeAll: { link: '/elektrowerkzeuge/?sort=price-asc', total: 57 },
};

describe('ProductListing (spec/1 §2.9 product listings)', () => {
  it("renders its fixture: the category's name, a card per product and a link to all of the category's products", () => {
    const t = shopTranslator(DE);
    renderInShop(<ProductListing props={fixture as ProductListingProps} data={data} />, { url: DE });
    const section = screen.getByRole('region', { name: 'Elektrowerkzeuge' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // The shop's product cards: one link named by the product, the prices (spec/2 §3), the stock.
    expect(within(items[0]!).getByRole('link', { name: 'Akku-Bohrschrauber 1' }).getAttribute('href')).toBe(
      '/p/akku-bohrschrauber-30000001',
    );
    expect(items[0]!.querySelector('del')?.textContent).toBe(formatPrice(euro(12999), 'de-DE'));
    expect(within(items[1]!).getByText(t('listing.card.outOfStock'))).toBeTruthy();
    const seeAll = within(section).getByRole('link', { name: 'Alle 57 Produkte ansehen' });
    expect(seeAll.getAttribute('href')).toBe('/elektrowerkzeuge/?sort=price-asc');
  });

  it('is a wrapping grid (its own list), not the zone’s one-row strip', () => {
    renderInShop(<ProductListing props={fixture as ProductListingProps} data={data} />, { url: DE });
    const list = screen.getByRole('list');
    expect(list.className).toBe('product-listing');
    expect(list.classList.contains('product-zone')).toBe(false);
  });

  it("names a tag's listing after the tag, the CMS's heading over all; no link when nothing more is listed", () => {
    const t = shopTranslator(DE);
    const tagOnly = { ...data, categoryName: null, seeAll: null };
    renderInShop(<ProductListing props={{ tag: 'new' }} data={tagOnly} />, { url: DE });
    expect(screen.getByRole('heading', { level: 2, name: t('blocks.productZone.tags.new') })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /57/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    cleanup();
    renderInShop(<ProductListing props={{ heading: 'Unsere Tipps', tag: 'new' }} data={tagOnly} />, { url: DE });
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Tipps' })).toBeTruthy();
  });

  it("says how many products the full listing has, in the language's plural form", () => {
    renderInShop(
      <ProductListing props={fixture as ProductListingProps} data={{ ...data, seeAll: { link: '/x/', total: 22 } }} />,
      {
        url: 'http://cz.localhost:3000/',
      },
    );
    expect(screen.getByRole('link', { name: 'Zobrazit všech 22 produktů' })).toBeTruthy();
    cleanup();
    renderInShop(
      <ProductListing props={fixture as ProductListingProps} data={{ ...data, seeAll: { link: '/x/', total: 3 } }} />,
      {
        url: 'http://cz.localhost:3000/',
      },
    );
    expect(screen.getByRole('link', { name: 'Zobrazit všechny 3 produkty' })).toBeTruthy();
    cleanup();
    renderInShop(<ProductListing props={fixture as ProductListingProps} data={data} />, { url: PL });
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie produkty (57)' })).toBeTruthy();
  });
});
