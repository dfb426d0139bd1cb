// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/fixtures/render-in-shop.tsx';
import { StickyAddToCart } from './StickyAddToCart.tsx';
import { sampleView } from '../../../tests/fixtures/product-test-views.ts';

afterEach(cleanup);

describe('StickyAddToCart (spec/1 §2.2 sticky add-to-cart bar, spec/2 §2 floating bar)', () => {
  it('shows the price and an "Add to cart" button once the main button is out of view', () => {
    const view = sampleView();
    const { container } = renderInShop(
      <StickyAddToCart sku={view.sku} name={view.name} price={view.price} stock={5} shown />,
      { url: 'http://ie.localhost:3000/' },
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('€149.90')).toBeTruthy();
    expect(container.querySelector('.sticky-cart')!.hasAttribute('inert')).toBe(false);
  });

  it('is inert and hidden while the main button is in view', () => {
    const view = sampleView();
    const { container } = renderInShop(
      <StickyAddToCart sku={view.sku} name={view.name} price={view.price} stock={5} shown={false} />,
      { url: 'http://ie.localhost:3000/' },
    );
    const bar = container.querySelector('.sticky-cart')!;
    expect(bar.hasAttribute('inert')).toBe(true);
    expect(bar.classList.contains('sticky-cart--shown')).toBe(false);
  });

  it('reads "Out of stock", disabled, for a product without stock (spec/2 §5 Add to cart)', () => {
    const view = sampleView();
    renderInShop(<StickyAddToCart sku={view.sku} name={view.name} price={null} stock={0} shown />, {
      url: 'http://de.localhost:3000/',
    });
    expect(screen.getByRole('button', { name: 'Nicht vorrätig' }).hasAttribute('disabled')).toBe(true);
  });
});
