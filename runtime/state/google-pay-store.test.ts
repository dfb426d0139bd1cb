// The Google Pay store on its own (spec/2 §5 Google Pay express; ADR 025): made with a fake checkout and a fake Google
// sheet — no script, no document, no fetch — and what its signals say as the offer changes and the shopper pays.
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_PAY_REQUEST } from '../../tests/fixtures/google-pay-request.ts';
import { GooglePaySheetClosed, type GooglePayPaymentData } from '../client/google-pay/google-pay-sheet.ts';
import type { ExpressOffer, PayOutcome } from './checkout-store.ts';
import { createGooglePayStore, type CheckoutForGooglePay } from './google-pay-store.ts';

const euros = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

const offerOf = (sheet: ExpressOffer['sheet'], centAmount = 23_494): ExpressOffer => ({
  available: true,
  sheet,
  environment: 'TEST',
  paymentDataRequest: {
    ...GOOGLE_PAY_REQUEST,
    transactionInfo: { ...GOOGLE_PAY_REQUEST.transactionInfo, totalPrice: String(centAmount / 100) },
  },
  total: euros(centAmount),
});

const DATA = { email: 'ada@example.com' } as unknown as GooglePayPaymentData;

/** The checkout as the Google Pay store sees it: its offer, and what opening and paying did. */
function fakeCheckout(outcome: PayOutcome = { kind: 'ordered', orderId: 'order-7' }) {
  const flushed = Promise.resolve();
  const checkout = {
    expressOffer: signal<ExpressOffer | null>(null),
    openGooglePay: vi.fn((): Promise<void> | null => flushed),
    googlePaySheetFailed: vi.fn(),
    payWithGooglePay: vi.fn(async () => outcome),
  } satisfies CheckoutForGooglePay;
  return { checkout, flushed };
}

/** Google's sheet as pay.js gives it: `answer` is what loadPaymentData does. */
function fakeGoogleSheet(answer: () => Promise<GooglePayPaymentData>) {
  const requests: unknown[] = [];
  const googleSheet = vi.fn(async (_offer: ExpressOffer) => ({
    loadPaymentData: (request: unknown) => {
      requests.push(request);
      return answer();
    },
  }));
  return { googleSheet, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('the Google Pay store: the sheet of the offer (spec/2 §5)', () => {
  it('shows the button once the offer’s sheet is ready: the test wallet at once, Google’s once pay.js answers', async () => {
    const { checkout } = fakeCheckout();
    const { googleSheet } = fakeGoogleSheet(async () => DATA);
    const store = createGooglePayStore({ checkout, googleSheet });
    const stop = store.watchOffer();
    expect(store.ready.value).toBeNull();

    checkout.expressOffer.value = offerOf('testWallet');
    expect(store.ready.value).toBe(checkout.expressOffer.value);
    expect(googleSheet).not.toHaveBeenCalled();

    const google = offerOf('googlePay');
    checkout.expressOffer.value = google;
    await vi.waitFor(() => expect(store.ready.value).toBe(google));
    expect(googleSheet).toHaveBeenCalledWith(google);

    checkout.expressOffer.value = null;
    expect(store.ready.value).toBeNull();
    stop();
  });

  it('shows none where this browser cannot pay with Google Pay, or its sheet could not be made', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { checkout } = fakeCheckout();
    const unavailable = createGooglePayStore({ checkout, googleSheet: async () => null });
    const stop = unavailable.watchOffer();
    checkout.expressOffer.value = offerOf('googlePay');
    await Promise.resolve();
    expect(unavailable.ready.value).toBeNull();
    stop();

    const broken = createGooglePayStore({
      checkout,
      googleSheet: async () => {
        throw new Error('pay.js could not be loaded');
      },
    });
    const stopBroken = broken.watchOffer();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(broken.ready.value).toBeNull();
    stopBroken();
  });

  it('a newer offer cancels the sheet on its way: the older, arriving last, is not shown', async () => {
    const { checkout } = fakeCheckout();
    const pending: Array<() => void> = [];
    const store = createGooglePayStore({
      checkout,
      googleSheet: (offer) =>
        new Promise((resolve) =>
          pending.push(() => resolve({ loadPaymentData: async () => ({ ...DATA, offer }) as never })),
        ),
    });
    const stop = store.watchOffer();
    checkout.expressOffer.value = offerOf('googlePay', 100);
    const newer = offerOf('googlePay', 200);
    checkout.expressOffer.value = newer;
    pending[1]!();
    await vi.waitFor(() => expect(store.ready.value).toBe(newer));
    pending[0]!();
    await Promise.resolve();
    expect(store.ready.value).toBe(newer);
    stop();
  });
});

describe('the Google Pay store: paying (spec/2 §5, §8)', () => {
  it('opens Google’s sheet in the click with the offer’s request, and pays for its total once the changes are in', async () => {
    const { checkout, flushed } = fakeCheckout();
    const { googleSheet, requests } = fakeGoogleSheet(async () => DATA);
    const store = createGooglePayStore({ checkout, googleSheet });
    const stop = store.watchOffer();
    const offer = offerOf('googlePay');
    checkout.expressOffer.value = offer;
    await vi.waitFor(() => expect(store.ready.value).toBe(offer));

    const buying = store.buy();
    // In the click: the queued changes go, and the sheet opens before anything is awaited.
    expect(checkout.openGooglePay).toHaveBeenCalledOnce();
    expect(requests).toEqual([offer.paymentDataRequest]);
    expect(await buying).toEqual({ kind: 'ordered', orderId: 'order-7' });
    expect(checkout.payWithGooglePay).toHaveBeenCalledWith(offer, DATA, flushed);
    stop();
  });

  it('the test wallet: its dialog shows the offer’s total, and its Continue pays with the data it gives', async () => {
    const { checkout } = fakeCheckout();
    const store = createGooglePayStore({ checkout, googleSheet: vi.fn() });
    const stop = store.watchOffer();
    const offer = offerOf('testWallet');
    checkout.expressOffer.value = offer;
    const buying = store.buy();
    expect(store.testWallet.value).toEqual({ total: offer.total });
    // A second press while the sheet is open opens nothing.
    expect(await store.buy()).toBeNull();
    expect(checkout.openGooglePay).toHaveBeenCalledOnce();
    store.testWalletPaid(DATA);
    expect(store.testWallet.value).toBeNull();
    expect(await buying).toEqual({ kind: 'ordered', orderId: 'order-7' });
    expect(checkout.payWithGooglePay).toHaveBeenCalledWith(offer, DATA, expect.any(Promise));
    stop();
  });

  it('a sheet closed by the shopper pays nothing and says nothing; one that failed is said', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { checkout } = fakeCheckout();
    const store = createGooglePayStore({ checkout, googleSheet: vi.fn() });
    const stop = store.watchOffer();
    checkout.expressOffer.value = offerOf('testWallet');
    const closed = store.buy();
    store.closeTestWallet();
    expect(await closed).toBeNull();
    stop();

    const google = createGooglePayStore({
      checkout,
      googleSheet: fakeGoogleSheet(() => Promise.reject(new GooglePaySheetClosed())).googleSheet,
    });
    const stopGoogle = google.watchOffer();
    checkout.expressOffer.value = offerOf('googlePay');
    await vi.waitFor(() => expect(google.ready.value).not.toBeNull());
    expect(await google.buy()).toBeNull();
    expect(checkout.googlePaySheetFailed).not.toHaveBeenCalled();
    stopGoogle();

    const failing = createGooglePayStore({
      checkout,
      googleSheet: fakeGoogleSheet(() => Promise.reject(new Error('DEVELOPER_ERROR'))).googleSheet,
    });
    const stopFailing = failing.watchOffer();
    checkout.expressOffer.value = offerOf('googlePay');
    await vi.waitFor(() => expect(failing.ready.value).not.toBeNull());
    expect(await failing.buy()).toBeNull();
    expect(checkout.googlePaySheetFailed).toHaveBeenCalledOnce();
    expect(checkout.payWithGooglePay).not.toHaveBeenCalled();
    stopFailing();
  });

  it('opens nothing without an offer, or while the checkout is paying', async () => {
    const { checkout } = fakeCheckout();
    const store = createGooglePayStore({ checkout, googleSheet: vi.fn() });
    const stop = store.watchOffer();
    expect(await store.buy()).toBeNull();
    checkout.expressOffer.value = offerOf('testWallet');
    checkout.openGooglePay.mockReturnValueOnce(null);
    expect(await store.buy()).toBeNull();
    expect(store.testWallet.value).toBeNull();
    stop();
  });

  it('an offer changed, or the button gone, closes the test wallet left open: what waited for it settles', async () => {
    const { checkout } = fakeCheckout();
    const store = createGooglePayStore({ checkout, googleSheet: vi.fn() });
    const stop = store.watchOffer();
    checkout.expressOffer.value = offerOf('testWallet', 100);
    const first = store.buy();
    checkout.expressOffer.value = offerOf('testWallet', 200);
    expect(await first).toBeNull();
    expect(store.testWallet.value).toBeNull();

    const second = store.buy();
    expect(store.testWallet.value).toEqual({ total: euros(200) });
    stop();
    expect(await second).toBeNull();
    expect(store.testWallet.value).toBeNull();
    expect(checkout.payWithGooglePay).not.toHaveBeenCalled();
    expect(checkout.googlePaySheetFailed).not.toHaveBeenCalled();
  });
});
