// The Google Pay sheet of the cart step's express button (spec/2 §5 Google Pay express; ADR 025): which sheet the
// checkout's offer opens — Google's own (pay.js) beside a real provider, the embedded test wallet beside the embedded
// one — whether one is open, and the test wallet's dialog while it is. One store a button (createGooglePayStore), made
// with the page's checkout store, which asks for the offer and pays with what the sheet gave; the button reads its
// signals and calls `buy`. Google's sheet is given to it (`googleSheet`), so its tests need no script and no document.
import { effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Money } from '../../generated/types.ts';
import {
  GooglePaySheetClosed,
  type GooglePayPaymentData,
  type GooglePaySheet,
} from '../client/google-pay/google-pay-sheet.ts';
import type { CheckoutStore, ExpressOffer, PayOutcome } from './checkout-store.ts';

/** What the Google Pay store needs of the checkout: its express offer, and opening and paying with the sheet. */
export type CheckoutForGooglePay = Pick<
  CheckoutStore,
  'expressOffer' | 'openGooglePay' | 'googlePaySheetFailed' | 'payWithGooglePay'
>;

export interface GooglePayStoreOptions {
  readonly checkout: CheckoutForGooglePay;
  /**
   * Google's own sheet for an offer (pay.js, loaded when first needed), or null where this browser cannot pay with
   * Google Pay: then the button is not shown.
   */
  readonly googleSheet: (offer: ExpressOffer) => Promise<GooglePaySheet | null>;
}

/** The embedded test wallet's dialog, open: the total it shows (the offer's it was opened for). */
export interface TestWalletOpen {
  readonly total: Money;
}

export interface GooglePayStore {
  /** The offer whose sheet is ready: the button shows for it. Null while there is none (no offer, no Google Pay). */
  readonly ready: ReadonlySignal<ExpressOffer | null>;
  /** The embedded test wallet while it is open; null when it is not. */
  readonly testWallet: ReadonlySignal<TestWalletOpen | null>;
  /**
   * Follows the checkout's offer while the button lives: the sheet of each offer is made ready (the button shows once
   * it is); a newer offer cancels the sheet on its way, and a sheet still open for an older offer is closed (it showed
   * another total). Returns the stopper, which closes a sheet left open, so what waited for it always settles.
   */
  watchOffer(): () => void;
  /**
   * The shopper presses the button: the sheet opens at once, in the click (browsers allow its window only then), and
   * what it gives pays for the total it showed. Answers what paying came to; null when nothing was paid (no sheet
   * ready, one open already, paying already, closed by the shopper, or failed — which is said).
   */
  buy(): Promise<PayOutcome | null>;
  /** The test wallet's Continue: the data of the card and account chosen. */
  testWalletPaid(data: GooglePayPaymentData): void;
  /** The test wallet closed without paying (Cancel, Escape), as Google's sheet closes. */
  closeTestWallet(): void;
}

export function createGooglePayStore(options: GooglePayStoreOptions): GooglePayStore {
  const { checkout, googleSheet } = options;
  const ready = signal<ExpressOffer | null>(null);
  const testWallet = signal<TestWalletOpen | null>(null);
  /** The sheet of the offer ready. */
  let sheet: GooglePaySheet | null = null;
  /** A sheet is open now: a second press opens no other. */
  let sheetOpen = false;
  /** What waits for the open test wallet's answer. */
  let walletAnswer: { resolve(data: GooglePayPaymentData): void; reject(error: Error): void } | null = null;

  function settleWallet(): typeof walletAnswer {
    const waiting = walletAnswer;
    walletAnswer = null;
    testWallet.value = null;
    return waiting;
  }

  const closeTestWallet = () => settleWallet()?.reject(new GooglePaySheetClosed());

  /** The embedded test wallet as a sheet for one offer: opening it opens the dialog, whose answer settles it. */
  const testWalletSheet = (total: Money): GooglePaySheet => ({
    loadPaymentData: () =>
      new Promise<GooglePayPaymentData>((resolve, reject) => {
        walletAnswer = { resolve, reject };
        testWallet.value = { total };
      }),
  });

  function show(offer: ExpressOffer | null, offerSheet: GooglePaySheet | null): void {
    closeTestWallet();
    sheet = offer === null ? null : offerSheet;
    ready.value = sheet === null ? null : offer;
  }

  async function prepare(offer: ExpressOffer, cancelled: AbortSignal): Promise<void> {
    try {
      const made = offer.sheet === 'testWallet' ? testWalletSheet(offer.total) : await googleSheet(offer);
      if (!cancelled.aborted) show(offer, made);
    } catch (error) {
      // Only the express button is lost: the checkout offers every method.
      console.warn('Google Pay express could not be offered', error);
      if (!cancelled.aborted) show(null, null);
    }
  }

  return {
    ready,
    testWallet,

    watchOffer() {
      let preparing: AbortController | null = null;
      const stop = effect(() => {
        const offer = checkout.expressOffer.value;
        preparing?.abort();
        preparing = new AbortController();
        if (offer === null) show(null, null);
        else void prepare(offer, preparing.signal);
      });
      return () => {
        stop();
        preparing?.abort();
        closeTestWallet();
      };
    },

    async buy() {
      const offer = ready.value;
      if (offer === null || sheet === null || sheetOpen) return null;
      const flushed = checkout.openGooglePay();
      if (flushed === null) return null;
      let data: GooglePayPaymentData;
      sheetOpen = true;
      try {
        data = await sheet.loadPaymentData(offer.paymentDataRequest);
      } catch (error) {
        if (error instanceof GooglePaySheetClosed) return null;
        console.warn('The Google Pay sheet failed', error);
        checkout.googlePaySheetFailed();
        return null;
      } finally {
        sheetOpen = false;
      }
      return checkout.payWithGooglePay(offer, data, flushed);
    },

    testWalletPaid(data) {
      settleWallet()?.resolve(data);
    },

    closeTestWallet,
  };
}
