// ADR 028: an answer completes an attempt only when the payment it names is the attempt's.
import { describe, expect, it } from 'vitest';
import { paymentMismatch } from './payment-match.ts';

const attempt = { id: 'a-1', amount: { centAmount: 195_491, currencyCode: 'EUR' }, merchantAccount: 'ShopECOM' };
const theAttempts = {
  merchantReference: 'a-1',
  amount: { value: 195_491, currency: 'EUR' },
  merchantAccount: 'ShopECOM',
};
const authorised = { placesOrder: true, authorised: true };
const pending = { placesOrder: true, authorised: false };
const failure = { placesOrder: false, authorised: false };

describe('paymentMismatch', () => {
  it('takes the attempt’s own payment', () => {
    expect(paymentMismatch(attempt, theAttempts, authorised)).toBeNull();
    // The provider's answers carry no merchant account: only a webhook names it.
    const { merchantAccount: _account, ...answer } = theAttempts;
    expect(paymentMismatch(attempt, answer, authorised)).toBeNull();
  });

  it('refuses another payment’s reference (a redirectResult swapped onto this attempt’s return)', () => {
    expect(paymentMismatch(attempt, { ...theAttempts, merchantReference: 'paypal-attempt' }, authorised)).toBe(
      'merchantReference paypal-attempt is not the attempt a-1',
    );
    // Even a failure of another payment is not this attempt's failure.
    expect(paymentMismatch(attempt, { merchantReference: 'other' }, failure)).toMatch(/^merchantReference other/);
  });

  it('refuses another amount, another currency, another merchant account', () => {
    expect(paymentMismatch(attempt, { ...theAttempts, amount: { value: 1, currency: 'EUR' } }, authorised)).toBe(
      "amount 1 EUR is not the attempt's 195491 EUR",
    );
    expect(
      paymentMismatch(attempt, { ...theAttempts, amount: { value: 195_491, currency: 'CZK' } }, authorised),
    ).toMatch(/^amount 195491 CZK/);
    expect(paymentMismatch(attempt, { ...theAttempts, merchantAccount: 'OtherECOM' }, authorised)).toBe(
      "merchant account OtherECOM is not the shop's ShopECOM",
    );
  });

  it('places no order on an answer that does not say whose payment it is, or (paid) how much it took', () => {
    expect(paymentMismatch(attempt, { amount: theAttempts.amount }, authorised)).toBe(
      'the answer names no merchantReference',
    );
    expect(paymentMismatch(attempt, { merchantReference: 'a-1' }, pending)).toBeNull();
    expect(paymentMismatch(attempt, { merchantReference: 'a-1' }, authorised)).toBe('the answer names no amount');
  });

  it('lets a failure that names nothing fail the attempt (an Error answer carries no payment)', () => {
    expect(paymentMismatch(attempt, {}, failure)).toBeNull();
  });
});
