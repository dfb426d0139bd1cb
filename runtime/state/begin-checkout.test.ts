import { describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/types.ts';
import { beginCheckoutOnce } from './begin-checkout.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const cart = (id: string, version: number) =>
  ({
    id,
    version,
    totalPrice: { centAmount: 12345, currencyCode: 'EUR', fractionDigits: 2 },
    lineItems: [
      { variant: { sku: 'EX30000001' }, name: 'Drill', price: { centAmount: 6000, fractionDigits: 2 }, quantity: 2 },
    ],
  }) as unknown as Cart;

describe('begin checkout (spec/2 §4: once per cart version)', () => {
  it('fires once for a cart version, again for a new version or another cart', () => {
    const storage = memoryStorage();
    const fired: unknown[] = [];
    const push = (event: unknown) => void fired.push(event);
    expect(beginCheckoutOnce(cart('a', 3), storage, push)).toBe(true);
    expect(beginCheckoutOnce(cart('a', 3), storage, push)).toBe(false);
    expect(beginCheckoutOnce(cart('a', 4), storage, push)).toBe(true);
    expect(beginCheckoutOnce(cart('b', 4), storage, push)).toBe(true);
    expect(fired).toHaveLength(3);
    expect(fired[0]).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 123.45,
        items: [{ item_id: 'EX30000001', item_name: 'Drill', price: 60, quantity: 2 }],
      },
    });
  });
});
