import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import type { CountryCode } from '../../../generated/index.ts';
import { goToProvider } from '../../client/go-to-provider.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { GooglePayStoreProvider, useGooglePayStore } from './GooglePayStoreProvider.tsx';
import { TestShopNotice } from './TestShopNotice.tsx';
import { TestWalletSheet } from './TestWalletSheet.tsx';

/**
 * spec/2 §5 Google Pay (express) on the cart step: a "Buy with Google Pay" button where the server offers it for the
 * cart (getGooglePayExpress: the country's rules, an open checkout, the provider). The sheet — Google's own (pay.js)
 * with a real provider, the embedded test wallet beside the embedded one — gives the e-mail, the addresses and the
 * card; payWithGooglePay makes them the cart's and pays. The answer is the thank-you page, the provider's 3-D Secure
 * page, or a message here in the shopper's language, the cart reloaded (spec/2 §8). The offer, paying and what failed
 * are the page's checkout store's (CheckoutStoreProvider); the sheet and the test wallet are the button's Google Pay
 * store's (GooglePayStoreProvider).
 */
export function GooglePayExpress() {
  return (
    <GooglePayStoreProvider>
      <ExpressButton />
    </GooglePayStoreProvider>
  );
}

function ExpressButton() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const store = useCheckoutStore();
  const googlePay = useGooglePayStore();
  const current = useCartStore().cart.value;
  const busy = store.expressBusy.value;
  const failure = store.expressFailure.value;
  const offer = googlePay.ready.value;
  const wallet = googlePay.testWallet.value;

  // The offer for this cart version; a load it superseded, or of a step left, is cancelled.
  const cartId = current?.id;
  const version = current?.version;
  const hasLines = (current?.lineItems.length ?? 0) > 0;
  useEffect(() => {
    const load = new AbortController();
    void store.loadGooglePayExpress(load.signal);
    return () => load.abort();
  }, [cartId, version, hasLines, store]);

  // The offer's sheet, while the button lives; a sheet left open is closed with it.
  useEffect(() => googlePay.watchOffer(), [googlePay]);

  if (offer === null) return null;

  const buy = async () => {
    const outcome = await googlePay.buy();
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
      {offer.sheet === 'testWallet' && <TestShopNotice />}
      {failure !== null && (
        <p className="checkout__error" role="alert">
          {failure.map(({ key, params }) => t(key, params)).join(' ')}
        </p>
      )}
      {wallet !== null && (
        <TestWalletSheet
          country={shop.country as CountryCode}
          total={wallet.total}
          onDone={googlePay.testWalletPaid}
          onClose={googlePay.closeTestWallet}
        />
      )}
    </div>
  );
}
