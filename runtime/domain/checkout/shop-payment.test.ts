import { describe, expect, it } from 'vitest';
import paymentSchema from '../../../schemas/payment.schema.json' with { type: 'json' };
import { isShopPaymentMethod, UNPAID_PAYMENT_STATE } from './shop-payment.ts';

const PAYMENT_METHOD_CODES: readonly string[] = paymentSchema.$defs.paymentMethodCode.enum;

describe('shop payment methods (spec/2 §3 Payment kinds)', () => {
  it('are cash on delivery and bank transfer, of every method code', () => {
    expect(PAYMENT_METHOD_CODES.filter(isShopPaymentMethod)).toEqual(
      expect.arrayContaining(['cashOnDelivery', 'bankTransfer']),
    );
    expect(PAYMENT_METHOD_CODES.filter(isShopPaymentMethod)).toHaveLength(2);
  });

  it('create unpaid orders: cash on delivery Pending, a bank transfer BalanceDue', () => {
    expect(UNPAID_PAYMENT_STATE).toEqual({ cashOnDelivery: 'Pending', bankTransfer: 'BalanceDue' });
  });
});
