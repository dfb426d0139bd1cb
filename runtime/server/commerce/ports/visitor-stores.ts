// The stores of what visitors do (sessions, carts, orders, payments), as one engine makes them all on one database
// (sqlite/ or postgres/visitor-stores.server.ts): an order is placed in the same transaction that ends its cart and
// takes its stock, so orders, carts and the inventory must share it.
import type { CartStore } from './cart-store.ts';
import type { DiscountStore } from './discount-store.ts';
import type { OrderStore } from './order-store.ts';
import type { PaymentAttemptStore } from './payment-attempt-store.ts';
import type { PaymentSessionStore } from './payment-session-store.ts';
import type { SessionStore } from './session-store.ts';

export interface VisitorStores {
  readonly sessions: SessionStore;
  readonly carts: CartStore;
  readonly discounts: DiscountStore;
  readonly orders: OrderStore;
  readonly paymentAttempts: PaymentAttemptStore;
  readonly paymentSessions: PaymentSessionStore;
  /** The key of the payments' return addresses, the same for every process and after a restart. */
  readonly paymentReturnKey: Buffer;
  /**
   * ADR 039: the embedded default key of the order links in the shop's e-mail (ORDER_LINK_SECRET replaces it, and
   * production requires that). Kept in the store rather than made per process, so a link mailed before a restart —
   * or by another process on the same store — still opens its order.
   */
  readonly orderLinkKey: Buffer;
}
