import type { LiveFanOut } from '../live/live-hub.server.ts';
import type { ProcessBus } from './process-bus.server.ts';

/**
 * spec/2 §4 Live updates across processes (ADR 043): a change made in this process goes to its own sockets and to
 * every other process, which delivers it to theirs — a cart changed through one worker reaches a tab connected to
 * another.
 */
export function sharedLiveFanOut(local: LiveFanOut, bus: ProcessBus): LiveFanOut {
  bus.subscribe((message) => {
    if (message.kind === 'cart-changed') local.cartChanged(message.cartId, message.cart);
    else if (message.kind === 'stock-changed') local.stockChanged(message.sku, message.availableQuantity);
  });
  return {
    cartChanged(cartId, cart) {
      local.cartChanged(cartId, cart);
      bus.publish({ kind: 'cart-changed', cartId, cart });
    },
    stockChanged(sku, availableQuantity) {
      local.stockChanged(sku, availableQuantity);
      bus.publish({ kind: 'stock-changed', sku, availableQuantity });
    },
  };
}
