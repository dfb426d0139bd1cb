import { describe, expect, it } from 'vitest';
import { CART_ITEM_TYPES } from './cart-item-type.ts';

describe('cart item types (spec/2 §3 Cart item types)', () => {
  it('are standard_product, extra_guarantee, accessory and product', () => {
    expect(CART_ITEM_TYPES).toEqual(['standard_product', 'extra_guarantee', 'accessory', 'product']);
  });
});
