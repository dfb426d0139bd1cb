// Issue 13 part 2: the cart operations over real HTTP, on a real SQLite file (spec/2 §4, §5, §7).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, SHIPPING_BY_COUNTRY } from '../../../generated/index.ts';
import type { Cart } from '../../../generated/types.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import { buildApp } from '../app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCarts } from '../commerce/sqlite/carts.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { SqliteSessions } from '../commerce/sqlite/sessions.server.ts';
import { CART_NOT_FOUND_MESSAGE as CART_NOT_FOUND } from '../../domain/cart/cart-messages.ts';
import { shippingFees } from '../../domain/shipping/shipping-fee.ts';
import { shopToday } from '../../domain/time/shop-today.ts';

let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
let port: number;
/** SKUs of published products with plenty of stock. */
let skus: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-carts-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 60 });
  const { db, sqlite } = store.database;
  sqlite.prepare(`update inventory set available_quantity = 5000`).run();
  skus = sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 order by sku limit 5`)
    .pluck()
    .all() as string[];
  app = await buildApp({
    catalogue: new SqliteCatalogue(sqlite),
    cacheSecret: '',
    sessions: new SqliteSessions(db),
    carts: new SqliteCarts(db),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
  await store.database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A shopper: keeps the session cookie the shop sets, as a browser does. */
function shopper(host = 'de.localhost') {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    async call(operation: string, payload: unknown): Promise<Answer> {
      const answer = await httpCall(port, 'POST', `/api/${operation}`, {
        host,
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      });
      const set = answer.headers['set-cookie'];
      const first = Array.isArray(set) ? set[0] : set;
      if (first) cookie = first.split(';')[0]!;
      return answer;
    },
  };
}

const cartOf = (answer: Answer): Cart => {
  expect(answer.status, answer.text()).toBe(200);
  return answer.json() as Cart;
};

describe('the cart (spec/2 §4, §7; issue 13 part 2)', () => {
  it('has none for a new visitor, and asking begins no session', async () => {
    const visitor = shopper();
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart: null });
    expect(visitor.cookie).toBeNull();
  });

  it('is begun by the first add, with the session, priced and totalled on the server', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 2 }));
    expect(visitor.cookie).toMatch(/^session=/);
    expect(cart).toMatchObject({ version: 1, storeKey: 'multishop_de', cartState: 'Active', taxMode: 'Platform' });
    const [line] = cart.lineItems;
    expect(line).toMatchObject({ quantity: 2, variant: { sku: skus[0] } });
    expect(line!.totalPrice.centAmount).toBe(line!.price.centAmount * 2);
    expect(line!.price.currencyCode).toBe('EUR');
    // The default shipping method is set (spec/2 §4): parcel for goods without the freight flag.
    expect(cart.shippingInfo).toMatchObject({ shippingMethodName: 'parcel', shippingMethodState: 'MatchesCart' });
    expect(cart.totalPrice.centAmount).toBe(line!.totalPrice.centAmount + cart.shippingInfo!.price.centAmount);
    const [portion] = cart.taxedPrice.taxPortions;
    expect(portion!.rate).toBe(0.19);
    expect(cart.taxedPrice.totalNet.centAmount + portion!.amount.centAmount).toBe(cart.totalPrice.centAmount);
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('adds an SKU already in the cart to its line, and caps a line at 1000 and at the stock', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    cart = cartOf(
      await visitor.call('addToCart', { sku: skus[0], quantity: 3, cartId: cart.id, version: cart.version }),
    );
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([4]);
    cart = cartOf(
      await visitor.call('addToCart', { sku: skus[0], quantity: 1000, cartId: cart.id, version: cart.version }),
    );
    expect(cart.lineItems[0]!.quantity).toBe(1000);
    store.database.sqlite.prepare(`update inventory set available_quantity = 7 where sku = ?`).run(skus[1]);
    cart = cartOf(
      await visitor.call('addToCart', { sku: skus[1], quantity: 9, cartId: cart.id, version: cart.version }),
    );
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus[0], 1000],
      [skus[1], 7],
    ]);
    store.database.sqlite.prepare(`update inventory set available_quantity = 5000 where sku = ?`).run(skus[1]);
  });

  it('sets a line’s quantity, removes it at 0 or on remove, each change one version on', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    cart = cartOf(
      await visitor.call('addToCart', { sku: skus[1], quantity: 1, cartId: cart.id, version: cart.version }),
    );
    const [first, second] = cart.lineItems;
    cart = cartOf(
      await visitor.call('updateCartQuantity', { cartId: cart.id, version: 2, lineItemId: first!.id, quantity: 5 }),
    );
    expect(cart.version).toBe(3);
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([5, 1]);
    cart = cartOf(
      await visitor.call('updateCartQuantity', { cartId: cart.id, version: 3, lineItemId: first!.id, quantity: 0 }),
    );
    expect(cart.lineItems.map((line) => line.id)).toEqual([second!.id]);
    cart = cartOf(
      await visitor.call('updateCartQuantity', { cartId: cart.id, version: 4, lineItemId: second!.id, quantity: 3 }),
    );
    // Remove as many as said; the whole line without a quantity.
    cart = cartOf(
      await visitor.call('removeFromCart', { cartId: cart.id, version: 5, lineItemId: second!.id, quantity: 2 }),
    );
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([1]);
    cart = cartOf(await visitor.call('removeFromCart', { cartId: cart.id, version: 6, lineItemId: second!.id }));
    expect(cart).toMatchObject({
      version: 7,
      lineItems: [],
      shippingInfo: null,
      totalPrice: { centAmount: 0, currencyCode: 'EUR' },
    });
  });

  it('answers a stale version 409 with the current one, and leaves the cart as it was', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const stale = await visitor.call('addToCart', {
      sku: skus[1],
      quantity: 1,
      cartId: cart.id,
      version: cart.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      currentVersion: 1,
      errors: [{ code: 'ConcurrentModification', currentVersion: 1 }],
    });
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('answers another session’s cart, or none, exactly as an unknown one', async () => {
    const owner = shopper();
    const cart = cartOf(await owner.call('addToCart', { sku: skus[0], quantity: 1 }));
    const other = shopper();
    await other.call('addToCart', { sku: skus[1], quantity: 1 });
    const stranger = shopper();
    const change = { cartId: cart.id, version: cart.version, lineItemId: cart.lineItems[0]!.id, quantity: 3 };
    const answers = [
      await other.call('updateCartQuantity', change),
      await stranger.call('updateCartQuantity', change),
      await other.call('removeFromCart', change),
      await other.call('addToCart', { sku: skus[0], quantity: 1, cartId: cart.id, version: cart.version }),
      await other.call('updateCartQuantity', { ...change, cartId: 'no-such-cart' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ message: CART_NOT_FOUND });
    }
    // The owner's cart is as it was; the other shopper's is their own.
    expect((await owner.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('answers a cart of another country’s shop as none: the session and the cart are the shop’s', async () => {
    const visitor = shopper('de.localhost');
    await visitor.call('addToCart', { sku: skus[0], quantity: 1 });
    const cookie = visitor.cookie!;
    const austria = await httpCall(port, 'POST', '/api/getMyCart', {
      host: 'at.localhost',
      body: '{}',
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(austria.json()).toEqual({ cart: null });
  });

  it('refuses bad input with a 4xx naming the field, and leaves the cart as it was', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 2 }));
    const line = cart.lineItems[0]!.id;
    const refused: Array<[string, unknown, number, string]> = [
      ['addToCart', { sku: skus[0], quantity: 0 }, 400, '/quantity'],
      ['addToCart', { sku: skus[0], quantity: -1 }, 400, '/quantity'],
      ['addToCart', { sku: skus[0], quantity: 1.5 }, 400, '/quantity'],
      ['addToCart', { sku: skus[0], quantity: 1001 }, 400, '/quantity'],
      ['addToCart', { sku: skus[0], quantity: '2' }, 400, '/quantity'],
      ['addToCart', { sku: skus[0], quantity: 1, cartId: cart.id }, 400, ''],
      ['addToCart', { sku: 'EX99999999', quantity: 1 }, 404, '/sku'],
      ['addToCart', { sku: 'not a sku', quantity: 1 }, 400, '/sku'],
      ['updateCartQuantity', { cartId: cart.id, version: 1, lineItemId: line, quantity: -2 }, 400, '/quantity'],
      [
        'updateCartQuantity',
        { cartId: cart.id, version: 1, lineItemId: 'x'.repeat(65), quantity: 1 },
        400,
        '/lineItemId',
      ],
      [
        'updateCartQuantity',
        { cartId: cart.id, version: 1, lineItemId: 'no-such-line', quantity: 1 },
        404,
        '/lineItemId',
      ],
      ['removeFromCart', { cartId: cart.id, version: 0, lineItemId: line }, 400, '/version'],
      ['removeFromCart', { cartId: cart.id, version: 'one', lineItemId: line }, 400, '/version'],
    ];
    for (const [operation, payload, status, field] of refused) {
      const answer = await visitor.call(operation, payload);
      expect(answer.status, `${operation} ${JSON.stringify(payload)}`).toBe(status);
      if (field !== '') expect(JSON.stringify(answer.json()), JSON.stringify(payload)).toContain(field);
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('refuses a product out of stock or not for sale', async () => {
    const visitor = shopper();
    store.database.sqlite.prepare(`update inventory set available_quantity = 0 where sku = ?`).run(skus[2]);
    const out = await visitor.call('addToCart', { sku: skus[2], quantity: 1 });
    expect(out.status).toBe(400);
    expect(out.json()).toMatchObject({ message: `Product ${skus[2]} is out of stock`, field: '/sku' });
    store.database.sqlite.prepare(`update products set published = 0 where sku = ?`).run(skus[3]);
    expect((await visitor.call('addToCart', { sku: skus[3], quantity: 1 })).status).toBe(404);
    store.database.sqlite.prepare(`update products set eligible_for_selling = 0 where sku = ?`).run(skus[4]);
    const notForSale = await visitor.call('addToCart', { sku: skus[4], quantity: 1 });
    expect(notForSale.status).toBe(400);
    expect(notForSale.json()).toMatchObject({ message: `Product ${skus[4]} is not for sale here`, field: '/sku' });
    // None began a cart.
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart: null });
  });

  it('keeps one cart for a session whatever number of changes arrive at once', async () => {
    const visitor = shopper();
    const first = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    // Ten adds without a version at once: each lands, on the one cart, and the version counts them.
    await Promise.all(Array.from({ length: 10 }, () => visitor.call('addToCart', { sku: skus[1], quantity: 1 })));
    const { cart } = (await visitor.call('getMyCart', {})).json() as { cart: Cart };
    expect(cart.id).toBe(first.id);
    expect(cart.version).toBe(11);
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([1, 10]);
    expect(store.database.sqlite.prepare(`select count(*) from carts`).pluck().get()).toBeGreaterThan(0);
  });

  it('ships parcel at the country’s fee under the free-above threshold, free above it, and freight at its fee (spec/2 §5, §9)', async () => {
    const { sqlite } = store.database;
    const fees = SHIPPING_BY_COUNTRY.de;
    const priceOf = (sku: string) =>
      sqlite
        .prepare(
          `select p.cent_amount from prices p join products r on r.id = p.product_id where r.sku = ? and p.currency = 'EUR'`,
        )
        .pluck()
        .get(sku) as number;
    const setPrice = (sku: string, cents: number) =>
      sqlite
        .prepare(
          `update prices set cent_amount = ?, discounted_cent_amount = null where currency = 'EUR' and product_id = (select id from products where sku = ?)`,
        )
        .run(cents, sku);
    const original = priceOf(skus[0]!);
    try {
      const free = fees.freeAbove;
      setPrice(skus[0]!, free - 1);
      const under = cartOf(await shopper().call('addToCart', { sku: skus[0], quantity: 1 }));
      expect(under.shippingInfo).toMatchObject({ shippingMethodName: 'parcel', price: { centAmount: fees.parcelFee } });
      setPrice(skus[0]!, free);
      const above = cartOf(await shopper().call('addToCart', { sku: skus[0], quantity: 1 }));
      expect(above.shippingInfo).toMatchObject({ shippingMethodName: 'parcel', price: { centAmount: 0 } });
      sqlite.prepare(`update products set freight = 1 where sku = ?`).run(skus[0]);
      const freight = cartOf(await shopper().call('addToCart', { sku: skus[0], quantity: 1 }));
      expect(freight.shippingInfo).toMatchObject({
        shippingMethodName: 'freight',
        price: { centAmount: fees.freightFee },
      });
      expect(freight.totalPrice.centAmount).toBe(free + fees.freightFee);
    } finally {
      setPrice(skus[0]!, original);
      sqlite.prepare(`update products set freight = 0 where sku = ?`).run(skus[0]);
    }
  });

  it('deletes the session’s cart at its version; the next add begins a new one (spec/2 §7 delete cart)', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const stale = await visitor.call('deleteCart', { cartId: cart.id, version: cart.version + 1 });
    expect(stale.status).toBe(409);
    expect((await shopper().call('deleteCart', { cartId: cart.id, version: cart.version })).status).toBe(404);
    const deleted = cartOf(await visitor.call('deleteCart', { cartId: cart.id, version: cart.version }));
    expect(deleted.id).toBe(cart.id);
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart: null });
    const next = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    expect(next.id).not.toBe(cart.id);
    expect(next.version).toBe(1);
  });

  it('answers the stock of the SKUs the shop sells, in the order asked (spec/2 §7 get inventory)', async () => {
    store.database.sqlite.prepare(`update inventory set available_quantity = 12 where sku = ?`).run(skus[1]);
    const answer = await shopper().call('getInventory', { skus: [skus[1], 'EX99999999', skus[0]] });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      inventoryEntries: {
        results: [
          { sku: skus[1], availableQuantity: 12 },
          { sku: skus[0], availableQuantity: 5000 },
        ],
      },
    });
    expect((await shopper().call('getInventory', { skus: [] })).status).toBe(400);
    store.database.sqlite.prepare(`update inventory set available_quantity = 5000 where sku = ?`).run(skus[1]);
  });

  it.each(COUNTRY_CODES)(
    '%s: a cart in the country’s currency, at its VAT rate, with its parcel fee (spec/2 §5, §9)',
    async (country) => {
      const visitor = shopper(`${country}.localhost`);
      const cart = cartOf(await visitor.call('addToCart', { sku: skus[1], quantity: 1 }));
      expect(cart.storeKey).toBe(COUNTRIES[country].storeId);
      const [line] = cart.lineItems;
      expect(line!.price.currencyCode).toBe(COUNTRIES[country].currency);
      expect(cart.taxedPrice.taxPortions.map((portion) => portion.rate)).toEqual([
        COUNTRIES[country].payment.standardVatRate,
      ]);
      const fees = shippingFees(country, shopToday(new Date()));
      const parcel = line!.totalPrice.centAmount < fees.freeAbove.centAmount ? fees.parcelFee.centAmount : 0;
      expect(cart.shippingInfo).toMatchObject({ shippingMethodName: 'parcel', price: { centAmount: parcel } });
      expect(cart.totalPrice.centAmount).toBe(line!.totalPrice.centAmount + parcel);
      expect(cart.taxedPrice.totalNet.centAmount + cart.taxedPrice.taxPortions[0]!.amount.centAmount).toBe(
        cart.totalPrice.centAmount,
      );
    },
  );
});
