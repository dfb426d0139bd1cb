import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { CountryCode } from '../../../generated/index.ts';
import type { Money } from '../../../generated/types.ts';
import { goToProvider } from '../../client/go-to-provider.ts';
import {
  GooglePaySheetClosed,
  type GooglePayPaymentData,
  type GooglePaySheet,
} from '../../client/google-pay/google-pay-sheet.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import type { ExpressOffer } from '../../state/checkout-store.ts';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { TestShopNotice } from './TestShopNotice.tsx';
import { TestWalletSheet } from './TestWalletSheet.tsx';

interface OpenWallet {
  /** The total the sheet shows: the one of the express answer it was opened with. */
  readonly total: Money;
  done(data: GooglePayPaymentData): void;
  close(): void;
}

/**
 * spec/2 §5 Google Pay (express) on the cart step: a "Buy with Google Pay" button where the server offers it for the
 * cart (getGooglePayExpress: the country's rules, an open checkout, the provider). The sheet — Google's own (pay.js)
 * with a real provider, the embedded test wallet beside the embedded one — gives the e-mail, the addresses and the
 * card; payWithGooglePay makes them the cart's and pays. The answer is the thank-you page, the provider's 3-D Secure
 * page, or a message here in the shopper's language, the cart reloaded (spec/2 §8). The offer, paying and what failed
 * are the page's checkout store's (CheckoutStoreProvider); the sheet and the test wallet's dialog are this button's.
 */
export function GooglePayExpress() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const store = useCheckoutStore();
  const current = useCartStore().cart.value;
  const offer = store.expressOffer.value;
  const busy = store.expressBusy.value;
  const failure = store.expressFailure.value;
  /** The offer with its sheet, once the sheet is there. */
  const [express, setExpress] = useState<{ offer: ExpressOffer; sheet: GooglePaySheet } | null>(null);
  const [wallet, setWallet] = useState<OpenWallet | null>(null);
  // The sheet open now, if any: a second click does not open another, and a sheet left open when the offer changes
  // or the step is left is closed, so its promise always settles.
  const sheetOpen = useRef(false);
  const openWallet = useRef<OpenWallet | null>(null);
  const closeWallet = useCallback(() => openWallet.current?.close(), []);
  useEffect(() => closeWallet, [closeWallet]);

  // The embedded test wallet as a sheet for one express answer: opening it renders the dialog, whose answer settles
  // the promise.
  const testWallet = useCallback(
    (total: Money): GooglePaySheet => ({
      loadPaymentData: () =>
        new Promise<GooglePayPaymentData>((resolve, reject) => {
          const settle = () => {
            openWallet.current = null;
            setWallet(null);
          };
          const open: OpenWallet = {
            total,
            done: (data) => {
              settle();
              resolve(data);
            },
            close: () => {
              settle();
              reject(new GooglePaySheetClosed());
            },
          };
          openWallet.current = open;
          setWallet(open);
        }),
    }),
    [],
  );

  // The offer for this cart version; a load it superseded, or of a step left, is cancelled.
  const cartId = current?.id;
  const version = current?.version;
  const hasLines = (current?.lineItems.length ?? 0) > 0;
  useEffect(() => {
    const load = new AbortController();
    void store.loadGooglePayExpress(load.signal);
    return () => load.abort();
  }, [cartId, version, hasLines, store]);

  // The offer's sheet: the embedded test wallet, or Google's own (its script loads only then). The offer changed
  // (another total, or none): a sheet still open shows the old one, so it is closed.
  useEffect(() => {
    if (offer === null) {
      closeWallet();
      setExpress(null);
      return;
    }
    let live = true;
    void (async () => {
      try {
        const sheet =
          offer.sheet === 'testWallet'
            ? testWallet(offer.total)
            : await (
                await import('../../client/google-pay/google-pay-js.ts')
              ).googlePayJsSheet(offer.environment, offer.paymentDataRequest);
        if (!live) return;
        closeWallet();
        setExpress(sheet === null ? null : { offer, sheet });
      } catch (error) {
        // Only the express button is lost: the checkout offers every method.
        console.warn('Google Pay express could not be offered', error);
        if (!live) return;
        closeWallet();
        setExpress(null);
      }
    })();
    return () => {
      live = false;
    };
  }, [offer, testWallet, closeWallet]);

  if (express === null) return null;

  const buy = async () => {
    if (sheetOpen.current) return;
    const flushed = store.openGooglePay();
    if (flushed === null) return;
    let data: GooglePayPaymentData;
    sheetOpen.current = true;
    try {
      data = await express.sheet.loadPaymentData(express.offer.paymentDataRequest);
    } catch (error) {
      if (error instanceof GooglePaySheetClosed) return;
      console.warn('The Google Pay sheet failed', error);
      store.googlePaySheetFailed();
      return;
    } finally {
      sheetOpen.current = false;
    }
    const outcome = await store.payWithGooglePay(express.offer, data, flushed);
    if (outcome?.kind === 'provider') goToProvider(outcome.action);
    if (outcome?.kind === 'ordered') await navigate(href('checkoutThankYou', { orderId: outcome.orderId }));
  };

  return (
    <div className="google-pay-express">
      <p className="google-pay-express__or">{t('checkout.googlePay.or')}</p>
      <button
        type="button"
        className="button google-pay-express__button"
        onClick={() => void buy()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('checkout.googlePay.paying') : t('checkout.googlePay.button')}
      </button>
      {/* The test wallet stands in for Google's sheet only beside the embedded test provider: a test shop (ADR 030). */}
      {express.offer.sheet === 'testWallet' && <TestShopNotice />}
      {failure !== null && (
        <p className="checkout__error" role="alert">
          {failure.map(({ key, params }) => t(key, params)).join(' ')}
        </p>
      )}
      {wallet !== null && (
        <TestWalletSheet
          country={shop.country as CountryCode}
          total={wallet.total}
          onDone={wallet.done}
          onClose={wallet.close}
        />
      )}
    </div>
  );
}
