// The stores of what visitors do (carts, orders, payments), all on one database: an order is placed in the same
// transaction that ends its cart and takes its stock, so orders, carts and the inventory must share it.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { orderNumberPrefix } from '../../../domain/money/order-number.ts';
import type { CartStore } from '../ports/cart-store.ts';
import type { DiscountStore } from '../ports/discount-store.ts';
import type { OrderStore } from '../ports/order-store.ts';
import type { PaymentAttemptStore } from '../ports/payment-attempt-store.ts';
import type { PaymentSessionStore } from '../ports/payment-session-store.ts';
import type { SessionStore } from '../ports/session-store.ts';
import { SqlitePaymentAttempts } from './payment-attempts.server.ts';
import { SqlitePaymentSessions } from './payment-sessions.server.ts';
import { storeSecret } from './store-secret.server.ts';
import { SqliteCarts } from './carts.server.ts';
import { SqliteDiscounts } from './discounts.server.ts';
import { SqliteOrders } from './orders.server.ts';
import type { Database } from './schema.ts';
import { SqliteSessions } from './sessions.server.ts';

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

/** Sessions, carts, discounts and orders in the embedded store's database. */
export function sqliteVisitorStores(database: { db: Kysely<Database>; sqlite: BetterSqlite3.Database }): VisitorStores {
  return {
    sessions: new SqliteSessions(database.db),
    carts: new SqliteCarts(database),
    discounts: new SqliteDiscounts(database),
    orders: new SqliteOrders(database, orderNumberPrefix),
    paymentAttempts: new SqlitePaymentAttempts(database.db),
    paymentSessions: new SqlitePaymentSessions(database.db),
    paymentReturnKey: storeSecret(database.sqlite, 'payment-return'),
    orderLinkKey: storeSecret(database.sqlite, 'order-link'),
  };
}
