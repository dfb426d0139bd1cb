import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CountryCode } from '../../../generated/index.ts';
import { createOperationClient } from '../../client/operation-client.ts';
import {
  cart,
  cartLanguage,
  cartOrdered,
  changeCart,
  flushCart,
  receiveCart,
  reloadCart,
} from '../../state/cart-store.ts';
import { documentCheckoutCookies } from '../../state/checkout-cookies.ts';
import { createCheckoutStore, type CheckoutCart, type CheckoutStore } from '../../state/checkout-store.ts';
import { useShop } from '../../view/use-shop.ts';

/** The session's cart, as the checkout uses it. */
const sessionCart: CheckoutCart = {
  cart,
  language: cartLanguage,
  change: changeCart,
  flush: flushCart,
  reload: reloadCart,
  receive: receiveCart,
  ordered: cartOrdered,
};

const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

/**
 * The page's checkout store (runtime/state/checkout-store.ts), made once when the page mounts and given to the
 * checkout's components below: a page of the checkout renders its step in it.
 */
export function CheckoutStoreProvider({ children }: { children: ReactNode }) {
  const { shop } = useShop();
  const [store] = useState(() =>
    createCheckoutStore({
      client: createOperationClient(),
      country: shop.country as CountryCode,
      cart: sessionCart,
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
