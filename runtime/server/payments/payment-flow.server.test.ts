// Payment and orders (ADR 024) over real HTTP against a real SQLite file: paying at the embedded test provider end to
// end — the shop's pay call, the provider's hosted page and 3-D Secure step (driven as a browser posts its forms), the
// shopper's return, the provider's signed webhooks (before or after the return, twice, out of order), and the one
// order each payment makes. The provider speaks Adyen's protocol; the shop's adapter is the one it uses for Adyen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { Order } from '../../../generated/types.ts';
import type { ApiShopper } from '../../../tests/fixtures/api-shopper.ts';
import { httpCall, type Answer } from '../../../tests/fixtures/http-call.ts';
import {
  browser as browserAt,
  openProviderPage,
  pay,
  payOnHostedPage as payOnHostedPageAt,
  readyCart as readyCartAt,
  returnToShop as returnToShopAt,
} from '../../../tests/fixtures/provider-shopper.ts';
import { ensureCatalogue, type EnsureResult } from '../commerce/ensure-catalogue.server.ts';
import { SqliteCatalogue } from '../commerce/sqlite/catalogue-store.server.ts';
import { buildApp } from '../app.server.ts';
import { embeddedPaymentProvider } from '../app/embedded-payments.server.ts';
import { StoreOutbox } from '../integrations/email/outbox.server.ts';
import type { DeliveryPolicy } from '../integrations/payment/test-provider-webhooks.server.ts';
import {
  paymentProviderFromEnv,
  type PaymentConfiguration,
} from '../integrations/payment/payment-provider-from-env.server.ts';
import { signNotificationItem } from '../integrations/payment/notification-hmac.ts';
import { createAdyenClient } from '../integrations/payment/adyen-client.server.ts';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { embeddedDependencies } from '../../../tests/fixtures/embedded-dependencies.ts';

interface Shop {
  app: FastifyInstance;
  port: number;
  outbox: StoreOutbox;
  store: EnsureResult;
  dir: string;
}

let skus: string[];

async function startShop(delivery?: DeliveryPolicy, payment?: PaymentConfiguration): Promise<Shop> {
  const dir = await mkdtemp(path.join(tmpdir(), 'multishop-pay-'));
  const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 40 });
  store.database.sqlite.prepare(`update inventory set available_quantity = 500`).run();
  skus = store.database.sqlite
    .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 and freight = 0 limit 10`)
    .pluck()
    .all() as string[];
  const outbox = new StoreOutbox(store.database.db);
  const app = await buildApp({
    catalogue: new SqliteCatalogue(store.database.sqlite),
    cacheSecret: '',
    ...(await embeddedDependencies(store.database)),
    mail: { mailer: outbox, outbox, outboxPage: false },
    ...(delivery === undefined ? {} : { testProviderDelivery: delivery }),
    ...(payment === undefined ? {} : { payment }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port, outbox, store, dir };
}

async function stopShop(shop: Shop): Promise<void> {
  await shop.app.close();
  await shop.store.database.close();
  await rm(shop.dir, { recursive: true, force: true });
}

const browser = (shop: Shop, host: string) => browserAt(shop.port, host);
const readyCart = (shop: Shop, country: CountryCode, quantity = 1) =>
  readyCartAt(shop.port, country, skus[0]!, quantity);
const payOnHostedPage = (shop: Shop, url: string, holderName?: string, password?: string) =>
  payOnHostedPageAt(shop.port, url, holderName, password);
const returnToShop = (shop: Shop, providerAnswer: Answer) => returnToShopAt(shop.port, providerAnswer);
const openSession = (shop: Shop, url: string) => openProviderPage(shop.port, url);

const orderOf = async (shopper: ApiShopper, id: string) =>
  ((await shopper.call('getMyOrders', { where: { id } })).json() as { orders: { results: Order[] } }).orders.results[0];

const ordersOfCart = (shop: Shop, cartId: string) =>
  shop.store.database.sqlite.prepare(`select count(*) from orders where cart_id = ?`).pluck().get(cartId) as number;

describe('paying at the provider, the webhook arriving late (the return first)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ delayMs: 60_000 });
  });
  afterAll(() => stopShop(shop));

  it('a card payment: hosted page, 3-D Secure, return → one paid order, stock taken, cart reset, mail sent', async () => {
    const { shopper, cart } = await readyCart(shop, 'de', 2);
    const stock = () =>
      shop.store.database.sqlite.prepare(`select available_quantity from inventory where sku = ?`).pluck().get(skus[0]);
    const before = stock() as number;
    const answer = await pay(shopper, cart, 'scheme', { expectedTotal: cart.totalPrice.centAmount });
    expect(answer).toMatchObject({ action: 'redirect', method: 'GET' });
    const url = (answer as { url: string }).url;
    expect(new URL(url).pathname).toMatch(/^\/test-psp\/session\//);
    // A second click continues the same attempt: the provider answers the same page (one payment).
    expect(await pay(shopper, cart)).toEqual(answer);
    const next = await returnToShop(shop, await payOnHostedPage(shop, url));
    const orderId = /\/checkout\/thank-you\/([\w-]+)$/.exec(next)?.[1];
    expect(orderId, next).toBeTruthy();
    const order = await orderOf(shopper, orderId!);
    expect(order).toMatchObject({ paymentState: 'Paid', orderState: 'Open', totalPrice: cart.totalPrice });
    expect(order!.paymentInfo.payments[0]).toMatchObject({
      paymentInterface: 'provider',
      method: 'scheme',
      state: 'Success',
    });
    expect(order!.paymentInfo.payments[0]!.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(stock()).toBe(before - 2);
    expect((await shopper.call('getMyCart', {})).json()).toEqual({ cart: null });
    // The late webhook changes nothing: still one order, paid.
    await embeddedPaymentProvider(shop.app)!.flush();
    expect(ordersOfCart(shop, cart.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [mail] = await shop.outbox.list({ to: 'payer@example.com', kind: 'order-confirmation', limit: 5 });
    expect(mail?.subject).toContain(order!.displayOrderNumber);
  });

  it('an order by the shop’s own methods sends its confirmation too, in the shopper’s language with the bank data', async () => {
    const { shopper, cart } = await readyCart(shop, 'sk');
    const answer = await shopper.call('createMyOrderFromCart', {
      cartId: cart.id,
      version: cart.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
    expect(answer.status, answer.text()).toBe(200);
    const order = answer.json() as Order;
    await expect
      .poll(
        async () => (await shop.outbox.list({ to: 'payer@example.com', kind: 'order-confirmation', limit: 20 })).length,
      )
      .toBeGreaterThan(0);
    const mails = await shop.outbox.list({ to: 'payer@example.com', kind: 'order-confirmation', limit: 20 });
    const mail = mails.find((entry) => entry.subject.includes(order.displayOrderNumber));
    expect(mail?.language).toBe('sk');
    const bank = COUNTRIES.sk.payment.bankTransfer;
    if (bank.enabled) expect(mail?.text).toContain(bank.details.iban);
  });

  it('a refused card sends the shopper to the payment error page with payment-error, the cart kept', async () => {
    const { shopper, cart } = await readyCart(shop, 'at');
    const answer = (await pay(shopper, cart)) as { url: string };
    const next = await returnToShop(shop, await payOnHostedPage(shop, answer.url, 'DECLINED'));
    expect(next).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    expect((await shopper.call('getMyCart', {})).json().cart).toMatchObject({ id: cart.id, version: cart.version });
    expect(ordersOfCart(shop, cart.id)).toBe(0);
    // The shopper may try again: a new attempt, a new page.
    const again = (await pay(shopper, cart)) as { url: string };
    expect(again.url).not.toBe(answer.url);
  });

  it('a total that is not the server’s is the malformed-price state, and nothing is charged', async () => {
    const { shopper, cart } = await readyCart(shop, 'de');
    expect(await pay(shopper, cart, 'scheme', { expectedTotal: cart.totalPrice.centAmount - 1 })).toEqual({
      action: 'error',
      errorState: 'malformed-price',
    });
  });

  it('takes a form’s body on the payment return only: the API still refuses one (415)', async () => {
    const answer = await httpCall(shop.port, 'POST', '/api/getMyCart', {
      host: 'de.localhost',
      body: 'language=de',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });

  it('takes the return as a cross-site form POST without the session cookie (the result in the body)', async () => {
    const { shopper, cart } = await readyCart(shop, 'de');
    const answer = (await pay(shopper, cart)) as { url: string };
    const back = new URL(String((await payOnHostedPage(shop, answer.url)).headers.location));
    const fields = {
      sessionId: back.searchParams.get('sessionId')!,
      sessionResult: back.searchParams.get('sessionResult')!,
    };
    back.searchParams.delete('sessionId');
    back.searchParams.delete('sessionResult');
    const posted = await browser(shop, back.host).call('POST', back.href, fields);
    expect(posted.status, posted.text()).toBe(303);
    expect(String(posted.headers.location)).toMatch(/\/checkout\/thank-you\/[\w-]+$/);
    expect(ordersOfCart(shop, cart.id)).toBe(1);
  });

  it('refuses a return whose signature is not the shop’s', async () => {
    const { shopper, cart } = await readyCart(shop, 'de');
    const answer = (await pay(shopper, cart)) as { url: string };
    const providerAnswer = await payOnHostedPage(shop, answer.url);
    const back = new URL(String(providerAnswer.headers.location));
    back.searchParams.set('sig', 'forged');
    const refused = await browser(shop, back.host).call('GET', back.href);
    expect(refused.status).toBe(400);
    // A forgery of the signature's own length (a check reduced to the length would take it).
    const signature = back.searchParams.get('sig')!;
    const genuine = new URL(String(providerAnswer.headers.location)).searchParams.get('sig')!;
    expect(signature).not.toBe(genuine);
    back.searchParams.set('sig', `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`);
    const sameLength = await browser(shop, back.host).call('GET', back.href);
    expect(sameLength.status).toBe(400);
    expect(ordersOfCart(shop, cart.id)).toBe(0);
  });

  it('a return carrying another payment’s redirectResult: no order, the attempt failed with the reason, the error page (never a 500)', async () => {
    const { shopper, cart } = await readyCart(shop, 'de', 3);
    const card = (await pay(shopper, cart)) as { url: string };
    const cardReturn = new URL(String((await payOnHostedPage(shop, card.url, 'DECLINED')).headers.location));
    // Another payment of the shopper's, authorised: its redirectResult put on the card's signed return.
    const other = await readyCart(shop, 'de', 1);
    const paypal = (await pay(other.shopper, other.cart, 'paypal')) as { url: string };
    const { call, formAction } = browser(shop, new URL(paypal.url).host);
    const { page, url } = await openSession(shop, paypal.url);
    const authorised = await call('POST', formAction(page, url), { action: 'authorise' });
    // Its return's token (the session's result), put on the card's signed return as a redirectResult.
    const paypalResult = new URL(String(authorised.headers.location)).searchParams.get('sessionResult')!;
    cardReturn.searchParams.set('redirectResult', paypalResult);
    const swapped = await browser(shop, cardReturn.host).call('GET', cardReturn.href);
    expect(swapped.status, swapped.text()).toBe(303);
    expect(String(swapped.headers.location)).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    expect(ordersOfCart(shop, cart.id)).toBe(0);
    const attempt = shop.store.database.sqlite
      .prepare(`select state, failure_reason from payment_attempts where id = ?`)
      .get(cardReturn.searchParams.get('payment')) as { state: string; failure_reason: string };
    expect(attempt.state).toBe('Error');
    expect(attempt.failure_reason).toMatch(/^merchantReference .* is not the attempt /);
    // A redirectResult the provider does not know at all: the error page too.
    cardReturn.searchParams.set('redirectResult', 'X'.repeat(40));
    const unknown = await browser(shop, cardReturn.host).call('GET', cardReturn.href);
    expect(String(unknown.headers.location)).toMatch(/\/adyen-payment-error\/\?error=payment-error$/);
    // The other payment completes its own order, once.
    expect(ordersOfCart(shop, other.cart.id)).toBe(0);
    expect(await returnToShop(shop, authorised)).toMatch(/\/checkout\/thank-you\//);
    expect(ordersOfCart(shop, other.cart.id)).toBe(1);
  });
});

describe('paying at the provider, the webhook first, twice and out of order', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ delayMs: 0, duplicate: true, outOfOrder: true, gapMs: 10 });
  });
  afterAll(() => stopShop(shop));

  it('the webhook completes the order before the shopper returns; the return finds it; one order', async () => {
    const { shopper, cart } = await readyCart(shop, 'de');
    const answer = (await pay(shopper, cart)) as { url: string };
    const providerAnswer = await payOnHostedPage(shop, answer.url);
    await embeddedPaymentProvider(shop.app)!.flush();
    expect(ordersOfCart(shop, cart.id)).toBe(1);
    const next = await returnToShop(shop, providerAnswer);
    const orderId = /\/checkout\/thank-you\/([\w-]+)$/.exec(next)?.[1];
    expect((await orderOf(shopper, orderId!))?.paymentState).toBe('Paid');
    await embeddedPaymentProvider(shop.app)!.flush();
    expect(ordersOfCart(shop, cart.id)).toBe(1);
  });

  it('multibanco (PT) places the order at once, pending, with its voucher; the payment later makes it paid', async () => {
    const { shopper, cart } = await readyCart(shop, 'pt');
    const answer = await pay(shopper, cart, 'multibanco');
    expect(answer.action).toBe('order');
    const order = (answer as { order: Order }).order;
    expect(order.paymentState).toBe('Pending');
    expect(order.paymentInfo.payments[0]!.voucher).toMatchObject({
      entity: expect.any(String),
      reference: expect.any(String),
    });
    const provider = embeddedPaymentProvider(shop.app)!;
    expect(provider.settle(order.paymentInfo.payments[0]!.pspReference!)).toBe(true);
    await provider.flush();
    expect(await orderOf(shopper, order.id)).toMatchObject({ paymentState: 'Paid' });
  });

  it('an order paid at the provider whose shopper never returns is completed from the webhook', async () => {
    const { shopper, cart } = await readyCart(shop, 'nl');
    const answer = (await pay(shopper, cart, 'ideal')) as { url: string; action: string };
    expect(answer.action).toBe('redirect');
    const { call, formAction } = browser(shop, new URL(answer.url).host);
    const { page: methodPage, url } = await openSession(shop, answer.url);
    const authorised = await call('POST', formAction(methodPage, url), { action: 'authorise' });
    expect(authorised.status, authorised.text()).toBe(303);
    await embeddedPaymentProvider(shop.app)!.flush();
    const rows = shop.store.database.sqlite
      .prepare(`select payment_state from orders where cart_id = ?`)
      .pluck()
      .all(cart.id);
    expect(rows).toEqual(['Paid']);
    expect((await shopper.call('getMyCart', {})).json()).toEqual({ cart: null });
  });
});

describe('a restart with the provider’s webhooks still queued (its own SQLite file)', () => {
  // The shop's server on the store and the provider's file of the one before it, as a new process would start.
  async function startOn(store: EnsureResult, dir: string): Promise<Shop> {
    const outbox = new StoreOutbox(store.database.db);
    const app = await buildApp({
      catalogue: new SqliteCatalogue(store.database.sqlite),
      cacheSecret: '',
      ...(await embeddedDependencies(store.database, { paymentDatabase: path.join(dir, 'test-psp.sqlite') })),
      testProviderDelivery: { delayMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as { port: number }).port, outbox, store, dir };
  }

  it('starts, and the queued AUTHORISATION makes the order of the shopper who never came back', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multishop-pay-restart-'));
    const store = await ensureCatalogue(path.join(dir, 'shop.sqlite'), { products: 40 });
    store.database.sqlite.prepare(`update inventory set available_quantity = 500`).run();
    skus = store.database.sqlite
      .prepare(`select sku from products where published = 1 and eligible_for_selling = 1 and freight = 0 limit 10`)
      .pluck()
      .all() as string[];
    let before: Shop | null = null;
    let after: Shop | null = null;
    try {
      before = await startOn(store, dir);
      const { shopper, cart } = await readyCart(before, 'de');
      const answer = (await pay(shopper, cart)) as { url: string };
      expect((await payOnHostedPage(before, answer.url)).status).toBe(303);
      // Stopped before the webhook was due, so it is still queued in the provider's file; due by the next start.
      await before.app.close();
      before = null;
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The queued webhook is delivered through the server being started: it used to boot the server half-built
      // (FST_ERR_DEC_AFTER_START), and the shop did not start at all.
      after = await startOn(store, dir);
      await expect.poll(() => ordersOfCart(after!, cart.id)).toBe(1);
      expect(embeddedPaymentProvider(after.app)!.webhooks()).toMatchObject([{ state: 'delivered', attempts: 1 }]);
    } finally {
      await before?.app.close();
      if (after !== null) await stopShop(after);
      else {
        await store.database.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('the provider’s webhook endpoint refuses what it cannot trust', () => {
  let shop: Shop;
  // Keys known to the test: the embedded configuration made from a fixed source of randomness.
  const payment = paymentProviderFromEnv(
    {},
    {
      shopBaseUrl: 'http://payments.internal',
      notificationUrl: 'http://payments.internal/payments/notifications',
      embeddedDatabaseFile: ':memory:',
      randomBytes: (size) => Buffer.alloc(size, 7),
    },
  );
  const auth = `Basic ${Buffer.from(`${payment.webhookCredentials!.username}:${payment.webhookCredentials!.password}`).toString('base64')}`;
  beforeAll(async () => {
    shop = await startShop({ delayMs: 60_000 }, payment);
  });
  afterAll(() => stopShop(shop));

  /** The attempt's AUTHORISATION as the provider sends it: its pspReference, its amount, the shop's account. */
  const item = (merchantReference: string, hmacKey: string) => {
    const attempt = shop.store.database.sqlite
      .prepare(`select psp_reference, amount, currency from payment_attempts where id = ?`)
      .get(merchantReference) as { psp_reference: string; amount: number; currency: string } | undefined;
    const fields = {
      pspReference: attempt?.psp_reference ?? 'QFQTPCQ8HXSKGK82',
      merchantAccountCode: payment.merchantAccount,
      merchantReference,
      amount: { currency: attempt?.currency ?? 'EUR', value: attempt?.amount ?? 1000 },
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-26T05:00:00+01:00',
      success: 'true' as const,
    };
    return { ...fields, additionalData: { hmacSignature: signNotificationItem(fields, hmacKey) } };
  };
  const send = (body: unknown, authorization: string | null = auth) =>
    // Adyen calls the webhook URL set in its Customer Area: one on the shop's own host (ADR 030).
    httpCall(shop.port, 'POST', '/payments/notifications', {
      host: 'www.multishop.de',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    });
  const notification = (...items: unknown[]) => ({
    live: 'false',
    notificationItems: items.map((entry) => ({ NotificationRequestItem: entry })),
  });

  it('refuses a delivery without the credentials, with a wrong signature, or malformed', async () => {
    const { shopper, cart } = await readyCart(shop, 'de');
    const redirect = (await pay(shopper, cart)) as { url: string };
    expect(redirect.url).toBeTruthy();
    const [attemptId] = shop.store.database.sqlite
      .prepare(`select id from payment_attempts where cart_id = ?`)
      .pluck()
      .all(cart.id) as string[];
    expect((await send(notification(item(attemptId!, payment.hmacKey)), null)).status).toBe(401);
    expect((await send(notification(item(attemptId!, 'AB'.repeat(32))))).status).toBe(401);
    expect((await send({ notificationItems: 'nothing' })).status).toBe(400);
    expect(ordersOfCart(shop, cart.id)).toBe(0);
    // Signed with the endpoint's key, it is taken: the payment is the attempt's and its order is made, once.
    for (let i = 0; i < 2; i++) {
      const taken = await send(notification(item(attemptId!, payment.hmacKey)));
      expect(taken.status).toBe(200);
      expect(taken.text()).toBe('[accepted]');
    }
    expect(ordersOfCart(shop, cart.id)).toBe(1);
  });

  it('acknowledges and ignores a signed notification for a reference it does not know', async () => {
    const answer = await send(notification(item('no-such-attempt', payment.hmacKey)));
    expect(answer.status).toBe(200);
  });
});

describe('a provider that fails or does not answer (spec/2 §8: payment-error, the cart kept, never a 500)', () => {
  const ADYEN = 'https://checkout-test.adyen.example/v71';
  let mode: 'down' | 'slow' | 'refuse' | 'redirect' = 'down';
  /** What GET /sessions/{id} answers (sessionResultResponse.ts), for the attempt the last session was made for. */
  let sessionResult: (reference: string, amount: unknown) => Record<string, unknown> = (reference) => ({
    id: 'CS841C62BF399F968C',
    status: 'active',
    reference,
  });
  const sent: Array<Record<string, unknown>> = [];
  const modifications: string[] = [];
  const server = setupServer(
    // Adyen down for cancels and reversals (ADR 028: logged, and a reversal recorded as failed for a person).
    http.post(`${ADYEN}/payments/:psp/:modification`, ({ params }) => {
      modifications.push(`${String(params.psp)}/${String(params.modification)}`);
      return HttpResponse.json({ status: 500, errorCode: '000', message: 'Internal error' }, { status: 500 });
    }),
    http.post(`${ADYEN}/sessions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (mode === 'refuse' || mode === 'redirect') {
        // sessionsSuccess.ts (Adyen/adyen-node-api-library src/__mocks__/checkout) with the hosted page's url.
        return HttpResponse.json(
          {
            ...body,
            id: 'CS841C62BF399F968C',
            expiresAt: body.expiresAt,
            url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/v1/sessions/CS841C62BF399F968C',
          },
          { status: 201 },
        );
      }
      if (mode === 'slow') await delay(2_000);
      return HttpResponse.json({ status: 500, errorCode: '000', message: 'Internal error' }, { status: 500 });
    }),
    http.get(`${ADYEN}/sessions/CS841C62BF399F968C`, () => {
      const last = sent.at(-1)!;
      return HttpResponse.json(sessionResult(last.reference as string, last.amount));
    }),
    http.post(`${ADYEN}/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (mode === 'refuse') return HttpResponse.json({ resultCode: 'Refused', pspReference: 'QFQTPCQ8HXSKGK83' });
      if (mode === 'redirect') {
        return HttpResponse.json({
          resultCode: 'RedirectShopper',
          pspReference: 'QFQTPCQ8HXSKGK84',
          merchantReference: body.reference,
          action: { type: 'redirect', method: 'GET', url: 'https://checkoutshopper-test.adyen.com/redirect' },
        });
      }
      if (mode === 'slow') await delay(2_000);
      return HttpResponse.json(
        { status: 500, errorCode: '905', message: 'Payment details are not supported' },
        { status: 500 },
      );
    }),
  );
  let shop: Shop;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    shop = await startShop(undefined, {
      kind: 'adyen',
      checkoutUrl: ADYEN,
      provider: createAdyenClient({ baseUrl: ADYEN, apiKey: 'test-key', timeoutMs: 200 }),
      merchantAccount: 'MultishopTest',
      hmacKey: 'AB'.repeat(32),
      webhookCredentials: null,
      googlePay: { sheet: 'googlePay', environment: 'TEST' },
    });
  });
  afterAll(async () => {
    server.close();
    await stopShop(shop);
  });

  it('asks for PayPal captured at once (spec/2 §7: its intent is capture), and not other methods', async () => {
    mode = 'refuse';
    sent.length = 0;
    for (const type of ['paypal', 'scheme']) {
      const { shopper, cart } = await readyCart(shop, 'de');
      expect(await pay(shopper, cart, type)).toMatchObject({ action: 'redirect', method: 'GET' });
    }
    expect(sent.map((body) => [body.mode, body.allowedPaymentMethods, body.captureDelayHours])).toEqual([
      ['hosted', ['paypal'], 0],
      ['hosted', ['scheme'], undefined],
    ]);
  });

  it('a card paid after the bank-transfer order, Adyen down for the reversal: recorded as failed on the order', async () => {
    mode = 'redirect';
    const { shopper, cart } = await readyCart(shop, 'de');
    expect((await pay(shopper, cart)).action).toBe('redirect');
    const placed = await shopper.call('createMyOrderFromCart', {
      cartId: cart.id,
      version: cart.version,
      paymentMethod: 'bankTransfer',
      clientType: 'PRIVATE',
    });
    expect(placed.status, placed.text()).toBe(200);
    const order = placed.json() as Order;
    // A hosted session not paid yet has no payment at Adyen to cancel (ADR 029): its payment, should it come, is
    // given back.
    expect(modifications).toEqual([]);
    const attemptId = shop.store.database.sqlite
      .prepare(`select id from payment_attempts where cart_id = ?`)
      .pluck()
      .get(cart.id) as string;
    const fields = {
      pspReference: 'QFQTPCQ8HXSKGK84',
      merchantAccountCode: 'MultishopTest',
      merchantReference: attemptId,
      amount: { currency: 'EUR', value: cart.totalPrice.centAmount },
      eventCode: 'AUTHORISATION',
      eventDate: '2026-11-29T01:00:00+01:00',
      success: 'true' as const,
    };
    const item = { ...fields, additionalData: { hmacSignature: signNotificationItem(fields, 'AB'.repeat(32)) } };
    const answer = await httpCall(shop.port, 'POST', '/payments/notifications', {
      host: 'www.multishop.de',
      body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(modifications).toEqual(['QFQTPCQ8HXSKGK84/reversals']);
    expect(ordersOfCart(shop, cart.id)).toBe(1);
    expect(await orderOf(shopper, order.id)).toMatchObject({
      paymentState: order.paymentState,
      paymentInfo: {
        payments: [{ method: 'bankTransfer' }],
        refunds: [{ id: attemptId, method: 'scheme', pspReference: 'QFQTPCQ8HXSKGK84', state: 'Failure' }],
      },
    });
  });

  /** The shopper back from Adyen's hosted page: the signed return the shop gave, with the session's parameters. */
  const backFromAdyen = async () => {
    const returnUrl = new URL(String(sent.at(-1)!.returnUrl));
    returnUrl.searchParams.set('sessionId', 'CS841C62BF399F968C');
    returnUrl.searchParams.set('sessionResult', 'Ab02b4c0!BQABAgB+');
    const answer = await browser(shop, returnUrl.host).call('GET', returnUrl.href);
    expect(answer.status, answer.text()).toBe(303);
    return String(answer.headers.location);
  };

  it('Adyen’s session completed: the authorised payment of the attempt’s amount makes the paid order', async () => {
    mode = 'refuse';
    sessionResult = (reference, amount) => ({
      id: 'CS841C62BF399F968C',
      status: 'completed',
      reference,
      payments: [
        {
          amount,
          paymentMethod: { type: 'scheme', brand: 'visa' },
          pspReference: 'QFQTPCQ8HXSKGK84',
          resultCode: 'Authorised',
        },
      ],
    });
    const { shopper, cart } = await readyCart(shop, 'de');
    expect(await pay(shopper, cart)).toMatchObject({
      action: 'redirect',
      url: expect.stringContaining('checkoutshopper-test.adyen.com'),
    });
    const next = await backFromAdyen();
    const orderId = /\/checkout\/thank-you\/([\w-]+)$/.exec(next)?.[1];
    expect(orderId, next).toBeTruthy();
    expect(await orderOf(shopper, orderId!)).toMatchObject({ paymentState: 'Paid', totalPrice: cart.totalPrice });
    expect(ordersOfCart(shop, cart.id)).toBe(1);
  });

  it('Adyen’s session still active (back without paying): cancelled-transaction, the attempt kept, the same session again', async () => {
    mode = 'refuse';
    sessionResult = (reference) => ({ id: 'CS841C62BF399F968C', status: 'active', reference });
    const { shopper, cart } = await readyCart(shop, 'de');
    const first = await pay(shopper, cart);
    expect(await backFromAdyen()).toMatch(/\/adyen-payment-error\/\?error=cancelled-transaction$/);
    expect(ordersOfCart(shop, cart.id)).toBe(0);
    const states = shop.store.database.sqlite
      .prepare(`select state from payment_attempts where cart_id = ?`)
      .pluck()
      .all(cart.id);
    expect(states).toEqual(['RedirectShopper']);
    const before = sent.length;
    expect(await pay(shopper, cart)).toEqual(first);
    // The same attempt asks again with the same request (the idempotency key answers the same session).
    expect(sent.at(-1)).toEqual(sent[before - 1]);
  });

  it.each(['down', 'slow'] as const)('the provider %s: payment-error, the cart as it was', async (how) => {
    mode = how;
    const { shopper, cart } = await readyCart(shop, 'de');
    expect(await pay(shopper, cart)).toEqual({ action: 'error', errorState: 'payment-error' });
    expect((await shopper.call('getMyCart', {})).json().cart).toMatchObject({ id: cart.id, version: cart.version });
    expect(ordersOfCart(shop, cart.id)).toBe(0);
  });
});
