// ADR 024: orders in the embedded store (migration 013). An order is made from a cart at one version, in one
// synchronous `BEGIN IMMEDIATE` transaction (as carts.server.ts saves a cart): the cart is ended only if it is still
// the session's at that version, the stock of every line is taken only where it covers the quantity (an `update …
// where available_quantity >= ?`, so stock never goes below zero, whatever runs at the same time), the order gets
// the store's next number, each discount code counts one application within its maximum (discount-uses.server.ts,
// ADR 027), and it is written with its lines and payments — all of it or nothing (ARCHITECTURE
// "Money and orders"). The unique (cart_id, cart_version) makes a second create of the same cart version find the
// first order rather than make another: the same answer to a double click, a retry or the provider's webhook racing
// the shopper's return.
import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { CountryCode } from '../../../../generated/index.ts';
import type { Order, OrderRefund } from '../../../../generated/types.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import type {
  CodeUsedUpRefusal,
  CodeUseHold,
  OrderPlacement,
  OrderRefusal,
  OrderStore,
  PlacedOrder,
} from '../ports/order-store.ts';
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
import { CodeUsedUp } from '../schema/code-used-up.ts';
import type { Database } from '../schema/tables.ts';
import { ordersOfSession } from '../kysely/orders-of-session.server.ts';
import { SqliteDiscountUses } from './discount-uses.server.ts';

type OrderRow = Parameters<typeof orderOf>[0];

/** Thrown inside the transaction to roll it back: a SKU's stock does not cover the order. */
class StockShort extends Error {
  constructor(readonly skus: readonly string[]) {
    super('stock short');
  }
}

export class SqliteOrders implements OrderStore {
  private readonly db: Kysely<Database>;
  private readonly statements;
  private readonly placeNow;
  private readonly settleNow;
  private readonly refundNow;
  private readonly codeUses;
  private readonly holdNow;
  private readonly releaseNow;

  constructor(
    database: { db: Kysely<Database>; sqlite: BetterSqlite3.Database },
    private readonly prefixOf: (country: CountryCode) => string | undefined,
  ) {
    const { sqlite } = database;
    this.db = database.db;
    const COLUMNS = ORDER_COLUMNS.join(', ');
    this.statements = {
      ofCartVersion: sqlite.prepare<[string, number], OrderRow & { session_key: string; country: string }>(
        `select ${COLUMNS}, session_key, country from orders where cart_id = ? and cart_version = ?`,
      ),
      byId: sqlite.prepare<[string], OrderRow>(`select ${COLUMNS} from orders where id = ?`),
      ofCountryById: sqlite.prepare<[string, string], OrderRow>(
        `select ${COLUMNS} from orders where id = ? and country = ?`,
      ),
      settle: sqlite.prepare(
        `update orders set payment_state = @paymentState, data = @data, version = version + 1 where id = @id`,
      ),
      writeData: sqlite.prepare(`update orders set data = @data, version = version + 1 where id = @id`),
      settlePayments: sqlite.prepare(
        `update order_payments set state = @state, data = json_set(data, '$.state', @state) where order_id = @id`,
      ),
      endCart: sqlite.prepare(
        `update carts set state = 'Ordered', version = version + 1, updated_at = @now
         where id = @id and session_key = @session and country = @country and state = 'Active' and version = @version`,
      ),
      activeCart: sqlite.prepare<[string, string], { id: string; version: number }>(
        `select id, version from carts where session_key = ? and country = ? and state = 'Active'`,
      ),
      reserve: sqlite.prepare(
        `update inventory set available_quantity = available_quantity - @quantity
         where sku = @sku and available_quantity >= @quantity`,
      ),
      nextNumber: sqlite
        .prepare<[string, number], number>(
          `insert into order_numbers (store_key, last) values (?, ?)
           on conflict (store_key) do update set last = last + 1 returning last`,
        )
        .pluck(),
      insertOrder: sqlite.prepare(
        `insert into orders (id, order_number, country, session_key, customer_id, cart_id, cart_version, created_at,
           version, order_state, payment_state, shipment_state, customer_email, data)
         values (@id, @orderNumber, @country, @session, null, @cartId, @cartVersion, @createdAt, 1, @orderState,
           @paymentState, @shipmentState, @email, @data)`,
      ),
      insertLine: sqlite.prepare(
        `insert into order_lines (order_id, id, sku, quantity, reserved) values (?, ?, ?, ?, ?)`,
      ),
      insertPayment: sqlite.prepare(
        `insert into order_payments (id, order_id, payment_interface, method, state, psp_reference, data)
         values (?, ?, ?, ?, ?, ?, ?)`,
      ),
      takeAll: sqlite.prepare(`update inventory set available_quantity = 0 where sku = ?`),
      stockOf: sqlite.prepare<[string], number>(`select available_quantity from inventory where sku = ?`).pluck(),
      vatCheckOf: sqlite.prepare<[string], string | null>(`select vat_check from carts where id = ?`).pluck(),
    };
    this.codeUses = new SqliteDiscountUses(sqlite);
    this.placeNow = sqlite.transaction(this.write.bind(this)).immediate;
    this.settleNow = sqlite.transaction(this.settle.bind(this)).immediate;
    this.refundNow = sqlite.transaction(this.refund.bind(this)).immediate;
    this.holdNow = sqlite.transaction((hold: CodeUseHold) => this.codeUses.hold(hold)).immediate;
    this.releaseNow = sqlite.transaction((attemptId: string) => this.codeUses.release(attemptId)).immediate;
  }

  async ofCart(sessionKey: string, country: CountryCode, cart: { id: string; version: number }): Promise<Order | null> {
    const row = this.statements.ofCartVersion.get(cart.id, cart.version);
    return row === undefined || row.session_key !== sessionKey || row.country !== country ? null : orderOf(row);
  }

  async settlePayment(
    orderId: string,
    paymentState: Order['paymentState'],
    transactionState: 'Success' | 'Failure',
  ): Promise<Order | null> {
    return this.db.connection().execute(async () => this.settleNow(orderId, paymentState, transactionState));
  }

  async recordRefund(orderId: string, refund: OrderRefund): Promise<Order | null> {
    return this.db.connection().execute(async () => this.refundNow(orderId, refund));
  }

  async place(placement: OrderPlacement): Promise<PlacedOrder | OrderRefusal> {
    return this.db.connection().execute(async () => {
      try {
        return this.placeNow(placement);
      } catch (error) {
        if (error instanceof StockShort) return { kind: 'outOfStock' as const, skus: error.skus };
        if (error instanceof CodeUsedUp) return { kind: 'codeUsedUp' as const, codeIds: error.codeIds };
        throw error;
      }
    });
  }

  async holdCodeUses(hold: CodeUseHold): Promise<CodeUsedUpRefusal | null> {
    if (hold.codeIds.length === 0) return null;
    return this.db.connection().execute(async () => {
      try {
        this.holdNow(hold);
        return null;
      } catch (error) {
        if (error instanceof CodeUsedUp) return { kind: 'codeUsedUp' as const, codeIds: error.codeIds };
        throw error;
      }
    });
  }

  async releaseCodeUses(attemptId: string): Promise<void> {
    await this.db.connection().execute(async () => this.releaseNow(attemptId));
  }

  async ofSession(
    sessionKey: string,
    country: CountryCode,
    query: { id?: string; orderNumber?: string; limit: number; offset: number },
  ): Promise<{ results: Order[]; total: number }> {
    return ordersOfSession(this.db, this.prefixOf, sessionKey, country, query);
  }

  async byId(orderId: string, country: CountryCode): Promise<Order | null> {
    const row = this.statements.ofCountryById.get(orderId, country);
    return row === undefined ? null : orderOf(row);
  }

  private settle(
    orderId: string,
    paymentState: Order['paymentState'],
    transactionState: 'Success' | 'Failure',
  ): Order | null {
    const row = this.statements.byId.get(orderId);
    if (row === undefined) return null;
    const order = settledOrder(row.data, transactionState);
    this.statements.settle.run({ id: orderId, paymentState, data: JSON.stringify(order) });
    this.statements.settlePayments.run({ state: transactionState, id: orderId });
    return orderOf(this.statements.byId.get(orderId)!);
  }

  /** ADR 028: a payment given back, recorded against the order. */
  private refund(orderId: string, refund: OrderRefund): Order | null {
    const row = this.statements.byId.get(orderId);
    if (row === undefined) return null;
    this.statements.writeData.run({ id: orderId, data: JSON.stringify(refundedOrder(row.data, refund)) });
    return orderOf(this.statements.byId.get(orderId)!);
  }

  /** Why the session's cart is not the one named at that version. */
  private refusal(placement: OrderPlacement): ChangeRefusal {
    const current = this.statements.activeCart.get(placement.sessionKey, placement.country);
    if (current === undefined || current.id !== placement.cart.id) return { kind: 'notFound' };
    return { kind: 'conflict', currentVersion: current.version };
  }

  private write(placement: OrderPlacement): PlacedOrder | OrderRefusal {
    const { sessionKey, country, cart, now } = placement;
    const existing = this.statements.ofCartVersion.get(cart.id, cart.version);
    if (existing !== undefined) {
      // Another session naming this cart learns nothing of its order (ARCHITECTURE "Sessions").
      if (existing.session_key !== sessionKey || existing.country !== country) return { kind: 'notFound' };
      return { order: orderOf(existing), created: false, stock: [] };
    }
    const ended = this.statements.endCart.run({
      id: cart.id,
      session: sessionKey,
      country,
      version: cart.version,
      now,
    });
    if (ended.changes === 0 && placement.paidAtProvider !== true) return this.refusal(placement);
    const reservations = reservationsBySku(placement.reservations);
    const short = reservations.filter((reservation) => this.statements.reserve.run(reservation).changes === 0);
    if (short.length > 0 && placement.paidAtProvider !== true) throw new StockShort(short.map(({ sku }) => sku));
    // A paid order takes what there is of a short SKU (stock never below zero) and waits for the rest.
    const taken = new Map(reservations.map((reservation) => [reservation.sku, reservation.quantity]));
    for (const { sku } of short) {
      taken.set(sku, this.statements.stockOf.get(sku) ?? 0);
      this.statements.takeAll.run(sku);
    }

    const id = randomUUID();
    const count = this.statements.nextNumber.get(placement.storeKey, FIRST_ORDER_NUMBER)!;
    const orderNumber = orderNumberOf(country, count, this.prefixOf(country));
    const cartVatCheck = this.statements.vatCheckOf.get(cart.id);
    const order = placedOrder(placement, { id, orderNumber, cartVatCheck, short: short.length > 0 });
    this.statements.insertOrder.run({
      id,
      orderNumber,
      country,
      session: sessionKey,
      cartId: cart.id,
      cartVersion: cart.version,
      createdAt: now,
      orderState: order.orderState,
      paymentState: order.paymentState,
      shipmentState: order.shipmentState,
      email: order.customerEmail,
      data: JSON.stringify(order),
    });
    for (const line of reservedOfLines(placement.lines, taken)) {
      this.statements.insertLine.run(id, line.id, line.sku, line.quantity, line.reserved);
    }
    for (const payment of order.paymentInfo.payments) {
      this.statements.insertPayment.run(
        payment.id,
        id,
        payment.paymentInterface,
        payment.method,
        payment.state,
        payment.pspReference ?? null,
        JSON.stringify(payment),
      );
    }
    this.codeUses.apply(cart, placement.discountCodeIds, now);
    const stock = reservations.map(({ sku }) => ({ sku, availableQuantity: this.statements.stockOf.get(sku) ?? 0 }));
    return { order, created: true, stock };
  }
}
