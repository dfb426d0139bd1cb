import { describe, expect, it } from 'vitest';
import {
  MAX_SINGLE_PRODUCT_QUANTITY,
  addToCartButtonState,
  availableQuantity,
  canAddToCart,
} from './available-quantity.ts';

describe('available quantity (spec/2 §5 Add to cart)', () => {
  it('caps a single product at 1000 (spec/2 §9 max single product quantity)', () => {
    expect(MAX_SINGLE_PRODUCT_QUANTITY).toBe(1000);
  });

  it.each([
    // stock, in cart, available
    [10, 0, 10],
    [10, 3, 7],
    [10, 10, 0],
    [5000, 0, 1000],
    [5000, 400, 600],
    [1000, 1, 999],
    [999, 0, 999],
    [5000, 1000, 0],
    [3, 5, 0],
    [0, 0, 0],
  ])('stock %i with %i in cart → %i', (stock, inCart, available) => {
    expect(availableQuantity(stock, inCart)).toBe(available);
  });
});

describe('can add to cart (spec/2 §5 Add to cart: above 0 or virtual)', () => {
  it.each([
    ['1234567', 1, true],
    ['1234567', 0, false],
    ['4100010', 0, true],
    ['4100030', 0, true],
  ])('%s with %i available → %s', (sku, available, can) => {
    expect(canAddToCart(sku, available)).toBe(can);
  });

  it.each([
    ['1234567', 10, 9, 'addToCart'],
    ['1234567', 10, 10, 'outOfStock'],
    ['1234567', 0, 0, 'outOfStock'],
    ['1234567', 5000, 1000, 'outOfStock'],
    ['4100010', 0, 0, 'addToCart'],
  ] as const)('button for %s, stock %i, %i in cart reads %s', (sku, stock, inCart, state) => {
    expect(addToCartButtonState(sku, stock, inCart)).toBe(state);
  });
});
