// @vitest-environment happy-dom
// The cart step's Google Pay express button of a test shop (ADR 030): beside the embedded test provider — whose test
// wallet stands in for Google's sheet — the button says, in the page's language, that no real money moves; beside a
// real provider (Google's own sheet) it says nothing of the kind.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, href } from '../../../generated/index.ts';
import type { GetGooglePayExpressAnswer } from '../../../generated/types.ts';
import { GOOGLE_PAY_REQUEST } from '../../../tests/fixtures/google-pay-request.ts';
import { renderInShop, shopTranslator, tabCartStore } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import type { CartStore } from '../../state/cart-store.ts';
import { CheckoutStoreProvider } from './CheckoutStoreProvider.tsx';
import { GooglePayExpress } from './GooglePayExpress.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn(async () => {}) }));
// Google's own sheet loads Google's script; here it is a sheet that is never opened.
vi.mock('../../client/google-pay/google-pay-js.ts', () => ({
  googlePayJsSheet: async () => ({ loadPaymentData: () => new Promise(() => {}) }),
}));

const express = (sheet: 'googlePay' | 'testWallet'): GetGooglePayExpressAnswer => ({
  available: true,
  sheet,
  environment: 'TEST',
  paymentDataRequest: GOOGLE_PAY_REQUEST,
  total: { centAmount: 23_494, currencyCode: 'EUR', fractionDigits: 2 },
});

let answer: GetGooglePayExpressAnswer;
/** The answer of payWithGooglePay, and its status; null when the test does not pay. */
let payAnswer: { body: unknown; status: number } | null = null;
/** The tab's cart store of the test. */
let tab: CartStore;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  payAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const operation = input.slice(input.lastIndexOf('/') + 1);
      if (operation === 'payWithGooglePay' && payAnswer !== null) return json(payAnswer.body, payAnswer.status);
      if (operation === 'getMyActiveCart' || operation === 'getMyCart') return json({ cart: tab.cart.value });
      return json(answer);
    }),
  );
  tab = tabCartStore(sampleCart());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES = ['http://de.localhost:3000/checkout/cart', 'http://be.localhost:3000/fr/checkout/cart'];

describe('GooglePayExpress of a test shop (ADR 030)', () => {
  it.each(PAGES)('says beside the button that this is a test shop, in the page’s language (%s)', async (url) => {
    answer = express('testWallet');
    const t = shopTranslator(url);
    renderInShop(
      <CheckoutStoreProvider>
        <GooglePayExpress />
      </CheckoutStoreProvider>,
      { url, cartStore: tab },
    );
    const button = await screen.findByRole('button', { name: t('checkout.googlePay.button') });
    const note = screen.getByRole('note', { name: t('checkout.testShop.title') });
    expect(note.textContent).toContain(t('checkout.testShop.text'));
    expect(note.parentElement).toBe(button.parentElement);
  });

  it.each(PAGES)('says nothing of the kind beside a real provider’s Google Pay (%s)', async (url) => {
    answer = express('googlePay');
    const t = shopTranslator(url);
    renderInShop(
      <CheckoutStoreProvider>
        <GooglePayExpress />
      </CheckoutStoreProvider>,
      { url, cartStore: tab },
    );
    await screen.findByRole('button', { name: t('checkout.googlePay.button') });
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toContain(t('checkout.testShop.title'));
  });
});

describe('GooglePayExpress: a code used up while the sheet was open (spec/2 §5, ADR 027)', () => {
  /** The page at `url` pays through the test wallet and the server refuses: the cart's code is used up. */
  async function payWithUsedUpCode(url: string): Promise<string | null> {
    answer = express('testWallet');
    payAnswer = {
      status: 400,
      body: {
        statusCode: 400,
        message: 'The discount code WELCOME10 has been used up.',
        field: '/cartId',
        errors: [
          { code: 'DiscountCodeNonApplicable', reason: 'usedUp', message: 'used up', discountCode: 'WELCOME10' },
        ],
      },
    };
    const t = shopTranslator(url);
    renderInShop(
      <CheckoutStoreProvider>
        <GooglePayExpress />
      </CheckoutStoreProvider>,
      { url, cartStore: tab },
    );
    fireEvent.click(await screen.findByRole('button', { name: t('checkout.googlePay.button') }));
    fireEvent.click(await screen.findByRole('button', { name: t('checkout.googlePay.testWallet.pay') }));
    return (await screen.findByRole('alert')).textContent;
  }

  it('says the code is used up, in the cart’s own words and the page’s language', async () => {
    expect(await payWithUsedUpCode('http://de.localhost:3000/checkout/cart')).toBe(
      'Der Rabattcode WELCOME10 ist bereits aufgebraucht.',
    );
  });

  it.each(COUNTRY_CODES)('says it in the language of %s’s shop', async (country) => {
    const url = `http://${country}.localhost:3000${href('checkoutCart', {}, { country })}`;
    expect(await payWithUsedUpCode(url)).toBe(shopTranslator(url)('cart.coupon.usedUp', { code: 'WELCOME10' }));
  });
});
