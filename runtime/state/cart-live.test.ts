// What the tab does with the live events (spec/2 §4): a newer cart replaces its own, its own change
// coming back changes nothing, null clears it, a stock change updates the line's limit.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import type { OperationClient } from '../client/operation-client.ts';
import { createCartStore } from './cart-store.ts';

const sample = (version: number, quantity = 1) =>
  ({
    id: 'c1',
    version,
    lineItems: [{ id: 'l1', quantity, availableQuantity: 10, variant: { sku: 'A', images: [] } }],
    totalPrice: { centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 },
  }) as unknown as Cart;

/** A tab whose cart is `held`; nothing is asked of the server here. */
const tabWith = (held: Cart) => {
  const client: OperationClient = { call: () => Promise.reject(new Error('no server here')) };
  return createCartStore({ client, live: null, cart: held });
};

describe('live events in the tab (spec/2 §4 Live updates)', () => {
  it('takes a newer version of its cart, and ignores an older or equal one and another cart', () => {
    const tab = tabWith(sample(3));
    tab.receiveUpdate(sample(3, 5));
    expect(tab.cart.value!.lineItems[0]!.quantity).toBe(1);
    tab.receiveUpdate(sample(2, 5));
    expect(tab.cart.value!.lineItems[0]!.quantity).toBe(1);
    tab.receiveUpdate({ ...sample(9, 5), id: 'other' });
    expect(tab.cart.value!.version).toBe(3);
    tab.receiveUpdate({ id: 'c1', version: 'x' });
    tab.receiveUpdate('nonsense');
    expect(tab.cart.value!.version).toBe(3);
    tab.receiveUpdate(sample(4, 5));
    expect(tab.cart.value!.lineItems[0]!.quantity).toBe(5);
  });

  it('clears the cart when it is gone (null data)', () => {
    const tab = tabWith(sample(1));
    tab.receiveUpdate(null);
    expect(tab.cart.value).toBeNull();
  });

  it("updates the stock of the cart's line of the SKU, and nothing for other SKUs or malformed data", () => {
    const tab = tabWith(sample(1));
    const before = tab.cart.value;
    tab.receiveUpdatedStock({ sku: 'B', availableQuantity: 1 });
    tab.receiveUpdatedStock({ sku: 'A' });
    tab.receiveUpdatedStock(null);
    expect(tab.cart.value).toBe(before);
    tab.receiveUpdatedStock({ sku: 'A', availableQuantity: 2 });
    expect(tab.cart.value!.lineItems[0]!.availableQuantity).toBe(2);
  });
});
