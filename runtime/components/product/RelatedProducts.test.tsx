// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleProduct } from '../../../tests/fixtures/product-fixture.ts';
import { relatedView } from '../../view/product-view.ts';
import { RelatedProducts } from './RelatedProducts.tsx';

afterEach(cleanup);

const loaded = Array.from({ length: 14 }, (_, index) =>
  sampleProduct({
    sku: `EX100000${String(index).padStart(2, '0')}`,
    name: `Accessory ${index}`,
    availability: { isOnStock: index % 3 !== 0, availableQuantity: index % 3 === 0 ? 0 : 9 },
  }),
);

describe('RelatedProducts (spec/1 §5 related items in stock, §9.7 related-products limit 8)', () => {
  it('shows at most 8 cards, in stock only, each linking to its product', () => {
    renderInShop(<RelatedProducts products={relatedView(sampleProduct(), loaded)} />, {
      url: 'http://ie.localhost:3000/',
    });
    const section = screen.getByRole('region', { name: 'Matching accessories' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(8);
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(names).not.toContain('Accessory 0');
    expect(names).not.toContain('Accessory 3');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/kraftwerk-cordless-drills-kx200-10000001');
    expect(within(cards[0]!).getByText('€149.90')).toBeTruthy();
    expect(within(cards[0]!).getByText('Rated 4.3 out of 5 from 12 reviews')).toBeTruthy();
    // The section's heading is an h2: the cards' names are h3.
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('loads the cards’ pictures lazily, with their size', () => {
    const { container } = renderInShop(<RelatedProducts products={relatedView(sampleProduct(), loaded)} />, {
      url: 'http://ie.localhost:3000/',
    });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('240');
  });

  it('shows nothing when no related product is in stock', () => {
    const none = loaded.map((product) => ({ ...product, availability: { isOnStock: false, availableQuantity: 0 } }));
    const { container } = renderInShop(<RelatedProducts products={relatedView(sampleProduct(), none)} />, {
      url: 'http://ie.localhost:3000/',
    });
    expect(container.innerHTML).toBe('');
  });
});
