// The stores of what visitors do on PostgreSQL (ADR 042), as sqlite/visitor-stores.server.ts makes them on the embedded
// store: one database, so that an order is placed in the transaction that ends its cart and takes its stock.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { orderNumberPrefix } from '../../../domain/money/order-number.ts';
import { KyselyPaymentAttempts } from '../kysely/payment-attempts.server.ts';
import { KyselyPaymentSessions } from '../kysely/payment-sessions.server.ts';
import { KyselySessions } from '../kysely/sessions.server.ts';
import type { Database } from '../schema/tables.ts';
import type { VisitorStores } from '../ports/visitor-stores.ts';
import { PostgresCarts } from './carts.server.ts';
import { PostgresDiscounts } from './discounts.server.ts';
import { PostgresOrders } from './orders.server.ts';

export async function postgresVisitorStores(db: Kysely<Database>): Promise<VisitorStores> {
  return {
    sessions: new KyselySessions(db),
    carts: new PostgresCarts(db),
    discounts: new PostgresDiscounts(db),
    orders: new PostgresOrders(db, orderNumberPrefix),
    paymentAttempts: new KyselyPaymentAttempts(db),
    paymentSessions: new KyselyPaymentSessions(db),
    paymentReturnKey: await storeSecret(db, 'payment-return'),
    orderLinkKey: await storeSecret(db, 'order-link'),
  };
}

/** A secret of the shop kept in its store (the meta table): made once, at random, then the same for every process. */
async function storeSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  await db
    .insertInto('meta')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'hex');
}
