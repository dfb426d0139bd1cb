// Money attack (spec/2 §5, ADR 027): a use-limited discount code raced by many carts paying at once — some by card
// through the embedded test provider (hosted page, 3-D Secure, return), some by bank transfer — over HTTP against a
// real store. The invariants: the code's uses never exceed its maximum, and every order placed is worth exactly the
// money taken for it (a card order its authorised payment; no authorised payment without its order).
import BetterSqlite3 from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../generated/index.ts';
import type { Cart, Order, PayAnswer } from '../../generated/types.ts';
import { embeddedPaymentProvider } from '../../runtime/server/app/embedded-payments.server.ts';
import { apiShopper, type ApiShopper } from '../fixtures/api-shopper.ts';
import { payOnHostedPage, returnToShop } from '../fixtures/provider-shopper.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';

const MAX = 3;
const CODE = 'RACE3';

let shop: SeededShop;
let dir: string;
let providerFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'multishop-attack-codes-'));
  providerFile = path.join(dir, 'provider.sqlite');
  // The provider's webhooks come late: the shoppers' returns race each other first, then the webhooks repeat them.
  shop = await startSeededShop({
    products: 40,
    stock: 500,
    paymentDatabase: providerFile,
    app: { testProviderDelivery: { delayMs: 60_000 } },
  });
  shop.store.database.sqlite
    .prepare(
      `insert into discount_codes (id, code, stores, valid_from, valid_until, is_active, permyriad, name,
         max_applications, applications) values ('dc-race', ?, '[]', null, null, 1, 1500, '"15 %"', ?, 0)`,
    )
    .run(CODE, MAX);
});

afterAll(async () => {
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

/** A shopper with a cart of one product, ready to pay, the code applied while it still had uses. */
async function cartWithCode(index: number): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(shop.port, 'de.localhost');
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku: shop.skus[index % shop.skus.length], quantity: 1 },
      { action: 'setCustomerEmail', email: `racer${index}@example.com` },
      {
        action: 'setBillingAddress',
        address: {
          firstName: 'Erika',
          lastName: 'Mustermann',
          streetName: 'Market Street',
          streetNumber: String(index + 1),
          postalCode: COUNTRIES.de.address.postalCode.example ?? '10115',
          city: 'Berlin',
          phone: '+49 30 1234567',
          country: 'DE',
        },
      },
      { action: 'addDiscountCode', code: CODE },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

/** A card payment to its end: the pay call, then the hosted page and the return when it is let through. */
async function payByCard({ shopper, cart }: { shopper: ApiShopper; cart: Cart }): Promise<string> {
  const answer = await shopper.call('pay', {
    cartId: cart.id,
    version: cart.version,
    clientType: 'PRIVATE',
    paymentMethod: { type: 'scheme' },
    expectedTotal: cart.totalPrice.centAmount,
  });
  if (answer.status !== 200) return `refused ${answer.status} ${(answer.json() as { message: string }).message}`;
  const paid = answer.json() as PayAnswer;
  if (paid.action !== 'redirect') return `answered ${paid.action}`;
  return returnToShop(shop.port, await payOnHostedPage(shop.port, paid.url));
}

async function orderByTransfer({ shopper, cart }: { shopper: ApiShopper; cart: Cart }): Promise<string> {
  const answer = await shopper.call('createMyOrderFromCart', {
    cartId: cart.id,
    version: cart.version,
    paymentMethod: 'bankTransfer',
    clientType: 'PRIVATE',
    expectedTotal: cart.totalPrice.centAmount,
  });
  return answer.status === 200
    ? 'ordered'
    : `refused ${answer.status} ${(answer.json() as { message: string }).message}`;
}

describe('a use-limited code raced by card payments and bank transfers', () => {
  it(`${MAX} uses, 12 carts paying at once: at most ${MAX} orders use it, each worth the money taken for it`, async () => {
    const carts = await Promise.all(Array.from({ length: 12 }, (_, index) => cartWithCode(index)));
    for (const { cart } of carts) {
      expect(cart.discountCodes).toMatchObject([{ discountCode: { code: CODE }, state: 'MatchesCart' }]);
    }
    const outcomes = await Promise.all(
      carts.map((cart, index) => (index % 3 === 2 ? orderByTransfer(cart) : payByCard(cart))),
    );
    // The webhooks come after: they find each order made, or the attempt closed, and change nothing.
    await embeddedPaymentProvider(shop.app)!.flush();

    const { sqlite } = shop.store.database;
    const code = sqlite.prepare(`select applications, reserved from discount_codes where id = 'dc-race'`).get() as {
      applications: number;
      reserved: number;
    };
    const orders = (sqlite.prepare(`select data from orders`).pluck().all() as string[]).map(
      (data) => JSON.parse(data) as Order,
    );
    const withCode = orders.filter((order) =>
      order.discountCodes.some(({ discountCode }) => discountCode.code === CODE),
    );
    expect(code.applications).toBeLessThanOrEqual(MAX);
    expect(code.applications + code.reserved).toBeLessThanOrEqual(MAX);
    expect(withCode).toHaveLength(code.applications);
    // Demand is four times the maximum: every use went to an order, and the others were told why.
    expect(code.applications, outcomes.join('\n')).toBe(MAX);
    expect(outcomes.filter((outcome) => outcome.includes('has been used up'))).toHaveLength(carts.length - MAX);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.startsWith('refused')) {
        expect(outcome).toBe(`refused 400 The discount code ${CODE} has been used up.`);
        expect(orders.some((order) => order.cart.id === carts[index]!.cart.id)).toBe(false);
      }
    }

    // Money: each order is worth what its shopper saw with the code, and a card order exactly its authorised payment.
    const provider = new BetterSqlite3(providerFile, { readonly: true });
    const authorised = provider
      .prepare(
        `select merchant_reference as attemptId, amount_value as amount, currency from payments
         where result_code = 'Authorised'`,
      )
      .all() as { attemptId: string; amount: number; currency: string }[];
    provider.close();
    const attemptOrder = sqlite.prepare(`select order_id from payment_attempts where id = ?`).pluck();
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const payment of authorised) {
      const order = byId.get(attemptOrder.get(payment.attemptId) as string);
      expect(order, `the order of payment ${payment.attemptId}`).toBeDefined();
      expect(order!.totalPrice).toMatchObject({ centAmount: payment.amount, currencyCode: payment.currency });
    }
    for (const order of withCode) {
      const cart = carts.find(({ cart: priced }) => priced.id === order.cart.id)!.cart;
      expect(order.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
      if (order.paymentInfo.payments[0]!.paymentInterface === 'provider') {
        expect(authorised.filter((payment) => attemptOrder.get(payment.attemptId) === order.id)).toHaveLength(1);
      }
    }
  }, 120_000);
});
