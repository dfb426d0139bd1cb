// @vitest-environment happy-dom
// The cart step's Google Pay express button of a test shop (ADR 030): beside the embedded test provider — whose test
// wallet stands in for Google's sheet — the button says, in the page's language, that no real money moves; beside a
// real provider (Google's own sheet) it says nothing of the kind.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetGooglePayExpressAnswer } from '../../../generated/types.ts';
import { renderInShop, shopTranslator } from '../../../tests/fixtures/render-in-shop.tsx';
import { sampleCart } from '../../../tests/fixtures/sample-cart.ts';
import { cart, cartLoaded } from '../../state/cart-store.ts';
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
  paymentDataRequest: {},
  total: { centAmount: 23_494, currencyCode: 'EUR', fractionDigits: 2 },
});

let answer: GetGooglePayExpressAnswer;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  cart.value = sampleCart();
  cartLoaded.value = true;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  cart.value = null;
  cartLoaded.value = false;
});

const PAGES = ['http://de.localhost:3000/checkout/cart', 'http://be.localhost:3000/fr/checkout/cart'];

describe('GooglePayExpress of a test shop (ADR 030)', () => {
  it.each(PAGES)('says beside the button that this is a test shop, in the page’s language (%s)', async (url) => {
    answer = express('testWallet');
    const t = shopTranslator(url);
    renderInShop(<GooglePayExpress />, { url });
    const button = await screen.findByRole('button', { name: t('checkout.googlePay.button') });
    const note = screen.getByRole('note', { name: t('checkout.testShop.title') });
    expect(note.textContent).toContain(t('checkout.testShop.text'));
    expect(note.parentElement).toBe(button.parentElement);
  });

  it.each(PAGES)('says nothing of the kind beside a real provider’s Google Pay (%s)', async (url) => {
    answer = express('googlePay');
    const t = shopTranslator(url);
    renderInShop(<GooglePayExpress />, { url });
    await screen.findByRole('button', { name: t('checkout.googlePay.button') });
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toContain(t('checkout.testShop.title'));
  });
});
