// The Adyen adapter against Adyen's answers, replaced at the HTTP boundary (msw). The bodies are Adyen's recorded ones:
// the official library's mocks (Adyen/adyen-node-api-library src/__mocks__/checkout/*@3b84a188), the docs' examples
// (https://docs.adyen.com/development-resources/error-codes, …/testing/result-codes) and the voucher action of
// Adyen's web library playground (Adyen/adyen-web packages/playground/src/pages/Vouchers/Vouchers.js).
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenClient, failureFromAnswer } from './adyen-client.server.ts';
import type { CreateCheckoutSessionRequest, PaymentRequest } from './adyen-types.ts';
import { PaymentProviderFailure } from './payment-port.ts';

const BASE = 'https://checkout-test.adyen.com/v71';

/** paymentsSuccess.ts (fraud results left out). */
const AUTHORISED = {
  additionalData: { cardBin: '411111', cardSummary: '1111', cardPaymentMethod: 'visa', cardIssuingCountry: 'NL' },
  pspReference: '8535296650153317',
  resultCode: 'Authorised',
};
/**
 * The example refused answer of docs.adyen.com/development-resources/testing/result-codes, with the refusalReasonCode
 * the refusal-reasons page gives "Refused" (2).
 */
const REFUSED = {
  additionalData: {
    cvcResult: '4 No CVC/CVV provided, but was required',
    cvcResultRaw: 'S',
    refusalReasonRaw: 'DECLINED CVC Incorrect',
  },
  pspReference: '9914613171800003',
  refusalReason: 'Refused',
  refusalReasonCode: '2',
  resultCode: 'Refused',
};
/** paymentsRedirectAction.ts. */
const REDIRECT = {
  additionalData: { cardSummary: '5454', cardBin: '545454', paymentMethod: 'mc' },
  pspReference: 'JLCMPCQ8HXSKGK82',
  resultCode: 'RedirectShopper',
  action: {
    paymentMethodType: 'scheme',
    url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect...',
    method: 'GET',
    type: 'redirect',
  },
};
/** The Multibanco voucher action of Adyen's web playground, answered with PresentToShopper. */
const VOUCHER = {
  resultCode: 'PresentToShopper',
  pspReference: '8816178914079738',
  merchantReference: 'Your order number',
  action: {
    expiresAt: '2019-09-28T12:54:17',
    initialAmount: { currency: 'EUR', value: 1000 },
    entity: '1234',
    merchantName: 'TestMerchant',
    merchantReference: 'Your order number',
    paymentMethodType: 'multibanco',
    reference: '501 051 808',
    totalAmount: { currency: 'EUR', value: 1000 },
    type: 'voucher',
  },
};
/** The error-codes page's example error answer. */
const VALIDATION_ERROR = {
  status: 422,
  errorCode: '101',
  message: 'Invalid card number',
  errorType: 'validation',
  pspReference: 'F7WCWRG6JPHR8HG2',
};

const REQUEST: PaymentRequest = {
  amount: { currency: 'EUR', value: 1000 },
  merchantAccount: 'TestMerchant',
  reference: 'Your order number',
  returnUrl: 'https://de.multishop.example/checkout/payment/return?payment=p1&sig=abc',
  countryCode: 'NL',
  shopperLocale: 'nl-NL',
  channel: 'Web',
  shopperEmail: 's.hopper@example.com',
  paymentMethod: {
    type: 'scheme',
    encryptedCardNumber: 'test_4111111111111111',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName: 'S. Hopper',
  },
  lineItems: [{ id: '1', description: 'Drill', quantity: 1, amountIncludingTax: 1000, taxPercentage: 2100 }],
};

const seen: Array<{ url: string; headers: Headers; body: unknown }> = [];
let answer: () => Response | Promise<Response> = () => HttpResponse.json(AUTHORISED);
const adyen = setupServer(
  http.post(`${BASE}/*`, async ({ request }) => {
    seen.push({ url: request.url, headers: request.headers, body: await request.clone().json() });
    return answer();
  }),
);
beforeAll(() => adyen.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json(AUTHORISED);
});
afterAll(() => adyen.close());

const client = createAdyenClient({ baseUrl: `${BASE}/`, apiKey: 'AQE-test-key', timeoutMs: 200 });

async function failureOf(call: Promise<unknown>): Promise<PaymentProviderFailure> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderFailure);
  return error as PaymentProviderFailure;
}

describe('Adyen Checkout adapter (ADR 024; spec/2 §7 Payment)', () => {
  it('posts /payments with the API key, the Idempotency-Key and the request as sent, and reads Authorised', async () => {
    const result = await client.payments(REQUEST, 'payment-p1-attempt-1');
    expect(result.resultCode).toBe('Authorised');
    expect(result.pspReference).toBe('8535296650153317');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${BASE}/payments`);
    expect(seen[0]!.headers.get('x-api-key')).toBe('AQE-test-key');
    expect(seen[0]!.headers.get('idempotency-key')).toBe('payment-p1-attempt-1');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.body).toEqual(REQUEST);
  });

  it('reads a refusal with its reason (a 200 answer, not a failure)', async () => {
    answer = () => HttpResponse.json(REFUSED);
    const result = await client.payments(REQUEST, 'k');
    expect(result).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });
  });

  it('reads a redirect action', async () => {
    answer = () => HttpResponse.json(REDIRECT);
    const result = await client.payments(REQUEST, 'k');
    expect(result.resultCode).toBe('RedirectShopper');
    expect(result.action).toEqual(REDIRECT.action);
  });

  it('reads a Multibanco voucher action (reference, entity, expiresAt, merchantReference: spec/2 §3 Order)', async () => {
    answer = () => HttpResponse.json(VOUCHER);
    const result = await client.payments({ ...REQUEST, paymentMethod: { type: 'multibanco' } }, 'k');
    expect(result.resultCode).toBe('PresentToShopper');
    expect(result.action).toMatchObject({
      type: 'voucher',
      reference: '501 051 808',
      entity: '1234',
      expiresAt: '2019-09-28T12:54:17',
      merchantReference: 'Your order number',
    });
  });

  it('posts /payments/details and /paymentMethods; /paymentMethods carries no Idempotency-Key', async () => {
    answer = () => HttpResponse.json({ pspReference: '8515232733321252', resultCode: 'Authorised' });
    await client.paymentDetails({ details: { redirectResult: 'X6XtfGC3!Y...' } }, 'details-p1');
    expect(seen[0]!.url).toBe(`${BASE}/payments/details`);
    expect(seen[0]!.headers.get('idempotency-key')).toBe('details-p1');
    expect(seen[0]!.body).toEqual({ details: { redirectResult: 'X6XtfGC3!Y...' } });
    answer = () => HttpResponse.json({ paymentMethods: [{ name: 'iDEAL', type: 'ideal' }] });
    const methods = await client.paymentMethods({ merchantAccount: 'TestMerchant', countryCode: 'NL' });
    expect(methods.paymentMethods).toEqual([{ name: 'iDEAL', type: 'ideal' }]);
    expect(seen[1]!.url).toBe(`${BASE}/paymentMethods`);
    expect(seen[1]!.headers.has('idempotency-key')).toBe(false);
  });

  it('posts a cancellation to /payments/{pspReference}/cancels', async () => {
    answer = () =>
      HttpResponse.json(
        {
          merchantAccount: 'TestMerchant',
          paymentPspReference: '8535296650153317',
          pspReference: '8412534564722331',
          status: 'received',
        },
        { status: 201 },
      );
    const result = await client.cancel(
      '8535296650153317',
      { merchantAccount: 'TestMerchant', reference: 'c1' },
      'cancel-p1',
    );
    expect(result.status).toBe('received');
    expect(seen[0]!.url).toBe(`${BASE}/payments/8535296650153317/cancels`);
  });

  it('posts a reversal to /payments/{pspReference}/reversals with its Idempotency-Key, and reads Adyen’s answer', async () => {
    // paymentReversalResponse.ts; https://docs.adyen.com/online-payments/reversal ("status": "received", 201).
    answer = () =>
      HttpResponse.json(
        {
          merchantAccount: 'TestMerchant',
          paymentPspReference: '8535296650153317',
          pspReference: '8412534564722331',
          reference: 'attempt-1',
          status: 'received',
        },
        { status: 201 },
      );
    const result = await client.reverse(
      '8535296650153317',
      { merchantAccount: 'TestMerchant', reference: 'attempt-1' },
      'attempt-1:reversal',
    );
    expect(result).toEqual({
      merchantAccount: 'TestMerchant',
      paymentPspReference: '8535296650153317',
      pspReference: '8412534564722331',
      reference: 'attempt-1',
      status: 'received',
    });
    expect(seen[0]!.url).toBe(`${BASE}/payments/8535296650153317/reversals`);
    expect(seen[0]!.headers.get('idempotency-key')).toBe('attempt-1:reversal');
    expect(seen[0]!.body).toEqual({ merchantAccount: 'TestMerchant', reference: 'attempt-1' });
  });

  it('takes a modification answer without status "received" for a failure, and a 422 as rejected', async () => {
    answer = () => HttpResponse.json({ merchantAccount: 'TestMerchant', status: 'refused' }, { status: 201 });
    expect(
      await failureOf(client.reverse('8535296650153317', { merchantAccount: 'TestMerchant' }, 'r-2')),
    ).toMatchObject({ kind: 'unavailable', endpoint: '/payments/8535296650153317/reversals' });
    answer = () =>
      HttpResponse.json(
        {
          status: 422,
          errorCode: '167',
          message: 'Original pspReference required for this operation',
          errorType: 'validation',
        },
        { status: 422 },
      );
    expect(await failureOf(client.cancel('X', { merchantAccount: 'TestMerchant' }, 'c-2'))).toMatchObject({
      kind: 'rejected',
      errorCode: '167',
    });
  });

  it('turns a 422 into a rejected failure carrying Adyen’s errorCode, message and status', async () => {
    answer = () => HttpResponse.json(VALIDATION_ERROR, { status: 422 });
    const failure = await failureOf(client.payments(REQUEST, 'k'));
    expect(failure).toMatchObject({
      kind: 'rejected',
      status: 422,
      errorCode: '101',
      errorType: 'validation',
      providerMessage: 'Invalid card number',
      pspReference: 'F7WCWRG6JPHR8HG2',
      endpoint: '/payments',
    });
    expect(failure.message).toContain('101 Invalid card number');
  });

  it('turns a 5xx, with or without a JSON body, into unavailable', async () => {
    answer = () =>
      HttpResponse.json(
        { status: 500, errorCode: '905', message: 'Payment details are not supported', errorType: 'configuration' },
        { status: 500 },
      );
    expect(await failureOf(client.payments(REQUEST, 'k'))).toMatchObject({
      kind: 'unavailable',
      status: 500,
      errorCode: '905',
    });
    answer = () => new HttpResponse('<html>Bad gateway</html>', { status: 502 });
    expect(await failureOf(client.payments(REQUEST, 'k'))).toMatchObject({ kind: 'unavailable', status: 502 });
  });

  it('turns a network failure into unavailable', async () => {
    answer = () => HttpResponse.error();
    expect(await failureOf(client.paymentMethods({ merchantAccount: 'TestMerchant' }))).toMatchObject({
      kind: 'unavailable',
      endpoint: '/paymentMethods',
    });
  });

  it('gives up after its time-out, as a timeout failure', async () => {
    answer = async () => {
      await delay(2_000);
      return HttpResponse.json(AUTHORISED);
    };
    const started = Date.now();
    const failure = await failureOf(client.payments(REQUEST, 'k'));
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toContain('within 200 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('passes the caller’s own abort on as it came, not as the provider’s failure', async () => {
    answer = async () => {
      await delay(2_000);
      return HttpResponse.json({ paymentMethods: [] });
    };
    const controller = new AbortController();
    const call = client.paymentMethods({ merchantAccount: 'TestMerchant' }, controller.signal);
    controller.abort(new Error('shopper left'));
    await expect(call).rejects.toThrow('shopper left');
  });

  it('does not accept a 200 without a known resultCode, nor a call without an idempotency key', async () => {
    answer = () => HttpResponse.json({ pspReference: '1', resultCode: 'Maybe' });
    expect(await failureOf(client.payments(REQUEST, 'k'))).toMatchObject({ kind: 'unavailable' });
    await expect(client.payments(REQUEST, ' ')).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(1);
  });
});

/**
 * Hosted Checkout (ADR 029). The session answer is sessionsSuccess.ts (Adyen/adyen-node-api-library
 * src/__mocks__/checkout@3b84a188, its sessionData shortened) with the `url` and `mode` of a hosted session
 * (createCheckoutSessionResponse.ts: "The URL for the Hosted Checkout page"); the result is sessionResultResponse.ts
 * with its payments (payment.ts), as GET /sessions/{sessionId}?sessionResult=… answers it
 * (https://docs.adyen.com/api-explorer/Checkout/71/get/sessions/(sessionId)).
 */
const SESSION = {
  amount: { currency: 'EUR', value: 100 },
  countryCode: 'NL',
  expiresAt: '2021-10-08T17:28:56+02:00',
  id: 'CS841C62BF399F968C',
  merchantAccount: 'YOUR_MERCHANT_ACCOUNT',
  mode: 'hosted',
  reference: 'YOUR_PAYMENT_REFERENCE',
  returnUrl: 'https://your-company.com/checkout?shopperOrder=12xy..',
  sessionData: 'Ab02b4c0!BQABAgAeRei/Zyr+UYwMcTlHkeYjwn143zTmCmDmWwBg+gZr8us16qqoeVFon6NexiKmZLurm05iRiLagbIIS8Bt',
  url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/v1/sessions/CS841C62BF399F968C/payments',
};
const SESSION_RESULT = {
  id: 'CS841C62BF399F968C',
  status: 'completed',
  reference: 'YOUR_PAYMENT_REFERENCE',
  payments: [
    {
      amount: { currency: 'EUR', value: 100 },
      paymentMethod: { type: 'scheme', brand: 'visa' },
      pspReference: 'QFQTPCQ8HXSKGK82',
      resultCode: 'Authorised',
    },
  ],
};
const SESSION_REQUEST: CreateCheckoutSessionRequest = {
  mode: 'hosted',
  amount: { currency: 'EUR', value: 100 },
  merchantAccount: 'YOUR_MERCHANT_ACCOUNT',
  reference: 'YOUR_PAYMENT_REFERENCE',
  returnUrl: 'https://your-company.com/checkout?shopperOrder=12xy..',
  countryCode: 'NL',
  shopperLocale: 'nl-NL',
  shopperEmail: 's.hopper@example.com',
  channel: 'Web',
  allowedPaymentMethods: ['scheme'],
  expiresAt: '2021-10-08T17:28:56Z',
  lineItems: [{ id: '1', description: 'Drill', quantity: 1, amountIncludingTax: 100 }],
};

describe('Adyen Checkout adapter: Hosted Checkout sessions (ADR 029)', () => {
  const gets: Array<{ url: string; headers: Headers }> = [];
  let result: () => Response = () => HttpResponse.json(SESSION_RESULT);
  beforeAll(() =>
    adyen.use(
      http.get(`${BASE}/sessions/:sessionId`, ({ request }) => {
        gets.push({ url: request.url, headers: request.headers });
        return result();
      }),
    ),
  );
  afterEach(() => {
    gets.length = 0;
    result = () => HttpResponse.json(SESSION_RESULT);
  });

  it('posts /sessions with the API key, the Idempotency-Key and the request as sent; answers the hosted page', async () => {
    answer = () => HttpResponse.json(SESSION, { status: 201 });
    const session = await client.sessions(SESSION_REQUEST, 'attempt-1:session');
    expect(session).toEqual(SESSION);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${BASE}/sessions`);
    expect(seen[0]!.headers.get('x-api-key')).toBe('AQE-test-key');
    expect(seen[0]!.headers.get('idempotency-key')).toBe('attempt-1:session');
    expect(seen[0]!.body).toEqual(SESSION_REQUEST);
  });

  it('does not accept a hosted session without its page or its id, and says a 422 is rejected', async () => {
    const { url: _url, ...withoutUrl } = SESSION;
    answer = () => HttpResponse.json(withoutUrl, { status: 201 });
    expect(await failureOf(client.sessions(SESSION_REQUEST, 'k'))).toMatchObject({ kind: 'unavailable' });
    const { id: _id, ...withoutId } = SESSION;
    answer = () => HttpResponse.json(withoutId, { status: 201 });
    expect(await failureOf(client.sessions(SESSION_REQUEST, 'k'))).toMatchObject({ kind: 'unavailable' });
    answer = () => HttpResponse.json(VALIDATION_ERROR, { status: 422 });
    expect(await failureOf(client.sessions(SESSION_REQUEST, 'k'))).toMatchObject({ kind: 'rejected', status: 422 });
    await expect(client.sessions(SESSION_REQUEST, '')).rejects.toThrow(TypeError);
  });

  it('gets /sessions/{sessionId} with the sessionResult as its query (encoded), the API key and no body', async () => {
    const sessionResult = 'Ab02b4c0!BQABAgB+/=';
    expect(await client.sessionResult('CS841C62BF399F968C', sessionResult)).toEqual(SESSION_RESULT);
    expect(gets).toHaveLength(1);
    const url = new URL(gets[0]!.url);
    expect(url.pathname).toBe('/v71/sessions/CS841C62BF399F968C');
    expect(url.searchParams.get('sessionResult')).toBe(sessionResult);
    expect(gets[0]!.headers.get('x-api-key')).toBe('AQE-test-key');
    expect(gets[0]!.headers.get('idempotency-key')).toBeNull();
  });

  it('reads every status of sessionResultResponse.ts, and refuses an answer without one', async () => {
    for (const status of ['active', 'canceled', 'completed', 'expired', 'paymentPending', 'refused']) {
      result = () => HttpResponse.json({ id: 'CS1', status });
      expect((await client.sessionResult('CS1', 'r')).status).toBe(status);
    }
    result = () => HttpResponse.json({ id: 'CS1', status: 'paid' });
    expect(await failureOf(client.sessionResult('CS1', 'r'))).toMatchObject({ kind: 'unavailable' });
    result = () => HttpResponse.json(VALIDATION_ERROR, { status: 422 });
    expect(await failureOf(client.sessionResult('CS1', 'r'))).toMatchObject({
      kind: 'rejected',
      endpoint: '/sessions/CS1',
    });
  });
});

describe('failureFromAnswer', () => {
  it('reads Adyen’s error body when there is one, and the status alone otherwise', () => {
    expect(
      failureFromAnswer(
        '/payments',
        401,
        '{"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorised","errorType":"security"}',
      ),
    ).toMatchObject({
      kind: 'rejected',
      errorCode: '000',
      errorType: 'security',
    });
    const bare = failureFromAnswer('/payments', 404, 'Not Found');
    expect(bare).toMatchObject({ kind: 'rejected', status: 404, errorCode: undefined });
    expect(bare.message).toBe('The payment provider rejected /payments (HTTP 404)');
  });
});
