import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CountryCode } from '../../../generated/index.ts';
import { createOperationClient } from '../../client/operation-client.ts';
import { documentCheckoutCookies } from '../../state/checkout-cookies.ts';
import { createCheckoutStore, type CheckoutStore } from '../../state/checkout-store.ts';
import { useShop } from '../../view/use-shop.ts';
import { useCartStore } from '../cart/CartStoreProvider.tsx';

const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

/**
 * The page's checkout store (runtime/state/checkout-store.ts), made once when the step mounts with the tab's cart
 * store and given to the checkout's components below: a page of the checkout renders its step in it (lazyStep).
 */
export function CheckoutStoreProvider({ children }: { children: ReactNode }) {
  const { shop } = useShop();
  const cart = useCartStore();
  const [store] = useState(() =>
    createCheckoutStore({
      client: createOperationClient(),
      country: shop.country as CountryCode,
      cart,
      cookies: documentCheckoutCookies,
    }),
  );
  return <CheckoutStoreContext.Provider value={store}>{children}</CheckoutStoreContext.Provider>;
}

/** The checkout store of the page. */
export function useCheckoutStore(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (store === null) throw new Error('No checkout store here: the page renders its step in CheckoutStoreProvider');
  return store;
}
