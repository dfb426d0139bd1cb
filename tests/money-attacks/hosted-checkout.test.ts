// Money attacks on the Hosted Checkout return (ADR 029), replayed over HTTP against a real store: the shopper's
// return names the attempt in its signed address and the hosted session in `sessionId` and `sessionResult`. A
// shopper who puts another session's result on an attempt's signed return — their own cheap PayPal payment on the
// return of an expensive card payment — must get no order: the attempt fails, the shopper sees the payment-error
// state, and every order's money is the money its own payment took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, PayAnswer } from '../../generated/types.ts';
import { apiShopper, type ApiShopper } from '../fixtures/api-shopper.ts';
import { httpCall, type Answer } from '../fixtures/http-call.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';

let shop: SeededShop;
beforeAll(async () => {
  // Webhooks held back: what is judged is the shopper's return alone.
  shop = await startSeededShop({ app: { testProviderDelivery: { delayMs: 3_600_000 } } });
});
afterAll(() => shop.close());

/** A browser at the shop's host: follows nothing, posts forms as browsers post them. */
const browse = (url: string, body?: Record<string, string>): Promise<Answer> => {
  const target = new URL(url);
  return httpCall(shop.port, body === undefined ? 'GET' : 'POST', `${target.pathname}${target.search}`, {
    host: target.host,
    ...(body === undefined
      ? {}
      : {
          body: new URLSearchParams(body).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
  });
};
const formAction = (answer: Answer, base: string) =>
  new URL(/<form[^>]*action="([^"]+)"/.exec(answer.text())![1]!.replace(/&amp;/g, '&'), base).href;
const location = (answer: Answer, base: string) => {
  expect(answer.status, answer.text()).toBe(303);
  return new URL(String(answer.headers.location), base).href;
};

async function readyCart(quantity: number): Promise<{ shopper: ApiShopper; cart: Cart }> {
  const shopper = apiShopper(shop.port, 'de.localhost');
  const answer = await shopper.call('updateCart', {
    actions: [
      { action: 'addLineItem', sku: shop.skus[0], quantity },
      { action: 'setCustomerEmail', email: 'attacker@example.com' },
      {
        action: 'setBillingAddress',
        address: {
          firstName: 'Mallory',
          lastName: 'Example',
          streetName: 'Market Street',
          streetNumber: '1',
          postalCode: '10115',
          city: 'Berlin',
          phone: '+49 30 1234567',
          country: 'DE',
        },
      },
    ],
  });
  expect(answer.status, answer.text()).toBe(200);
  return { shopper, cart: answer.json() as Cart };
}

/** Pays the cart on the provider's hosted session; answers the session's page. */
async function startHosted(shopper: ApiShopper, cart: Cart, type: string): Promise<string> {
  const answer = await shopper.call('pay', {
    cartId: cart.id,
    version: cart.version,
    clientType: 'PRIVATE',
    paymentMethod: { type },
  });
  expect(answer.status, answer.text()).toBe(200);
  const paid = answer.json() as PayAnswer;
  expect(paid).toMatchObject({ action: 'redirect', method: 'GET' });
  return (paid as { url: string }).url;
}

/** A redirect method's page (PayPal) authorised: answers the return address the provider sends the shopper to. */
async function authoriseOnHostedPage(sessionUrl: string): Promise<URL> {
  const methodUrl = location(await browse(sessionUrl), sessionUrl);
  const methodPage = await browse(methodUrl);
  return new URL(location(await browse(formAction(methodPage, methodUrl), { action: 'authorise' }), methodUrl));
}

/** The card page left with its cancel button, the redirect not followed: the attempt's signed return address. */
async function signedReturnOf(sessionUrl: string): Promise<URL> {
  const cardUrl = location(await browse(sessionUrl), sessionUrl);
  const cardPage = await browse(cardUrl);
  return new URL(location(await browse(formAction(cardPage, cardUrl), { action: 'cancel' }), cardUrl));
}

const sql = <T>(query: string, ...values: unknown[]) =>
  shop.store.database.sqlite
    .prepare(query)
    .pluck()
    .all(...values) as T[];
const ordersOf = (cartId: string) =>
  sql<number>(`select json_extract(data, '$.totalPrice.centAmount') from orders where cart_id = ?`, cartId);
const attemptStates = (cartId: string) => sql<string>(`select state from payment_attempts where cart_id = ?`, cartId);

describe('money attack: another session’s result on an attempt’s signed return (Hosted Checkout)', () => {
  it('the sessionId and sessionResult of the shopper’s own cheap PayPal payment: no order, attempt failed, payment-error', async () => {
    const expensive = await readyCart(9);
    const cheap = await readyCart(1);
    expect(expensive.cart.totalPrice.centAmount).toBeGreaterThan(cheap.cart.totalPrice.centAmount);
    const victimReturn = await signedReturnOf(await startHosted(expensive.shopper, expensive.cart, 'scheme'));
    const paypalReturn = await authoriseOnHostedPage(await startHosted(cheap.shopper, cheap.cart, 'paypal'));

    const forged = new URL(victimReturn);
    forged.searchParams.set('sessionId', paypalReturn.searchParams.get('sessionId')!);
    forged.searchParams.set('sessionResult', paypalReturn.searchParams.get('sessionResult')!);
    const next = location(await browse(forged.href), forged.href);
    expect(new URL(next).pathname).toBe('/adyen-payment-error/');
    expect(new URL(next).searchParams.get('error')).toBe('payment-error');
    expect(ordersOf(expensive.cart.id)).toEqual([]);
    expect(attemptStates(expensive.cart.id)).toEqual(['Error']);
    expect((await expensive.shopper.call('getMyCart', {})).json().cart).toMatchObject({ id: expensive.cart.id });

    // The PayPal payment itself completes its own attempt, for its own money: money taken = money of the order.
    const own = location(await browse(paypalReturn.href), paypalReturn.href);
    expect(own).toMatch(/\/checkout\/thank-you\/[\w-]+$/);
    expect(ordersOf(cheap.cart.id)).toEqual([cheap.cart.totalPrice.centAmount]);
  });

  it('the right sessionId with another session’s sessionResult: the provider refuses it; no order, attempt failed', async () => {
    const victim = await readyCart(5);
    const other = await readyCart(1);
    const victimReturn = await signedReturnOf(await startHosted(victim.shopper, victim.cart, 'scheme'));
    const otherReturn = await authoriseOnHostedPage(await startHosted(other.shopper, other.cart, 'paypal'));

    const forged = new URL(victimReturn);
    forged.searchParams.set('sessionResult', otherReturn.searchParams.get('sessionResult')!);
    const posted = await browse(
      `${forged.origin}${forged.pathname}?${new URLSearchParams({
        payment: forged.searchParams.get('payment')!,
        sig: forged.searchParams.get('sig')!,
      }).toString()}`,
      {
        sessionId: forged.searchParams.get('sessionId')!,
        sessionResult: forged.searchParams.get('sessionResult')!,
      },
    );
    const next = new URL(location(posted, forged.href));
    expect(next.searchParams.get('error')).toBe('payment-error');
    expect(ordersOf(victim.cart.id)).toEqual([]);
    expect(attemptStates(victim.cart.id)).toEqual(['Error']);
  });
});
