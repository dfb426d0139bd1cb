// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { listingFixture, productCardFixture } from './listing-fixture.ts';
import { ProductGrid, FIRST_ROW } from './ProductGrid.tsx';
import { ListingCard } from './ListingCard.tsx';

afterEach(cleanup);
const url = 'http://gb.localhost:3000/search';

describe('ListingCard (spec/1 §2.6 a product in a listing)', () => {
  it('shows the name as a link to the product, the brand, the price, the rating and the stock', () => {
    renderInShop(<ListingCard product={productCardFixture()} eager />, { url });
    expect(screen.getByRole('link', { name: 'Cordless drill X18' }).getAttribute('href')).toBe(
      '/cordless-drill-x18-12345678',
    );
    expect(screen.getByText('Bosch')).toBeTruthy();
    expect(screen.getByText('£129.99')).toBeTruthy();
    expect(screen.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
  });

  it('shows an active discounted price, with the original price struck through (spec/2 §3 discounted, isActive)', () => {
    const discounted = { value: { centAmount: 9_999, currencyCode: 'GBP', fractionDigits: 2 }, isActive: true };
    const { container } = renderInShop(
      <ListingCard product={productCardFixture({ price: { ...productCardFixture().price!, discounted } })} eager />,
      { url },
    );
    expect(container.querySelector('ins')?.textContent).toBe('£99.99');
    expect(container.querySelector('del')?.textContent).toBe('£129.99');
    cleanup();
    const inactive = renderInShop(
      <ListingCard
        product={productCardFixture({
          price: { ...productCardFixture().price!, discounted: { ...discounted, isActive: false } },
        })}
        eager
      />,
      { url },
    );
    expect(inactive.container.querySelector('del')).toBeNull();
    expect(screen.getByText('£129.99')).toBeTruthy();
  });

  it('shows the quick tags as badges (new, bestseller, bware, on-sale, topRated), and no other tag', () => {
    renderInShop(
      <ListingCard
        product={productCardFixture({
          tags: ['topRated', 'popular', 'campaign-black-week', 'on-sale', 'sale', 'new', 'bware', 'bestseller'],
        })}
        eager
      />,
      { url },
    );
    const badges = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual(['New', 'Bestseller', 'Open box', 'On sale', 'Top rated']);
  });

  it('translates the badges into the page language', () => {
    renderInShop(<ListingCard product={productCardFixture({ tags: ['bware'] })} eager />, {
      url: 'http://de.localhost:3000/search',
    });
    expect(screen.getByText('B-Ware')).toBeTruthy();
  });

  it('shows the energy class when the product has one', () => {
    renderInShop(<ListingCard product={productCardFixture({ energyClass: 'B' })} eager />, { url });
    expect(screen.getByText('Energy class B')).toBeTruthy();
    cleanup();
    renderInShop(<ListingCard product={productCardFixture()} eager />, { url });
    expect(screen.queryByText(/Energy class/)).toBeNull();
  });

  it('shows no rating without reviews, and says when the product is out of stock', () => {
    renderInShop(<ListingCard product={productCardFixture({ reviewCount: 0, isOnStock: false })} eager />, { url });
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });
});

describe('ProductGrid', () => {
  it('gives every picture its width and height, and loads the pictures below the first row lazily', () => {
    const products = Array.from({ length: 6 }, (_, index) =>
      productCardFixture({ id: `p${index}`, image: { url: `/images/p/SKU0000${index}/1.svg`, label: '' } }),
    );
    const { container } = renderInShop(<ProductGrid products={products} label="Products" />, { url });
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('300');
      expect(image.getAttribute('height')).toBe('300');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(FIRST_ROW).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it('is a list of the listing products, labelled', () => {
    renderInShop(<ProductGrid products={listingFixture().products} label="Products" />, { url });
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(1);
  });
});
