import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { CountryCode } from '../../../generated/index.ts';
import type { GetGooglePayExpressAnswer, Money } from '../../../generated/types.ts';
import { goToProvider } from '../../client/go-to-provider.ts';
import {
  GooglePaySheetClosed,
  type GooglePayPaymentData,
  type GooglePaySheet,
} from '../../client/google-pay/google-pay-sheet.ts';
import { createOperationClient, RequestError } from '../../client/operation-client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { cart, cartLanguage, cartOrdered, flushCart, reloadCart } from '../../state/cart-store.ts';
import { activeDiscountCodes } from '../../domain/cart/discount-code-input.ts';
import { googlePayFailureMessages } from './google-pay-failure.ts';
import { TestShopNotice } from './TestShopNotice.tsx';
import { TestWalletSheet } from './TestWalletSheet.tsx';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../../client/too-many-requests.ts';

type Express = Extract<GetGooglePayExpressAnswer, { available: true }>;

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
 * page, or a message here in the shopper's language, the cart reloaded (spec/2 §8).
 */
export function GooglePayExpress() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const current = cart.value;
  const [express, setExpress] = useState<{ answer: Express; sheet: GooglePaySheet } | null>(null);
  const [wallet, setWallet] = useState<OpenWallet | null>(null);
  const [busy, setBusy] = useState(false);
  /** The failure's messages, in the shopper's language. */
  const [failure, setFailure] = useState<readonly string[] | null>(null);
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

  const cartId = current?.id;
  const version = current?.version;
  const hasLines = (current?.lineItems.length ?? 0) > 0;
  useEffect(() => {
    if (cartId === undefined || !hasLines) {
      setExpress(null);
      return;
    }
    let live = true;
    void (async () => {
      try {
        const answer = await createOperationClient().call('getGooglePayExpress', { cartId, language: cartLanguage() });
        let sheet: GooglePaySheet | null = null;
        if (answer.available) {
          sheet =
            answer.sheet === 'testWallet'
              ? testWallet(answer.total)
              : await (
                  await import('../../client/google-pay/google-pay-js.ts')
                ).googlePayJsSheet(answer.environment, answer.paymentDataRequest);
        }
        if (!live) return;
        // The offer changed (another total, or none): a sheet still open shows the old one, so it is closed.
        closeWallet();
        setExpress(answer.available && sheet !== null ? { answer, sheet } : null);
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
  }, [cartId, version, hasLines, testWallet, closeWallet]);

  if (express === null) return null;

  const buy = async () => {
    if (busy || sheetOpen.current) return;
    setFailure(null);
    // Changes still queued go now; the sheet opens at once, in the click (browsers allow its window only then).
    const flushed = flushCart();
    let data: GooglePayPaymentData;
    sheetOpen.current = true;
    try {
      data = await express.sheet.loadPaymentData(express.answer.paymentDataRequest);
    } catch (error) {
      if (error instanceof GooglePaySheetClosed) return;
      console.warn('The Google Pay sheet failed', error);
      setFailure([t('checkout.googlePay.failed')]);
      return;
    } finally {
      sheetOpen.current = false;
    }
    setBusy(true);
    await flushed;
    const latest = cart.value;
    if (latest === null) {
      setFailure([t('checkout.payment.cartChanged')]);
      setBusy(false);
      return;
    }
    try {
      // The total the sheet showed: the server pays only that (spec/2 §8 malformed-price).
      const answer = await createOperationClient().call('payWithGooglePay', {
        cartId: latest.id,
        version: latest.version,
        expectedTotal: express.answer.total.centAmount,
        paymentData: data,
        ...(cartLanguage() === undefined ? {} : { language: cartLanguage() }),
      });
      if (answer.action === 'redirect') {
        goToProvider(answer);
        return;
      }
      if (answer.action === 'error') {
        setFailure([t(`checkout.payment.error.${answer.errorState}`)]);
        await reloadCart();
        setBusy(false);
        return;
      }
      cartOrdered();
      await navigate(href('checkoutThankYou', { orderId: answer.order.id }));
    } catch (error) {
      const known = error instanceof RequestError ? error : null;
      if (known?.reason === 'usedUp') {
        // spec/2 §5, ADR 027: a code with no use left, in the cart's own words for it (as the payment step says it).
        setFailure([t('cart.coupon.usedUp', { code: activeDiscountCodes(latest.discountCodes) })]);
      } else {
        setFailure(
          (isTooManyRequests(error)
            ? [TOO_MANY_REQUESTS_KEY]
            : googlePayFailureMessages(
                known ?? { statusCode: 500, detail: error instanceof Error ? error.message : '' },
              ).map((key) => `checkout.${key}`)
          ).map((key) => t(key)),
        );
      }
      await reloadCart();
      setBusy(false);
    }
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
      {express.answer.sheet === 'testWallet' && <TestShopNotice />}
      {failure !== null && (
        <p className="checkout__error" role="alert">
          {failure.join(' ')}
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
