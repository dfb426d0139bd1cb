import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../generated/index.ts';
import { isShopPaymentMethod, UNPAID_PAYMENT_STATE } from './shop-payment.ts';

/** Every method code the countries offer. */
const PAYMENT_METHOD_CODES: readonly string[] = [
  ...new Set(Object.values(COUNTRIES).flatMap((country) => country.payment.methods.map((method) => method.code))),
];

describe('shop payment methods (spec/2 §3 Payment kinds)', () => {
  it('are cash on delivery and bank transfer, of every method code the countries offer', () => {
    expect(PAYMENT_METHOD_CODES.filter(isShopPaymentMethod)).toEqual(
      expect.arrayContaining(['cashOnDelivery', 'bankTransfer']),
    );
    expect(PAYMENT_METHOD_CODES.filter(isShopPaymentMethod)).toHaveLength(2);
  });

  it('create unpaid orders: cash on delivery Pending, a bank transfer BalanceDue', () => {
    expect(UNPAID_PAYMENT_STATE).toEqual({ cashOnDelivery: 'Pending', bankTransfer: 'BalanceDue' });
  });
});
