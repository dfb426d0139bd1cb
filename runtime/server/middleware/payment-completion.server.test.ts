// The completion's check (ADR 028) with the stores replaced by records of what they were asked: an answer that is not
// the attempt's payment places nothing, fails the attempt with its reason and logs both sides at warning level.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../generated/types.ts';
import type { OrderStore } from '../commerce/ports/order-store.ts';
import type { PaymentAttempt, PaymentAttemptStore } from '../commerce/ports/payment-attempt-store.ts';
import type { PaymentUndo } from '../payments/payment-undo.server.ts';
import { paymentCompletion, type PaymentOutcome } from './payment-completion.server.ts';

const attempt: PaymentAttempt = {
  id: 'a-1',
  sessionKey: 's',
  country: 'de',
  language: 'de',
  origin: 'http://de.localhost',
  cartId: 'cart-1',
  cartVersion: 3,
  method: 'scheme',
  clientType: 'PRIVATE',
  amount: { centAmount: 195_491, currencyCode: 'EUR' },
  state: 'RedirectShopper',
  pspReference: 'PSP1',
  orderId: null,
  failureReason: null,
  cart: { id: 'cart-1' } as Cart,
  createdAt: 0,
};

function completionWith(recorded: string | null) {
  const updates: unknown[] = [];
  const warnings: string[] = [];
  const placed: unknown[] = [];
  const attempts = {
    claimPspReference: async (_id: string, psp: string) => recorded === null || recorded === psp,
    update: async (...args: unknown[]) => {
      updates.push(args.slice(0, 2));
      return true;
    },
  } as unknown as PaymentAttemptStore;
  const orders = {
    place: async (placement: unknown) => {
      placed.push(placement);
      return { kind: 'notFound' };
    },
  } as unknown as OrderStore;
  const completion = paymentCompletion({
    orders,
    attempts,
    merchantAccount: 'ShopECOM',
    undo: {} as PaymentUndo,
    log: { warn: (message) => warnings.push(message), error: () => undefined },
    now: () => 1,
  });
  return { completion, updates, warnings, placed };
}

const paid: PaymentOutcome = {
  kind: 'authorised',
  pspReference: 'PSP1',
  merchantReference: 'a-1',
  amount: { value: 195_491, currency: 'EUR' },
};

describe('payment completion: the answer checked against the attempt (ADR 028)', () => {
  it.each([
    ['another payment’s reference', { ...paid, merchantReference: 'a-2' }, 'PSP1', /^merchantReference a-2 /],
    ['another amount', { ...paid, amount: { value: 15_999, currency: 'EUR' } }, 'PSP1', /^amount 15999 EUR /],
    ['another merchant account', { ...paid, merchantAccount: 'OtherECOM' }, 'PSP1', /^merchant account /],
    ['another pspReference than the one recorded', { ...paid, pspReference: 'PSP9' }, 'PSP1', /^pspReference PSP9 /],
  ] as const)(
    '%s: no order, the attempt failed with the reason, both sides logged',
    async (_what, outcome, psp, why) => {
      const { completion, updates, warnings, placed } = completionWith(psp);
      expect(await completion.complete(attempt, outcome)).toEqual({ order: null, errorState: 'payment-error' });
      expect(placed).toEqual([]);
      expect(updates).toEqual([['a-1', { state: 'Error', failureReason: expect.stringMatching(why) }]]);
      expect(warnings).toHaveLength(1);
      // Both sides: the attempt's terms and the answer's.
      expect(warnings[0]).toContain('"centAmount":195491');
      expect(warnings[0]).toContain(JSON.stringify(outcome.amount));
      expect(warnings[0]).toContain(`"merchantReference":"${outcome.merchantReference}"`);
    },
  );
});
