// Which middleware answers are a cart's change, for the live updates (spec/2 §4: "After an order is
// created or the cart deleted, a live cart update with null data is sent").
import type { Cart } from '../../../generated/types.ts';
import type { CartOperationName } from '../middleware/operation.server.ts';
import type { LiveFanOut } from './live-hub.server.ts';

/** The operations whose answer is the changed cart; deleteCart's cart is gone. */
const ANSWERS_CHANGED_CART: ReadonlySet<CartOperationName> = new Set<CartOperationName>([
  'addToCart',
  'updateCartQuantity',
  'removeFromCart',
  'updateCart',
  'applyCartCoupon',
  'removeCartCoupon',
]);

/** Publishes a successful operation's cart change; any other operation publishes nothing. */
export function publishCartChange(live: LiveFanOut, operation: string, payload: unknown, answer: unknown): void {
  if (operation === 'deleteCart') {
    live.cartChanged((payload as { cartId: string }).cartId, null);
    return;
  }
  if (ANSWERS_CHANGED_CART.has(operation as CartOperationName)) {
    const cart = answer as Cart;
    live.cartChanged(cart.id, cart);
  }
}
