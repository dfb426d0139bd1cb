import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import type { GetPaymentMethodsAnswer, PayRequest } from '../../../generated/types.ts';
import { goToProvider } from '../../client/go-to-provider.ts';
import { createOperationClient, RequestError } from '../../client/operation-client.ts';
import { DEFAULT_SELECTED_PAYMENT } from '../../domain/checkout/checkout-ui-state.ts';
import { activeDiscountCodes } from '../../domain/cart/discount-code-input.ts';
import { defaultClientType } from '../../domain/checkout/client-type.ts';
import { paymentErrorState } from '../../domain/routing/payment-error.ts';
import { reverseChargeVatId } from '../../domain/tax/reverse-charge.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { cart, cartLanguage, cartLoaded, cartOrdered, reloadCart } from '../../state/cart-store.ts';
import { clientTypeCookie } from '../../state/checkout-cookies.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { formatPrice } from '../format.ts';
import { AddressSummary } from './AddressSummary.tsx';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { ReverseChargeNote } from './ReverseChargeNote.tsx';
import { TestShopNotice } from './TestShopNotice.tsx';
import type { CountryCode } from '../../../generated/index.ts';
import { isTooManyRequests, TOO_MANY_REQUESTS_KEY } from '../too-many-requests.ts';

type Methods = GetPaymentMethodsAnswer;

/**
 * spec/2 §2 the payment step (/checkout/payment, step 4 of 5, centred): the addresses given, the totals (the
 * cash-on-delivery fee and its VAT when that method is chosen, spec/2 §9), exactly the methods the country's rules
 * allow for this cart and client type (spec/2 §5, answered by the server), the error state of `?error=` (spec/2 §8:
 * each reloads the cart), a test shop's notice that no real money moves (ADR 030), and the button that places the order. Its answer is the order; a second click while it
 * is on its way sends nothing, and the server answers the same cart version with the same order in any case.
 */
export function PaymentStep() {
  useSignals();
  const { t, locale } = useTranslation();
  const { shop, href } = useShop();
  const pageContext = usePageContext();
  const country = shop.country as CountryCode;
  const current = cart.value;
  const loaded = cartLoaded.value;
  const errorState = paymentErrorState(pageContext.urlParsed.searchOriginal ?? '');
  const clientType = clientTypeCookie() ?? defaultClientType(country);
  const [methods, setMethods] = useState<Methods | null>(null);
  const [selected, setSelected] = useState<string>(DEFAULT_SELECTED_PAYMENT);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const groupId = useId();

  // spec/2 §8: every payment error state reloads the cart (the provider's refusal may have changed nothing, or it).
  useEffect(() => {
    if (errorState !== null) void reloadCart();
  }, [errorState]);

  const cartId = current?.id;
  const version = current?.version;
  useEffect(() => {
    if (cartId === undefined) return;
    createOperationClient()
      .call('getPaymentMethods', { cartId, clientType, language: cartLanguage() })
      .then((answer) => {
        setMethods(answer);
        // The card provider is chosen by default (spec/2 §3 Client UI state), else the first method offered.
        setSelected((chosen) =>
          answer.methods.some((method) => method.code === chosen) ? chosen : (answer.methods[0]?.code ?? chosen),
        );
      })
      .catch((error: unknown) => {
        console.warn('The payment methods could not be read', error);
        setFailure(t('checkout.payment.methodsFailed'));
      });
  }, [cartId, version, clientType, t]);

  if (!loaded || current === null) {
    return (
      <CheckoutFrame routeKey="checkoutPayment">
        <p role="status">{loaded ? t('frame.cart.empty') : t('cart.page.loading')}</p>
      </CheckoutFrame>
    );
  }

  // ADR 026: a net cart shows the buyer's VAT ID and the reverse-charge note under its total.
  const reverseCharge = reverseChargeVatId(current);

  const chosenKind = methods?.methods.find((method) => method.code === selected)?.kind;
  const codFee = selected === 'cashOnDelivery' ? methods?.codFee : null;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || chosenKind === undefined) return;
    setBusy(true);
    setFailure(null);
    const client = createOperationClient();
    // What the shopper saw, with any cash-on-delivery fee: the server pays only that total (spec/2 §8 malformed-price).
    const expectedTotal = current.totalPrice.centAmount + (codFee?.gross.centAmount ?? 0);
    try {
      if (chosenKind === 'provider') {
        const answer = await client.call('pay', {
          cartId: current.id,
          version: current.version,
          clientType,
          paymentMethod: { type: selected as PayRequest['paymentMethod']['type'] },
          expectedTotal,
          language: cartLanguage(),
        });
        if (answer.action === 'redirect') {
          goToProvider(answer);
          return;
        }
        if (answer.action === 'error') {
          setBusy(false);
          await navigate(`${href('checkoutPayment')}?error=${answer.errorState}`);
          return;
        }
        cartOrdered();
        await navigate(href('checkoutThankYou', { orderId: answer.order.id }));
        return;
      }
      const order = await client.call('createMyOrderFromCart', {
        cartId: current.id,
        version: current.version,
        paymentMethod: selected as 'cashOnDelivery' | 'bankTransfer',
        clientType,
        expectedTotal,
        language: cartLanguage(),
      });
      cartOrdered();
      await navigate(href('checkoutThankYou', { orderId: order.id }));
    } catch (error) {
      const known = error instanceof RequestError ? error : null;
      setFailure(
        isTooManyRequests(known)
          ? t(TOO_MANY_REQUESTS_KEY)
          : known?.statusCode === 409 || known?.statusCode === 404
            ? t('checkout.payment.cartChanged')
            : known?.detail === 'Email or address details are missing for cart'
              ? t('checkout.payment.detailsMissing')
              : known?.field === '/expectedTotal'
                ? t('checkout.payment.error.malformed-price')
                : known?.reason === 'usedUp'
                  ? // spec/2 §5, ADR 027: a code with no use left, in the cart's own words for it.
                    t('cart.coupon.usedUp', { code: activeDiscountCodes(current.discountCodes) })
                  : known?.field === '/cartId' && known.statusCode === 400
                    ? t('checkout.payment.outOfStock')
                    : t('checkout.payment.creatingOrderFailed'),
      );
      await reloadCart();
      setBusy(false);
    }
  };

  return (
    <CheckoutFrame routeKey="checkoutPayment">
      {errorState !== null && (
        <p className="checkout__error" role="alert">
          {t(`checkout.payment.error.${errorState}`)}
        </p>
      )}
      <AddressSummary cart={current} editHref={href('checkoutAddresses')} />
      <form className="checkout__payment" onSubmit={(event) => void pay(event)}>
        <fieldset className="payment-methods" aria-describedby={failure ? `${groupId}-failure` : undefined}>
          <legend>{t('checkout.payment.choose')}</legend>
          {methods === null ? (
            <p role="status">{t('checkout.payment.loadingMethods')}</p>
          ) : (
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
                  onChange={() => setSelected(method.code)}
                />
                <label htmlFor={`${groupId}-${method.code}`}>{t(`checkout.payment.method.${method.code}`)}</label>
                {method.code === 'cashOnDelivery' && methods.codFee && (
                  <span id={`${groupId}-cod-fee`} className="payment-methods__fee">
                    {t('checkout.payment.codFee', { fee: formatPrice(methods.codFee.gross, locale) })}
                  </span>
                )}
              </div>
            ))
          )}
        </fieldset>
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
              <dd>
                {formatPrice(
                  { ...current.totalPrice, centAmount: current.totalPrice.centAmount + codFee.gross.centAmount },
                  locale,
                )}
              </dd>
            </div>
          </dl>
        )}
        {methods?.testPayments === true && <TestShopNotice />}
        {failure && (
          <p id={`${groupId}-failure`} className="checkout__error" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary checkout__pay"
          disabled={busy || chosenKind === undefined}
          aria-busy={busy}
        >
          {chosenKind === 'provider' ? t('checkout.payment.pay') : t('checkout.payment.placeOrder')}
        </button>
      </form>
    </CheckoutFrame>
  );
}

// Google Pay express (the cart step's button and the embedded test wallet) goes in this step's chunk, and the cart step
// loads it from here: a chunk of its own would be one more dynamic entry, and the bundler would split the chunks every
// page shares to fit it (measured: +0.34 kB gzip on the product page, over its 120 kB budget; BENCHMARKS.md).
export { GooglePayExpress } from './GooglePayExpress.tsx';
