// The shop's side of Hosted Checkout (ADR 029): which methods are paid on the hosted page, the cart as Adyen's
// lineItems, and every check of a session's answer against the attempt — each rule with its own case, so that
// dropping one fails here even where another check would still stop the attack (tests/money-attacks).
// The provider is Adyen's API, replaced at its HTTP boundary (msw) with answers shaped as sessionResultResponse.ts.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import type { PaymentAttempt, PaymentAttemptStore } from '../commerce/ports/payment-attempt-store.ts';
import type { PaymentSessionStore } from '../commerce/ports/payment-session-store.ts';
import { createAdyenClient } from '../integrations/payment/adyen-client.server.ts';
import type { SessionResultResponse } from '../integrations/payment/adyen-types.ts';
import {
  hostedCheckout,
  lineItemsOf,
  outcomeOfSession,
  paidOnHostedCheckout,
  sessionReturnOf,
} from './hosted-checkout.server.ts';

const ATTEMPT = {
  id: 'attempt-1',
  amount: { centAmount: 195_491, currencyCode: 'EUR' },
} as PaymentAttempt;

const paid = (change: Partial<NonNullable<SessionResultResponse['payments']>[number]> = {}): SessionResultResponse => ({
  id: 'CS1',
  status: 'completed',
  reference: 'attempt-1',
  payments: [
    {
      amount: { value: 195_491, currency: 'EUR' },
      paymentMethod: { type: 'scheme', brand: 'visa' },
      pspReference: 'QFQTPCQ8HXSKGK82',
      resultCode: 'Authorised',
      ...change,
    },
  ],
});

function judge(result: SessionResultResponse) {
  const mismatches: string[] = [];
  const outcome = outcomeOfSession(ATTEMPT, 'CS1', result, (what) => mismatches.push(what));
  return { outcome, mismatches };
}

describe('which payments are made on the hosted page', () => {
  it('the card and the redirect methods and wallets without a token; not a voucher, not a wallet’s token', () => {
    expect(paidOnHostedCheckout({ type: 'scheme' })).toBe(true);
    expect(paidOnHostedCheckout({ type: 'paypal' })).toBe(true);
    expect(paidOnHostedCheckout({ type: 'googlepay' })).toBe(true);
    expect(paidOnHostedCheckout({ type: 'multibanco' })).toBe(false);
    expect(paidOnHostedCheckout({ type: 'googlepay', googlePayToken: '{"signature":"…"}' })).toBe(false);
  });

  it('a return is a session’s only with both of its fields', () => {
    expect(sessionReturnOf({ sessionId: 'CS1', sessionResult: 'r' })).toEqual({ sessionId: 'CS1', sessionResult: 'r' });
    expect(sessionReturnOf({ sessionId: 'CS1' })).toBeNull();
    expect(sessionReturnOf({ sessionId: '', sessionResult: 'r' })).toBeNull();
  });
});

describe('the cart as lineItems', () => {
  const cart = {
    lineItems: [
      { id: 'l1', name: 'Drill', quantity: 2, variant: { sku: 'A' }, price: { centAmount: 1_000 } },
      { id: 'l2', name: 'Saw', quantity: 1, variant: { sku: 'B' }, price: { centAmount: 500 } },
    ],
    shippingInfo: { price: { centAmount: 490 } },
  } as unknown as Cart;

  it('lines at their unit price, the shipping, and a discount line: they add up to the amount', () => {
    const items = lineItemsOf(cart, 2_790);
    expect(items).toEqual([
      { id: 'l1', sku: 'A', description: 'Drill', quantity: 2, amountIncludingTax: 1_000 },
      { id: 'l2', sku: 'B', description: 'Saw', quantity: 1, amountIncludingTax: 500 },
      { id: 'shipping', description: 'Shipping', quantity: 1, amountIncludingTax: 490 },
      { id: 'discount', description: 'Discount', quantity: 1, amountIncludingTax: -200 },
    ]);
    expect(items.reduce((sum, item) => sum + item.amountIncludingTax! * item.quantity!, 0)).toBe(2_790);
    expect(lineItemsOf({ ...cart, shippingInfo: null }, 2_500).map((item) => item.id)).toEqual(['l1', 'l2']);
  });
});

describe('a session’s answer as the attempt’s outcome', () => {
  it('completed: authorised, with the payment’s pspReference, amount and the reference', () => {
    expect(judge(paid())).toEqual({
      outcome: {
        kind: 'authorised',
        pspReference: 'QFQTPCQ8HXSKGK82',
        amount: { value: 195_491, currency: 'EUR' },
        merchantReference: 'attempt-1',
      },
      mismatches: [],
    });
  });

  it('completed without an authorised payment listed: pending (the webhook settles it with its pspReference)', () => {
    expect(judge({ id: 'CS1', status: 'completed' }).outcome).toEqual({
      kind: 'pending',
      merchantReference: 'attempt-1',
    });
  });

  it.each([
    ['paymentPending', { kind: 'pending' }],
    ['refused', { kind: 'refused' }],
    ['canceled', { kind: 'cancelled' }],
    ['expired', { kind: 'error' }],
  ] as const)('%s → %o', (status, outcome) => {
    expect(judge({ id: 'CS1', status, reference: 'attempt-1' }).outcome).toMatchObject(outcome);
  });

  it('active (back without paying): nothing decided', () => {
    expect(judge({ id: 'CS1', status: 'active' }).outcome).toBeNull();
  });

  it.each([
    ['another session', { ...paid(), id: 'CS2' }, 'session CS2'],
    ['another reference', { ...paid(), reference: 'attempt-2' }, 'reference attempt-2'],
    ['another amount', paid({ amount: { value: 15_999, currency: 'EUR' } }), 'amount 15999 EUR'],
    ['another currency', paid({ amount: { value: 195_491, currency: 'CHF' } }), 'amount 195491 CHF'],
  ])('%s: an error, never an order, and said', (_, result, said) => {
    const { outcome, mismatches } = judge(result);
    expect(outcome?.kind).toBe('error');
    expect(mismatches.join()).toContain(said);
  });
});

describe('a session for an attempt', () => {
  it('an attempt older than its session’s hour is ended, not sent to its expired session again', async () => {
    const updates: unknown[] = [];
    const hosted = hostedCheckout({
      provider: createAdyenClient({ baseUrl: 'https://checkout-test.adyen.example/v71', apiKey: 'key' }),
      attempts: { update: async (...change: unknown[]) => void updates.push(change) } as unknown as PaymentAttemptStore,
      sessions: { record: async () => {}, sessionOf: async () => null },
      log: { warn: () => {} },
      now: () => 10_000_000,
    });
    const old = { ...ATTEMPT, createdAt: 10_000_000 - 3_600_000 } as PaymentAttempt;
    expect(await hosted.start(old, {} as never, {} as Cart)).toEqual({
      action: 'error',
      errorState: 'cancelled-transaction',
    });
    expect(updates).toEqual([['attempt-1', { state: 'Cancelled' }, 10_000_000]]);
  });
});

describe('the shopper’s return from a session (the provider over HTTP)', () => {
  const BASE = 'https://checkout-test.adyen.example/v71';
  const asked: string[] = [];
  let answer: () => Response = () => HttpResponse.json(paid());
  const server = setupServer(
    http.get(`${BASE}/sessions/:id`, ({ request }) => {
      asked.push(request.url);
      return answer();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    asked.length = 0;
    answer = () => HttpResponse.json(paid());
  });
  afterAll(() => server.close());

  const warnings: string[] = [];
  const recorded = new Map<string, string>([['attempt-1', 'CS1']]);
  const sessions: PaymentSessionStore = {
    record: async (attemptId, sessionId) => void recorded.set(attemptId, sessionId),
    sessionOf: async (attemptId) => recorded.get(attemptId) ?? null,
  };
  const reasons: [string, string | undefined][] = [];
  const hosted = hostedCheckout({
    provider: createAdyenClient({ baseUrl: BASE, apiKey: 'key', timeoutMs: 1_000 }),
    // Only a mismatch's reason is kept with the attempt here (ADR 028).
    attempts: {
      update: async (id: string, change: { failureReason?: string }) => void reasons.push([id, change.failureReason]),
    } as unknown as PaymentAttemptStore,
    sessions,
    log: { warn: (message) => warnings.push(message) },
  });

  it('asks for the recorded session’s result and answers its outcome', async () => {
    expect(await hosted.outcome(ATTEMPT, { sessionId: 'CS1', sessionResult: 'res' })).toMatchObject({
      kind: 'authorised',
      pspReference: 'QFQTPCQ8HXSKGK82',
    });
    expect(asked).toEqual([`${BASE}/sessions/CS1?sessionResult=res`]);
  });

  it('a return naming another session than the attempt’s: an error, the provider not even asked', async () => {
    answer = () => HttpResponse.json({ ...paid(), id: 'CS9' });
    expect(await hosted.outcome(ATTEMPT, { sessionId: 'CS9', sessionResult: 'res' })).toEqual({ kind: 'error' });
    expect(
      await hosted.outcome({ ...ATTEMPT, id: 'attempt-without-session' }, { sessionId: 'CS1', sessionResult: 'r' }),
    ).toEqual({
      kind: 'error',
    });
    expect(asked).toEqual([]);
    expect(warnings.at(-1)).toContain('CS1');
    expect(reasons.at(-1)).toEqual(['attempt-without-session', 'the return names session CS1']);
  });

  it('a sessionResult the provider refuses (422): an error; an outage is thrown on (nothing known)', async () => {
    answer = () =>
      HttpResponse.json(
        { status: 422, errorCode: '14_018', message: 'Invalid payload provided', errorType: 'validation' },
        { status: 422 },
      );
    expect(await hosted.outcome(ATTEMPT, { sessionId: 'CS1', sessionResult: 'other' })).toEqual({ kind: 'error' });
    answer = () => HttpResponse.json({ status: 500, errorCode: '000', message: 'Internal error' }, { status: 500 });
    await expect(hosted.outcome(ATTEMPT, { sessionId: 'CS1', sessionResult: 'res' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('a session the provider creates (over HTTP): only the one asked for is where the shopper goes', () => {
  const BASE = 'https://checkout-test.adyen.example/v71';
  const asked = {
    amount: { value: 195_491, currency: 'EUR' },
    merchantAccount: 'MultishopECOM',
    reference: 'attempt-1',
    returnUrl: 'https://www.shop.de/payments/return/attempt-1',
    countryCode: 'DE',
    shopperLocale: 'de-DE',
    channel: 'Web' as const,
  };
  let created: Record<string, unknown> = {};
  const server = setupServer(
    http.post(`${BASE}/sessions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(
        {
          id: 'CS9',
          url: 'https://checkoutshopper-test.adyen.example/checkoutshopper/pay/CS9',
          expiresAt: body.expiresAt,
          returnUrl: body.returnUrl,
          amount: body.amount,
          merchantAccount: body.merchantAccount,
          reference: body.reference,
          ...created,
        },
        { status: 201 },
      );
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    created = {};
  });
  afterAll(() => server.close());

  const warnings: string[] = [];
  const recorded: string[] = [];
  const hosted = hostedCheckout({
    provider: createAdyenClient({ baseUrl: BASE, apiKey: 'key', timeoutMs: 1_000 }),
    attempts: { update: async () => true } as unknown as PaymentAttemptStore,
    sessions: { record: async (_attempt, session) => void recorded.push(session), sessionOf: async () => null },
    log: { warn: (message) => warnings.push(message) },
    now: () => 10_000_000,
  });
  const attempt = { ...ATTEMPT, method: 'scheme', createdAt: 10_000_000 } as PaymentAttempt;
  const cart = { lineItems: [], shippingInfo: null } as unknown as Cart;

  it('sends the shopper to the session that is the attempt’s', async () => {
    expect(await hosted.start(attempt, asked, cart)).toEqual({
      action: 'redirect',
      url: 'https://checkoutshopper-test.adyen.example/checkoutshopper/pay/CS9',
      method: 'GET',
    });
    expect(recorded.at(-1)).toBe('CS9');
  });

  it.each([
    ['another reference', { reference: 'attempt-2' }, 'merchantReference attempt-2'],
    ['another merchant account', { merchantAccount: 'OtherECOM' }, 'merchant account OtherECOM'],
    ['another amount', { amount: { value: 1, currency: 'EUR' } }, 'amount 1 EUR'],
    ['another currency', { amount: { value: 195_491, currency: 'CHF' } }, 'amount 195491 CHF'],
  ])('refuses a session for %s: no redirect, nothing recorded', async (_name, change, what) => {
    created = change;
    const before = recorded.length;
    await expect(hosted.start(attempt, asked, cart)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(recorded).toHaveLength(before);
    expect(warnings.at(-1)).toContain(what);
  });
});
