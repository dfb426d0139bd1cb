// The cart operations over real HTTP, on a real SQLite file (spec/2 §4, §5, §7).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, SHIPPING_BY_COUNTRY } from '../../../generated/index.ts';
import type { Cart } from '../../../generated/types.ts';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import answersSchema from '../../../schemas/operation-answers.schema.json' with { type: 'json' };
import { apiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import { buildApp } from '../app.server.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { DEMO_VOLUME_DISCOUNT_GROUP } from '../commerce/seed/demo-discounts.ts';
import { CART_NOT_FOUND_MESSAGE as CART_NOT_FOUND } from '../../domain/cart/cart-messages.ts';
import { shippingFees } from '../../domain/shipping/shipping-fee.ts';
import { shopToday } from '../../domain/time/shop-today.ts';
import { ONE_ADDRESS_RATE_LIMITS } from '../../../tests/fixtures/one-address-rate-limits.ts';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

let dir: string;
let store: EnsureResult;
let app: FastifyInstance;
let port: number;
/** SKUs of published products with plenty of stock. */
let skus: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-carts-'));
  store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 60 });
  const { sqlite } = store.database;
  sqlite.prepare(`update inventory set available_quantity = 5000`).run();
  skus = sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 order by sku limit 5`)
    .pluck()
    .all() as string[];
  app = await buildApp({
    catalogue: new SqliteCatalogue(sqlite),
    cacheSecret: '',
    ...(await embeddedDependencies(store.database)),
    // Many shoppers from 127.0.0.1: the limits are raised (ADR 031).
    rateLimits: ONE_ADDRESS_RATE_LIMITS,
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
const shopper = (host = 'de.localhost') => apiShopper(port, host);

const answers = new Ajv2020({ allErrors: true, strict: false }).addSchema(commonSchema).addSchema(answersSchema);
const isCart = answers.getSchema(`${answersSchema.$id}#/$defs/cart`)!;

/** The cart of a 200 answer, in the answer schema's shape. */
const cartOf = (answer: Answer): Cart => {
  expect(answer.status, answer.text()).toBe(200);
  const cart = answer.json() as Cart;
  expect(isCart(cart), JSON.stringify(isCart.errors)).toBe(true);
  return cart;
};

describe('the cart (spec/2 §4, §7)', () => {
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
      ['addToCart', { sku: skus[0], quantity: 1, cartId: cart.id }, 400, '/version'],
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

/** An address in a country (spec/2 §3 Cart addresses), as the checkout would send it. */
const addressIn = (country: string) => ({
  firstName: 'Eva',
  lastName: 'Nováková',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '81101',
  city: 'Bratislava',
  country: country.toUpperCase(),
});

describe('update cart: action lists (spec/2 §4 Updates, §7 update cart)', () => {
  it('applies every action of a list in one change, one version on, and answers the cart', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const first = cart.lineItems[0]!.id;
    cart = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [
          { action: 'addLineItem', sku: skus[1], quantity: 2 },
          { action: 'addLineItem', sku: skus[1], quantity: 1 },
          { action: 'changeLineItemQuantity', lineItemId: first, quantity: 4 },
          { action: 'setCustomerEmail', email: 'eva@example.com' },
          { action: 'setShippingAddress', address: addressIn('de') },
          { action: 'setBillingAddress', address: { ...addressIn('de'), company: 'Nováková s.r.o.' } },
          { action: 'setCustomType', fields: { customerAgreedToSendEmail: true, utmSource: 'newsletter' } },
          { action: 'setShippingMethod', shippingMethod: { key: 'parcel' } },
          { action: 'recalculate' },
        ],
      }),
    );
    expect(cart.version).toBe(2);
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus[0], 4],
      [skus[1], 3],
    ]);
    expect(cart).toMatchObject({
      customerEmail: 'eva@example.com',
      shippingAddress: addressIn('de'),
      billingAddress: { company: 'Nováková s.r.o.', country: 'DE' },
      custom: { customerAgreedToSendEmail: true, utmSource: 'newsletter' },
    });
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
    // Removing an address: the action without one.
    cart = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'setShippingAddress' }, { action: 'removeLineItem', lineItemId: first, quantity: 3 }],
      }),
    );
    expect(cart.shippingAddress).toBeNull();
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([1, 3]);
  });

  it('begins the cart with the session’s first change, one cart for two first changes at once', async () => {
    const visitor = shopper();
    const begun = cartOf(
      await visitor.call('updateCart', { actions: [{ action: 'addLineItem', sku: skus[0], quantity: 1 }] }),
    );
    expect(begun.version).toBe(1);
    // Two first changes at once, of a session whose cart has just been begun by another first change.
    const fresh = shopper();
    const started = cartOf(
      await fresh.call('updateCart', { actions: [{ action: 'setCustomerEmail', email: 'a@example.com' }] }),
    );
    const [one, two] = await Promise.all([
      fresh.call('updateCart', { actions: [{ action: 'addLineItem', sku: skus[1], quantity: 1 }] }),
      fresh.call('updateCart', { actions: [{ action: 'addLineItem', sku: skus[0], quantity: 1 }] }),
    ]);
    expect([cartOf(one).id, cartOf(two).id]).toEqual([started.id, started.id]);
    const { cart } = (await fresh.call('getMyCart', {})).json() as { cart: Cart };
    expect(cart.version).toBe(3);
    expect(cart.lineItems.map((line) => line.variant.sku).sort()).toEqual([skus[1], skus[0]].sort());
  });

  it('leaves the cart exactly as it was when one action is refused, and names that action', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 2 }));
    const line = cart.lineItems[0]!.id;
    const refused: Array<[unknown[], number, string]> = [
      [
        [
          { action: 'addLineItem', sku: skus[1], quantity: 1 },
          { action: 'changeLineItemQuantity', lineItemId: 'no-such-line', quantity: 1 },
        ],
        404,
        '/actions/1/lineItemId',
      ],
      [
        [
          { action: 'setCustomerEmail', email: 'b@example.com' },
          { action: 'setShippingAddress', address: addressIn('de') },
          { action: 'addLineItem', sku: 'EX99999999', quantity: 1 },
        ],
        404,
        '/actions/2/sku',
      ],
      [
        [
          { action: 'removeLineItem', lineItemId: line },
          { action: 'setBillingAddress', address: addressIn('at') },
        ],
        400,
        '/actions/1/address/country',
      ],
    ];
    for (const [actions, status, field] of refused) {
      const answer = await visitor.call('updateCart', { cartId: cart.id, version: cart.version, actions });
      expect(answer.status, JSON.stringify(actions)).toBe(status);
      expect(answer.json()).toMatchObject({ field });
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('answers a stale version 409 with the current one, and another session’s cart 404', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const actions = [{ action: 'recalculate' }];
    const stale = await visitor.call('updateCart', { cartId: cart.id, version: cart.version + 1, actions });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ currentVersion: 1, errors: [{ code: 'ConcurrentModification' }] });
    for (const other of [shopper(), visitor]) {
      const cartId = other === visitor ? 'no-such-cart' : cart.id;
      const answer = await other.call('updateCart', { cartId, version: cart.version, actions });
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ message: CART_NOT_FOUND });
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('replaces a shipping method that does not match the cart by the default one (spec/2 §4 Shipping method state)', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const freight = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'setShippingMethod', shippingMethod: { key: 'freight' } }],
      }),
    );
    expect(freight.shippingInfo).toMatchObject({ shippingMethodName: 'parcel', shippingMethodState: 'MatchesCart' });
  });

  it.each(COUNTRY_CODES)(
    '%s: an address of the cart’s country is taken, one of another country refused',
    async (country) => {
      const visitor = shopper(`${country}.localhost`);
      const cart = cartOf(await visitor.call('addToCart', { sku: skus[1], quantity: 1 }));
      const other = COUNTRY_CODES.find((code) => code !== country)!;
      const refused = await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'setShippingAddress', address: addressIn(other) }],
      });
      expect(refused.status).toBe(400);
      expect(refused.json()).toMatchObject({ field: '/actions/0/address/country' });
      const taken = cartOf(
        await visitor.call('updateCart', {
          cartId: cart.id,
          version: cart.version,
          actions: [{ action: 'setShippingAddress', address: addressIn(country) }],
        }),
      );
      expect(taken.shippingAddress).toMatchObject({ country: country.toUpperCase() });
    },
  );
});

describe('bad input to the cart (bad input): a 4xx naming the field, never a 5xx, the cart unchanged', () => {
  /** Values no quantity may take, by class; zero only where a quantity must add something. */
  const badQuantities: Array<[string, unknown]> = [
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1001],
    ['far too huge', Number.MAX_SAFE_INTEGER],
    ['not a number (text)', '2'],
    ['not a number (null)', null],
    ['not a number (object)', { n: 1 }],
  ];
  const longText = 'x'.repeat(300);

  it('refuses every class of bad quantity in every action and operation that takes one', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 2 }));
    const line = cart.lineItems[0]!.id;
    const at = { cartId: cart.id, version: cart.version };
    for (const [kind, quantity] of [...badQuantities, ['zero', 0] as [string, unknown]]) {
      const calls: Array<[string, unknown, string]> = [
        ['addToCart', { sku: skus[0], quantity }, '/quantity'],
        ['updateCart', { ...at, actions: [{ action: 'addLineItem', sku: skus[0], quantity }] }, '/actions/0/quantity'],
        ['removeFromCart', { ...at, lineItemId: line, quantity }, '/quantity'],
        [
          'updateCart',
          { ...at, actions: [{ action: 'recalculate' }, { action: 'removeLineItem', lineItemId: line, quantity }] },
          '/actions/1/quantity',
        ],
      ];
      if (kind !== 'zero') {
        calls.push(
          ['updateCartQuantity', { ...at, lineItemId: line, quantity }, '/quantity'],
          [
            'updateCart',
            { ...at, actions: [{ action: 'changeLineItemQuantity', lineItemId: line, quantity }] },
            '/actions/0/quantity',
          ],
        );
      }
      for (const [operation, payload, field] of calls) {
        const answer = await visitor.call(operation, payload);
        expect(answer.status, `${kind}: ${operation} ${JSON.stringify(payload)}`).toBe(400);
        expect(answer.json(), `${kind}: ${operation}`).toMatchObject({ field });
      }
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  }, 30_000);

  it('refuses over-long and malformed strings, unknown actions and bad action lists', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 2 }));
    const at = { cartId: cart.id, version: cart.version };
    const update = (actions: unknown) => ({ ...at, actions });
    const refused: Array<[string, unknown, string]> = [
      ['updateCart', update([{ action: 'addLineItem', sku: longText, quantity: 1 }]), '/actions/0/sku'],
      ['updateCart', update([{ action: 'removeLineItem', lineItemId: longText }]), '/actions/0/lineItemId'],
      ['updateCart', update([{ action: 'setCustomerEmail', email: `${longText}@example.com` }]), '/actions/0/email'],
      ['updateCart', update([{ action: 'setCustomerEmail', email: 'not an e-mail' }]), '/actions/0/email'],
      ...(['firstName', 'lastName', 'streetName', 'postalCode', 'city', 'company', 'phone'] as const).map(
        (name): [string, unknown, string] => [
          'updateCart',
          update([{ action: 'setBillingAddress', address: { ...addressIn('de'), [name]: longText } }]),
          `/actions/0/address/${name}`,
        ],
      ),
      ['updateCart', update([{ action: 'setBillingAddress', address: { firstName: 'Eva' } }]), '/actions/0/address/'],
      [
        'updateCart',
        update([{ action: 'setCustomType', fields: { utmSource: longText } }]),
        '/actions/0/fields/utmSource',
      ],
      ['updateCart', update([{ action: 'setCustomType', fields: { other: 1 } }]), '/actions/0/fields/other'],
      [
        'updateCart',
        update([{ action: 'setShippingMethod', shippingMethod: { key: 'drone' } }]),
        '/actions/0/shippingMethod/key',
      ],
      ['updateCart', update([{ action: 'addPayment' }]), '/actions/0/action'],
      ['updateCart', update([{ action: 'recalculate' }, { sku: skus[0] }]), '/actions/1/action'],
      ['updateCart', update([{ action: 'recalculate', extra: 1 }]), '/actions/0/extra'],
      ['updateCart', update(['recalculate']), '/actions/0'],
      ['updateCart', update([]), '/actions'],
      ['updateCart', update(Array.from({ length: 51 }, () => ({ action: 'recalculate' }))), '/actions'],
      ['updateCart', update('recalculate'), '/actions'],
      ['updateCart', { cartId: cart.id, actions: [{ action: 'recalculate' }] }, '/version'],
      ['updateCart', { ...update([{ action: 'recalculate' }]), cartId: longText }, '/cartId'],
      ['updateCart', { ...update([{ action: 'recalculate' }]), version: 1.5 }, '/version'],
      ['updateCart', { ...update([{ action: 'recalculate' }]), language: 'xx' }, '/language'],
      ['updateCart', { ...update([{ action: 'recalculate' }]), language: 'fr' }, '/language'],
    ];
    for (const [operation, payload, field] of refused) {
      const answer = await visitor.call(operation, payload);
      expect(answer.status, `${operation} ${JSON.stringify(payload).slice(0, 200)}`).toBe(400);
      expect((answer.json() as { field: string }).field, JSON.stringify(payload).slice(0, 200)).toContain(field);
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  }, 30_000);
});

describe('coupons and discounts (spec/2 §3 discount codes, §4, §5 Volume / Personalised discounts, §7)', () => {
  /** A product of the seed's power tools, in the volume-discount group with configured tiers. */
  const powerTool = () =>
    store.database.sqlite
      .prepare(
        `select sku from products where volume_discount_group = ? and published = 1 and eligible_for_selling = 1
         and sku not in (${skus.map(() => '?').join(', ')}) order by sku limit 1`,
      )
      .pluck()
      .get(DEMO_VOLUME_DISCOUNT_GROUP, ...skus) as string;
  const noGroup = () =>
    store.database.sqlite
      .prepare(
        `select sku from products where volume_discount_group is null and published = 1 and eligible_for_selling = 1
         order by sku limit 1`,
      )
      .pluck()
      .get() as string;

  it('applies a valid code to every line, with its state, the lines’ discounts and the total discount', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: noGroup(), quantity: 2 }));
    const before = cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0);
    cart = cartOf(await visitor.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code: 'WELCOME10' }));
    expect(cart.version).toBe(2);
    expect(cart.discountCodes).toEqual([
      {
        discountCode: { id: 'dc-welcome10', code: 'WELCOME10', name: 'Willkommen: 10\u00a0% Rabatt' },
        state: 'MatchesCart',
      },
    ]);
    const [line] = cart.lineItems;
    expect(line!.discount).toMatchObject({ source: 'discountCode', percent: 10 });
    expect(line!.discount!.amount.centAmount).toBe(Math.round((line!.price.centAmount * 2) / 10));
    expect(line!.totalPrice.centAmount).toBe(line!.price.centAmount * 2 - line!.discount!.amount.centAmount);
    expect(cart.totalDiscount.centAmount).toBe(line!.discount!.amount.centAmount);
    expect(cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0)).toBe(
      before - cart.totalDiscount.centAmount,
    );
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
  });

  it('refuses each code that does not take effect, in its own words, and leaves the cart as it was', async () => {
    const visitor = shopper('at.localhost');
    let cart = cartOf(await visitor.call('addToCart', { sku: noGroup(), quantity: 1 }));
    cart = cartOf(await visitor.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code: 'WELCOME10' }));
    // Each with the reason the browser words in the shopper's language (commercetools DiscountCodeNonApplicable).
    const refusals: Array<[string, string, string]> = [
      ['NOSUCHCODE', 'The discount code NOSUCHCODE does not exist.', 'unknown'],
      ['welcome10', 'The discount code welcome10 does not exist.', 'unknown'],
      ['SUMMER5', 'The discount code SUMMER5 has expired.', 'expired'],
      ['FUTURE15', 'The discount code FUTURE15 is not valid yet.', 'notYetValid'],
      ['PAUSED20', 'The discount code PAUSED20 is not active.', 'inactive'],
      ['DEONLY10', 'The discount code DEONLY10 is not valid in this store.', 'otherStore'],
      ['USEDUP', 'The discount code USEDUP has been used up.', 'usedUp'],
      ['WELCOME10', 'The discount code WELCOME10 is already applied to the cart.', 'alreadyApplied'],
    ];
    for (const [code, message, reason] of refusals) {
      for (const [operation, payload, field] of [
        ['applyCartCoupon', { cartId: cart.id, version: cart.version, code }, '/code'],
        [
          'updateCart',
          {
            cartId: cart.id,
            version: cart.version,
            actions: [{ action: 'recalculate' }, { action: 'addDiscountCode', code }],
          },
          '/actions/1/code',
        ],
      ] as const) {
        const answer = await visitor.call(operation, payload);
        expect(answer.status, `${operation} ${code}`).toBe(400);
        expect(answer.json()).toMatchObject({
          message,
          field,
          errors: [{ code: 'DiscountCodeNonApplicable', reason, message }],
        });
      }
    }
    // Malformed codes are the schema's to refuse.
    for (const code of ['', 'x'.repeat(51), 'WEL COME', 'WELCOME10!', 'ÜBER10', 42, null]) {
      const answer = await visitor.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code });
      expect(answer.status, JSON.stringify(code)).toBe(400);
      expect(answer.json()).toMatchObject({ field: '/code' });
    }
    expect((await visitor.call('getMyCart', {})).json()).toEqual({ cart });
    // The German shop's code is good in Germany.
    const german = shopper('de.localhost');
    const de = cartOf(await german.call('addToCart', { sku: noGroup(), quantity: 1 }));
    const applied = cartOf(
      await german.call('applyCartCoupon', { cartId: de.id, version: de.version, code: 'DEONLY10' }),
    );
    expect(applied.discountCodes.map((entry) => entry.state)).toEqual(['MatchesCart']);
  }, 30_000);

  it('removes a code by id; a code the cart does not hold changes nothing, at the same version (spec/2 §4)', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: noGroup(), quantity: 1 }));
    cart = cartOf(await visitor.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code: 'WELCOME10' }));
    const unknown = cartOf(
      await visitor.call('removeCartCoupon', {
        cartId: cart.id,
        version: cart.version,
        discountCode: { id: 'dc-not-on-the-cart', typeId: 'discount-code' },
      }),
    );
    expect(unknown).toEqual(cart);
    const removed = cartOf(
      await visitor.call('removeCartCoupon', {
        cartId: cart.id,
        version: cart.version,
        discountCode: { id: cart.discountCodes[0]!.discountCode.id, typeId: 'discount-code' },
      }),
    );
    expect(removed).toMatchObject({ version: cart.version + 1, discountCodes: [], totalDiscount: { centAmount: 0 } });
    expect(removed.lineItems[0]!.discount).toBeNull();
    const wrongType = await visitor.call('removeCartCoupon', {
      cartId: cart.id,
      version: removed.version,
      discountCode: { id: 'dc-welcome10', typeId: 'cart-discount' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json()).toMatchObject({ field: '/discountCode/typeId' });
  });

  it('gives the volume discount by the group’s items (3/5/10 → 5/10/15 %), and none while a code is active', async () => {
    const visitor = shopper();
    const sku = powerTool();
    let cart = cartOf(await visitor.call('addToCart', { sku, quantity: 2 }));
    expect(cart.lineItems[0]!).toMatchObject({ discount: null, volumeDiscountGroup: DEMO_VOLUME_DISCOUNT_GROUP });
    const line = cart.lineItems[0]!.id;
    for (const [quantity, percent] of [
      [3, 5],
      [4, 5],
      [5, 10],
      [9, 10],
      [10, 15],
      [12, 15],
    ] as const) {
      cart = cartOf(
        await visitor.call('updateCartQuantity', {
          cartId: cart.id,
          version: cart.version,
          lineItemId: line,
          quantity,
        }),
      );
      expect(cart.lineItems[0]!.discount, `${quantity} items`).toMatchObject({ source: 'volume', percent });
    }
    cart = cartOf(
      await visitor.call('updateCartQuantity', {
        cartId: cart.id,
        version: cart.version,
        lineItemId: line,
        quantity: 5,
      }),
    );
    // SMALL3 (3 %) switches the volume discount (10 % at 5 items) off: the code wins (spec/2 §5).
    cart = cartOf(await visitor.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code: 'SMALL3' }));
    expect(cart.lineItems[0]!.discount).toMatchObject({ source: 'discountCode', percent: 3 });
    cart = cartOf(
      await visitor.call('removeCartCoupon', {
        cartId: cart.id,
        version: cart.version,
        discountCode: { id: 'dc-small3', typeId: 'discount-code' },
      }),
    );
    expect(cart.lineItems[0]!.discount).toMatchObject({ source: 'volume', percent: 10 });
  });

  it('answers the volume discounts of the store, sorted, by group (spec/2 §7 get volume discounts)', async () => {
    const all = (await shopper().call('getVolumeDiscounts', {})).json() as {
      cartDiscounts: { results: Array<{ sortOrder: string; minQuantity: number; value: { permyriad: number } }> };
    };
    expect(all.cartDiscounts.results.map((entry) => [entry.minQuantity, entry.value.permyriad])).toEqual([
      [3, 500],
      [5, 1000],
      [10, 1500],
    ]);
    const none = (await shopper().call('getVolumeDiscounts', { discountGroup: 'volume-nothing' })).json();
    expect(none).toEqual({ cartDiscounts: { results: [] } });
    expect((await shopper().call('getVolumeDiscounts', { discountGroup: 'a b' })).status).toBe(400);
  });

  it.each(COUNTRY_CODES)(
    '%s: personalised discounts only where the country has them (LT), none for a guest (spec/2 §5)',
    async (country) => {
      const visitor = shopper(`${country}.localhost`);
      expect((await visitor.call('getPersonalizedDiscounts', {})).json()).toEqual({
        tier: 'not-logged-in',
        percent: null,
      });
      const tier2 = (await visitor.call('getPersonalizedDiscounts', { tier: 'tier-2' })).json();
      expect(tier2).toEqual({ tier: 'tier-2', percent: COUNTRIES[country].flags.personalisedDiscounts ? 5 : null });
      expect((await visitor.call('getPersonalizedDiscounts', { tier: 'gold' })).status).toBe(400);
    },
  );
});

describe('the extra guarantee as a virtual line (spec/2 §3, §5 Extra guarantee)', () => {
  /** A published product for sale under a root category, of a brand or not of it. */
  const productUnder = (root: string, brand?: { is?: string; not?: string }) =>
    store.database.sqlite
      .prepare(
        `select p.sku from products p
         join product_categories pc on pc.product_id = p.id and pc.depth = 0
         join categories c on c.id = pc.category_id and c.key = ?
         where p.published = 1 and p.eligible_for_selling = 1 and p.brand like ? and p.brand not like ?
         order by p.sku limit 1`,
      )
      .pluck()
      .get(root, brand?.is ?? '%', brand?.not ?? '') as string | undefined;
  const tool = () => productUnder('power-tools', { not: 'Chefmark' })!;

  it.each(COUNTRY_CODES)(
    '%s: offers the guarantees of the market, priced at the product’s price × the rate',
    async (country) => {
      const answer = await shopper(`${country}.localhost`).call('getExtraGuaranteeOffers', { sku: tool() });
      expect(answer.status).toBe(200);
      const { offers } = answer.json() as {
        offers: Array<{ sku: string; relativePriceRate: number; price: { centAmount: number; currencyCode: string } }>;
      };
      if (!COUNTRIES[country].flags.extraGuarantee) {
        expect(offers).toEqual([]);
        return;
      }
      const markets = (COUNTRIES[country].languages as ReadonlyArray<{ language: string }>).map(
        (entry) => `${entry.language}-${country.toUpperCase()}`,
      );
      const accidental = ['de-DE', 'de-AT', 'sk-SK', 'cs-CZ'].includes(markets[0]!);
      expect(offers.map((offer) => offer.sku)).toEqual([
        '4100010',
        '4100020',
        '4100030',
        ...(accidental ? ['4100040'] : []),
      ]);
      const cart = cartOf(await shopper(`${country}.localhost`).call('addToCart', { sku: tool(), quantity: 1 }));
      const price = cart.lineItems[0]!.price.centAmount;
      for (const offer of offers) {
        expect(offer.price).toMatchObject({ centAmount: Math.round((price * offer.relativePriceRate) / 100) });
        expect(offer.price.currencyCode).toBe(COUNTRIES[country].currency);
      }
    },
  );

  it('offers none for a product the guarantees exclude by relation or brand, nor for an unknown one', async () => {
    const accessory = productUnder('accessories');
    if (accessory !== undefined) {
      expect((await shopper().call('getExtraGuaranteeOffers', { sku: accessory })).json()).toEqual({ offers: [] });
    }
    const chefmark = productUnder('gastro', { is: 'Chefmark' }) ?? productUnder('power-tools', { is: 'Chefmark' });
    if (chefmark !== undefined) {
      const { offers } = (await shopper().call('getExtraGuaranteeOffers', { sku: chefmark })).json() as {
        offers: Array<{ sku: string }>;
      };
      expect(offers.map((offer) => offer.sku)).not.toContain('4100020');
    }
    expect((await shopper().call('getExtraGuaranteeOffers', { sku: 'EX99999999' })).status).toBe(404);
  });

  it('adds a guarantee line that follows its parent’s quantity and goes with it', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: tool(), quantity: 2 }));
    const parent = cart.lineItems[0]!;
    cart = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'addExtraGuarantee', guaranteeSku: '4100010', parentLineItemId: parent.id }],
      }),
    );
    const guarantee = cart.lineItems[1]!;
    expect(guarantee).toMatchObject({
      quantity: 2,
      productType: { key: 'extra_guarantee' },
      variant: { sku: '4100010' },
      customFields: [{ name: 'parentSku', value: parent.variant.sku }],
      discount: null,
    });
    expect(guarantee.price.centAmount).toBe(Math.round((parent.price.centAmount * 8) / 100));
    expect(cart.lineItems[0]!.productType).toEqual({ key: 'standard_product' });
    expect(cart.lineItems[0]!.customFields).toEqual([]);
    const goods = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
    expect(cart.totalPrice.centAmount).toBe(goods + (cart.shippingInfo?.price.centAmount ?? 0));
    // The same parent, a guarantee line itself, an unknown line: refused, the cart as it was.
    for (const [action, status, field] of [
      [{ guaranteeSku: '4100020', parentLineItemId: parent.id }, 400, '/actions/0/parentLineItemId'],
      [{ guaranteeSku: '4100010', parentLineItemId: guarantee.id }, 400, '/actions/0/parentLineItemId'],
      [{ guaranteeSku: '4100010', parentLineItemId: 'no-such-line' }, 404, '/actions/0/parentLineItemId'],
      [{ guaranteeSku: '4100050', parentLineItemId: parent.id }, 400, '/actions/0/guaranteeSku'],
    ] as const) {
      const answer = await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'addExtraGuarantee', ...action }],
      });
      expect(answer.status, JSON.stringify(action)).toBe(status);
      expect(answer.json()).toMatchObject({ field });
    }
    // The parent's quantity carries the guarantee's; the guarantee's own quantity cannot part from it.
    cart = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [
          { action: 'changeLineItemQuantity', lineItemId: parent.id, quantity: 5 },
          { action: 'changeLineItemQuantity', lineItemId: guarantee.id, quantity: 1 },
        ],
      }),
    );
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([5, 5]);
    cart = cartOf(
      await visitor.call('removeFromCart', { cartId: cart.id, version: cart.version, lineItemId: parent.id }),
    );
    expect(cart.lineItems).toEqual([]);
  });

  it('removes only the guarantee when its quantity is set to 0', async () => {
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: tool(), quantity: 1 }));
    cart = cartOf(
      await visitor.call('updateCart', {
        cartId: cart.id,
        version: cart.version,
        actions: [{ action: 'addExtraGuarantee', guaranteeSku: '4100030', parentLineItemId: cart.lineItems[0]!.id }],
      }),
    );
    cart = cartOf(
      await visitor.call('updateCartQuantity', {
        cartId: cart.id,
        version: cart.version,
        lineItemId: cart.lineItems[1]!.id,
        quantity: 0,
      }),
    );
    expect(cart.lineItems.map((line) => line.variant.sku)).toEqual([tool()]);
  });
});

describe('shipping methods, by cart, and get me (spec/2 §7)', () => {
  it.each(COUNTRY_CODES)(
    '%s: parcel (default, free above the threshold) and freight at the country’s fees',
    async (country) => {
      const visitor = shopper(`${country}.localhost`);
      const answer = await visitor.call('getShippingMethods', {});
      expect(answer.status).toBe(200);
      const fees = shippingFees(country, shopToday(new Date()));
      expect(answer.json()).toEqual({
        shippingMethods: [
          {
            id: 'shipping-parcel',
            key: 'parcel',
            name: 'Parcel',
            isDefault: true,
            price: fees.parcelFee,
            freeAbove: fees.freeAbove,
          },
          {
            id: 'shipping-freight',
            key: 'freight',
            name: 'Freight',
            isDefault: false,
            price: fees.freightFee,
            freeAbove: null,
          },
        ],
      });
      expect(visitor.cookie).toBeNull();
    },
  );

  it('says which method matches the cart: freight only with a freight item', async () => {
    const { sqlite } = store.database;
    const visitor = shopper();
    let cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const matching = async () =>
      (
        (await visitor.call('getShippingMethodsByCart', { cartId: cart.id })).json() as {
          shippingMethods: Array<{ key: string; isMatching: boolean }>;
        }
      ).shippingMethods.map((method) => [method.key, method.isMatching]);
    expect(await matching()).toEqual([
      ['parcel', true],
      ['freight', false],
    ]);
    try {
      sqlite.prepare(`update products set freight = 1 where sku = ?`).run(skus[1]);
      cart = cartOf(
        await visitor.call('addToCart', { sku: skus[1], quantity: 1, cartId: cart.id, version: cart.version }),
      );
      expect(await matching()).toEqual([
        ['parcel', false],
        ['freight', true],
      ]);
    } finally {
      sqlite.prepare(`update products set freight = 0 where sku = ?`).run(skus[1]);
    }
    for (const [who, cartId] of [
      [shopper(), cart.id],
      [visitor, 'no-such-cart'],
    ] as const) {
      const answer = await who.call('getShippingMethodsByCart', { cartId });
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ message: CART_NOT_FOUND });
    }
  });

  it('answers the session’s cart and no customer for a guest (get me)', async () => {
    const visitor = shopper();
    expect((await visitor.call('getMe', {})).json()).toEqual({ cart: null, customer: null });
    expect(visitor.cookie).toBeNull();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    expect((await visitor.call('getMe', { customer: true })).json()).toEqual({ cart, customer: null });
    expect((await visitor.call('getMe', { customer: 'yes' })).status).toBe(400);
  });
});

describe('complementary products by sku (spec/2 §5, §7)', () => {
  /** A published product sold with accessories, and the categories of those accessories. */
  const withAccessories = () => {
    const row = store.database.sqlite
      .prepare(
        `select b.sku, group_concat(distinct a.category_id) as categories from product_relations r
         join products b on b.id = r.product_id and b.published = 1
         join products a on a.id = r.related_product_id
         where r.kind = 'accessory' group by b.sku order by b.sku limit 1`,
      )
      .get() as { sku: string; categories: string };
    return { sku: row.sku, categories: row.categories.split(',') };
  };
  type Answer = {
    baseProduct: { sku: string } | null;
    products: Array<{ sku: string; availability: { isOnStock: boolean } }>;
  };

  it('offers at most 4 published, in-stock products of the categories the product references', async () => {
    const { sku, categories } = withAccessories();
    const answer = (await shopper().call('getComplementaryProducts', { skus: [sku] })).json() as Answer;
    expect(answer.baseProduct?.sku).toBe(sku);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(4);
    const categoryOf = store.database.sqlite.prepare(`select category_id from products where sku = ?`).pluck();
    for (const product of answer.products) {
      expect(categories).toContain(categoryOf.get(product.sku));
      expect(product.availability.isOnStock).toBe(true);
      expect(product.sku).not.toBe(sku);
    }
    // Out of stock, or already held by the caller: not offered.
    const [first, ...rest] = answer.products;
    const stock = store.database.sqlite.prepare(`update inventory set available_quantity = ? where sku = ?`);
    stock.run(0, first!.sku);
    try {
      const again = (
        await shopper().call('getComplementaryProducts', { skus: [sku, rest[0]?.sku ?? sku] })
      ).json() as Answer;
      expect(again.products.map((product) => product.sku)).not.toContain(first!.sku);
      if (rest[0] !== undefined) expect(again.products.map((product) => product.sku)).not.toContain(rest[0].sku);
    } finally {
      stock.run(5000, first!.sku);
    }
  });

  it('offers nothing for a product that references no category, or is unknown; refuses bad SKU lists', async () => {
    const lonely = store.database.sqlite
      .prepare(
        `select sku from products p where published = 1
         and not exists (select 1 from product_relations r where r.product_id = p.id and r.kind = 'accessory')
         order by sku limit 1`,
      )
      .pluck()
      .get() as string;
    const answer = (await shopper().call('getComplementaryProducts', { skus: [lonely] })).json() as Answer;
    expect(answer).toMatchObject({ baseProduct: { sku: lonely }, products: [] });
    expect((await shopper().call('getComplementaryProducts', { skus: ['EX99999999'] })).json()).toEqual({
      baseProduct: null,
      products: [],
    });
    for (const skus of [[], ['not a sku'], Array.from({ length: 51 }, () => 'EX10000001'), 'EX10000001']) {
      const refused = await shopper().call('getComplementaryProducts', { skus });
      expect(refused.status, JSON.stringify(skus).slice(0, 60)).toBe(400);
      expect(refused.json()).toMatchObject({ field: expect.stringMatching(/^\/skus/) });
    }
  });
});

describe('50 clients changing one cart at once (docs/decisions/022)', () => {
  const CLIENTS = 50;

  /** One client: sends its change at the version it knows, and retries once at the server's version on a 409. */
  async function change(
    visitor: ReturnType<typeof shopper>,
    cartId: string,
    version: number,
    action: unknown,
  ): Promise<Answer> {
    const first = await visitor.call('updateCart', { cartId, version, actions: [action] });
    if (first.status !== 409) return first;
    const { currentVersion } = first.json() as { currentVersion: number };
    return visitor.call('updateCart', { cartId, version: currentVersion, actions: [action] });
  }

  /** The same session in 50 clients (50 tabs of one shopper): each keeps the cookie. */
  function clientsOf(visitor: ReturnType<typeof shopper>) {
    return Array.from({ length: CLIENTS }, () => {
      const client = shopper();
      return {
        call: (operation: string, payload: unknown) =>
          httpCall(port, 'POST', `/api/${operation}`, {
            host: 'de.localhost',
            body: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', cookie: visitor.cookie! },
          }),
        get cookie() {
          return client.cookie;
        },
      } as ReturnType<typeof shopper>;
    });
  }

  it('+1 of the same SKU each: every change lands and shows, or ends in a 409 — none lost; the version counts them', async () => {
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: skus[0], quantity: 1 }));
    const answers = await Promise.all(
      clientsOf(visitor).map((client) =>
        change(client, cart.id, cart.version, { action: 'addLineItem', sku: skus[0], quantity: 1 }),
      ),
    );
    const landed = answers.filter((answer) => answer.status === 200).map((answer) => answer.json() as Cart);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(landed.length).toBeGreaterThan(0);
    // Each landed change is in the cart it was answered with: one more item per version.
    for (const answered of landed) expect(answered.lineItems[0]!.quantity).toBe(answered.version);
    // Versions are handed out once each: no two landed changes share one.
    expect(new Set(landed.map((answered) => answered.version)).size).toBe(landed.length);
    const { cart: final } = (await visitor.call('getMyCart', {})).json() as { cart: Cart };
    expect(final.version).toBe(cart.version + landed.length);
    expect(final.lineItems.map((line) => line.quantity)).toEqual([1 + landed.length]);
  }, 60_000);

  it('a different SKU each: the final cart’s lines are exactly the landed changes', async () => {
    const distinct = store.database.sqlite
      .prepare(
        `select p.sku from products p join inventory i on i.sku = p.sku
         where p.published = 1 and p.eligible_for_selling = 1 and i.available_quantity > 0 order by p.sku`,
      )
      .pluck()
      .all() as string[];
    const [first, ...others] = distinct;
    const visitor = shopper();
    const cart = cartOf(await visitor.call('addToCart', { sku: first, quantity: 1 }));
    const clients = clientsOf(visitor).slice(0, others.length);
    const answers = await Promise.all(
      clients.map((client, index) =>
        change(client, cart.id, cart.version, { action: 'addLineItem', sku: others[index], quantity: 1 }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const landedSkus = answers.flatMap((answer, index) => {
      if (answer.status !== 200) return [];
      const answered = answer.json() as Cart;
      expect(answered.lineItems.map((line) => line.variant.sku)).toContain(others[index]);
      return [others[index]!];
    });
    const { cart: final } = (await visitor.call('getMyCart', {})).json() as { cart: Cart };
    expect(final.version).toBe(cart.version + landedSkus.length);
    expect(final.lineItems.map((line) => line.variant.sku).sort()).toEqual([first, ...landedSkus].sort());
    expect(final.lineItems.every((line) => line.quantity === 1)).toBe(true);
  }, 60_000);
});

describe('bad input to the other cart operations: a 400 naming the field, never a 5xx', () => {
  const long = 'X'.repeat(300);
  it.each<[string, unknown, string]>([
    ['applyCartCoupon', { cartId: 'c', version: 1 }, '/code'],
    ['applyCartCoupon', { cartId: long, version: 1, code: 'WELCOME10' }, '/cartId'],
    ['applyCartCoupon', { cartId: 'c', version: -1, code: 'WELCOME10' }, '/version'],
    [
      'removeCartCoupon',
      { cartId: 'c', version: 1, discountCode: { id: long, typeId: 'discount-code' } },
      '/discountCode/id',
    ],
    ['removeCartCoupon', { cartId: 'c', version: 1, discountCode: 'dc-welcome10' }, '/discountCode'],
    ['getVolumeDiscounts', { discountGroup: long }, '/discountGroup'],
    ['getVolumeDiscounts', { discountGroup: 'x', other: 1 }, '/other'],
    ['getPersonalizedDiscounts', { tier: 3 }, '/tier'],
    ['getShippingMethods', { country: 'de' }, '/country'],
    ['getShippingMethodsByCart', {}, '/cartId'],
    ['getShippingMethodsByCart', { cartId: long }, '/cartId'],
    ['getExtraGuaranteeOffers', { sku: long }, '/sku'],
    ['getExtraGuaranteeOffers', { sku: 'EX10000001', language: 'xx' }, '/language'],
    ['getComplementaryProducts', { skus: [long] }, '/skus/0'],
    ['getMe', { customer: 1 }, '/customer'],
    [
      'updateCart',
      { actions: [{ action: 'addExtraGuarantee', guaranteeSku: '4100010' }] },
      '/actions/0/parentLineItemId',
    ],
    ['updateCart', { actions: [{ action: 'addDiscountCode', code: long }] }, '/actions/0/code'],
    [
      'updateCart',
      { actions: [{ action: 'removeDiscountCode', discountCode: { id: 'd', typeId: 'cart' } }] },
      '/actions/0/discountCode/typeId',
    ],
  ])('%s %j', async (operation, payload, field) => {
    const answer = await shopper().call(operation, payload);
    expect(answer.status).toBe(400);
    expect((answer.json() as { field: string }).field).toBe(field);
  });
});
