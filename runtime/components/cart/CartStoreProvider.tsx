import { createContext, useContext, useState, type ReactNode } from 'react';
import { connectLive } from '../../client/live-connection.ts';
import { createOperationClient } from '../../client/operation-client.ts';
import { createCartStore, type CartStore } from '../../state/cart-store.ts';
import { useShop } from '../../view/use-shop.ts';

const CartStoreContext = createContext<CartStore | null>(null);

/**
 * The tab's cart store (runtime/state/cart-store.ts), made once by the frame every page sits in (it stays while the
 * shopper moves from page to page) and given to the components below. Its live updates connect to the server's live
 * port, where it has one (spec/2 §4). `store`: one made already (the components' tests).
 */
export function CartStoreProvider({ store, children }: { store?: CartStore; children: ReactNode }) {
  const { frame } = useShop();
  const [made] = useState(() => {
    if (store !== undefined) return store;
    const port = frame.livePort ?? null;
    return createCartStore({
      client: createOperationClient(),
      live:
        port === null || typeof WebSocket === 'undefined'
          ? null
          : (cartId, handlers) => connectLive({ location: window.location, port, cartId, handlers }),
    });
  });
  return <CartStoreContext.Provider value={made}>{children}</CartStoreContext.Provider>;
}

/** The tab's cart store. */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (store === null) throw new Error('No cart store here: every page renders in CartStoreProvider (+Layout.tsx)');
  return store;
}
