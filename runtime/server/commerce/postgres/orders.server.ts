// ADR 024 on PostgreSQL (ADR 042): orders as the embedded store makes them (sqlite/orders.server.ts), all of it in one
// transaction or nothing. What SQLite's one writer gives for free is held here by row locks: the cart's row is locked
// first, so two placements of one cart version (a double click, the provider's webhook racing the shopper's return,
// on two processes) run one after the other and the second finds the first's order; stock is taken by conditional
// updates (`… where available_quantity >= $quantity`: a second writer waits, then is judged on what the first left),
// SKUs and codes in one order so that placements never wait on each other's rows; the order number comes from the
// store's counter row, one at a time.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { Order, OrderRefund } from '../../../../generated/types.ts';
import type {
  CodeUsedUpRefusal,
  CodeUseHold,
  OrderPlacement,
  OrderRefusal,
  OrderStore,
  PlacedOrder,
} from '../ports/order-store.ts';
import { CodeUsedUp } from '../schema/code-used-up.ts';
import {
  FIRST_ORDER_NUMBER,
  ORDER_COLUMNS,
  orderNumberOf,
  orderOf,
  placedOrder,
  refundedOrder,
  reservationsBySku,
  reservedOfLines,
  settledOrder,
} from '../schema/order-rows.ts';
import type { Database } from '../schema/tables.ts';
import { ordersOfSession } from '../kysely/orders-of-session.server.ts';
import { cartRefusal } from './cart-refusal.server.ts';
import { applyCodeUses, holdCodeUses, releaseCodeUses } from './discount-uses.server.ts';
import { inTransaction } from './transaction.server.ts';

/** Thrown inside the transaction to roll it back: a SKU's stock does not cover the order. */
class StockShort extends Error {
  constructor(readonly skus: readonly string[]) {
    super('stock short');
  }
}

export class PostgresOrders implements OrderStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefixOf: (country: CountryCode) => string | undefined,
  ) {}

  async ofCart(sessionKey: string, country: CountryCode, cart: { id: string; version: number }): Promise<Order | null> {
    const row = await this.ofCartVersion(this.db, cart);
    return row === undefined || row.session_key !== sessionKey || row.country !== country ? null : orderOf(row);
  }

  async byId(orderId: string, country: CountryCode): Promise<Order | null> {
    const row = await this.db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('id', '=', orderId)
      .where('country', '=', country)
      .executeTakeFirst();
    return row === undefined ? null : orderOf(row);
  }

  async ofSession(
    sessionKey: string,
    country: CountryCode,
    query: { id?: string; orderNumber?: string; limit: number; offset: number },
  ): Promise<{ results: Order[]; total: number }> {
    return ordersOfSession(this.db, this.prefixOf, sessionKey, country, query);
  }

  async settlePayment(
    orderId: string,
    paymentState: Order['paymentState'],
    transactionState: 'Success' | 'Failure',
  ): Promise<Order | null> {
    return this.rewrite(orderId, async (trx, data) => {
      const order = settledOrder(data, transactionState);
      await trx
        .updateTable('order_payments')
        .set({
          state: transactionState,
          data: sql`jsonb_set(data::jsonb, '{state}', to_jsonb(${transactionState}::text))::text`,
        })
        .where('order_id', '=', orderId)
        .execute();
      return { order, paymentState };
    });
  }

  async recordRefund(orderId: string, refund: OrderRefund): Promise<Order | null> {
    return this.rewrite(orderId, async (_trx, data) => ({ order: refundedOrder(data, refund) }));
  }

  async place(placement: OrderPlacement): Promise<PlacedOrder | OrderRefusal> {
    try {
      return await inTransaction(this.db, (trx) => this.write(trx, placement));
    } catch (error) {
      if (error instanceof StockShort) return { kind: 'outOfStock', skus: error.skus };
      if (error instanceof CodeUsedUp) return { kind: 'codeUsedUp', codeIds: error.codeIds };
      throw error;
    }
  }

  async holdCodeUses(hold: CodeUseHold): Promise<CodeUsedUpRefusal | null> {
    if (hold.codeIds.length === 0) return null;
    try {
      await inTransaction(this.db, (trx) => holdCodeUses(trx, hold));
      return null;
    } catch (error) {
      if (error instanceof CodeUsedUp) return { kind: 'codeUsedUp', codeIds: error.codeIds };
      throw error;
    }
  }

  async releaseCodeUses(attemptId: string): Promise<void> {
    await inTransaction(this.db, (trx) => releaseCodeUses(trx, attemptId));
  }

  /** Reads an order with its row locked, writes what `change` makes of it, and answers it as stored. */
  private async rewrite(
    orderId: string,
    change: (
      trx: Transaction<Database>,
      data: string,
    ) => Promise<{ order: Order; paymentState?: Order['paymentState'] }>,
  ): Promise<Order | null> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx
        .selectFrom('orders')
        .select('data')
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (row === undefined) return null;
      const { order, paymentState } = await change(trx, row.data);
      const written = await trx
        .updateTable('orders')
        .set((eb) => ({
          data: JSON.stringify(order),
          version: eb('version', '+', 1),
          ...(paymentState === undefined ? {} : { payment_state: paymentState }),
        }))
        .where('id', '=', orderId)
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
      return orderOf(written);
    });
  }

  private ofCartVersion(db: Kysely<Database>, cart: { id: string; version: number }) {
    return db
      .selectFrom('orders')
      .select([...ORDER_COLUMNS, 'session_key', 'country'])
      .where('cart_id', '=', cart.id)
      .where('cart_version', '=', cart.version)
      .executeTakeFirst();
  }

  private async write(trx: Transaction<Database>, placement: OrderPlacement): Promise<PlacedOrder | OrderRefusal> {
    const { sessionKey, country, cart, now } = placement;
    // The cart's row first: a second placement of this cart waits here until the first has committed, then reads its
    // order below (a statement in READ COMMITTED sees what committed before it began).
    const cartRow = await trx
      .selectFrom('carts')
      .select('vat_check')
      .where('id', '=', cart.id)
      .forUpdate()
      .executeTakeFirst();
    const existing = await this.ofCartVersion(trx, cart);
    if (existing !== undefined) {
      // Another session naming this cart learns nothing of its order (ARCHITECTURE "Sessions").
      if (existing.session_key !== sessionKey || existing.country !== country) return { kind: 'notFound' };
      return { order: orderOf(existing), created: false, stock: [] };
    }
    const ended = await trx
      .updateTable('carts')
      .set((eb) => ({ state: 'Ordered', version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', cart.id)
      .where('session_key', '=', sessionKey)
      .where('country', '=', country)
      .where('state', '=', 'Active')
      .where('version', '=', cart.version)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0 && placement.paidAtProvider !== true)
      return cartRefusal(trx, sessionKey, country, cart.id);

    const reservations = reservationsBySku(placement.reservations);
    const short: string[] = [];
    for (const { sku, quantity } of reservations) {
      const taken = await trx
        .updateTable('inventory')
        .set((eb) => ({ available_quantity: eb('available_quantity', '-', quantity) }))
        .where('sku', '=', sku)
        .where('available_quantity', '>=', quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) short.push(sku);
    }
    if (short.length > 0 && placement.paidAtProvider !== true) throw new StockShort(short);
    // A paid order takes what there is of a short SKU (stock never below zero) and waits for the rest.
    const taken = new Map(reservations.map((reservation) => [reservation.sku, reservation.quantity]));
    for (const sku of short) {
      const row = await trx
        .selectFrom('inventory')
        .select('available_quantity')
        .where('sku', '=', sku)
        .forUpdate()
        .executeTakeFirst();
      taken.set(sku, row?.available_quantity ?? 0);
      await trx.updateTable('inventory').set({ available_quantity: 0 }).where('sku', '=', sku).execute();
    }

    const id = randomUUID();
    const counted = await trx
      .insertInto('order_numbers')
      .values({ store_key: placement.storeKey, last: FIRST_ORDER_NUMBER })
      .onConflict((conflict) =>
        conflict.column('store_key').doUpdateSet((eb) => ({ last: eb('order_numbers.last', '+', 1) })),
      )
      .returning('last')
      .executeTakeFirstOrThrow();
    const orderNumber = orderNumberOf(country, counted.last, this.prefixOf(country));
    const order = placedOrder(placement, {
      id,
      orderNumber,
      cartVatCheck: cartRow?.vat_check,
      short: short.length > 0,
    });
    await trx
      .insertInto('orders')
      .values({
        id,
        order_number: orderNumber,
        country,
        session_key: sessionKey,
        customer_id: null,
        cart_id: cart.id,
        cart_version: cart.version,
        created_at: now,
        version: 1,
        order_state: order.orderState,
        payment_state: order.paymentState,
        shipment_state: order.shipmentState,
        customer_email: order.customerEmail,
        data: JSON.stringify(order),
      })
      .execute();
    const lines = reservedOfLines(placement.lines, taken);
    if (lines.length > 0) {
      await trx
        .insertInto('order_lines')
        .values(lines.map((line) => ({ order_id: id, ...line })))
        .execute();
    }
    for (const payment of order.paymentInfo.payments) {
      await trx
        .insertInto('order_payments')
        .values({
          id: payment.id,
          order_id: id,
          payment_interface: payment.paymentInterface,
          method: payment.method,
          state: payment.state,
          psp_reference: payment.pspReference ?? null,
          data: JSON.stringify(payment),
        })
        .execute();
    }
    await applyCodeUses(trx, cart, placement.discountCodeIds, now);
    const stock =
      reservations.length === 0
        ? []
        : await trx
            .selectFrom('inventory')
            .select(['sku', 'available_quantity'])
            .where(
              'sku',
              'in',
              reservations.map(({ sku }) => sku),
            )
            .execute();
    const left = new Map(stock.map((row) => [row.sku, row.available_quantity]));
    return {
      order,
      created: true,
      stock: reservations.map(({ sku }) => ({ sku, availableQuantity: left.get(sku) ?? 0 })),
    };
  }
}
