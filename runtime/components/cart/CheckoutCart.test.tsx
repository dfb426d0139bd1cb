// @vitest-environment happy-dom
// The checkout's cart step as the shopper sees it (spec/2 §2 cart step, §5 price disclaimer): step 1 of the steps, the
// lines, the coupon field and the totals with the discount, the price disclaimer where the country shows it, the way
// on to the addresses; while the cart is read it says so, and an empty cart sends the shopper home.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import { createOperationClient } from '../../client/operation-client.ts';
import { createCartStore } from '../../state/cart-store.ts';
import { CheckoutFrame } from '../checkout/CheckoutFrame.tsx';
import { CheckoutStoreProvider } from '../checkout/CheckoutStoreProvider.tsx';
import { CheckoutCart } from './CheckoutCart.tsx';

const navigate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('vike/client/router', () => ({ navigate }));

const ANSWERS: Record<string, unknown> = {
  getComplementaryProducts: { baseProduct: null, products: [] },
  getVolumeDiscounts: { cartDiscounts: { results: [] } },
  getGooglePayExpress: { available: false },
  getMyCart: { cart: null },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(ANSWERS[url.replace('/api/', '')] ?? {}), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigate.mockClear();
});

const CART_STEP = 'http://de.localhost:3000/checkout/cart';

describe('CheckoutCart', () => {
  it('shows the lines, the coupon field, the totals with the discount, and leads on to the addresses', async () => {
    // In its frame, as its page renders it (CheckoutStepLoader): the heading is the frame's.
    renderInShop(
      <CheckoutFrame routeKey="checkoutCart">
        <CheckoutStoreProvider>
          <CheckoutCart />
        </CheckoutStoreProvider>
      </CheckoutFrame>,
      { url: CART_STEP, cartStore: tabCartStore(sampleCart()) },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Warenkorb');
    const lines = within(screen.getByRole('list', { name: 'Ihr Warenkorb' }));
    expect(lines.getAllByRole('link').map((link) => link.textContent)).toEqual(['Akku-Bohrschrauber', 'Werkbank']);
    expect(screen.getByLabelText('Rabattcode')).toBeTruthy();
    expect(screen.getByText('Rabatt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter zur Kasse' }).getAttribute('href')).toBe('/checkout/addresses');
    // The price disclaimer is the German store's (its flag is on).
    expect(COUNTRIES.de.flags.priceDisclaimer).toBe(true);
    expect(screen.getByText('Alle Preise sind Onlinepreise des Shops inkl. MwSt.')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows no price disclaimer where the country’s store does not (Great Britain)', () => {
    const url = 'http://gb.localhost:3000/checkout/cart';
    const t = shopTranslator(url);
    renderInShop(
      <CheckoutStoreProvider>
        <CheckoutCart />
      </CheckoutStoreProvider>,
      { url, cartStore: tabCartStore(sampleCart()) },
    );
    expect(screen.getByRole('link', { name: t('cart.page.toCheckout') })).toBeTruthy();
    expect(screen.queryByText(t('cart.page.disclaimer'))).toBeNull();
  });

  it('says it is reading the cart until it is read, then sends a shopper whose cart is empty home', async () => {
    const tab = createCartStore({ client: createOperationClient(), live: null });
    renderInShop(
      <CheckoutStoreProvider>
        <CheckoutCart />
      </CheckoutStoreProvider>,
      { url: CART_STEP, cartStore: tab },
    );
    expect(screen.getByRole('status').textContent).toBe('Warenkorb wird geladen…');
    expect(navigate).not.toHaveBeenCalled();
    // The session has no cart.
    await act(() => tab.load('de'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('status').textContent).toBe('Ihr Warenkorb ist leer');
  });
});
