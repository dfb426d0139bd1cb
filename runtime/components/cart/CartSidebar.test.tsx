// @vitest-environment happy-dom
// The cart sidebar as the shopper sees it (spec/2 §2 cart sidebar): the lines and the totals of the tab's cart, the
// way to the cart step where the country's checkout is open — and, where it is closed, the sentence saying so
// instead of a way there — and "continue shopping", which closes it.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import { openSidebar } from '../../state/ui-state.ts';
import CartSidebar from './CartSidebar.tsx';

afterEach(() => {
  cleanup();
  openSidebar.value = null;
});

const GERMANY = 'http://de.localhost:3000/';

describe('CartSidebar', () => {
  it('shows the cart’s lines and totals, with its discount, and leads to the cart step', () => {
    renderInShop(<CartSidebar />, { url: GERMANY, cartStore: tabCartStore(sampleCart()) });
    const sidebar = within(screen.getByRole('dialog', { name: 'Ihr Warenkorb' }));
    expect(sidebar.getByRole('link', { name: 'Akku-Bohrschrauber' })).toBeTruthy();
    expect(sidebar.getByRole('link', { name: 'Werkbank' })).toBeTruthy();
    expect(sidebar.getByText('Rabatt')).toBeTruthy();
    expect(sidebar.getByText('Gesamtsumme inkl. MwSt.')).toBeTruthy();
    expect(sidebar.getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/checkout/cart');
  });

  it('says the cart is empty, with no way to a cart step', () => {
    renderInShop(<CartSidebar />, { url: GERMANY });
    const sidebar = within(screen.getByRole('dialog', { name: 'Ihr Warenkorb' }));
    expect(sidebar.getByText('Ihr Warenkorb ist leer')).toBeTruthy();
    expect(sidebar.queryByRole('link', { name: 'Zum Warenkorb' })).toBeNull();
    expect(sidebar.queryByText('Gesamtsumme inkl. MwSt.')).toBeNull();
  });

  it('where the checkout is closed (Ireland), says so in the page’s language instead of leading there', () => {
    const t = shopTranslator('http://ie.localhost:3000/');
    renderInShop(<CartSidebar />, { url: 'http://ie.localhost:3000/', cartStore: tabCartStore(sampleCart()) });
    const sidebar = within(screen.getByRole('dialog', { name: t('cart.sidebar.title') }));
    expect(sidebar.getByText(t('cart.sidebar.checkoutClosed'))).toBeTruthy();
    expect(sidebar.queryByRole('link', { name: t('cart.sidebar.toCart') })).toBeNull();
    expect(sidebar.getByText(t('cart.totals.total'))).toBeTruthy();
  });

  it('closes on "continue shopping"', () => {
    openSidebar.value = 'cart';
    renderInShop(<CartSidebar />, { url: GERMANY });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter einkaufen' }));
    expect(openSidebar.value).toBeNull();
  });
});
