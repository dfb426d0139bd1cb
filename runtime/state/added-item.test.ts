import { describe, expect, it } from 'vitest';
import { addPageOf } from './added-item.ts';

describe('where an add happens (spec/2 §2: no guarantee sidebar on the payment page)', () => {
  it('knows the payment page by its route key', () => {
    expect(addPageOf({ country: 'de', routeKeys: ['checkoutPayment'] })).toEqual({
      country: 'de',
      onPaymentPage: true,
    });
    expect(addPageOf({ country: 'sk', routeKeys: ['product'] })).toEqual({ country: 'sk', onPaymentPage: false });
  });
});
