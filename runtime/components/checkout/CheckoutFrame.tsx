import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import './checkout.css';

export type CheckoutStepRoute = 'checkoutAddresses' | 'checkoutPayment' | 'checkoutThankYou';

/** spec/2 §2: the step's number (cart 1, shipping 2, billing 3, payment 4, thank you 5). */
export const CHECKOUT_STEP_NUMBER: Readonly<Record<CheckoutStepRoute, number>> = {
  checkoutAddresses: 2,
  checkoutPayment: 4,
  checkoutThankYou: 5,
};

/**
 * The frame of a checkout step (spec/1 §2.2: the addresses, payment and thank-you pages in a centred container): the
 * steps with this one current, the page's heading, then the step's content.
 */
export function CheckoutFrame({ routeKey, children }: { routeKey: CheckoutStepRoute; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="checkout checkout--centred">
      <CheckoutSteps current={CHECKOUT_STEP_NUMBER[routeKey]} />
      <h1>{t(`pages.service.${routeKey}`)}</h1>
      {children}
    </section>
  );
}
