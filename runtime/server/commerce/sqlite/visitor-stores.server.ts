// The stores of what visitors do (carts, orders, payments), all on one database: an order is placed in the same
// transaction that ends its cart and takes its stock, so orders, carts and the inventory must share it.
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { orderNumberPrefix } from '../../../domain/money/order-number.ts';
import { KyselyPaymentAttempts } from '../kysely/payment-attempts.server.ts';
import { KyselyPaymentSessions } from '../kysely/payment-sessions.server.ts';
import { storeSecret } from './store-secret.server.ts';
import { SqliteCarts } from './carts.server.ts';
import { SqliteDiscounts } from './discounts.server.ts';
import { SqliteOrders } from './orders.server.ts';
import type { VisitorStores } from '../ports/visitor-stores.ts';
import type { Database } from '../schema/tables.ts';
import { KyselySessions } from '../kysely/sessions.server.ts';

/** Sessions, carts, discounts and orders in the embedded store's database. */
export function sqliteVisitorStores(database: { db: Kysely<Database>; sqlite: BetterSqlite3.Database }): VisitorStores {
  return {
    sessions: new KyselySessions(database.db),
    carts: new SqliteCarts(database),
    discounts: new SqliteDiscounts(database),
    orders: new SqliteOrders(database, orderNumberPrefix),
    paymentAttempts: new KyselyPaymentAttempts(database.db),
    paymentSessions: new KyselyPaymentSessions(database.db),
    paymentReturnKey: storeSecret(database.sqlite, 'payment-return'),
    orderLinkKey: storeSecret(database.sqlite, 'order-link'),
  };
}
