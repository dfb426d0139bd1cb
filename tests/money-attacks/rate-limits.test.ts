// Money attack (ADR 031): the four abuses that ran unthrottled from one client — coupon guessing at ~300/s, 300
// cache-secret guesses in 1.7 s, 30 VAT checks in 0.33 s, 25 unpaid orders (25 e-mails to any address, 25 units of
// stock reserved) in 2.9 s — replayed over HTTP against the real server and store at the default limits. The
// invariants: no more guesses are answered than the limits allow, a right guess past the limit gains nothing, and
// unpaid orders, their e-mails and their reserved stock stay within the limits per session and per e-mail address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../generated/index.ts';
import type { Cart } from '../../generated/types.ts';
import { DEFAULT_RATE_LIMITS } from '../../runtime/server/rate-limits/rate-limit-settings.server.ts';
import { apiShopper, type ApiShopper } from '../fixtures/api-shopper.ts';
import { httpCall, type Answer } from '../fixtures/http-call.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';

const SECRET = 'cache-secret-of-the-shop';
const limits = DEFAULT_RATE_LIMITS;

let shop: SeededShop;

beforeAll(async () => {
  // The defaults, as production runs them (an explicit choice here: the fixture raises them for its other tests);
  // behind a proxy, so that each attack comes from an address of its own (X-Forwarded-For).
  shop = await startSeededShop({
    products: 10,
    stock: 500,
    app: { rateLimits: limits, cacheSecret: SECRET, trustProxy: true },
  });
});

afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
/** A client at an address no other attack uses (TEST-NET-3), in the German shop unless told. */
function attackerAt(address: string, host = 'de.localhost'): ApiShopper {
  return apiShopper(shop.port, host, { 'x-forwarded-for': address });
}
const newAddress = () => `203.0.113.${++addresses}`;

const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.status);
const count = (answers: readonly Answer[], status: number) => answers.filter((a) => a.status === status).length;

async function cartOf(shopper: ApiShopper, email?: string): Promise<Cart> {
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku: shop.skus[0], quantity: 1 },
      ...(email === undefined
        ? []
        : [
            { action: 'setCustomerEmail', email },
            {
              action: 'setBillingAddress',
              address: {
                firstName: 'Eve',
                lastName: 'Mallory',
                streetName: 'Any Street',
                streetNumber: '1',
                postalCode: COUNTRIES.de.address.postalCode.example ?? '10115',
                city: 'Berlin',
                phone: '+49 30 1234567',
                country: 'DE',
              },
            },
          ]),
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return answer.json() as Cart;
}

describe('rate limits against abuse from one client', () => {
  it('coupon guessing: 300 guesses in one session are cut off at its limit; the right code past it is not applied', async () => {
    const attacker = attackerAt(newAddress());
    const cart = await cartOf(attacker);
    const answers: Answer[] = [];
    for (let guess = 0; guess < 300; guess += 1) {
      // Guess 200 is a real code (README "Cart": WELCOME10); by then the session is over its limit.
      const code = guess === 200 ? 'WELCOME10' : `GUESS${String(guess).padStart(4, '0')}`;
      answers.push(await attacker.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code }));
    }
    const answered = answers.filter((answer) => answer.status !== 429);
    expect(answered).toHaveLength(limits.actions.coupon.perSession.max);
    expect(statuses(answers.slice(limits.actions.coupon.perSession.max))).toEqual(
      Array(300 - limits.actions.coupon.perSession.max).fill(429),
    );
    expect(answers[200]!.headers['retry-after']).toMatch(/^\d+$/);
    const now = (await attacker.call('getMyCart', {})).json() as { cart: Cart };
    expect(now.cart.discountCodes).toEqual([]);
    // The code itself applies: a shopper of another address and session, with the same cart, gets it.
    const shopper = attackerAt(newAddress());
    const own = await cartOf(shopper);
    const applied = await shopper.call('applyCartCoupon', { cartId: own.id, version: own.version, code: 'WELCOME10' });
    expect(applied.status, applied.text()).toBe(200);
  });

  it('coupon guessing from fresh sessions (cookies dropped): cut off at the client address’s limit', async () => {
    const at = newAddress();
    const answers: Answer[] = [];
    for (let guess = 0; guess < 100; guess += 1) {
      const attacker = attackerAt(at);
      // A cart (and session) of its own each time; the guess is the only limited call of the session.
      const cart = await cartOf(attacker);
      answers.push(await attacker.call('applyCartCoupon', { cartId: cart.id, version: cart.version, code: 'GUESS' }));
    }
    const allowed = limits.actions.coupon.perClient.max;
    expect(statuses(answers.slice(0, allowed))).not.toContain(429);
    expect(statuses(answers.slice(allowed))).toEqual(Array(100 - allowed).fill(429));
  });

  it('cache-secret guessing: 300 guesses, at most the limit answered; the right secret among them gains nothing', async () => {
    const at = newAddress();
    const answers: Answer[] = [];
    for (let guess = 0; guess < 300; guess += 1) {
      answers.push(
        await httpCall(shop.port, 'POST', '/cache-invalidate', {
          host: 'de.localhost',
          headers: { 'x-cache-secret': guess === 150 ? SECRET : `guess-${guess}`, 'x-forwarded-for': at },
        }),
      );
    }
    expect(count(answers, 401)).toBe(limits.cacheSecretPerClient.max);
    expect(count(answers, 429)).toBe(300 - limits.cacheSecretPerClient.max);
    expect(answers[150]!.status).toBe(429);
    expect(answers[299]!.json()).toEqual({ statusCode: 429, message: expect.any(String) });
  });

  it('VAT checks: 30 in a row from one session, cut off at its limit', async () => {
    const attacker = attackerAt(newAddress());
    const cart = await cartOf(attacker);
    const answers: Answer[] = [];
    for (let check = 0; check < 30; check += 1) {
      answers.push(
        await attacker.call('validateVatId', { cartId: cart.id, version: cart.version, vatId: 'DE100000008' }),
      );
    }
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(limits.actions.vatCheck.perSession.max);
  });

  it('25 unpaid orders to one victim’s address: at most the limit placed, e-mailed and reserving stock', async () => {
    const sku = shop.skus[0]!;
    const stock = () =>
      shop.store.database.sqlite.prepare(`select available_quantity from inventory where sku = ?`).pluck().get(sku);
    const before = stock() as number;
    const victim = 'victim@example.org';
    const at = newAddress();
    const placed: Answer[] = [];
    // One session after another (each a cart, its details and a bank-transfer order), the cookie dropped each time.
    for (let order = 0; order < 25; order += 1) {
      const attacker = attackerAt(at);
      const cart = await cartOf(attacker, order % 2 === 0 ? victim : `VICTIM+${order}@Example.org`);
      placed.push(
        await attacker.call('createMyOrderFromCart', {
          cartId: cart.id,
          version: cart.version,
          paymentMethod: 'bankTransfer',
          clientType: 'PRIVATE',
        }),
      );
    }
    const orders = shop.store.database.sqlite
      .prepare(`select count(*) from orders where lower(customer_email) like 'victim%@example.org'`)
      .pluck()
      .get();
    expect(orders).toBe(limits.unpaidOrders.perEmail.max);
    expect(count(placed, 200)).toBe(limits.unpaidOrders.perEmail.max);
    expect(count(placed, 429)).toBe(25 - limits.unpaidOrders.perEmail.max);
    expect(before - (stock() as number)).toBe(limits.unpaidOrders.perEmail.max);
  });

  it('25 unpaid orders from one session to 25 addresses: at most its limit', async () => {
    const attacker = attackerAt(newAddress());
    const placed: Answer[] = [];
    for (let order = 0; order < 25; order += 1) {
      const cart = await cartOf(attacker, `someone${order}@example.net`);
      placed.push(
        await attacker.call('createMyOrderFromCart', {
          cartId: cart.id,
          version: cart.version,
          paymentMethod: 'bankTransfer',
          clientType: 'PRIVATE',
        }),
      );
    }
    expect(count(placed, 200)).toBe(limits.unpaidOrders.perSession.max);
  });
});
