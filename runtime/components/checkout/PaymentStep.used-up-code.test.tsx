// @vitest-environment happy-dom
// The payment step's answer to a discount code used up while the shopper was paying (spec/2 §5, ADR 027): the cart's
// own words for it, in the shopper's language, whichever way the order was to be paid.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import { renderInShop, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import type { CartStore } from '../../state/cart-store.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { CheckoutStoreProvider } from './CheckoutStoreProvider.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));
// The addresses and totals have their own tests; here they only stand in the way of the step's own work.
vi.mock('./AddressSummary.tsx', () => ({ AddressSummary: () => null }));
vi.mock('../cart/CartTotals.tsx', () => ({ CartTotals: () => null }));

const usedUp = {
  statusCode: 400,
  message: 'The discount code SPRING has been used up.',
  field: '/cartId',
  errors: [
    { code: 'DiscountCodeNonApplicable', reason: 'usedUp', message: 'The discount code SPRING has been used up.' },
  ],
};

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The tab's cart store of the test. */
let tab: CartStore;

beforeEach(() => {
  tab = tabCartStore({
    id: 'cart-1',
    version: 3,
    totalPrice: { centAmount: 9000, currencyCode: 'EUR', fractionDigits: 2 },
    custom: {},
    discountCodes: [
      { discountCode: { id: 'dc-1', code: 'SPRING', name: '10 %' }, state: 'MatchesCart' },
      { discountCode: { id: 'dc-2', code: 'OLD', name: '5 %' }, state: 'NotValid' },
    ],
  } as unknown as Cart);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentStep: a code used up at payment (spec/2 §5, ADR 027)', () => {
  it.each([
    ['a card payment', 'scheme', 'provider', 'Jetzt bezahlen'],
    ['a bank transfer', 'bankTransfer', 'shop', 'Zahlungspflichtig bestellen'],
  ] as const)('%s refused: says the code is used up, in German', async (_, code, kind, label) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const operation = input.slice(input.lastIndexOf('/') + 1);
      calls.push(operation);
      if (operation === 'getPaymentMethods') {
        return answer({ methods: [{ code, kind }], unavailable: [], codFee: null, testPayments: false });
      }
      if (operation === 'pay' || operation === 'createMyOrderFromCart') return answer(usedUp, 400);
      return answer({ cart: tab.cart.value });
    });
    renderInShop(
      <CheckoutStoreProvider>
        <PaymentStep />
      </CheckoutStoreProvider>,
      { url: 'http://de.localhost:3000/checkout/payment', cartStore: tab },
    );
    const button = await screen.findByRole('button', { name: new RegExp(`^${label}`) });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Der Rabattcode SPRING ist bereits aufgebraucht.');
    expect(calls).toContain(kind === 'provider' ? 'pay' : 'createMyOrderFromCart');
  });
});
