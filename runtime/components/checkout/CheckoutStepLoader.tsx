import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckoutFrame, type CheckoutStepRoute } from './CheckoutFrame.tsx';

/**
 * A step's component as its own chunk, loaded when first rendered, in the page's checkout store
 * (CheckoutStoreProvider: made once, when the step mounts). The store comes with the step's code: no page carries it
 * before hydration.
 */
export const lazyStep = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => {
    const [step, { CheckoutStoreProvider }] = await Promise.all([load(), import('./CheckoutStoreProvider.tsx')]);
    const Step: ComponentType = step[name];
    return {
      default: () => (
        <CheckoutStoreProvider>
          <Step />
        </CheckoutStoreProvider>
      ),
    };
  });

/**
 * A checkout step (spec/2 §2: cart 1, addresses 2, payment 4, thank you 5). Its content is the session's (the cart,
 * the order), read in the browser, so the server renders the step's frame — the steps, the heading, "Loading" — and the
 * browser the rest once the step's code is there. The first render in the browser is the server's, so hydration
 * matches. The frame stays the same elements throughout, the step rendered inside it: the heading the server painted is
 * the page's largest text and remains so, rather than a new heading drawn once the step has its data (which made the
 * step's largest paint wait for its code and its cart, Lighthouse's LCP). Each step's code is its own chunk (`lazyStep`), loaded by its page only: the payment and thank-you pages
 * carry no form library, and no page of the shop carries the checkout's before hydration (the same budget discipline
 * as the cart's sidebars, ADR 023).
 */
export function CheckoutStepLoader({ routeKey, step: Step }: { routeKey: CheckoutStepRoute; step: ComponentType }) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = <p role="status">{t('cart.page.loading')}</p>;
  return (
    <CheckoutFrame routeKey={routeKey}>
      {mounted ? (
        <Suspense fallback={loading}>
          <Step />
        </Suspense>
      ) : (
        loading
      )}
    </CheckoutFrame>
  );
}
