import { describe, expect, it } from 'vitest';
import { DELIVERY_TIME_BY_METHOD, productDeliveryDate } from './product-delivery.ts';

describe('productDeliveryDate (spec/2 §5 Shipping; spec/3 §9 Delivery estimate)', () => {
  it('a parcel arrives after the upper bound of 2-4 working days', () => {
    expect(DELIVERY_TIME_BY_METHOD.parcel).toBe('2-4');
    // Thursday 2026-03-05 + 4 working days, skipping the weekend: Wednesday 2026-03-11.
    expect(productDeliveryDate('2026-03-05', { freight: false, isOnStock: true })).toBe('2026-03-11');
  });

  it('freight counts the freight range', () => {
    expect(DELIVERY_TIME_BY_METHOD.freight).toBe('5-8');
    // Monday 2026-03-02 + 8 working days: Thursday 2026-03-12.
    expect(productDeliveryDate('2026-03-02', { freight: true, isOnStock: true })).toBe('2026-03-12');
  });

  it('counts from the Friday before on a weekend day', () => {
    // Saturday 2026-03-07: 4 working days from Friday 2026-03-06 is Thursday 2026-03-12.
    expect(productDeliveryDate('2026-03-07', { freight: false, isOnStock: true })).toBe('2026-03-12');
  });

  it('promises nothing for a product out of stock', () => {
    expect(productDeliveryDate('2026-03-05', { freight: false, isOnStock: false })).toBeNull();
  });

  it('takes other delivery times, and none for a malformed one', () => {
    const times = { parcel: '1', freight: 'soon' };
    expect(productDeliveryDate('2026-03-05', { freight: false, isOnStock: true }, times)).toBe('2026-03-06');
    expect(productDeliveryDate('2026-03-05', { freight: true, isOnStock: true }, times)).toBeNull();
  });
});
