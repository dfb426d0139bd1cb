import { describe, expect, it } from 'vitest';
import {
  CART_UPDATE_DEBOUNCE_MS,
  CONCURRENT_MODIFICATION_RETRIES,
  SAFARI_CART_UPDATE_DELAY_MS,
  cartUpdateErrorKind,
  cartUpdateRecovery,
} from './cart-update-queue.ts';

describe('cart update queue timings (spec/2 §4 Updates, §9 Other)', () => {
  it('debounces by 300 ms, delays Safari by 400 ms and retries once', () => {
    expect(CART_UPDATE_DEBOUNCE_MS).toBe(300);
    expect(SAFARI_CART_UPDATE_DELAY_MS).toBe(400);
    expect(CONCURRENT_MODIFICATION_RETRIES).toBe(1);
  });
});

describe('cart update error kinds (spec/2 §4 Updates)', () => {
  it.each([
    [
      { code: 'ConcurrentModification', statusCode: 409, message: 'Object has a different version' },
      'concurrentModification',
    ],
    [{ code: 'ConcurrentModification' }, 'concurrentModification'],
    [{ statusCode: 409 }, 'concurrentModification'],
    [{ statusCode: 404, message: 'Cart not found in store multishop_sk' }, 'cartNotFoundInStore'],
    [{ message: 'The cart was not found in the store.' }, 'cartNotFoundInStore'],
    // The shop's middleware answers a cart the session has not in this store with exactly 'Cart not found' (spec/2 §8).
    [{ statusCode: 404, message: 'Cart not found' }, 'cartNotFoundInStore'],
    [{ statusCode: 400, message: 'Cart not found' }, 'other'],
    [{ statusCode: 404, message: 'Product not found' }, 'other'],
    [{ statusCode: 500, message: 'An error occurred during request to cart, boom' }, 'other'],
    [{ statusCode: 400 }, 'other'],
    [{}, 'other'],
  ] as const)('%j → %s', (error, kind) => {
    expect(cartUpdateErrorKind(error)).toBe(kind);
  });
});

describe('cart update recovery (spec/2 §4 Updates; §8 Concurrent modification: retry once)', () => {
  it.each([
    ['concurrentModification', 1, 'retry-with-current-version'],
    ['concurrentModification', 2, 'reload-and-throw'],
    ['concurrentModification', 3, 'reload-and-throw'],
    ['other', 1, 'reload-and-throw'],
    ['other', 2, 'reload-and-throw'],
    ['cartNotFoundInStore', 1, 'clear-cart'],
    ['cartNotFoundInStore', 2, 'clear-cart'],
  ] as const)('%s on attempt %i → %s', (kind, attempt, recovery) => {
    expect(cartUpdateRecovery(kind, attempt)).toBe(recovery);
  });
});
