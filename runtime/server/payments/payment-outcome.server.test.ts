// What the provider's answers and webhooks say of their payment, carried to the completion's check (ADR 028).
import { describe, expect, it } from 'vitest';
import type { NotificationRequestItem } from '../integrations/payment/notification-types.ts';
import { meaningOf } from './payment-outcome.server.ts';
import { notificationOutcome } from './payment-routes.server.ts';

describe('meaningOf carries the answer’s payment', () => {
  it('an authorisation: its reference, pspReference and amount', () => {
    expect(
      meaningOf({
        resultCode: 'Authorised',
        pspReference: 'PSP1',
        merchantReference: 'a-1',
        amount: { value: 15_999, currency: 'EUR' },
      }),
    ).toEqual({
      kind: 'outcome',
      outcome: {
        kind: 'authorised',
        pspReference: 'PSP1',
        merchantReference: 'a-1',
        amount: { value: 15_999, currency: 'EUR' },
      },
    });
  });

  it('a refusal names its payment too; an authorisation without a pspReference is an error', () => {
    expect(meaningOf({ resultCode: 'Refused', pspReference: 'PSP2', merchantReference: 'other' })).toEqual({
      kind: 'outcome',
      outcome: { kind: 'refused', pspReference: 'PSP2', merchantReference: 'other' },
    });
    expect(meaningOf({ resultCode: 'Authorised', merchantReference: 'a-1' })).toEqual({
      kind: 'outcome',
      outcome: { kind: 'error', merchantReference: 'a-1' },
    });
  });
});

describe('notificationOutcome carries the item’s payment', () => {
  const item: NotificationRequestItem = {
    pspReference: 'PSP1',
    merchantAccountCode: 'ShopECOM',
    merchantReference: 'a-1',
    amount: { value: 195_491, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    eventDate: '2026-11-26T05:00:00+01:00',
    success: 'true',
  };
  const facts = { merchantReference: 'a-1', amount: { value: 195_491, currency: 'EUR' }, merchantAccount: 'ShopECOM' };

  it('an AUTHORISATION, paid or not', () => {
    expect(notificationOutcome(item)).toEqual({ kind: 'authorised', pspReference: 'PSP1', ...facts });
    expect(notificationOutcome({ ...item, success: 'false' })).toEqual({
      kind: 'refused',
      pspReference: 'PSP1',
      ...facts,
    });
  });

  it('a CANCELLATION names the payment by its originalReference (its own pspReference is the modification’s)', () => {
    expect(
      notificationOutcome({ ...item, eventCode: 'CANCELLATION', pspReference: 'MOD1', originalReference: 'PSP1' }),
    ).toEqual({ kind: 'cancelled', pspReference: 'PSP1', ...facts });
    expect(notificationOutcome({ ...item, eventCode: 'CANCELLATION', success: 'false' })).toBeNull();
    expect(notificationOutcome({ ...item, eventCode: 'OFFER_CLOSED' })).toEqual({
      kind: 'cancelled',
      pspReference: 'PSP1',
      ...facts,
    });
    expect(notificationOutcome({ ...item, eventCode: 'CANCEL_OR_REFUND' })).toBeNull();
  });
});
