import { createContext, useContext, useState, type ReactNode } from 'react';
import { createGooglePayStore, type GooglePayStore } from '../../state/google-pay-store.ts';
import type { ExpressOffer } from '../../state/checkout-store.ts';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';

const GooglePayStoreContext = createContext<GooglePayStore | null>(null);

/** Google's own sheet for an offer: its adapter (and pay.js) load only when a real provider's offer needs them. */
async function googleSheet(offer: ExpressOffer) {
  const { googlePayJsSheet } = await import('../../client/google-pay/google-pay-js.ts');
  return googlePayJsSheet(offer.environment, offer.paymentDataRequest);
}

/**
 * The express button's Google Pay store (runtime/state/google-pay-store.ts), made once with the page's checkout store
 * when the button mounts, and given to it and its test wallet below.
 */
export function GooglePayStoreProvider({ children }: { children: ReactNode }) {
  const checkout = useCheckoutStore();
  const [store] = useState(() => createGooglePayStore({ checkout, googleSheet }));
  return <GooglePayStoreContext.Provider value={store}>{children}</GooglePayStoreContext.Provider>;
}

/** The express button's Google Pay store. */
export function useGooglePayStore(): GooglePayStore {
  const store = useContext(GooglePayStoreContext);
  if (store === null) throw new Error('No Google Pay store here: the express button renders in GooglePayStoreProvider');
  return store;
}
