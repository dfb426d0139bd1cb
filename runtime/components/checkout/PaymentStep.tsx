import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { goToProvider } from '../../client/go-to-provider.ts';
import {
  PAYMENT_ERROR_QUERY_KEY,
  paymentErrorState,
  withPaymentErrorState,
} from '../../domain/routing/payment-error.ts';
import { withoutQueryParam, withQuery } from '../../domain/routing/query-string.ts';
import { reverseChargeVatId } from '../../domain/tax/reverse-charge.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';
import { formatPrice } from '../format.ts';
import { AddressSummary } from './AddressSummary.tsx';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { ReverseChargeNote } from './ReverseChargeNote.tsx';
import { TestShopNotice } from './TestShopNotice.tsx';

/**
 * spec/2 §2 the payment step (/checkout/payment, step 4 of 5, centred): the addresses given, the totals (the
 * cash-on-delivery fee and its VAT when that method is chosen, spec/2 §9), exactly the methods the country's rules
 * allow for this cart and client type (spec/2 §5, answered by the server), the error state of `?error=` (spec/2 §2,
 * §8: each reloads the cart; shown once), a test shop's notice that no real money moves (ADR 030), and the button that
 * places the order with the amount it pays. The methods and that button come first, the totals and the addresses after
 * them, so a phone shows the button on its first screen (a sticky bar would cover the methods). Its answer is the order — or a payment that did not go through, and the shopper goes to the
 * payment error page (PaymentError.tsx), which leads back here to pay again. A second click while it is on its way
 * sends nothing, and the server answers the same cart version with the same order in any case. The methods, the
 * choice, placing the order and what failed are the page's checkout store's (CheckoutStoreProvider).
 */
export function PaymentStep() {
  useSignals();
  const { t, locale } = useTranslation();
  const { href } = useShop();
  const pageContext = usePageContext();
  const store = useCheckoutStore();
  const cart = useCartStore();
  const current = cart.cart.value;
  const loaded = cart.loaded.value;
  const errorState = paymentErrorState(pageContext.urlParsed.searchOriginal ?? '');
  const clientType = store.clientType.value;
  const methods = store.paymentMethods.value;
  const selected = store.selectedPayment.value;
  const chosenKind = store.chosenKind.value;
  const codFee = store.codFee.value;
  const busy = store.busy.value;
  const failure = store.failure.value;
  const groupId = useId();

  // spec/2 §8: every payment error state reloads the cart (the provider's refusal may have changed nothing, or it).
  // The state is of the payment just tried: once shown, the address drops it (the page keeps showing it), so that a
  // reload of the step, or coming back to it later, shows no error of a payment long past.
  useEffect(() => {
    if (errorState === null) return;
    void cart.reload();
    const { pathname, search, hash } = window.location;
    const rest = withoutQueryParam(search, PAYMENT_ERROR_QUERY_KEY);
    window.history.replaceState(window.history.state, '', `${withQuery(pathname, rest)}${hash}`);
  }, [errorState]);

  // spec/2 §3, §4: who buys is the checkout's (its cookie, else the cart's billing address, else the default).
  const cartId = current?.id;
  const version = current?.version;
  useEffect(() => {
    const held = cart.cart.value;
    if (held !== null) store.begin(held);
  }, [cartId, store]);

  // The methods for this cart version and client type; a load they superseded, or of a step left, is cancelled.
  useEffect(() => {
    if (cartId === undefined) return;
    const load = new AbortController();
    void store.loadPaymentMethods(load.signal);
    return () => load.abort();
  }, [cartId, version, clientType, store]);

  // The step is drawn once its methods are known (or could not be read), all at once in the frame's screen-high space:
  // drawn before them, the methods arriving pushed the pay button and the totals a screen down (a layout shift of
  // 0.2 on a phone). A later load, for a new cart version or client type, keeps the methods shown until it answers.
  if (!loaded || current === null || (methods === null && failure === null)) {
    const waiting = !loaded
      ? 'cart.page.loading'
      : current === null
        ? 'frame.cart.empty'
        : 'checkout.payment.loadingMethods';
    return <p role="status">{t(waiting)}</p>;
  }

  // ADR 026: a net cart shows the buyer's VAT ID and the reverse-charge note under its total.
  const reverseCharge = reverseChargeVatId(current);
  // What the button pays: the cart's total, with the cash-on-delivery fee when that method is chosen (spec/2 §9).
  const payable = {
    ...current.totalPrice,
    centAmount: current.totalPrice.centAmount + (codFee?.gross.centAmount ?? 0),
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.pay();
    if (outcome?.kind === 'provider') goToProvider(outcome.action);
    if (outcome?.kind === 'paymentError')
      await navigate(withPaymentErrorState(href('paymentError'), outcome.errorState));
    if (outcome?.kind === 'ordered') await navigate(href('checkoutThankYou', { orderId: outcome.orderId }));
  };

  return (
    <>
      {errorState !== null && (
        <p className="checkout__error" role="alert">
          {t(`checkout.payment.error.${errorState}`)}
        </p>
      )}
      <form className="checkout__payment" onSubmit={(event) => void pay(event)}>
        <fieldset className="payment-methods" aria-describedby={failure ? `${groupId}-failure` : undefined}>
          <legend>{t('checkout.payment.choose')}</legend>
          {methods !== null &&
            methods.methods.map((method) => (
              <div key={method.code} className="payment-methods__option">
                <input
                  type="radio"
                  id={`${groupId}-${method.code}`}
                  name="paymentMethod"
                  value={method.code}
                  checked={selected === method.code}
                  aria-describedby={
                    method.code === 'cashOnDelivery' && methods.codFee ? `${groupId}-cod-fee` : undefined
                  }
                  onChange={() => store.choosePayment(method.code)}
                />
                <label htmlFor={`${groupId}-${method.code}`}>{t(`checkout.payment.method.${method.code}`)}</label>
                {method.code === 'cashOnDelivery' && methods.codFee && (
                  <span id={`${groupId}-cod-fee`} className="payment-methods__fee">
                    {t('checkout.payment.codFee', { fee: formatPrice(methods.codFee.gross, locale) })}
                  </span>
                )}
              </div>
            ))}
        </fieldset>
        {failure && (
          <p id={`${groupId}-failure`} className="checkout__error" role="alert">
            {t(failure.key, failure.params)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary checkout__pay"
          disabled={busy || chosenKind === undefined}
          aria-busy={busy}
        >
          {chosenKind === 'provider' ? t('checkout.payment.pay') : t('checkout.payment.placeOrder')}
          <span className="checkout__pay-amount">{formatPrice(payable, locale)}</span>
        </button>
        {methods?.testPayments === true && <TestShopNotice />}
        <h2>{t('cart.totals.heading')}</h2>
        <CartTotals cart={current} />
        {reverseCharge !== null && <ReverseChargeNote vatId={reverseCharge} />}
        {codFee && (
          <dl className="cart-totals">
            <div className="cart-totals__row">
              <dt>{t('checkout.payment.codFeeRow')}</dt>
              <dd>{formatPrice(codFee.gross, locale)}</dd>
            </div>
            <div className="cart-totals__row">
              <dt>{t('checkout.payment.codFeeVat')}</dt>
              <dd>{formatPrice(codFee.vat, locale)}</dd>
            </div>
            <div className="cart-totals__row cart-totals__row--total">
              <dt>{t('checkout.payment.totalWithFee')}</dt>
              <dd>{formatPrice(payable, locale)}</dd>
            </div>
          </dl>
        )}
      </form>
      <AddressSummary cart={current} editHref={href('checkoutAddresses')} />
    </>
  );
}

// Google Pay express (the cart step's button and the embedded test wallet) goes in this step's chunk, and the cart step
// loads it from here: a chunk of its own would be one more dynamic entry, and the bundler would split the chunks every
// page shares to fit it (measured: +0.34 kB gzip on the product page, over its 120 kB budget; BENCHMARKS.md).
export { GooglePayExpress } from './GooglePayExpress.tsx';
