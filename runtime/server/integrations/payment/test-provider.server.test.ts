// The embedded test provider over real HTTP, through the same adapter the shop uses (adyen-client.server.ts): the
// Checkout API subset (https://docs.adyen.com/online-payments/build-your-integration/advanced-flow), Adyen's test
// triggers, idempotency (https://docs.adyen.com/development-resources/api-idempotency), the hosted pages and the
// return to the shop with redirectResult (GET and POST), vouchers paid later, and signed standard webhooks delivered
// late, twice, out of order, retried, and kept across a restart.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenClient, type AdyenCheckoutClient } from './adyen-client.server.ts';
import type { PaymentRequest, PaymentResponse, RedirectAction, VoucherAction } from './adyen-types.ts';
import { verifyNotificationItem } from './notification-hmac.ts';
import { parseNotification, type NotificationRequestItem } from './notification-types.ts';
import type { PaymentProviderFailure } from './payment-port.ts';
import { HOLDER_NAME_TRIGGERS } from './test-provider-triggers.ts';
import { STEP_HEADER } from './test-provider-pages.ts';
import { PROVIDER_TEXTS } from './test-provider-texts.ts';
import {
  registerTestPaymentProvider,
  returnUrlWith,
  type TestPaymentProvider,
  type TestPaymentProviderOptions,
} from './test-provider.server.ts';

const API_KEY = 'test-api-key-0123456789';
const MERCHANT = 'MultishopTestAccount';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

// ——— a webhook receiver: the shop's endpoint, as a plain HTTP server ———

interface Received {
  headers: IncomingHttpHeaders;
  item: NotificationRequestItem;
  at: number;
}

interface Receiver {
  url: string;
  received: Received[];
  /** The statuses to answer, in turn; 200 once they are used up. */
  statuses: number[];
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const receiver: Receiver = {
    url: '',
    received,
    statuses,
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            resolve(received.slice(0, count));
            return true;
          }
          return false;
        };
        if (check()) return;
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} webhooks arrived`)),
          timeoutMs,
        );
        waiters.push(() => {
          if (check()) clearTimeout(timer);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = receiver.statuses.shift() ?? 200;
      if (status < 300) {
        const parsed = parseNotification(body);
        if (!parsed.ok) throw new Error(parsed.message);
        for (const { NotificationRequestItem: item } of parsed.notification.notificationItems) {
          received.push({ headers: request.headers, item, at: Date.now() });
        }
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '[accepted]' : 'failed');
      for (const waiter of [...waiters]) waiter();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment-notifications`;
  return receiver;
}

// ——— the provider, mounted in a Fastify app as the shop mounts it ———

interface Running {
  app: FastifyInstance;
  provider: TestPaymentProvider;
  client: AdyenCheckoutClient;
  origin: string;
  warnings: string[];
  close(): Promise<void>;
}

async function startProvider(options: Partial<TestPaymentProviderOptions> = {}): Promise<Running> {
  const app = Fastify({ logger: false });
  const warnings: string[] = [];
  const provider = await registerTestPaymentProvider(app, {
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    databaseFile: ':memory:',
    settleAfterMs: null,
    log: { warn: (message) => warnings.push(message) },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = createAdyenClient({ baseUrl: provider.checkoutUrl(origin), apiKey: API_KEY, timeoutMs: 5_000 });
  return { app, provider, client, origin, warnings, close: () => app.close() };
}

let sequence = 0;
function paymentRequest(origin: string, change: Partial<PaymentRequest> = {}): PaymentRequest {
  sequence += 1;
  return {
    amount: { currency: 'EUR', value: 12_345 },
    merchantAccount: MERCHANT,
    reference: `order-${sequence}`,
    returnUrl: `${origin}/checkout/payment/return?payment=p${sequence}&sig=abc%2Bdef`,
    countryCode: 'DE',
    shopperLocale: 'de-DE',
    channel: 'Web',
    shopperEmail: 'shopper@example.com',
    paymentMethod: { type: 'scheme' },
    ...change,
  };
}

const card = (number: string, holderName = 'Erika Mustermann', expiry: [string, string] = ['03', '2030']) => ({
  type: 'scheme' as const,
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: `test_${expiry[0]}`,
  encryptedExpiryYear: `test_${expiry[1]}`,
  encryptedSecurityCode: 'test_737',
  holderName,
});

// ——— a browser: fetch without following redirects, forms posted as browsers post them ———

const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

async function page(url: string): Promise<{ status: number; html: string; headers: Headers; action: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    headers: response.headers,
    action: action ? new URL(unescape(action), url).href : '',
  };
}

async function submit(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The redirectResult of the shopper's return (the query parameter of the Location the provider sends). */
function redirectResultOf(location: string | null): string {
  expect(location).toBeTruthy();
  const token = new URL(location!).searchParams.get('redirectResult');
  expect(token).toBeTruthy();
  return token!;
}

/** Pays on the hosted card page through the 3D Secure step; answers the provider's last response (the return). */
async function payOnHostedCardPage(
  action: RedirectAction,
  form: { number?: string; expiry?: string; securityCode?: string; holderName?: string },
  password = 'password',
): Promise<Response> {
  const cardPage = await page(action.url);
  expect(cardPage.status).toBe(200);
  const submitted = await submit(cardPage.action, {
    number: form.number ?? '4111 1111 1111 1111',
    expiry: form.expiry ?? '03/30',
    securityCode: form.securityCode ?? '737',
    holderName: form.holderName ?? 'Erika Mustermann',
    action: 'pay',
  });
  expect(submitted.status).toBe(303);
  const challenge = await page(new URL(submitted.headers.get('location')!, action.url).href);
  expect(challenge.status).toBe(200);
  return submit(challenge.action, { password, action: 'authenticate' });
}

// ——————————————————————————————————————————————————————————————

describe('test payment provider: API (Checkout v71 subset)', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startProvider();
  });
  afterAll(() => running.close());

  it('answers /paymentMethods for the country and currency, as Adyen filters them', async () => {
    const nl = await running.client.paymentMethods({
      merchantAccount: MERCHANT,
      countryCode: 'NL',
      amount: { currency: 'EUR', value: 1000 },
    });
    const types = nl.paymentMethods!.map((method) => method.type);
    expect(types).toEqual(expect.arrayContaining(['scheme', 'paypal', 'ideal', 'klarna', 'applepay', 'googlepay']));
    expect(types).not.toContain('twint');
    const ch = await running.client.paymentMethods({
      merchantAccount: MERCHANT,
      countryCode: 'CH',
      amount: { currency: 'CHF', value: 1000 },
    });
    expect(ch.paymentMethods!.map((method) => method.type)).toContain('twint');
  });

  it('refuses a missing or wrong API key (401) and another merchant account (403), as Adyen does', async () => {
    const url = `${running.provider.checkoutUrl(running.origin)}/payments`;
    const anonymous = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      status: 401,
      errorCode: '000',
      message: 'HTTP Status Response - Unauthorised',
      errorType: 'security',
    });
    const wrongKey = createAdyenClient({
      baseUrl: running.provider.checkoutUrl(running.origin),
      apiKey: `${API_KEY}x`,
    });
    await expect(wrongKey.payments(paymentRequest(running.origin), 'k-401')).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
    });
    await expect(
      running.client.payments({ ...paymentRequest(running.origin), merchantAccount: 'Other' }, 'k-403'),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 403,
      errorCode: '901',
    });
  });

  it('rejects invalid requests with Adyen’s 422 validation answers', async () => {
    const { client, origin } = running;
    const reject = (request: unknown, key: string) =>
      client.payments(request as PaymentRequest, key).then(
        () => null,
        (error: PaymentProviderFailure) => error,
      );
    expect(await reject({ ...paymentRequest(origin), reference: '' }, 'v1')).toMatchObject({
      status: 422,
      errorCode: '130',
    });
    expect(await reject({ ...paymentRequest(origin), returnUrl: undefined }, 'v2')).toMatchObject({
      status: 422,
      providerMessage: "Required field 'returnUrl' is not provided.",
    });
    expect(await reject({ ...paymentRequest(origin), amount: { currency: 'EUR', value: 12.5 } }, 'v3')).toMatchObject({
      status: 422,
    });
    expect(await reject(paymentRequest(origin, { paymentMethod: { type: 'twint' } }), 'v4')).toMatchObject({
      status: 422,
      errorCode: '905',
      errorType: 'configuration',
    });
    expect(await reject(paymentRequest(origin, { paymentMethod: card('4111111111111112') }), 'v5')).toMatchObject({
      status: 422,
      errorCode: '101',
    });
    expect(
      await reject(
        paymentRequest(origin, {
          paymentMethod: { ...card('4111111111111111'), encryptedCardNumber: 'adyenjs_0_1_25$abc' },
        }),
        'v6',
      ),
    ).toMatchObject({ status: 422 });
    await expect(client.paymentDetails({ details: { redirectResult: 'unknown' } }, 'v7')).rejects.toMatchObject({
      status: 422,
      errorCode: '14_018',
    });
    const malformed = await fetch(`${running.provider.checkoutUrl(origin)}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: '{"amount":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errorCode: '000', message: 'Unable to parse message' });
  });

  it.each(Object.entries(HOLDER_NAME_TRIGGERS))(
    'holder name %s gives Adyen’s documented result',
    async (holderName, outcome) => {
      const result = await running.client.payments(
        paymentRequest(running.origin, { paymentMethod: card('4111111111111111', holderName) }),
        `trigger-${holderName}`,
      );
      expect(result.resultCode).toBe(outcome.resultCode);
      expect(result.refusalReason).toBe(outcome.refusalReason);
      expect(result.refusalReasonCode).toBe(outcome.refusalReasonCode);
      expect(result.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    },
  );

  it('refuses an expired card as Adyen does, and answers a card payment with the card’s brand and summary', async () => {
    const expired = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('5555555555554444', 'A', ['01', '2020']) }),
      'expired',
    );
    expect(expired).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card', refusalReasonCode: '6' });
    const authorised = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('5555555555554444') }),
      'mc',
    );
    expect(authorised).toMatchObject({
      resultCode: 'Authorised',
      amount: { currency: 'EUR', value: 12_345 },
      paymentMethod: { type: 'scheme', brand: 'mc' },
      additionalData: { cardSummary: '4444', expiryDate: '3/2030' },
    });
  });

  it('asks the 3D Secure 2 test card for a challenge; the test password authorises, another refuses', async () => {
    const { client, origin } = running;
    for (const [password, expected] of [
      ['password', { resultCode: 'Authorised' }],
      ['wrong', { resultCode: 'Refused', refusalReason: '3D Not Authenticated', refusalReasonCode: '11' }],
    ] as const) {
      const started = await client.payments(
        paymentRequest(origin, { paymentMethod: card('4917610000000000') }),
        `3ds-${password}`,
      );
      expect(started.resultCode).toBe('RedirectShopper');
      const action = started.action as RedirectAction;
      expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
      expect(action.url).toBe(`${origin}/test-psp/hosted/${started.pspReference}/challenge`);
      const challenge = await page(action.url);
      const returned = await submit(challenge.action, { password, action: 'authenticate' });
      expect(returned.status).toBe(303);
      const details = await client.paymentDetails(
        { details: { redirectResult: redirectResultOf(returned.headers.get('location')) } },
        `3ds-details-${password}`,
      );
      expect(details).toMatchObject({ ...expected, pspReference: started.pspReference });
    }
  });

  it('honours the Idempotency-Key: the same key and body answer the first answer; another body is refused', async () => {
    const { client, origin, provider } = running;
    const request = paymentRequest(origin, { paymentMethod: card('4111111111111111') });
    const first = await client.payments(request, 'idem-1');
    const again = await client.payments(request, 'idem-1');
    expect(again).toEqual(first);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as unknown as PaymentRequest;
    expect(await client.payments(reordered, 'idem-1')).toEqual(first);
    expect(provider.webhooks().filter((webhook) => webhook.item.merchantReference === request.reference)).toHaveLength(
      0,
    );
    await expect(
      client.payments({ ...request, amount: { currency: 'EUR', value: 1 } }, 'idem-1'),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 422,
      providerMessage: 'Idempotency-Key already used for a different request body',
    });
    const other = await client.payments(request, 'idem-2');
    expect(other.pspReference).not.toBe(first.pspReference);
    // A rejected request is not kept: the same key may carry the corrected request.
    await expect(client.payments({ ...request, reference: '' }, 'idem-3')).rejects.toMatchObject({ status: 422 });
    expect((await client.payments(request, 'idem-3')).resultCode).toBe('Authorised');
  });

  it('cancels an authorisation: 201 received, once', async () => {
    const { client, origin } = running;
    const paid = await client.payments(
      paymentRequest(origin, { paymentMethod: card('4111111111111111') }),
      'to-cancel',
    );
    const cancelled = await client.cancel(
      paid.pspReference!,
      { merchantAccount: MERCHANT, reference: 'cancel-1' },
      'cancel-1',
    );
    expect(cancelled).toMatchObject({
      status: 'received',
      paymentPspReference: paid.pspReference,
      merchantAccount: MERCHANT,
    });
    expect(cancelled.pspReference).not.toBe(paid.pspReference);
    await expect(client.cancel('NOPE000000000000', { merchantAccount: MERCHANT }, 'cancel-2')).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('test payment provider: hosted pages and the return to the shop', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startProvider();
  });
  afterAll(() => running.close());

  async function start(
    change: Partial<PaymentRequest>,
    key: string,
  ): Promise<{ request: PaymentRequest; started: PaymentResponse; action: RedirectAction }> {
    const request = paymentRequest(running.origin, change);
    const started = await running.client.payments(request, key);
    expect(started.resultCode).toBe('RedirectShopper');
    return { request, started, action: started.action as RedirectAction };
  }

  it('serves an accessible card form, with its own security policy, on the host of the return URL', async () => {
    const { started, action } = await start({}, 'page-1');
    expect(action.url).toBe(`${running.origin}/test-psp/hosted/${started.pspReference}`);
    const card = await page(action.url);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toContain('text/html');
    expect(card.headers.get('cache-control')).toBe('no-store');
    expect(card.headers.get('content-security-policy')).toContain("script-src 'self'");
    // In the payment's shopperLocale (de-DE), as a real provider's hosted page is.
    expect(card.html).toContain('<html lang="de-DE">');
    expect(card.html.match(/<h1>/g)).toHaveLength(1);
    for (const [field, autocomplete] of [
      ['number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['securityCode', 'cc-csc'],
      ['holderName', 'cc-name'],
    ]) {
      expect(card.html).toContain(`<label for="${field}">`);
      expect(card.html).toMatch(new RegExp(`<input id="${field}" name="${field}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(card.html).toContain('123,45\u00a0€');
    expect(card.html).toContain('value="cancel"');
  });

  it('shows what is wrong, tied to the fields, when the card form is not valid', async () => {
    const { action } = await start({}, 'page-2');
    const card = await page(action.url);
    const answer = await submit(card.action, {
      number: '4111 1111 1111 1112',
      expiry: '13/30',
      securityCode: '7',
      holderName: '',
      action: 'pay',
    });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<input id="number"[^>]*aria-describedby="number-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('id="expiry-error"');
    expect(html).toContain('id="holderName-error"');
    // The number typed stays; the security code is never sent back.
    expect(html).toContain('value="4111 1111 1111 1112"');
    expect(html).not.toContain('value="7"');
  });

  it('takes the card through the 3D Secure step to the return URL; /payments/details gives the result', async () => {
    const { started, action } = await start({}, 'page-3');
    const returned = await payOnHostedCardPage(action, { holderName: 'NOT_ENOUGH_BALANCE' });
    expect(returned.status).toBe(303);
    const location = returned.headers.get('location')!;
    // The shop's own parameters (its signed reference) come back as it sent them.
    expect(location.startsWith(`${running.origin}/checkout/payment/return?payment=`)).toBe(true);
    expect(location).toContain('&sig=abc%2Bdef&redirectResult=');
    const details = await running.client.paymentDetails(
      { details: { redirectResult: redirectResultOf(location) } },
      'page-3-details',
    );
    expect(details).toMatchObject({
      pspReference: started.pspReference,
      resultCode: 'Refused',
      refusalReason: 'Not enough balance',
      refusalReasonCode: '12',
      paymentMethod: { type: 'scheme', brand: 'visa' },
    });
    // A second visit changes nothing: the page says the payment is complete and links back.
    const again = await page(action.url);
    expect(again.html).toContain(PROVIDER_TEXTS.de.paymentIsComplete);
    expect(again.html).toContain('redirectResult=');
  });

  it('authorises a good card on the hosted page', async () => {
    const { action } = await start({ countryCode: 'NL' }, 'page-4');
    const returned = await payOnHostedCardPage(action, { number: '5555 5555 5555 4444' });
    const details = await running.client.paymentDetails(
      { details: { redirectResult: redirectResultOf(returned.headers.get('location')) } },
      'page-4-details',
    );
    expect(details.resultCode).toBe('Authorised');
  });

  it('answers a redirectResult about its own payment, whichever payment it is presented for (as Adyen does)', async () => {
    const expensive = await start({ amount: { currency: 'EUR', value: 195_491 } }, 'page-swap-1');
    const cancelled = await submit((await page(expensive.action.url)).action, { action: 'cancel' });
    const cheap = await start({ amount: { currency: 'EUR', value: 15_999 } }, 'page-swap-2');
    const paid = await payOnHostedCardPage(cheap.action, {});
    // The shop asks with the expensive payment's return in mind; the answer is the cheap payment's, named as such.
    const details = await running.client.paymentDetails(
      { details: { redirectResult: redirectResultOf(paid.headers.get('location')) } },
      `${expensive.request.reference}:details`,
    );
    expect(details).toMatchObject({
      resultCode: 'Authorised',
      pspReference: cheap.started.pspReference,
      merchantReference: cheap.request.reference,
      amount: { currency: 'EUR', value: 15_999 },
    });
    expect(redirectResultOf(cancelled.headers.get('location'))).not.toBe(
      redirectResultOf(paid.headers.get('location')),
    );
  });

  it('cancels from the card page (Cancelled) and from the 3D Secure step', async () => {
    const first = await start({}, 'page-5');
    const card = await page(first.action.url);
    const cancelled = await submit(card.action, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(
      await running.client.paymentDetails(
        { details: { redirectResult: redirectResultOf(cancelled.headers.get('location')) } },
        'page-5-details',
      ),
    ).toMatchObject({ resultCode: 'Cancelled' });

    const second = await start({}, 'page-6');
    const secondCard = await page(second.action.url);
    const toChallenge = await submit(secondCard.action, {
      number: '4111111111111111',
      expiry: '03/30',
      securityCode: '737',
      holderName: 'A B',
      action: 'pay',
    });
    const challenge = await page(new URL(toChallenge.headers.get('location')!, second.action.url).href);
    const cancelledThere = await submit(challenge.action, { action: 'cancel' });
    expect(
      await running.client.paymentDetails(
        { details: { redirectResult: redirectResultOf(cancelledThere.headers.get('location')) } },
        'page-6-details',
      ),
    ).toMatchObject({ resultCode: 'Cancelled' });
  });

  it.each([
    ['paypal', 'DE', 'EUR'],
    ['klarna', 'DE', 'EUR'],
    ['klarna_account', 'SE', 'SEK'],
    ['klarna_b2b', 'NL', 'EUR'],
    ['ideal', 'NL', 'EUR'],
    ['onlineBanking_PL', 'PL', 'PLN'],
    ['twint', 'CH', 'CHF'],
    ['mobilepay', 'DK', 'DKK'],
    ['applepay', 'FR', 'EUR'],
  ])(
    'redirects %s through its page, where the shopper authorises, refuses or cancels',
    async (type, countryCode, currency) => {
      for (const [choice, resultCode] of [
        ['authorise', 'Authorised'],
        ['refuse', 'Refused'],
        ['cancel', 'Cancelled'],
      ] as const) {
        const { action } = await start(
          { paymentMethod: { type }, countryCode, amount: { currency, value: 5_000 } },
          `${type}-${choice}`,
        );
        expect(action.paymentMethodType).toBe(type);
        const simulator = await page(action.url);
        expect(simulator.status).toBe(200);
        const returned = await submit(simulator.action, { action: choice });
        expect(returned.status).toBe(303);
        const details = await running.client.paymentDetails(
          { details: { redirectResult: redirectResultOf(returned.headers.get('location')) } },
          `${type}-${choice}-details`,
        );
        expect(details.resultCode).toBe(resultCode);
        expect(details.paymentMethod).toEqual({ type });
      }
    },
  );

  it('returns the shopper by a cross-site POST form when asked, submitted by a same-origin script', async () => {
    const { request, started, action } = await start({ paymentMethod: { type: 'paypal' } }, 'post-return');
    const simulator = await page(`${action.url}?returnMethod=POST`);
    expect(simulator.action).toContain('returnMethod=POST');
    const answer = await submit(simulator.action, { action: 'authorise' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const form = /<form id="return-form" method="post" action="([^"]+)">/.exec(html);
    expect(unescape(form![1]!)).toBe(request.returnUrl);
    const token = /name="redirectResult" value="([^"]+)"/.exec(html)![1]!;
    const script = /<script src="([^"]+)" defer><\/script>/.exec(html)![1]!;
    expect(script).toBe('/test-psp/assets/return.js');
    const js = await fetch(`${running.origin}${script}`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain("getElementById('return-form')");
    const details = await running.client.paymentDetails(
      { details: { redirectResult: unescape(token) } },
      'post-return-details',
    );
    expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: started.pspReference });
  });

  it('answers a step’s script with the next address, its pages with 200, so the steps share one history entry', async () => {
    const { request, started, action } = await start({}, 'steps-1');
    const card = await page(action.url);
    const script = /<script src="([^"]+)" defer><\/script>/.exec(card.html)![1]!;
    expect(script).toBe('/test-psp/assets/steps.js');
    const js = await fetch(`${running.origin}${script}`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('window.location.replace(');
    // The script posts by fetch: the page's policy lets it reach its own origin, and no other.
    expect(card.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const step = (url: string, fields: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [STEP_HEADER]: 'replace' },
        body: new URLSearchParams(fields).toString(),
      });
    const typed = { number: '4111 1111 1111 1111', expiry: '03/30', securityCode: '737', holderName: 'A B' };
    // A mistake: the card form with it, as a page to show in the form's place (200, not 422).
    const wrong = await step(card.action, { ...typed, number: '4111 1111 1111 1112', action: 'pay' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('id="number-error"');
    const toChallenge = await step(card.action, { ...typed, action: 'pay' });
    expect(toChallenge.status).toBe(200);
    expect(toChallenge.headers.get('cache-control')).toBe('no-store');
    const { location: challengeUrl } = (await toChallenge.json()) as { location: string };
    expect(challengeUrl).toBe(`/test-psp/hosted/${started.pspReference}/challenge`);
    const challenge = await page(new URL(challengeUrl, action.url).href);
    const returned = await step(challenge.action, { password: 'password', action: 'authenticate' });
    const { location: back } = (await returned.json()) as { location: string };
    expect(back.startsWith(request.returnUrl)).toBe(true);
    expect(
      await running.client.paymentDetails({ details: { redirectResult: redirectResultOf(back) } }, 'steps-1-details'),
    ).toMatchObject({ resultCode: 'Authorised', pspReference: started.pspReference });
  });

  it('returns a step’s script by POST through the return form’s own page, only for a decided payment', async () => {
    const { request, started, action } = await start({ paymentMethod: { type: 'paypal' } }, 'steps-2');
    const returnPage = `${running.origin}/test-psp/hosted/${started.pspReference}/return?returnMethod=POST`;
    // Not decided yet: nothing to return with; on to the step the payment is at.
    const early = await fetch(returnPage, { redirect: 'manual' });
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toBe(`/test-psp/hosted/${started.pspReference}?returnMethod=POST`);
    expect((await page(`${running.origin}/test-psp/hosted/NOPE000000000000/return`)).status).toBe(404);
    const simulator = await page(`${action.url}?returnMethod=POST`);
    const answer = await fetch(simulator.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [STEP_HEADER]: 'replace' },
      body: 'action=authorise',
    });
    expect(await answer.json()).toEqual({ location: new URL(returnPage).pathname + new URL(returnPage).search });
    const form = await page(returnPage);
    expect(form.status).toBe(200);
    expect(form.action).toBe(request.returnUrl);
    const token = /name="redirectResult" value="([^"]+)"/.exec(form.html)![1]!;
    expect(
      await running.client.paymentDetails({ details: { redirectResult: unescape(token) } }, 'steps-2-details'),
    ).toMatchObject({ resultCode: 'Authorised', pspReference: started.pspReference });
  });

  it('does not take a choice its page does not offer (a card page cannot be just authorised)', async () => {
    const { action } = await start({}, 'forged-1');
    const card = await page(action.url);
    expect((await submit(card.action, { action: 'authorise' })).status).toBe(400);
    const paypal = await start({ paymentMethod: { type: 'paypal' } }, 'forged-2');
    const simulator = await page(paypal.action.url);
    expect((await submit(simulator.action, { action: 'pay', number: '4111111111111111' })).status).toBe(400);
    // Both still wait for the shopper.
    expect((await page(action.url)).html).toContain(PROVIDER_TEXTS.de.payByCard);
    expect((await page(paypal.action.url)).html).toContain(PROVIDER_TEXTS.de.payWith('PayPal'));
  });

  it('answers an unknown payment’s page with 404', async () => {
    expect((await page(`${running.origin}/test-psp/hosted/NOPE000000000000`)).status).toBe(404);
  });
});

describe('returnUrlWith', () => {
  it('adds redirectResult to the shop’s return URL, keeping its parameters and fragment', () => {
    expect(returnUrlWith('https://x.test/r', 'a+b/c=')).toBe('https://x.test/r?redirectResult=a%2Bb%2Fc%3D');
    expect(returnUrlWith('https://x.test/r?payment=1&sig=a%2B', 't')).toBe(
      'https://x.test/r?payment=1&sig=a%2B&redirectResult=t',
    );
    expect(returnUrlWith('https://x.test/r?#top', 't')).toBe('https://x.test/r?redirectResult=t#top');
  });
});

describe('test payment provider: webhooks', () => {
  let receiver: Receiver;
  let running: Running | null = null;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await running?.close();
    running = null;
    receiver.received.length = 0;
    receiver.statuses.length = 0;
  });
  afterAll(() => receiver.close());

  const withTarget = (extra: Partial<TestPaymentProviderOptions> = {}) =>
    startProvider({
      notification: { url: receiver.url, hmacKey: HMAC_KEY, username: 'shop-webhooks', password: 's3cret' },
      delivery: { retryDelaysMs: [40, 80] },
      ...extra,
    });

  it('posts a signed AUTHORISATION after each outcome, with Basic auth, verifiable with the shop’s key', async () => {
    running = await withTarget();
    const request = paymentRequest(running.origin, { paymentMethod: card('4111111111111111') });
    const paid = await running.client.payments(request, 'wh-1');
    const refused = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111', 'DECLINED') }),
      'wh-2',
    );
    const [first, second] = await receiver.waitFor(2);
    expect(first!.headers.authorization).toBe(`Basic ${Buffer.from('shop-webhooks:s3cret').toString('base64')}`);
    expect(first!.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: paid.pspReference,
      merchantReference: request.reference,
      merchantAccountCode: MERCHANT,
      amount: { currency: 'EUR', value: 12_345 },
      paymentMethod: 'visa',
    });
    expect(verifyNotificationItem(first!.item, HMAC_KEY)).toBe(true);
    expect(verifyNotificationItem(first!.item, HMAC_KEY.replace(/^4/, '5'))).toBe(false);
    expect(second!.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'false',
      pspReference: refused.pspReference,
      reason: 'Refused',
    });
    expect(verifyNotificationItem(second!.item, HMAC_KEY)).toBe(true);
    // The receiver has the item before its answer reaches the provider: the state follows.
    await expect
      .poll(() => running!.provider.webhooks().map((webhook) => webhook.state))
      .toEqual(['delivered', 'delivered']);
  });

  it('reverses an authorisation once (CANCEL_OR_REFUND), and keeps the payment’s record of it', async () => {
    running = await withTarget();
    const { client, origin, provider } = running;
    const request = paymentRequest(origin, { paymentMethod: card('4111111111111111'), reference: 'to-reverse' });
    const paid = await client.payments(request, 'to-reverse');
    expect(paid.resultCode).toBe('Authorised');
    const reversed = await client.reverse(
      paid.pspReference!,
      { merchantAccount: MERCHANT, reference: 'to-reverse' },
      'to-reverse:reversal',
    );
    expect(reversed).toMatchObject({ status: 'received', paymentPspReference: paid.pspReference });
    // The same key answers the same reversal; a second one is received but fails (its webhook says so).
    expect(
      await client.reverse(
        paid.pspReference!,
        { merchantAccount: MERCHANT, reference: 'to-reverse' },
        'to-reverse:reversal',
      ),
    ).toEqual(reversed);
    await client.reverse(paid.pspReference!, { merchantAccount: MERCHANT, reference: 'to-reverse' }, 'again');
    const events = (await receiver.waitFor(3))
      .map(({ item }) => item)
      .filter((item) => item.originalReference === paid.pspReference)
      .map((item) => [item.eventCode, item.success, item.merchantReference, item.pspReference]);
    expect(events).toEqual([
      ['CANCEL_OR_REFUND', 'true', 'to-reverse', reversed.pspReference],
      ['CANCEL_OR_REFUND', 'false', 'to-reverse', expect.any(String)],
    ]);
    expect(provider.payments().find((payment) => payment.pspReference === paid.pspReference)).toMatchObject({
      resultCode: 'Authorised',
      cancellationPspReference: reversed.pspReference,
    });
    await expect(client.reverse('NOPE000000000000', { merchantAccount: MERCHANT }, 'r-3')).rejects.toMatchObject({
      status: 422,
    });
  });
  it('sends AUTHORISATION false for a shopper’s cancel and CANCELLATION (with originalReference) for the merchant’s', async () => {
    running = await withTarget();
    const started = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: { type: 'paypal' } }),
      'wh-3',
    );
    const simulator = await page((started.action as RedirectAction).url);
    await submit(simulator.action, { action: 'cancel' });
    const paid = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'wh-4',
    );
    const cancellation = await running.client.cancel(paid.pspReference!, { merchantAccount: MERCHANT }, 'wh-4-cancel');
    const items = (await receiver.waitFor(3)).map((received) => received.item);
    expect(items[0]).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'false',
      pspReference: started.pspReference,
      reason: 'Cancelled',
    });
    expect(items[2]).toMatchObject({
      eventCode: 'CANCELLATION',
      success: 'true',
      pspReference: cancellation.pspReference,
      originalReference: paid.pspReference,
    });
    for (const item of items) expect(verifyNotificationItem(item, HMAC_KEY)).toBe(true);
  });

  it('pays a Multibanco voucher later: PresentToShopper with the voucher, then AUTHORISATION after the delay', async () => {
    running = await withTarget({ settleAfterMs: 150 });
    const request = paymentRequest(running.origin, {
      paymentMethod: { type: 'multibanco' },
      countryCode: 'PT',
      shopperLocale: 'pt-PT',
    });
    const issued = await running.client.payments(request, 'mb-1');
    expect(issued.resultCode).toBe('PresentToShopper');
    const voucher = issued.action as VoucherAction;
    expect(voucher).toMatchObject({
      type: 'voucher',
      paymentMethodType: 'multibanco',
      merchantReference: request.reference,
      totalAmount: request.amount,
    });
    expect(voucher.entity).toMatch(/^\d{5}$/);
    expect(voucher.reference).toMatch(/^\d{3} \d{3} \d{3}$/);
    expect(Date.parse(voucher.expiresAt!)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const issuedAt = Date.now();
    const [paid] = await receiver.waitFor(1);
    expect(paid!.at - issuedAt).toBeGreaterThanOrEqual(100);
    expect(paid!.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: issued.pspReference,
      paymentMethod: 'multibanco',
    });
    expect(verifyNotificationItem(paid!.item, HMAC_KEY)).toBe(true);
  });

  it('pays a voucher on request (the simulate route, guarded by the API key)', async () => {
    running = await withTarget({ settleAfterMs: null });
    const issued = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: { type: 'multibanco' }, countryCode: 'PT' }),
      'mb-2',
    );
    const url = `${running.origin}/test-psp/simulate/${issued.pspReference}/settle`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    const settled = await fetch(url, { method: 'POST', headers: { 'x-api-key': API_KEY } });
    expect(await settled.json()).toEqual({ settled: true });
    expect((await receiver.waitFor(1))[0]!.item).toMatchObject({ success: 'true', pspReference: issued.pspReference });
    expect((await fetch(url, { method: 'POST', headers: { 'x-api-key': API_KEY } })).status).toBe(404);
  });

  it('delivers late when told to', async () => {
    running = await withTarget({ delivery: { delayMs: 300 } });
    const sent = Date.now();
    await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'late-1',
    );
    const [late] = await receiver.waitFor(1);
    expect(late!.at - sent).toBeGreaterThanOrEqual(250);
  });

  it('delivers twice when told to (the same item, the same signature)', async () => {
    running = await withTarget({ delivery: { duplicate: true, gapMs: 30 } });
    const paid = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'dup-1',
    );
    const [first, second] = await receiver.waitFor(2);
    expect(second!.item).toEqual(first!.item);
    expect(first!.item.pspReference).toBe(paid.pspReference);
  });

  it('delivers out of order when told to: the AUTHORISATION again after the newer CANCELLATION', async () => {
    running = await withTarget({ delivery: { outOfOrder: true, gapMs: 30 } });
    const paid = await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'ooo-1',
    );
    await receiver.waitFor(1);
    await running.client.cancel(paid.pspReference!, { merchantAccount: MERCHANT }, 'ooo-cancel');
    const events = (await receiver.waitFor(3)).map((received) => received.item.eventCode);
    expect(events).toEqual(['AUTHORISATION', 'CANCELLATION', 'AUTHORISATION']);
  });

  it('retries a webhook the receiver answers 500, with back-off, until it is accepted', async () => {
    receiver.statuses.push(500, 500);
    running = await withTarget();
    const started = Date.now();
    await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'retry-1',
    );
    const [delivered] = await receiver.waitFor(1);
    // Two failures: waits of 40 then 80 ms before the third attempt.
    expect(delivered!.at - started).toBeGreaterThanOrEqual(110);
    await expect.poll(() => running!.provider.webhooks()).toMatchObject([{ state: 'delivered', attempts: 3 }]);
    expect(running.warnings.filter((warning) => warning.includes('HTTP 500'))).toHaveLength(2);
  });

  it('gives a webhook up after the most attempts allowed', async () => {
    receiver.statuses.push(500, 500, 500);
    running = await withTarget({ delivery: { retryDelaysMs: [10], maxAttempts: 2 } });
    await running.client.payments(
      paymentRequest(running.origin, { paymentMethod: card('4111111111111111') }),
      'give-up',
    );
    await expect.poll(() => running!.provider.webhooks()[0]?.state, { timeout: 3_000 }).toBe('failed');
    expect(running.provider.webhooks()[0]!.attempts).toBe(2);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('test payment provider: state survives a restart (its own SQLite file)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'multishop-test-psp-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps a payment and delivers a webhook left pending by the process before', async () => {
    const file = path.join(dir, 'test-psp.sqlite');
    const down = await startReceiver([500, 500, 500, 500, 500, 500]);
    const options = {
      databaseFile: file,
      delivery: { retryDelaysMs: [60_000] },
    };
    const before = await startProvider({ ...options, notification: { url: down.url, hmacKey: HMAC_KEY } });
    const started = await before.client.payments(
      paymentRequest(before.origin, { paymentMethod: { type: 'ideal' }, countryCode: 'NL' }),
      'restart-1',
    );
    const simulator = await page((started.action as RedirectAction).url);
    const returned = await submit(simulator.action, { action: 'authorise' });
    const token = redirectResultOf(returned.headers.get('location'));
    await expect.poll(() => before.provider.webhooks()[0]?.attempts, { timeout: 3_000 }).toBe(1);
    expect(before.provider.webhooks()[0]!.state).toBe('pending');
    await before.close();
    await down.close();

    // A new process, the same file; the shop is back up. The retry was due in a minute: a start delivers what is due
    // then, so the test moves the clock on rather than waiting.
    const up = await startReceiver();
    const after = await startProvider({
      ...options,
      notification: { url: up.url, hmacKey: HMAC_KEY },
      now: () => Date.now() + 120_000,
    });
    const [delivered] = await up.waitFor(1);
    expect(delivered!.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: started.pspReference,
    });
    expect(verifyNotificationItem(delivered!.item, HMAC_KEY)).toBe(true);
    await expect.poll(() => after.provider.webhooks()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
    // The payment is still there for the shopper's late return.
    const details = await after.client.paymentDetails({ details: { redirectResult: token } }, 'restart-details');
    expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: started.pspReference });
    await after.close();
    await up.close();
  });

  it('refuses a file a newer version wrote, saying what to do', async () => {
    const { default: BetterSqlite3 } = await import('better-sqlite3');
    const file = path.join(dir, 'newer.sqlite');
    const sqlite = new BetterSqlite3(file);
    sqlite.pragma('user_version = 99');
    sqlite.close();
    await expect(startProvider({ databaseFile: file })).rejects.toThrow(/newer test payment provider.*move it away/);
  });
});
