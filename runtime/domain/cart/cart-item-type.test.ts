import { describe, expect, it } from 'vitest';
import { CART_ITEM_TYPES, isCartItemType } from './cart-item-type.ts';

describe('cart item types (spec/2 §3 Cart item types)', () => {
  it('are standard_product, extra_guarantee, accessory and product', () => {
    expect(CART_ITEM_TYPES).toEqual(['standard_product', 'extra_guarantee', 'accessory', 'product']);
  });

  it.each([
    ['standard_product', true],
    ['extra_guarantee', true],
    ['accessory', true],
    ['product', true],
    ['Product', false],
    ['gift', false],
    [undefined, false],
  ])('%j → %s', (value, known) => {
    expect(isCartItemType(value)).toBe(known);
  });
});
