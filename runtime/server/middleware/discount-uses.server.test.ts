// spec/2 §5, ADR 027 over real HTTP against a real SQLite file and the embedded test provider: a limited code's uses
// on every payment path. A card payment holds a use before the provider is asked, and its order turns it into the
// application; a refused or cancelled payment lets it go; a payment or an unpaid order (bank transfer, cash on
// delivery) that finds no use left is refused with the cart's used-up words and places nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import type { Cart, Order, PayAnswer } from '../../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { chooseOnMethodPage, payOnHostedPage, returnToShop } from '../../../tests/fixtures/provider-shopper.ts';
import { startSeededShop, type SeededShop } from '../../../tests/fixtures/seeded-shop.ts';
import { KyselyPaymentAttempts } from '../commerce/kysely/payment-attempts.server.ts';
import { SqliteOrders } from '../commerce/sqlite/orders.server.ts';
import type { PaymentAttempt } from '../commerce/ports/payment-attempt-store.ts';
import type { PaymentUndo } from '../payments/payment-undo.server.ts';
import { paymentCompletion } from './payment-completion.server.ts';

/** The merchant account the completion is built with here; the answers below carry none (as a return's do not). */
const MERCHANT = 'MultishopTest';

let shop: SeededShop;
let codeCount = 0;

beforeAll(async () => {
  shop = await startSeededShop({ products: 40, stock: 500, app: { testProviderDelivery: { delayMs: 60_000 } } });
});
afterAll(() => shop.close());

/** A new code of 10 % off with this maximum; answers its text and id. */
function newCode(maxApplications: number): { code: string; id: string } {
  codeCount += 1;
  const code = { code: `LIMITED${codeCount}`, id: `dc-limited-${codeCount}` };
  shop.store.database.sqlite
    .prepare(
      `insert into discount_codes (id, code, stores, valid_from, valid_until, is_active, permyriad, name,
         max_applications, applications) values (?, ?, '[]', null, null, 1, 1000, '"10 %"', ?, 0)`,
    )
    .run(code.id, code.code, maxApplications);
  return code;
}

const countsOf = (id: string) =>
  shop.store.database.sqlite.prepare(`select applications, reserved from discount_codes where id = ?`).get(id) as {
    applications: number;
    reserved: number;
  };

const ordersOfCart = (cartId: string) =>
  shop.store.database.sqlite.prepare(`select count(*) from orders where cart_id = ?`).pluck().get(cartId) as number;

/** A German shopper with a cart ready to pay, the code applied (taking effect). */
async function cartWithCode(code: string): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(shop.port, 'de.localhost');
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku: shop.skus[0], quantity: 1 },
      { action: 'setCustomerEmail', email: 'limited@example.com' },
      {
        action: 'setBillingAddress',
        address: {
          firstName: 'Erika',
          lastName: 'Mustermann',
          streetName: 'Market Street',
          streetNumber: '1',
          postalCode: COUNTRIES.de.address.postalCode.example ?? '10115',
          city: 'Berlin',
          phone: '+49 30 1234567',
          country: 'DE',
        },
      },
      { action: 'addDiscountCode', code },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  const cart = answer.json() as Cart;
  expect(cart.discountCodes).toMatchObject([{ discountCode: { code }, state: 'MatchesCart' }]);
  return { shopper, cart };
}

const payByCard = (shopper: ApiShopper, cart: Cart) =>
  shopper.call('pay', {
    cartId: cart.id,
    version: cart.version,
    clientType: 'PRIVATE',
    paymentMethod: { type: 'scheme' },
  });

const orderByTransfer = (shopper: ApiShopper, cart: Cart) =>
  shopper.call('createMyOrderFromCart', {
    cartId: cart.id,
    version: cart.version,
    paymentMethod: 'bankTransfer',
    clientType: 'PRIVATE',
  });

/** The used-up refusal: 400 on the cart, in the coupon field's form, with the cart's words. */
function expectUsedUp(answer: { status: number; json(): unknown }, code: string) {
  expect(answer.status).toBe(400);
  expect(answer.json()).toMatchObject({
    field: '/cartId',
    message: `The discount code ${code} has been used up.`,
    errors: [{ code: 'DiscountCodeNonApplicable', reason: 'usedUp' }],
  });
}

describe('a limited code on the payment paths (spec/2 §5, ADR 027)', () => {
  it('a card payment holds the last use: another card payment and an unpaid order are refused, nothing placed', async () => {
    const { code, id } = newCode(1);
    const first = await cartWithCode(code);
    const second = await cartWithCode(code);
    const third = await cartWithCode(code);
    const started = await payByCard(first.shopper, first.cart);
    expect((started.json() as PayAnswer).action).toBe('redirect');
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });

    expectUsedUp(await payByCard(second.shopper, second.cart), code);
    // Refused before the provider was asked: the attempt is closed, no payment page was made for it.
    const attempts = shop.store.database.sqlite
      .prepare(`select state, psp_reference from payment_attempts where cart_id = ?`)
      .all(second.cart.id);
    expect(attempts).toEqual([{ state: 'Error', psp_reference: null }]);

    const stock = () =>
      shop.store.database.sqlite
        .prepare(`select available_quantity from inventory where sku = ?`)
        .pluck()
        .get(shop.skus[0]);
    const before = stock();
    expectUsedUp(await orderByTransfer(third.shopper, third.cart), code);
    expect(ordersOfCart(third.cart.id)).toBe(0);
    expect(stock()).toBe(before);
    expect((await third.shopper.call('getMyCart', {})).json()).toMatchObject({
      cart: { id: third.cart.id, version: third.cart.version },
    });
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });

    // The card payment goes through: its order turns the held use into the application.
    const next = await returnToShop(
      shop.port,
      await payOnHostedPage(shop.port, (started.json() as { url: string }).url),
    );
    expect(next).toMatch(/\/checkout\/thank-you\/[\w-]+$/);
    expect(ordersOfCart(first.cart.id)).toBe(1);
    expect(countsOf(id)).toEqual({ applications: 1, reserved: 0 });
  });

  it('a refused card payment, and a cancelled one, let the use go; the next payment takes it', async () => {
    const { code, id } = newCode(1);
    const first = await cartWithCode(code);
    const second = await cartWithCode(code);
    const declined = (await payByCard(first.shopper, first.cart)).json() as { url: string };
    expectUsedUp(await payByCard(second.shopper, second.cart), code);
    const refusedAt = await returnToShop(shop.port, await payOnHostedPage(shop.port, declined.url, 'DECLINED'));
    expect(refusedAt).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 0 });

    const cancelled = (await payByCard(second.shopper, second.cart)).json() as { url: string };
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });
    const cancelledAt = await returnToShop(shop.port, await chooseOnMethodPage(shop.port, cancelled.url, 'cancel'));
    expect(cancelledAt).toMatch(/\/adyen-payment-error\/\?error=cancelled-transaction$/);
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 0 });

    const order = await orderByTransfer(first.shopper, first.cart);
    expect(order.status, order.text()).toBe(200);
    expect((order.json() as Order).discountCodes).toMatchObject([{ discountCode: { code } }]);
    expect(countsOf(id)).toEqual({ applications: 1, reserved: 0 });
  });

  it('one cart version paid by card, then PayPal, then bank transfer holds one use and applies it once', async () => {
    const { code, id } = newCode(1);
    const { shopper, cart } = await cartWithCode(code);
    expect(((await payByCard(shopper, cart)).json() as PayAnswer).action).toBe('redirect');
    // The same cart version paid by another method shares its hold, rather than needing a second use.
    const paypal = await shopper.call('pay', {
      cartId: cart.id,
      version: cart.version,
      clientType: 'PRIVATE',
      paymentMethod: { type: 'paypal' },
    });
    expect(paypal.status, paypal.text()).toBe(200);
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });
    const order = await orderByTransfer(shopper, cart);
    expect(order.status, order.text()).toBe(200);
    expect(countsOf(id)).toEqual({ applications: 1, reserved: 0 });
  });
});

describe('a payment authorised after its hold was lost (ADR 027)', () => {
  /** The first shopper's payment started and its hold's hour passed; a second shopper's payment took the use. */
  async function lostHold() {
    const { code, id } = newCode(1);
    const late = await cartWithCode(code);
    const other = await cartWithCode(code);
    const started = (await payByCard(late.shopper, late.cart)).json() as { url: string };
    shop.store.database.sqlite
      .prepare(`update discount_reservations set expires_at = ? where cart_id = ?`)
      .run(Date.now() - 1, late.cart.id);
    expect(((await payByCard(other.shopper, other.cart)).json() as PayAnswer).action).toBe('redirect');
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });
    return { id, late, started };
  }

  it('places no order and sends the shopper to the payment error state; the use stays the other payment’s', async () => {
    const { id, late, started } = await lostHold();
    const next = await returnToShop(shop.port, await payOnHostedPage(shop.port, started.url));
    expect(next).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    expect(ordersOfCart(late.cart.id)).toBe(0);
    expect(countsOf(id)).toEqual({ applications: 0, reserved: 1 });
  });

  it('gives the payment back through the provider’s reversal, with its pspReference, and never orders it after', async () => {
    const { id, late } = await lostHold();
    const attempts = new KyselyPaymentAttempts(shop.store.database.db);
    const orders = new SqliteOrders(shop.store.database, () => undefined);
    const [{ id: attemptId }] = shop.store.database.sqlite
      .prepare(`select id from payment_attempts where cart_id = ?`)
      .all(late.cart.id) as [{ id: string }];
    const reversed: [string, string][] = [];
    const undo: PaymentUndo = {
      supersede: async () => {},
      giveBack: async (_attempt, _pspReference, order) => order,
      reversalSettled: async () => {},
      reverseOrderless: async (attempt: PaymentAttempt, pspReference: string) => {
        reversed.push([attempt.id, pspReference]);
        return true;
      },
    };
    const completion = paymentCompletion({
      orders,
      attempts,
      merchantAccount: MERCHANT,
      undo,
      log: { warn: () => {}, error: () => {} },
    });
    const attempt = (await attempts.byId(attemptId))!;
    const authorised = {
      kind: 'authorised' as const,
      // The payment the provider took for the attempt (its pspReference recorded when the shopper was sent there).
      pspReference: attempt.pspReference ?? 'LATEPSP0000000001',
      merchantReference: attemptId,
      amount: { value: attempt.amount.centAmount, currency: attempt.amount.currencyCode },
    };
    expect(await completion.complete(attempt, authorised)).toEqual({
      order: null,
      errorState: 'payment-error',
    });
    expect(reversed).toEqual([[attemptId, authorised.pspReference]]);
    expect((await attempts.byId(attemptId))!.state).toBe('Reversed');
    expect(ordersOfCart(late.cart.id)).toBe(0);
    // The provider repeats the authorisation once a use is free again: the payment was given back, so still no order.
    shop.store.database.sqlite.prepare(`update discount_codes set max_applications = 2 where id = ?`).run(id);
    const again = (await attempts.byId(attemptId))!;
    expect(await completion.complete(again, authorised)).toEqual({
      order: null,
      errorState: 'payment-error',
    });
    expect(ordersOfCart(late.cart.id)).toBe(0);
    expect(reversed).toHaveLength(1);
  });
});
