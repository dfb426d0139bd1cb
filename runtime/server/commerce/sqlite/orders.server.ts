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
import { displayOrderNumber } from '../../../domain/money/order-number.ts';
import type { CartVatCheck } from '../ports/cart-store.ts';
import type { ChangeRefusal } from '../ports/change-refusal.ts';
import type {
  CodeUsedUpRefusal,
  CodeUseHold,
  OrderPlacement,
  OrderRefusal,
  OrderStore,
  PlacedOrder,
  StockReservation,
} from '../ports/order-store.ts';
import { CodeUsedUp, SqliteDiscountUses } from './discount-uses.server.ts';
import type { Database } from './schema.ts';

type OrderVatCheck = NonNullable<Order['custom']['billingVatCheck']>;

/** The first number a store gives (spec/2 §3 orderNumber); the next ones count up from it. */
export const FIRST_ORDER_NUMBER = 100001;

/**
 * A store's order number: the country's prefix to strip where it has one (spec/2 §9: the Czech store's numbers begin
 * with NS, which the shopper does not see), the country code, then the store's count.
 */
export function orderNumberOf(country: CountryCode, count: number, prefix: string | undefined): string {
  return `${prefix ?? ''}${country.toUpperCase()}${count}`;
}

/** Thrown inside the transaction to roll it back: a SKU's stock does not cover the order. */
class StockShort extends Error {
  constructor(readonly skus: readonly string[]) {
    super('stock short');
  }
}

/** The reservations of one SKU added up (a product and its accessory line may name the same SKU twice). */
export function reservationsBySku(reservations: readonly StockReservation[]): StockReservation[] {
  const totals = new Map<string, number>();
  for (const { sku, quantity } of reservations) {
    if (quantity > 0) totals.set(sku, (totals.get(sku) ?? 0) + quantity);
  }
  return [...totals].map(([sku, quantity]) => ({ sku, quantity }));
}

type OrderRow = { data: string; version: number; order_state: string; payment_state: string; shipment_state: string };

/** A stored order as its answer: the priced snapshot with the states as they are now. */
export function orderOf(row: OrderRow): Order {
  const order = JSON.parse(row.data) as Order;
  return {
    ...order,
    version: row.version,
    orderState: row.order_state as Order['orderState'],
    paymentState: row.payment_state as Order['paymentState'],
    shipmentState: row.shipment_state as Order['shipmentState'],
  };
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
    const ORDER_COLUMNS = 'data, version, order_state, payment_state, shipment_state';
    this.statements = {
      ofCartVersion: sqlite.prepare<[string, number], OrderRow & { session_key: string; country: string }>(
        `select ${ORDER_COLUMNS}, session_key, country from orders where cart_id = ? and cart_version = ?`,
      ),
      byId: sqlite.prepare<[string], OrderRow>(`select ${ORDER_COLUMNS} from orders where id = ?`),
      ofCountryById: sqlite.prepare<[string, string], OrderRow>(
        `select ${ORDER_COLUMNS} from orders where id = ? and country = ?`,
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
    const k = this.db;
    let select = k.selectFrom('orders').where('session_key', '=', sessionKey).where('country', '=', country);
    if (query.id !== undefined) select = select.where('id', '=', query.id);
    if (query.orderNumber !== undefined) {
      // spec/2 §9: the shopper knows the number as shown (NS removed in CZ); the store keeps it whole.
      const shown = query.orderNumber;
      const prefix = this.prefixOf(country);
      const numbers = prefix === undefined || shown.startsWith(prefix) ? [shown] : [shown, `${prefix}${shown}`];
      select = select.where('order_number', 'in', numbers);
    }
    const [rows, count] = await Promise.all([
      select
        .select(['data', 'version', 'order_state', 'payment_state', 'shipment_state'])
        .orderBy('created_at', 'desc')
        .orderBy('order_number', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { results: rows.map(orderOf), total: Number(count.total) };
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
    const stored = JSON.parse(row.data) as Order;
    const order: Order = {
      ...stored,
      paymentInfo: {
        ...stored.paymentInfo,
        payments: stored.paymentInfo.payments.map((payment) => ({ ...payment, state: transactionState })),
      },
    };
    this.statements.settle.run({ id: orderId, paymentState, data: JSON.stringify(order) });
    this.statements.settlePayments.run({ state: transactionState, id: orderId });
    return orderOf(this.statements.byId.get(orderId)!);
  }

  /** ADR 028: a payment given back, recorded against the order (one entry per attempt, updated in place). */
  private refund(orderId: string, refund: OrderRefund): Order | null {
    const row = this.statements.byId.get(orderId);
    if (row === undefined) return null;
    const stored = JSON.parse(row.data) as Order;
    const refunds = stored.paymentInfo.refunds ?? [];
    const known = refunds.find((entry) => entry.id === refund.id);
    const order: Order = {
      ...stored,
      paymentInfo: {
        ...stored.paymentInfo,
        refunds:
          known === undefined
            ? [...refunds, refund]
            : refunds.map((entry) =>
                entry.id === refund.id ? { ...entry, ...refund, createdAt: entry.createdAt } : entry,
              ),
      },
    };
    this.statements.writeData.run({ id: orderId, data: JSON.stringify(order) });
    return orderOf(this.statements.byId.get(orderId)!);
  }

  /**
   * spec/3 §3 custom address fields vatValidated and VAT raw response: the cart's VAT ID check, when it is the check of
   * the billing address's VAT number (the check the cart's net prices rest on, cart-actions.server.ts), for the order.
   */
  private billingVatCheckOf(cartId: string, vatNumber: string | undefined): OrderVatCheck | null {
    if (vatNumber === undefined) return null;
    const stored = this.statements.vatCheckOf.get(cartId);
    if (stored === undefined || stored === null) return null;
    const check = JSON.parse(stored) as CartVatCheck;
    if (check.vatId !== vatNumber) return null;
    return { vatId: check.vatId, vatValidated: check.result === 'valid', code: check.code, rawResponse: check.raw };
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
    const draft = placement.draft({ id, orderNumber });
    const billingVatCheck = this.billingVatCheckOf(cart.id, draft.billingAddress.vatNumber);
    const order: Order = {
      ...draft,
      ...(billingVatCheck === null ? {} : { custom: { ...draft.custom, billingVatCheck } }),
      shipmentState: short.length > 0 ? 'Backorder' : draft.shipmentState,
      id,
      orderNumber,
      displayOrderNumber: displayOrderNumber(country, orderNumber),
      version: 1,
      createdAt: new Date(now).toISOString(),
      cart: { id: cart.id, version: cart.version },
    };
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
    for (const line of placement.lines) {
      const reserved = Math.min(line.quantity, taken.get(line.sku) ?? 0);
      taken.set(line.sku, (taken.get(line.sku) ?? 0) - reserved);
      this.statements.insertLine.run(id, line.id, line.sku, line.quantity, reserved);
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
