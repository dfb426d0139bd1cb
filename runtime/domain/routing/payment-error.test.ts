import { describe, expect, it } from 'vitest';
import {
  parsePaymentErrorState,
  PAYMENT_ERROR_STATES,
  paymentErrorState,
  withPaymentErrorState,
} from './payment-error.ts';

describe('payment error states from the error query parameter (spec/2 §2, §8)', () => {
  it('are the spec’s five states', () => {
    expect(PAYMENT_ERROR_STATES).toEqual([
      'malformed-price',
      'cancelled-transaction',
      'creating-order-failed',
      'unprocessable-entity',
      'payment-error',
    ]);
  });

  it.each(PAYMENT_ERROR_STATES)('error=%s is that state', (state) => {
    expect(paymentErrorState(`error=${state}`)).toBe(state);
    expect(paymentErrorState(new URLSearchParams({ error: state }))).toBe(state);
  });

  it.each(['error=refused', 'error=', 'error=Payment-Error', 'state=payment-error', ''])('%j is no error', (query) => {
    expect(paymentErrorState(query)).toBeNull();
  });

  it('reads a single value', () => {
    expect(parsePaymentErrorState('malformed-price')).toBe('malformed-price');
    expect(parsePaymentErrorState(null)).toBeNull();
    expect(parsePaymentErrorState('constructor')).toBeNull();
  });

  it.each(PAYMENT_ERROR_STATES)(
    '%s goes into the address of the payment error page and reads back the same',
    (state) => {
      const address = withPaymentErrorState('/nl/adyen-payment-error/', state);
      expect(address).toBe(`/nl/adyen-payment-error/?error=${state}`);
      expect(paymentErrorState(new URL(address, 'http://be.localhost').search)).toBe(state);
    },
  );
});
