import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { paymentErrorState } from '../../domain/routing/payment-error.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { CheckoutFrame } from './CheckoutFrame.tsx';

/**
 * The payment error page (spec/2 §2 "shown after a refused card-provider payment", one per language prefix; spec/1
 * §2.1 the provider's name followed by -payment-error): what went wrong, by the code in `?error=` (spec/2 §8, spec/3
 * error catalogue "Payment error codes"), in the page's language, and the ways on — back to paying first, or to the
 * cart. Every failed payment the shop answers lands here (PaymentStep, payment-routes.server.ts), so the address of the
 * payment step never carries an old error. Nothing on it is the visitor's until hydration, so the server renders the
 * whole page.
 */
export function PaymentError() {
  const { t } = useTranslation();
  const { href } = useShop();
  const cart = useCartStore();
  const pageContext = usePageContext();
  // An unknown or missing code is a payment that did not go through, the generic payment-error (never a failing page).
  const state = paymentErrorState(pageContext.urlParsed.searchOriginal ?? '') ?? 'payment-error';

  // spec/2 §8: each payment error state reloads the cart (the failed payment may have changed it, or not).
  useEffect(() => {
    void cart.reload();
  }, [cart]);

  return (
    <CheckoutFrame routeKey="paymentError">
      <p className="checkout__error" role="alert">
        {t(`checkout.paymentError.message.${state}`)}
      </p>
      <div className="checkout__actions">
        <a className="button button--primary" href={href('checkoutPayment')}>
          {t('checkout.paymentError.backToPayment')}
        </a>
        <a className="button" href={href('checkoutCart')}>
          {t('checkout.paymentError.toCart')}
        </a>
      </div>
    </CheckoutFrame>
  );
}
