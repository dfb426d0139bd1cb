import { describe, expect, it } from 'vitest';
import { paymentNoteOf } from './payment-note.ts';
import { UNPAID_PAYMENT_STATE } from './shop-payment.ts';

const BANK = { owner: 'Multishop GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', institute: 'Bank' };
const VOUCHER = { entity: '12345', reference: '123 456 789', expiresAt: '2026-12-01T23:59:00+00:00' };

describe('the payment note of a placed order (spec/2 §4 Payment: in progress or paid, in its own words)', () => {
  it('a confirmed payment is paid, whatever the method', () => {
    expect(paymentNoteOf({ paymentState: 'Paid', payment: { method: 'scheme' } })).toBe('paid');
    expect(paymentNoteOf({ paymentState: 'Paid', payment: { method: 'bankTransfer', bankTransfer: BANK } })).toBe(
      'paid',
    );
  });

  it('cash on delivery is paid at the door, never "awaited" (spec/2 §9 COD)', () => {
    expect(
      paymentNoteOf({ paymentState: UNPAID_PAYMENT_STATE.cashOnDelivery, payment: { method: 'cashOnDelivery' } }),
    ).toBe('onDelivery');
  });

  it('a bank transfer is to be transferred, with the bank data (spec/2 §3 Bank transfer data)', () => {
    expect(
      paymentNoteOf({
        paymentState: UNPAID_PAYMENT_STATE.bankTransfer,
        payment: { method: 'bankTransfer', bankTransfer: BANK },
      }),
    ).toBe('transfer');
  });

  it('a multibanco voucher is to be paid with its reference (spec/2 §3 payment action JSON)', () => {
    expect(paymentNoteOf({ paymentState: 'Pending', payment: { method: 'multibanco', voucher: VOUCHER } })).toBe(
      'voucher',
    );
  });

  it("a provider's payment not yet confirmed is being confirmed", () => {
    expect(paymentNoteOf({ paymentState: 'Pending', payment: { method: 'klarna' } })).toBe('confirming');
    expect(paymentNoteOf({ paymentState: 'Pending', payment: undefined })).toBe('confirming');
  });
});
