// What the tab does with the live events (spec/2 §4): a newer cart replaces its own, its own change
// coming back changes nothing, null clears it, a stock change updates the line's limit.
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { cart, receiveCartUpdate, receiveUpdatedStock } from './cart-store.ts';

const sample = (version: number, quantity = 1) =>
  ({
    id: 'c1',
    version,
    lineItems: [{ id: 'l1', quantity, availableQuantity: 10, variant: { sku: 'A', images: [] } }],
    totalPrice: { centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 },
  }) as unknown as Cart;

afterEach(() => {
  cart.value = null;
});

describe('live events in the tab (spec/2 §4 Live updates)', () => {
  it('takes a newer version of its cart, and ignores an older or equal one and another cart', () => {
    cart.value = sample(3);
    receiveCartUpdate(sample(3, 5));
    expect(cart.value.lineItems[0]!.quantity).toBe(1);
    receiveCartUpdate(sample(2, 5));
    expect(cart.value.lineItems[0]!.quantity).toBe(1);
    receiveCartUpdate({ ...sample(9, 5), id: 'other' });
    expect(cart.value.version).toBe(3);
    receiveCartUpdate({ id: 'c1', version: 'x' });
    receiveCartUpdate('nonsense');
    expect(cart.value.version).toBe(3);
    receiveCartUpdate(sample(4, 5));
    expect(cart.value.lineItems[0]!.quantity).toBe(5);
  });

  it('clears the cart when it is gone (null data)', () => {
    cart.value = sample(1);
    receiveCartUpdate(null);
    expect(cart.value).toBeNull();
  });

  it("updates the stock of the cart's line of the SKU, and nothing for other SKUs or malformed data", () => {
    cart.value = sample(1);
    const before = cart.value;
    receiveUpdatedStock({ sku: 'B', availableQuantity: 1 });
    receiveUpdatedStock({ sku: 'A' });
    receiveUpdatedStock(null);
    expect(cart.value).toBe(before);
    receiveUpdatedStock({ sku: 'A', availableQuantity: 2 });
    expect(cart.value.lineItems[0]!.availableQuantity).toBe(2);
  });
});
