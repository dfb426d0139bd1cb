// ADR 024: orders over HTTP against a real SQLite file (spec/2 §4 Payment, §5, §7, §9): the shop's own
// methods, the checks before an order, idempotency, stock that never goes below zero, and the concurrency an
// order must survive (100 checkouts of a product with stock 10; two creates of one cart version).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../../generated/index.ts';
import type { Cart, Order } from '../../../generated/types.ts';
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import answersSchema from '../../../schemas/operation-answers.schema.json' with { type: 'json' };
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import { EMAIL_OR_ADDRESS_MISSING } from '../../domain/checkout/pay-readiness.ts';
import { CHECKOUT_CLOSED_MESSAGE } from './checkout-cart.server.ts';
import { OUT_OF_STOCK_MESSAGE } from './order-operations.server.ts';

const OPEN_COUNTRIES = COUNTRY_CODES.filter((country) => !COUNTRIES[country].flags.checkoutDisabled);
const CLOSED_COUNTRIES = COUNTRY_CODES.filter((country) => COUNTRIES[country].flags.checkoutDisabled);

let shop: SeededShop;
let store: SeededShop['store'];
let port: number;
let skus: string[];

beforeAll(async () => {
  shop = await startSeededShop({ products: 60, stock: 5000 });
  ({ store, port } = shop);
  // Products for sale, parcel only, so that cash on delivery is open wherever the country allows it.
  skus = shop.skus.slice(0, 30);
});

afterAll(async () => {
  await shop.close();
});

const answers = new Ajv2020({ allErrors: true, strict: false }).addSchema(commonSchema).addSchema(answersSchema);
const isOrder = answers.getSchema(`${answersSchema.$id}#/$defs/order`)!;

const stockOf = (sku: string) =>
  store.database.sqlite.prepare(`select available_quantity from inventory where sku = ?`).pluck().get(sku) as number;
const setStock = (sku: string, quantity: number) =>
  store.database.sqlite.prepare(`update inventory set available_quantity = ? where sku = ?`).run(quantity, sku);
const ordersOfCart = (cartId: string) =>
  store.database.sqlite.prepare(`select count(*) from orders where cart_id = ?`).pluck().get(cartId) as number;

function addressIn(country: CountryCode) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetName: 'Market Street',
    streetNumber: '12',
    postalCode: COUNTRIES[country].address.postalCode.example ?? '1000',
    city: 'Capital',
    phone: '+49 30 1234567',
    country: country.toUpperCase(),
  };
}

/** A shopper of `country` with a cart of these SKUs (quantity each), and, unless told not to, e-mail and address. */
async function readyCart(
  country: CountryCode,
  lines: ReadonlyArray<readonly [string, number]>,
  { details = true } = {},
): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(port, `${country}.localhost`);
  const actions = [
    ...lines.map(([sku, quantity]) => ({ action: 'addLineItem', sku, quantity })),
    ...(details
      ? [
          { action: 'setCustomerEmail', email: 'ada@example.com' },
          { action: 'setBillingAddress', address: addressIn(country) },
        ]
      : []),
  ];
  const answer = await shopper.call('updateCart', { actions });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

const orderPayload = (cart: Cart, paymentMethod = 'cashOnDelivery', clientType = 'PRIVATE') => ({
  cartId: cart.id,
  version: cart.version,
  paymentMethod,
  clientType,
});

function orderOf(answer: { status: number; text(): string; json(): unknown }): Order {
  expect(answer.status, answer.text()).toBe(200);
  const order = answer.json() as Order;
  expect(isOrder(order), JSON.stringify(isOrder.errors)).toBe(true);
  return order;
}

describe('create my order from cart (spec/2 §4 Payment, §7)', () => {
  it('makes a cash-on-delivery order: unpaid, the fee and its VAT added, stock taken, the cart ended', async () => {
    const sku = skus[0]!;
    const before = stockOf(sku);
    const { shopper, cart } = await readyCart('de', [[sku, 2]]);
    const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
    const fee = COUNTRIES.de.payment.cashOnDelivery.fee;
    expect(order).toMatchObject({
      orderState: 'Open',
      paymentState: 'Pending',
      shipmentState: 'Pending',
      customerEmail: 'ada@example.com',
      cart: { id: cart.id, version: cart.version },
      storeKey: cart.storeKey,
      clientType: 'PRIVATE',
    });
    expect(order.orderNumber).toMatch(/^DE\d{6}$/);
    expect(order.displayOrderNumber).toBe(order.orderNumber);
    // spec/2 §9 COD fee: added to the total, its VAT (19 % in DE) to the taxes.
    expect(order.totalPrice.centAmount).toBe(cart.totalPrice.centAmount + fee);
    expect(order.custom.codFee).toEqual({ centAmount: fee, currencyCode: 'EUR', fractionDigits: 2 });
    expect(order.custom.codFeeVat!.centAmount).toBe(Math.round((fee * 19) / 119));
    const taxes = order.taxedPrice.taxPortions.reduce((sum, portion) => sum + portion.amount.centAmount, 0);
    expect(order.taxedPrice.totalNet.centAmount + taxes).toBe(order.totalPrice.centAmount);
    expect(order.paymentInfo.payments).toEqual([
      expect.objectContaining({
        paymentInterface: 'shop',
        method: 'cashOnDelivery',
        name: { en: 'Cash on delivery' },
        state: 'Pending',
        amountPlanned: order.totalPrice,
      }),
    ]);
    expect(order.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[sku, 2]]);
    // The shipping address is the billing one unless another was given (spec/2 §4 Checkout).
    expect(order.shippingAddress).toEqual(order.billingAddress);
    expect(stockOf(sku)).toBe(before - 2);
    // The cart is reset: the session has none, and the next add begins a new one (spec/2 §4 Payment).
    expect((await shopper.call('getMyCart', {})).json()).toEqual({ cart: null });
    const next = (await shopper.call('addToCart', { sku, quantity: 1 })).json() as Cart;
    expect(next.id).not.toBe(cart.id);
  });

  it.each(OPEN_COUNTRIES)(
    '%s: cash on delivery, where offered, adds the country’s fee and its VAT to the total',
    async (country) => {
      const { shopper, cart } = await readyCart(country, [[skus[18]!, 1]]);
      const methods = (await shopper.call('getPaymentMethods', { cartId: cart.id, clientType: 'PRIVATE' })).json() as {
        methods: { code: string }[];
      };
      if (!methods.methods.some((method) => method.code === 'cashOnDelivery')) return;
      const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
      const fee = COUNTRIES[country].payment.cashOnDelivery.fee;
      expect(order.totalPrice.centAmount).toBe(cart.totalPrice.centAmount + fee);
      expect(order.custom.codFee!.centAmount).toBe(fee);
      const taxes = order.taxedPrice.taxPortions.reduce((sum, portion) => sum + portion.amount.centAmount, 0);
      expect(order.taxedPrice.totalNet.centAmount + taxes).toBe(order.totalPrice.centAmount);
    },
  );

  it.each(CLOSED_COUNTRIES)(
    'refuses every order in %s, whose checkout is closed (spec/1 §5, spec/2 §2), and leaves the cart as it was',
    async (country) => {
      const { shopper, cart } = await readyCart(country, [[skus[19]!, 1]]);
      for (const method of ['cashOnDelivery', 'bankTransfer']) {
        const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart, method));
        expect(answer.status).toBe(400);
        expect(answer.json()).toMatchObject({ message: CHECKOUT_CLOSED_MESSAGE });
      }
      const paid = await shopper.call('pay', { ...orderPayload(cart), paymentMethod: { type: 'scheme' } });
      expect(paid.status).toBe(400);
      expect(paid.json()).toMatchObject({ message: CHECKOUT_CLOSED_MESSAGE });
      expect((await shopper.call('getMyCart', {})).json().cart).toEqual(cart);
      expect(ordersOfCart(cart.id)).toBe(0);
    },
  );

  it('records the newsletter and review consents of the cart with the order (spec/2 §3 Client UI state, §4 Payment)', async () => {
    const { shopper, cart } = await readyCart('cz', [[skus[0]!, 1]]);
    const consented = await shopper.call('updateCart', {
      cartId: cart.id,
      version: cart.version,
      actions: [{ action: 'setCustomType', fields: { customerAgreedToSendEmail: true, reviewConsent: false } }],
    });
    expect(consented.status, consented.text()).toBe(200);
    const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(consented.json() as Cart)));
    expect(order.custom).toMatchObject({ customerAgreedToSendEmail: true, reviewConsent: false });
    const refused = await shopper.call('updateCart', {
      actions: [{ action: 'setCustomType', fields: { reviewConsent: 'yes' } }],
    });
    expect(refused.status).toBe(400);
  });

  it('answers the same order for the same cart version again, and takes the stock once', async () => {
    const sku = skus[1]!;
    const { shopper, cart } = await readyCart('de', [[sku, 1]]);
    const before = stockOf(sku);
    const first = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
    const again = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
    expect(again).toEqual(first);
    expect(stockOf(sku)).toBe(before - 1);
    expect(ordersOfCart(cart.id)).toBe(1);
  });

  it('makes a bank-transfer order awaiting payment, with the store’s bank data and the order number to quote', async () => {
    const { shopper, cart } = await readyCart('sk', [[skus[2]!, 1]]);
    const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart, 'bankTransfer')));
    expect(order.paymentState).toBe('BalanceDue');
    expect(order.totalPrice).toEqual(cart.totalPrice);
    const { bankTransfer } = COUNTRIES.sk.payment;
    expect(bankTransfer.enabled).toBe(true);
    expect(order.paymentInfo.payments[0]!.bankTransfer).toEqual({
      ...(bankTransfer.enabled ? bankTransfer.details : {}),
      reference: order.orderNumber,
    });
  });

  it('numbers Czech orders with the NS prefix, shown without it (spec/2 §9)', async () => {
    const { shopper, cart } = await readyCart('cz', [[skus[3]!, 1]]);
    const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
    expect(order.orderNumber).toMatch(/^NSCZ\d{6}$/);
    expect(order.displayOrderNumber).toBe(order.orderNumber.slice(2));
    expect(order.totalPrice.currencyCode).toBe('CZK');
  });

  it.each(OPEN_COUNTRIES.filter((country) => !COUNTRIES[country].payment.bankTransfer.enabled))(
    'refuses bank transfer where the country has it off (%s; spec/2 §5)',
    async (country) => {
      const { shopper, cart } = await readyCart(country, [[skus[4]!, 1]]);
      const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart, 'bankTransfer'));
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ field: '/paymentMethod' });
      expect((await shopper.call('getMyCart', {})).json().cart).toEqual(cart);
    },
  );

  it('refuses bank transfer and cash on delivery for more than 20 lines (spec/2 §5)', async () => {
    const lines = skus.slice(0, 21).map((sku) => [sku, 1] as const);
    const { shopper, cart } = await readyCart('at', lines);
    expect(cart.lineItems).toHaveLength(21);
    for (const method of ['bankTransfer', 'cashOnDelivery']) {
      const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart, method));
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ field: '/paymentMethod' });
    }
  });

  it('refuses cash on delivery above the country’s item limit (IT: 1 item; spec/2 §9)', async () => {
    const { shopper, cart } = await readyCart('it', [[skus[5]!, 2]]);
    const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ field: '/paymentMethod' });
  });

  it('needs the e-mail and the billing address first, and leaves the cart as it was', async () => {
    const { shopper, cart } = await readyCart('de', [[skus[6]!, 1]], { details: false });
    const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      message: EMAIL_OR_ADDRESS_MISSING,
      errors: [{ code: 'MissingCheckoutDetails', missing: ['email', 'billingFirstName'] }],
    });
    expect((await shopper.call('getMyCart', {})).json().cart).toEqual(cart);
  });

  it.each(OPEN_COUNTRIES.filter((country) => COUNTRIES[country].address.postalCode.pattern))(
    'checks the addresses again with the checkout form’s schema: a postal code %s does not know is refused',
    async (country) => {
      const { shopper, cart } = await readyCart(country, [[skus[17]!, 1]]);
      const wrong = (
        await shopper.call('updateCart', {
          cartId: cart.id,
          version: cart.version,
          actions: [{ action: 'setBillingAddress', address: { ...addressIn(country), postalCode: 'X' } }],
        })
      ).json() as Cart;
      const answer = await shopper.call('createMyOrderFromCart', orderPayload(wrong));
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        field: '/billingAddress/postalCode',
        errors: [{ code: 'InvalidAddressField', rule: 'postalCode' }],
      });
      expect(ordersOfCart(cart.id)).toBe(0);
    },
  );

  it('answers a stale version 409 with the current one, and places nothing', async () => {
    const { shopper, cart } = await readyCart('de', [[skus[7]!, 1]]);
    const answer = await shopper.call('createMyOrderFromCart', { ...orderPayload(cart), version: cart.version + 1 });
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ currentVersion: cart.version });
    expect(ordersOfCart(cart.id)).toBe(0);
  });

  it('answers another visitor’s cart, and a visitor without a session, as an unknown one', async () => {
    const { cart } = await readyCart('de', [[skus[8]!, 1]]);
    for (const stranger of [apiShopper(port), (await readyCart('de', [[skus[9]!, 1]])).shopper]) {
      const answer = await stranger.call('createMyOrderFromCart', orderPayload(cart));
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Cart not found' });
    }
    expect(ordersOfCart(cart.id)).toBe(0);
  });

  it('places no order when the stock was sold meanwhile: nothing taken, the cart unchanged', async () => {
    const [short, plenty] = [skus[10]!, skus[11]!];
    const { shopper, cart } = await readyCart('de', [
      [plenty, 1],
      [short, 3],
    ]);
    setStock(short, 2);
    const before = stockOf(plenty);
    const answer = await shopper.call('createMyOrderFromCart', orderPayload(cart));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      message: OUT_OF_STOCK_MESSAGE,
      errors: [{ code: 'OutOfStock', skus: [short] }],
    });
    expect(stockOf(short)).toBe(2);
    expect(stockOf(plenty)).toBe(before);
    expect((await shopper.call('getMyCart', {})).json().cart).toMatchObject({ id: cart.id, version: cart.version });
    setStock(short, 5000);
  });

  it.each([
    [{ paymentMethod: 'scheme' }, '/paymentMethod'],
    [{ clientType: 'GUEST' }, '/clientType'],
    [{ version: 0 }, '/version'],
    [{ version: 1.5 }, '/version'],
    [{ cartId: '' }, '/cartId'],
    [{ total: 1 }, '/total'],
  ])('refuses a malformed payload %j naming the field', async (change, field) => {
    const { shopper, cart } = await readyCart('de', [[skus[12]!, 1]]);
    const answer = await shopper.call('createMyOrderFromCart', { ...orderPayload(cart), ...change });
    expect(answer.status).toBe(400);
    expect(answer.json().field ?? '').toBe(field);
    expect(ordersOfCart(cart.id)).toBe(0);
  });
});

describe('payment methods of a cart (spec/2 §5 Payment method availability)', () => {
  const methodsOf = async (shopper: ApiShopper, cart: Cart, clientType: string) => {
    const answer = await shopper.call('getPaymentMethods', { cartId: cart.id, clientType });
    expect(answer.status, answer.text()).toBe(200);
    return answer.json() as {
      methods: { code: string; kind: string }[];
      unavailable: { code: string; reasons: string[] }[];
      codFee: { gross: { centAmount: number }; vat: { centAmount: number } } | null;
    };
  };

  it.each(Object.keys(COUNTRIES) as CountryCode[])(
    'offers %s the configured methods of each client type, bank transfer only where on, COD with its fee',
    async (country) => {
      const { shopper, cart } = await readyCart(country, [[skus[15]!, 1]]);
      const { payment } = COUNTRIES[country];
      for (const clientType of ['PRIVATE', 'COMPANY'] as const) {
        const answer = await methodsOf(shopper, cart, clientType);
        const offered = answer.methods.map((method) => method.code);
        const configured = payment.methods
          .filter((method) => (method.clientTypes as readonly string[]).includes(clientType))
          .map((method) => method.code);
        expect(offered.every((code) => configured.includes(code as never))).toBe(true);
        expect(offered.includes('bankTransfer')).toBe(
          configured.includes('bankTransfer') && payment.bankTransfer.enabled,
        );
        for (const method of answer.methods) {
          expect(method.kind).toBe(['bankTransfer', 'cashOnDelivery'].includes(method.code) ? 'shop' : 'provider');
        }
        if (offered.includes('cashOnDelivery')) {
          expect(answer.codFee!.gross.centAmount).toBe(payment.cashOnDelivery.fee);
          expect(answer.codFee!.vat.centAmount).toBeLessThan(payment.cashOnDelivery.fee + 1);
        } else {
          expect(answer.codFee).toBeNull();
        }
      }
    },
  );

  it('answers another visitor’s cart as an unknown one', async () => {
    const { cart } = await readyCart('de', [[skus[16]!, 1]]);
    const answer = await apiShopper(port).call('getPaymentMethods', { cartId: cart.id, clientType: 'PRIVATE' });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Cart not found' });
  });
});

describe('my orders (spec/2 §7, the thank-you page)', () => {
  it('finds the session’s order by id, by number and by the number as shown; none for others or without either', async () => {
    const { shopper, cart } = await readyCart('cz', [[skus[13]!, 1]]);
    const order = orderOf(await shopper.call('createMyOrderFromCart', orderPayload(cart)));
    for (const where of [
      { id: order.id },
      { orderNumber: order.orderNumber },
      { orderNumber: order.displayOrderNumber },
    ]) {
      const found = (await shopper.call('getMyOrders', { where })).json();
      expect(found).toEqual({ orders: { results: [order], total: 1, offset: 0, count: 1 } });
    }
    expect((await shopper.call('getMyOrders', {})).json().orders.results).toEqual([]);
    const stranger = (await readyCart('cz', [[skus[14]!, 1]])).shopper;
    expect((await stranger.call('getMyOrders', { where: { id: order.id } })).json().orders.total).toBe(0);
    // The same session in another country's shop does not see it either.
    expect(
      (await apiShopper(port, 'sk.localhost').call('getMyOrders', { where: { id: order.id } })).json().orders.total,
    ).toBe(0);
  });
});

describe('orders under concurrency (ADR 024: never lost or doubled)', () => {
  it('100 checkouts of a product with stock 10 at once: exactly 10 orders, stock 0, 90 clear refusals', async () => {
    const sku = skus[20]!;
    setStock(sku, 10);
    const carts = await Promise.all(Array.from({ length: 100 }, () => readyCart('de', [[sku, 1]])));
    const answers = await Promise.all(
      carts.map(({ shopper, cart }) => shopper.call('createMyOrderFromCart', orderPayload(cart))),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ errors: [{ code: 'OutOfStock', skus: [sku] }] });
    expect(stockOf(sku)).toBe(0);
    const lines = store.database.sqlite
      .prepare(`select count(*), sum(reserved) from order_lines where sku = ?`)
      .raw()
      .get(sku) as [number, number];
    expect(lines).toEqual([10, 10]);
    setStock(sku, 5000);
  });

  it('two creates of one cart version at once: one order, both answers naming it', async () => {
    const { shopper, cart } = await readyCart('de', [[skus[21]!, 1]]);
    const [a, b] = await Promise.all([
      shopper.call('createMyOrderFromCart', orderPayload(cart)),
      shopper.call('createMyOrderFromCart', orderPayload(cart)),
    ]);
    expect(orderOf(a).id).toBe(orderOf(b).id);
    expect(ordersOfCart(cart.id)).toBe(1);
  });
});
