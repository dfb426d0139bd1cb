// The money-attack suite, payments (ADR 028): each attack a cheating shopper (or a leaked webhook key) can make on the
// payment path, replayed over HTTP against a real store and the embedded test provider, and the invariant asserted
// after it — for every cart version, the money the provider kept (authorised minus reversed) is the money of its one
// order, and a payment that is not the attempt's places no order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '../../generated/types.ts';
import { embeddedPaymentProvider } from '../../runtime/server/app/embedded-payments.server.ts';
import { signNotificationItem } from '../../runtime/server/integrations/payment/notification-hmac.ts';
import type { NotificationRequestItem } from '../../runtime/server/integrations/payment/notification-types.ts';
import { paymentProviderFromEnv } from '../../runtime/server/integrations/payment/payment-provider-from-env.server.ts';
import type { ApiShopper } from '../fixtures/api-shopper.ts';
import { httpCall } from '../fixtures/http-call.ts';
import {
  browser,
  chooseOnMethodPage,
  pay,
  payOnHostedPage,
  readyCart,
  returnToShop,
} from '../fixtures/provider-shopper.ts';
import { startSeededShop, type SeededShop } from '../fixtures/seeded-shop.ts';

// The embedded provider's keys made from a fixed source of randomness, so that the attacks can sign webhooks.
const payment = paymentProviderFromEnv(
  {},
  {
    shopBaseUrl: 'http://payments.internal',
    notificationUrl: 'http://payments.internal/payments/notifications',
    embeddedDatabaseFile: ':memory:',
    randomBytes: (size) => Buffer.alloc(size, 9),
  },
);

let shop: SeededShop;
beforeAll(async () => {
  shop = await startSeededShop({ app: { payment, testProviderDelivery: { delayMs: 0 } } });
});
afterAll(() => shop.close());

const provider = () => embeddedPaymentProvider(shop.app)!;
const sqlite = () => shop.store.database.sqlite;

interface AttemptRow {
  id: string;
  method: string;
  state: string;
  psp_reference: string | null;
  amount: number;
  currency: string;
  failure_reason: string | null;
}

const attemptsOf = (cart: Cart) =>
  sqlite()
    .prepare(`select * from payment_attempts where cart_id = ? and cart_version = ? order by created_at`)
    .all(cart.id, cart.version) as AttemptRow[];

const ordersOf = (cart: Cart) =>
  (
    sqlite()
      .prepare(`select data from orders where cart_id = ? and cart_version = ?`)
      .pluck()
      .all(cart.id, cart.version) as string[]
  ).map((data) => JSON.parse(data) as Order);

/** What the provider kept of the cart version's payments: authorised and not cancelled or reversed. */
function moneyTaken(cart: Cart): number {
  const references = new Set(attemptsOf(cart).map((attempt) => attempt.id));
  return provider()
    .payments()
    .filter((stored) => references.has(stored.merchantReference))
    .filter((stored) => stored.resultCode === 'Authorised' && stored.cancellationPspReference === null)
    .reduce((sum, stored) => sum + stored.amount.value, 0);
}

/** The invariant: at most one order; the provider keeps exactly what its order is to be paid by the provider. */
async function expectMoneyOfTheOrder(cart: Cart): Promise<Order | null> {
  await provider().flush();
  const orders = ordersOf(cart);
  expect(orders.length).toBeLessThanOrEqual(1);
  const [order] = orders;
  const owed =
    order?.paymentInfo.payments
      .filter((entry) => entry.paymentInterface === 'provider')
      .reduce((sum, entry) => sum + entry.amountPlanned.centAmount, 0) ?? 0;
  expect(moneyTaken(cart)).toBe(owed);
  return order ?? null;
}

const orderId = (next: string) => /\/checkout\/thank-you\/([\w-]+)$/.exec(next)?.[1];

/** A signed standard webhook with one item, as the provider (or whoever holds its key) sends it. */
function sendWebhook(fields: Omit<NotificationRequestItem, 'additionalData'>) {
  const item = { ...fields, additionalData: { hmacSignature: signNotificationItem(fields, payment.hmacKey) } };
  const { username, password } = payment.webhookCredentials!;
  return httpCall(shop.port, 'POST', '/payments/notifications', {
    host: 'www.multishop.de',
    body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    },
  });
}

async function startCardPayment(quantity: number): Promise<{ shopper: ApiShopper; cart: Cart; url: string }> {
  const { shopper, cart } = await readyCart(shop.port, 'de', shop.skus[0]!, quantity);
  const answer = await pay(shopper, cart);
  expect(answer.action).toBe('redirect');
  return { shopper, cart, url: (answer as { url: string }).url };
}

describe('a payment that is not the attempt’s places no order', () => {
  it('cross-payment return: the shopper’s cheap PayPal redirectResult on the expensive card’s signed return', async () => {
    const expensive = await startCardPayment(10);
    // The shopper cancels the card payment on the provider's page: the shop's signed return address for it.
    const cardReturn = new URL(String((await chooseOnMethodPage(shop.port, expensive.url, 'cancel')).headers.location));
    // Their own cheap PayPal payment, in another session, authorised.
    const cheap = await readyCart(shop.port, 'de', shop.skus[1]!, 1);
    const paypal = (await pay(cheap.shopper, cheap.cart, 'paypal')) as { url: string };
    const authorised = await chooseOnMethodPage(shop.port, paypal.url, 'authorise');
    // Its return's token (the hosted session's result), put on the card's signed return as a redirectResult.
    cardReturn.searchParams.set(
      'redirectResult',
      new URL(String(authorised.headers.location)).searchParams.get('sessionResult')!,
    );
    const attack = await browser(shop.port, cardReturn.host).call('GET', cardReturn.href);
    expect(attack.status, attack.text()).toBe(303);
    expect(String(attack.headers.location)).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    expect(ordersOf(expensive.cart)).toHaveLength(0);
    expect(attemptsOf(expensive.cart)).toMatchObject([
      { state: 'Error', failure_reason: expect.stringMatching(/^merchantReference /) },
    ]);
    expect(await expectMoneyOfTheOrder(expensive.cart)).toBeNull();
    // The PayPal payment is the cheap cart's, and pays that order only.
    expect(orderId(await returnToShop(shop.port, authorised))).toBeTruthy();
    const cheapOrder = await expectMoneyOfTheOrder(cheap.cart);
    expect(cheapOrder?.totalPrice.centAmount).toBe(cheap.cart.totalPrice.centAmount);
  });

  // A correctly signed AUTHORISATION for the attempt, with one thing that is not the attempt's payment.
  it.each([
    ['amount', (item: NotificationRequestItem) => ({ ...item, amount: { ...item.amount, value: 1 } })],
    ['currency', (item: NotificationRequestItem) => ({ ...item, amount: { ...item.amount, currency: 'CZK' } })],
    ['merchant account', (item: NotificationRequestItem) => ({ ...item, merchantAccountCode: 'SomeoneElseECOM' })],
    ['pspReference', (item: NotificationRequestItem) => ({ ...item, pspReference: 'QFQTPCQ8HXSKGK99' })],
  ])('a signed webhook with another %s: no order, the attempt failed', async (what, change) => {
    const { cart } = await startCardPayment(2);
    // The payment the provider made for the attempt's hosted session, its pspReference recorded with the attempt (as
    // the first answer that names it records it, ADR 028).
    sqlite().prepare(`update payment_attempts set psp_reference = 'QFQTPCQ8HXSKGK01' where cart_id = ?`).run(cart.id);
    const [attempt] = attemptsOf(cart);
    const genuine: NotificationRequestItem = {
      pspReference: attempt!.psp_reference!,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: attempt!.id,
      amount: { value: attempt!.amount, currency: attempt!.currency },
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-29T01:00:00+01:00',
      success: 'true',
    };
    const answer = await sendWebhook(change(genuine));
    // Acknowledged (it is signed: the provider would repeat it for days), and refused.
    expect(answer.status).toBe(200);
    expect(ordersOf(cart)).toHaveLength(0);
    expect(attemptsOf(cart)).toMatchObject([{ state: 'Error', failure_reason: expect.any(String) }]);
    expect(attemptsOf(cart)[0]!.failure_reason, what).not.toBe('');
    expect(await expectMoneyOfTheOrder(cart)).toBeNull();
  });
});

describe('one payment per cart version, none after its order', () => {
  it.each(['paypal', 'card'] as const)(
    'card and PayPal started for one cart version, both completed (%s first): one order, the other payment reversed',
    async (first) => {
      const { shopper, cart, url: cardUrl } = await startCardPayment(3);
      // Starting PayPal cancels the card attempt (its page still open: the provider cannot cancel it unpaid).
      const paypal = (await pay(shopper, cart, 'paypal')) as { url: string };
      expect(attemptsOf(cart).map((attempt) => [attempt.method, attempt.state])).toEqual([
        ['scheme', 'Cancelled'],
        ['paypal', 'RedirectShopper'],
      ]);
      const completeCard = async () => returnToShop(shop.port, await payOnHostedPage(shop.port, cardUrl));
      const completePaypal = async () =>
        returnToShop(shop.port, await chooseOnMethodPage(shop.port, paypal.url, 'authorise'));
      const [firstNext, secondNext] =
        first === 'paypal'
          ? [await completePaypal(), await completeCard()]
          : [await completeCard(), await completePaypal()];
      // Both shoppers' returns end on the one order's page.
      expect(orderId(firstNext)).toBeTruthy();
      expect(orderId(secondNext)).toBe(orderId(firstNext));
      const order = await expectMoneyOfTheOrder(cart);
      const [kept, givenBack] = first === 'paypal' ? ['paypal', 'scheme'] : ['scheme', 'paypal'];
      expect(order!.paymentInfo.payments.map((entry) => entry.method)).toEqual([kept]);
      expect(order!.paymentState).toBe('Paid');
      expect(order!.paymentInfo.refunds).toMatchObject([
        {
          method: givenBack,
          amount: { centAmount: cart.totalPrice.centAmount },
          state: 'Success',
          reversalPspReference: expect.any(String),
        },
      ]);
      expect(moneyTaken(cart)).toBe(cart.totalPrice.centAmount);
    },
  );

  it('card page left open, order placed by bank transfer, then the card page paid: the card payment is reversed', async () => {
    const { shopper, cart, url } = await startCardPayment(4);
    const placed = await shopper.call('createMyOrderFromCart', {
      cartId: cart.id,
      version: cart.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
    expect(placed.status, placed.text()).toBe(200);
    const bankOrder = placed.json() as Order;
    expect(attemptsOf(cart)).toMatchObject([{ method: 'scheme', state: 'Cancelled' }]);
    // The shopper pays the card page all the same, and comes back to the bank-transfer order.
    const next = await returnToShop(shop.port, await payOnHostedPage(shop.port, url));
    expect(orderId(next)).toBe(bankOrder.id);
    const order = await expectMoneyOfTheOrder(cart);
    expect(moneyTaken(cart)).toBe(0);
    // Still a bank-transfer order, not "paid" by a payment it does not list; the card payment is on its record.
    expect(order).toMatchObject({ id: bankOrder.id, paymentState: bankOrder.paymentState });
    expect(order!.paymentInfo.payments.map((entry) => entry.method)).toEqual(['bankTransfer']);
    expect(order!.paymentInfo.refunds).toMatchObject([
      { method: 'scheme', state: 'Success', pspReference: attemptsOf(cart)[0]!.psp_reference },
    ]);
    expect(attemptsOf(cart)).toMatchObject([{ state: 'Reversed', failure_reason: expect.stringContaining('order') }]);
    // The shopper sees it with the order.
    const mine = await shopper.call('getMyOrders', { where: { id: bankOrder.id } });
    expect((mine.json() as { orders: { results: Order[] } }).orders.results[0]!.paymentInfo.refunds).toHaveLength(1);
  });
});
