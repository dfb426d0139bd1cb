import { describe, expect, it } from 'vitest';
import { CART_ADDING_PROBLEM_NOTIFICATION_ID, CART_NOT_FOUND_MESSAGE } from './cart-messages.ts';

describe('cart messages (spec/2 §8 Error catalogue, word for word)', () => {
  it.each([
    [CART_ADDING_PROBLEM_NOTIFICATION_ID, 'cart-adding-problem'],
    [CART_NOT_FOUND_MESSAGE, 'Cart not found'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
