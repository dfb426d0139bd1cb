// ADR 024: placing orders, on both engines (ADR 042) and through two connections to one store — two processes of the
// shop — where the guarantees must hold without any lock of one process: stock never below zero and exactly as many
// orders as there was stock, one order per cart version however often and from wherever it is placed, each store's
// numbers counted up one by one, and a refused placement leaving nothing behind.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { paidPlacementOf } from '../../../tests/fixtures/code-uses.ts';
import { STORE_ENGINES, storeForTests, type StoreConnection } from '../../../tests/fixtures/store-engines.ts';
import { EMPTY_CART_DETAILS, type StoredCart } from './ports/cart-store.ts';
import type { OrderPlacement, PlacedOrder } from './ports/order-store.ts';

const NOW = Date.parse('2026-11-29T10:00:00Z');

describe.each(STORE_ENGINES)('placing orders on %s', (engine) => {
  const store = storeForTests(engine, { connections: 2 });
  const first = store.connection(0);
  const second = store.connection(1);
  let sessionCount = 0;

  const stockOf = async (sku: string) =>
    (await first.db.selectFrom('inventory').select('available_quantity').where('sku', '=', sku).executeTakeFirst())
      ?.available_quantity;

  async function stock(sku: string, quantity: number) {
    await first.db.insertInto('inventory').values({ sku, available_quantity: quantity }).execute();
  }

  /** A new session's cart with one line of `quantity` of `sku`, begun through the first connection. */
  async function cartOf(sku: string, quantity = 1): Promise<StoredCart> {
    sessionCount += 1;
    const saved = await first.stores.carts.save(
      `session-${sessionCount}`,
      'de',
      null,
      { ...EMPTY_CART_DETAILS, lines: [{ sku, quantity }] },
      NOW,
    );
    if ('kind' in saved) throw new Error(`no cart: ${saved.kind}`);
    return saved;
  }

  /** The unpaid placement of the cart as it is (spec/2 §4: an order is made from the cart at its version). */
  function placementOf(cart: StoredCart): OrderPlacement {
    const paid = paidPlacementOf(cart, [], NOW);
    return {
      ...paid,
      sessionKey: cart.sessionKey,
      storeKey: 'shop-de',
      lines: cart.lines.map(({ id, sku, quantity }) => ({ id, sku, quantity })),
      reservations: cart.lines.map(({ sku, quantity }) => ({ sku, quantity })),
      paidAtProvider: false,
    };
  }

  const placed = (answer: Awaited<ReturnType<StoreConnection['stores']['orders']['place']>>): PlacedOrder => {
    if ('kind' in answer) throw new Error(`refused: ${answer.kind}`);
    return answer;
  };

  it('places an order: the cart ends, the stock is taken, the store’s first number is 100001; the same cart again finds it', async () => {
    await stock('SKU-A', 5);
    const cart = await cartOf('SKU-A', 2);
    const made = placed(await first.stores.orders.place(placementOf(cart)));
    expect(made.created).toBe(true);
    expect(made.order).toMatchObject({ orderNumber: 'DE100001', version: 1, cart: { id: cart.id, version: 1 } });
    expect(made.stock).toEqual([{ sku: 'SKU-A', availableQuantity: 3 }]);
    expect(await first.stores.carts.ofSession(cart.sessionKey, 'de')).toBeNull();
    // A retry through the other connection is answered the same order, and takes nothing more.
    const again = placed(await second.stores.orders.place(placementOf(cart)));
    expect([again.created, again.order.id]).toEqual([false, made.order.id]);
    expect(await stockOf('SKU-A')).toBe(3);
    // Another session naming the cart learns nothing of it.
    expect(await second.stores.orders.place({ ...placementOf(cart), sessionKey: 'another' })).toEqual({
      kind: 'notFound',
    });
  });

  it('refuses a stale cart version and a short stock, and leaves nothing of either', async () => {
    await stock('SKU-B', 1);
    const cart = await cartOf('SKU-B', 2);
    expect(await first.stores.orders.place(placementOf(cart))).toEqual({ kind: 'outOfStock', skus: ['SKU-B'] });
    expect(await stockOf('SKU-B')).toBe(1);
    expect((await first.stores.carts.ofSession(cart.sessionKey, 'de'))?.version).toBe(1);
    const moved = await first.stores.carts.save(cart.sessionKey, 'de', cart, { ...cart, customerEmail: 'a@b.c' }, NOW);
    expect('kind' in moved).toBe(false);
    expect(await second.stores.orders.place(placementOf(cart))).toEqual({ kind: 'conflict', currentVersion: 2 });
    const { count } = await first.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('count'))
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('of 40 shoppers buying the last 10 through two connections at once, exactly 10 get an order; stock ends at 0', async () => {
    await stock('SKU-C', 10);
    const carts = await Promise.all(Array.from({ length: 40 }, () => cartOf('SKU-C')));
    const answers = await Promise.all(
      carts.map((cart, index) => (index % 2 === 0 ? first : second).stores.orders.place(placementOf(cart))),
    );
    const orders = answers.filter((answer) => !('kind' in answer));
    expect(orders).toHaveLength(10);
    expect(answers.filter((answer) => 'kind' in answer && answer.kind === 'outOfStock')).toHaveLength(30);
    expect(await stockOf('SKU-C')).toBe(0);
    // Each got its own number, counted up one by one from the store's last.
    const numbers = orders.map((answer) => Number(placed(answer).order.orderNumber.slice(2))).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => numbers[0]! + index));
    expect(numbers[0]).toBeGreaterThan(100001);
  });

  it('one cart version placed at once through both connections (a return racing the webhook) makes one order', async () => {
    await stock('SKU-D', 10);
    for (let round = 0; round < 5; round += 1) {
      const cart = await cartOf('SKU-D');
      const [one, two] = await Promise.all([
        first.stores.orders.place({ ...placementOf(cart), paidAtProvider: true }),
        second.stores.orders.place({ ...placementOf(cart), paidAtProvider: true }),
      ]);
      expect(placed(one).order.id).toBe(placed(two).order.id);
      expect([placed(one).created, placed(two).created].sort()).toEqual([false, true]);
    }
    expect(await stockOf('SKU-D')).toBe(5);
  });

  it('a paid order takes what stock there is and waits for the rest (Backorder), never below zero', async () => {
    await stock('SKU-E', 1);
    const cart = await cartOf('SKU-E', 3);
    const made = placed(await first.stores.orders.place({ ...placementOf(cart), paidAtProvider: true }));
    expect(made.order.shipmentState).toBe('Backorder');
    expect(await stockOf('SKU-E')).toBe(0);
    const line = await first.db
      .selectFrom('order_lines')
      .select('reserved')
      .where('order_id', '=', made.order.id)
      .executeTakeFirst();
    expect(line?.reserved).toBe(1);
  });

  it('settles a payment and records a refund, each moving the order’s version on', async () => {
    await stock('SKU-F', 1);
    const cart = await cartOf('SKU-F');
    const made = placed(await first.stores.orders.place(placementOf(cart)));
    const settled = await second.stores.orders.settlePayment(made.order.id, 'Paid', 'Success');
    expect(settled).toMatchObject({ paymentState: 'Paid', version: 2 });
    const refund = {
      id: 'refund-1',
      state: 'Pending',
      amount: { centAmount: 100, currencyCode: 'EUR' },
      createdAt: 'x',
    };
    const refunded = await first.stores.orders.recordRefund(made.order.id, refund as never);
    expect(refunded?.version).toBe(3);
    expect(refunded?.paymentInfo.refunds).toHaveLength(1);
    expect(await first.stores.orders.settlePayment('no-such-order', 'Paid', 'Success')).toBeNull();
    expect(await second.stores.orders.byId(made.order.id, 'de')).toMatchObject({ version: 3, paymentState: 'Paid' });
    expect(await second.stores.orders.byId(made.order.id, 'at')).toBeNull();
  });
});
