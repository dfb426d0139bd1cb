// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { productCardFixture } from '../../../tests/fixtures/product-card-fixture.ts';
import { listingFixture } from '../../../tests/fixtures/listing-fixture.ts';
import { FIRST_ROW, ProductGrid } from './ProductGrid.tsx';

afterEach(cleanup);
const url = 'http://gb.localhost:3000/search';

describe('ProductGrid (spec/1 §2.6 the listing products)', () => {
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

  it('is a list of the listing products, labelled, each named by an h2 under the page’s h1', () => {
    renderInShop(<ProductGrid products={listingFixture().products} label="Products" />, { url });
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Cordless drill X18');
  });
});
