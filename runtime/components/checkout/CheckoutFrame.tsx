import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import './checkout.css';

export type CheckoutStepRoute =
  'checkoutCart' | 'checkoutAddresses' | 'checkoutPayment' | 'checkoutThankYou' | 'paymentError';

/**
 * spec/2 §2: the steps a page is (cart 1, shipping 2, billing 3, payment 4, thank you 5). The addresses page holds
 * both the shipping and the billing step, so both are current there. The payment error page is still the payment
 * step: the shopper goes back from it to pay again.
 */
const CHECKOUT_STEP_NUMBERS: Readonly<Record<CheckoutStepRoute, readonly number[]>> = {
  checkoutCart: [1],
  checkoutAddresses: [2, 3],
  checkoutPayment: [4],
  checkoutThankYou: [5],
  paymentError: [4],
};

/**
 * The frame of a checkout step: the steps with this one current, the page's heading, then the step's content. The
 * addresses, payment, payment error and thank-you pages sit in a centred container (spec/1 §2.2), the cart step is as
 * wide as the page and headed as the cart.
 */
export function CheckoutFrame({ routeKey, children }: { routeKey: CheckoutStepRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const cartStep = routeKey === 'checkoutCart';
  return (
    <section className={cartStep ? 'checkout-cart' : 'checkout checkout--centred'}>
      <CheckoutSteps current={CHECKOUT_STEP_NUMBERS[routeKey]} />
      <h1>{cartStep ? t('cart.page.title') : t(`pages.service.${routeKey}`)}</h1>
      {children}
    </section>
  );
}
