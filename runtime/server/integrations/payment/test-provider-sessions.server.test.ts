// The embedded test provider's Hosted Checkout over real HTTP, through the shop's adapter (ADR 029): POST /sessions
// with mode hosted, the session's page and its methods, the card form and 3-D Secure step of the chosen method, the
// return with sessionId and sessionResult (GET and POST), GET /sessions/{id} with its payments, and the AUTHORISATION
// webhook naming the session's reference.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenClient, type AdyenCheckoutClient } from './adyen-client.server.ts';
import type { CreateCheckoutSessionRequest } from './adyen-types.ts';
import type { PaymentProviderFailure } from './payment-port.ts';
import { registerTestPaymentProvider, type TestPaymentProvider } from './test-provider.server.ts';
import { PROVIDER_TEXTS } from './test-provider-texts.ts';

const API_KEY = 'test-api-key-0123456789';
const MERCHANT = 'MultishopTestAccount';

let app: FastifyInstance;
let provider: TestPaymentProvider;
let client: AdyenCheckoutClient;
let origin: string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  provider = await registerTestPaymentProvider(app, {
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    databaseFile: ':memory:',
    settleAfterMs: null,
    // Queued, never due within a test: the queue is what is looked at.
    notification: { url: 'http://127.0.0.1:9/payments/notifications', hmacKey: 'AB'.repeat(32) },
    delivery: { delayMs: 3_600_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  client = createAdyenClient({ baseUrl: provider.checkoutUrl(origin), apiKey: API_KEY, timeoutMs: 5_000 });
});
afterAll(() => app.close());

let sequence = 0;
function sessionRequest(change: Partial<CreateCheckoutSessionRequest> = {}): CreateCheckoutSessionRequest {
  sequence += 1;
  return {
    mode: 'hosted',
    amount: { currency: 'EUR', value: 12_345 },
    merchantAccount: MERCHANT,
    reference: `attempt-${sequence}`,
    returnUrl: `${origin}/payments/return?payment=attempt-${sequence}&sig=abc`,
    countryCode: 'NL',
    shopperLocale: 'nl-NL',
    shopperEmail: 'shopper@example.com',
    allowedPaymentMethods: ['scheme'],
    ...change,
  };
}

const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

async function page(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    location: response.headers.get('location'),
    action: action ? new URL(unescape(action), url).href : '',
  };
}

const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The card form and the 3-D Secure step; answers the provider's return (its Location, or the POST page). */
async function payByCard(cardUrl: string, holderName = 'Erika Mustermann'): Promise<Response> {
  const form = await page(cardUrl);
  expect(form.status, form.html).toBe(200);
  const submitted = await submit(form.action, {
    number: '4111 1111 1111 1111',
    expiry: '03/30',
    securityCode: '737',
    holderName,
    action: 'pay',
  });
  expect(submitted.status).toBe(303);
  const challenge = await page(new URL(submitted.headers.get('location')!, cardUrl).href);
  return submit(challenge.action, { password: 'password', action: 'authenticate' });
}

describe('the embedded provider’s Hosted Checkout (POST /sessions, mode hosted)', () => {
  it('creates a session: 201 with its id, expiry and hosted page, as Adyen answers it', async () => {
    const request = sessionRequest({ allowedPaymentMethods: ['scheme', 'ideal', 'multibanco', 'twint'] });
    const session = await client.sessions(request, `key-${sequence}`);
    expect(session).toMatchObject({
      id: expect.stringMatching(/^CS[0-9A-F]{16}$/),
      mode: 'hosted',
      amount: request.amount,
      reference: request.reference,
      merchantAccount: MERCHANT,
      returnUrl: request.returnUrl,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      // Only what is offered there (no TWINT in NL) and what the page takes (a voucher is not: ADR 029).
      allowedPaymentMethods: ['scheme', 'ideal'],
      url: `${origin}/test-psp/session/${session.id}`,
    });
    // The same key and body: the same session (a second click).
    expect(await client.sessions(request, `key-${sequence}`)).toEqual(session);
    // Its page offers both methods, as labelled buttons of at least 44 px (the page's style).
    const choice = await page(session.url!);
    expect(choice.status).toBe(200);
    // In the session's shopperLocale (nl-NL), as Adyen's hosted page is.
    expect(choice.html).toContain(`<h1>${PROVIDER_TEXTS.nl.chooseHowToPay}</h1>`);
    expect(choice.html).toContain(
      `<button type="submit" name="method" value="scheme">${PROVIDER_TEXTS.nl.methods.scheme}</button>`,
    );
    expect(choice.html).toMatch(/<button type="submit" name="method" value="ideal">iDEAL<\/button>/);
    expect(choice.html).toContain('min-height:44px');
  });

  it.each([
    ['no method offered there', { allowedPaymentMethods: ['twint'] }, 422, '905'],
    ['the embedded mode', { mode: 'embedded' as const }, 422, '000'],
    ['no reference', { reference: '' }, 422, '130'],
    ['another merchant account', { merchantAccount: 'Other' }, 403, '901'],
    ['an expiry beyond 24 hours', { expiresAt: new Date(Date.now() + 25 * 3_600_000).toISOString() }, 422, '000'],
  ])('refuses %s', async (_, change, status, errorCode) => {
    const failure = (await client
      .sessions(sessionRequest(change), `refused-${sequence}`)
      .catch((error: unknown) => error)) as PaymentProviderFailure;
    expect(failure).toMatchObject({ kind: 'rejected', status, errorCode });
  });

  it('pays by card: the one method’s form, 3-D Secure, the return with sessionId and sessionResult, the result and the webhook', async () => {
    const request = sessionRequest();
    const session = await client.sessions(request, `card-${sequence}`);
    const onward = await page(session.url!);
    expect(onward.status).toBe(303);
    const cardUrl = new URL(onward.location!, session.url).href;
    expect(new URL(cardUrl).pathname).toMatch(/^\/test-psp\/hosted\/[A-Z0-9]{16}$/);
    // Back on the session's page while paying: the same payment, not a second.
    expect(new URL((await page(session.url!)).location!, session.url).href).toBe(cardUrl);
    const returned = await payByCard(cardUrl);
    expect(returned.status).toBe(303);
    const back = new URL(returned.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/payments/return`);
    expect(back.searchParams.get('payment')).toBe(request.reference);
    expect(back.searchParams.get('sessionId')).toBe(session.id);
    const sessionResult = back.searchParams.get('sessionResult')!;
    expect(sessionResult).toBeTruthy();
    const result = await client.sessionResult(session.id, sessionResult);
    expect(result).toEqual({
      id: session.id,
      status: 'completed',
      reference: request.reference,
      payments: [
        {
          amount: request.amount,
          paymentMethod: { type: 'scheme', brand: 'visa' },
          pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
          resultCode: 'Authorised',
        },
      ],
    });
    const webhook = provider.webhooks().find((each) => each.item.merchantReference === request.reference);
    expect(webhook?.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: result.payments![0]!.pspReference,
      amount: request.amount,
      merchantAccountCode: MERCHANT,
    });
    // The session is decided: its page offers the way back, nothing to pay.
    expect((await page(session.url!)).html).toContain(PROVIDER_TEXTS.nl.paymentIsComplete);
  });

  it('answers a sessionResult only for its own session (422 otherwise)', async () => {
    const first = await client.sessions(sessionRequest(), `own-${sequence}`);
    const returned = await payByCard(new URL((await page(first.url!)).location!, first.url).href);
    const sessionResult = new URL(returned.headers.get('location')!).searchParams.get('sessionResult')!;
    const second = await client.sessions(sessionRequest(), `own-${sequence}`);
    const failure = (await client
      .sessionResult(second.id, sessionResult)
      .catch((error: unknown) => error)) as PaymentProviderFailure;
    expect(failure).toMatchObject({ kind: 'rejected', status: 422 });
  });

  it('a refused card, and a cancelled redirect method, say so in the session’s status', async () => {
    const refused = await client.sessions(sessionRequest(), `refused-card-${sequence}`);
    const declined = await payByCard(new URL((await page(refused.url!)).location!, refused.url).href, 'DECLINED');
    const declinedResult = new URL(declined.headers.get('location')!).searchParams.get('sessionResult')!;
    expect(await client.sessionResult(refused.id, declinedResult)).toEqual({
      id: refused.id,
      status: 'refused',
      reference: refused.reference,
    });

    const request = sessionRequest({ allowedPaymentMethods: ['scheme', 'ideal'] });
    const session = await client.sessions(request, `ideal-${sequence}`);
    const chosen = await submit(session.url!, { method: 'ideal' });
    expect(chosen.status).toBe(303);
    const methodPage = await page(new URL(chosen.headers.get('location')!, session.url).href);
    expect(methodPage.html).toContain(PROVIDER_TEXTS.nl.payWith('iDEAL'));
    const cancelled = await submit(methodPage.action, { action: 'cancel' });
    const back = new URL(cancelled.headers.get('location')!);
    expect(await client.sessionResult(session.id, back.searchParams.get('sessionResult')!)).toMatchObject({
      status: 'canceled',
    });
  });

  it('returns by POST when asked to: a self-submitting form with sessionId and sessionResult', async () => {
    const session = await client.sessions(sessionRequest(), `post-${sequence}`);
    const cardUrl = new URL((await page(`${session.url!}?returnMethod=POST`)).location!, session.url).href;
    expect(cardUrl).toContain('returnMethod=POST');
    const returned = await payByCard(cardUrl);
    expect(returned.status).toBe(200);
    const html = await returned.text();
    expect(html).toContain(`name="sessionId" value="${session.id}"`);
    expect(html).toMatch(/name="sessionResult" value="[\w-]+"/);
  });

  it('a session unknown, or its page past its expiry: not found', async () => {
    expect((await page(`${origin}/test-psp/session/CS0000000000000000`)).status).toBe(404);
    const expired = await client.sessions(
      sessionRequest({ expiresAt: new Date(Date.now() - 1_000).toISOString() }),
      `expired-${sequence}`,
    );
    expect((await page(expired.url!)).status).toBe(404);
  });
});
