// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { StickyAddToCart } from './StickyAddToCart.tsx';
import { sampleView } from './test-views.ts';

afterEach(cleanup);

describe('StickyAddToCart (spec/1 §2.2 sticky add-to-cart bar)', () => {
  it('shows the price and a present but disabled "Add to cart" button with a visible note', () => {
    const view = sampleView();
    renderInShop(<StickyAddToCart name={view.name} price={view.price} isOnStock />, {
      url: 'http://ie.localhost:3000/',
    });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const note = screen.getByText('Online ordering opens soon.');
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.getByText('€149.90')).toBeTruthy();
  });

  it('reads "Out of stock" for a product out of stock (spec/2 §5 Add to cart)', () => {
    const view = sampleView();
    renderInShop(<StickyAddToCart name={view.name} price={null} isOnStock={false} />, {
      url: 'http://de.localhost:3000/',
    });
    expect(screen.getByRole('button', { name: 'Nicht vorrätig' })).toBeTruthy();
  });
});
