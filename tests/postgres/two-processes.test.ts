// ADR 042: two shop processes on one PostgreSQL store, over HTTP — the shop as several processes behind a proxy run
// it. A shopper's session and cart made through one process are the same through the other, an order placed through
// the second ends the cart the first shows, the stock it takes is PostgreSQL's, and the same cart version ordered
// through both at once makes one order. Each run has a database of its own, dropped at the end.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '../../generated/types.ts';
import { CATALOGUE_SEED_FILE } from '../../runtime/server/commerce/open-store.server.ts';
import { apiShopper } from '../fixtures/api-shopper.ts';
import { addressIn } from '../fixtures/host-orders.ts';
import { stop } from '../fixtures/processes.ts';
import { startShopProcesses, type ShopProcess } from '../fixtures/shop-process.ts';
import { freshPostgresDatabase, STORE_ENGINES } from '../fixtures/store-engines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!STORE_ENGINES.includes('postgres'))('two shop processes on one PostgreSQL store', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let store: pg.Client;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    shops.push(...(await startShopProcesses(2, { DATABASE_URL: database.url })));
    store = new pg.Client({ connectionString: database.url });
    await store.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => stop(shop.child)));
    await store?.end();
    await database?.drop();
  });

  /** A SKU for sale, parcel-only, with at least `quantity` in PostgreSQL's stock. */
  async function skuWithStock(quantity: number): Promise<string> {
    const catalogue = new BetterSqlite3(path.join(ROOT, CATALOGUE_SEED_FILE), { readonly: true });
    const skus = catalogue
      .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 and freight = 0`)
      .pluck()
      .all() as string[];
    catalogue.close();
    const { rows } = await store.query<{ sku: string }>(
      `select sku from inventory where sku = any($1) and available_quantity >= $2 order by sku limit 1`,
      [skus, quantity],
    );
    return rows[0]!.sku;
  }

  const stockOf = async (sku: string) =>
    (await store.query<{ q: number }>(`select available_quantity as q from inventory where sku = $1`, [sku])).rows[0]!
      .q;

  it('a cart begun through one process is the same through the other, and its order is placed once', async () => {
    const [first, second] = shops.map((shop) => shop.port) as [number, number];
    const sku = await skuWithStock(3);
    const before = await stockOf(sku);
    const onFirst = apiShopper(first);
    const begun = await onFirst.call('updateCart', {
      actions: [
        { action: 'addLineItem', sku, quantity: 2 },
        { action: 'setCustomerEmail', email: 'ada@example.com' },
        { action: 'setBillingAddress', address: addressIn('de') },
      ],
    });
    expect(begun.status, begun.text()).toBe(200);
    const cart = begun.json() as Cart;
    // The same session through the second process: its cart, as the first left it.
    const onSecond = apiShopper(second, 'de.localhost', { cookie: onFirst.cookie! });
    const seen = await onSecond.call('getMyCart', {});
    expect(seen.status).toBe(200);
    expect(seen.json()).toMatchObject({ cart: { id: cart.id, version: cart.version } });

    // The order asked for through both processes at once (a double click landing on two processes).
    const order = { cartId: cart.id, version: cart.version, paymentMethod: 'cashOnDelivery', clientType: 'PRIVATE' };
    const answers = await Promise.all([
      onFirst.call('createMyOrderFromCart', order),
      onSecond.call('createMyOrderFromCart', order),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => answer.json() as Order);
    expect(one!.id).toBe(two!.id);
    const { rows } = await store.query(`select order_number from orders where cart_id = $1`, [cart.id]);
    expect(rows).toHaveLength(1);
    expect(await stockOf(sku)).toBe(before - 2);
    // Its confirmation is kept in PostgreSQL's outbox, shared by both processes (without SMTP_URL), once.
    const { rows: mails } = await store.query(`select subject from outbox where "to" = 'ada@example.com'`);
    expect(mails).toHaveLength(1);
    // The cart is ended for both processes.
    for (const shopper of [onFirst, onSecond]) {
      expect((await shopper.call('getMyCart', {})).json()).toMatchObject({ cart: null });
    }
  });
});
