import { CART_NOT_FOUND_MESSAGE } from './cart-messages.ts';

/** spec/2 §4 Updates, §9 Other: cart updates are queued and debounced by 300 ms. */
export const CART_UPDATE_DEBOUNCE_MS = 300;

/** spec/2 §4 Updates, §9 Other: the Safari delay, 400 ms. */
export const SAFARI_CART_UPDATE_DELAY_MS = 400;

/** spec/2 §4 Updates, §8: on a concurrent-modification error the update is retried once. */
export const CONCURRENT_MODIFICATION_RETRIES = 1;

/** What went wrong with a cart update, as far as the recovery cares. */
export type CartUpdateErrorKind = 'concurrentModification' | 'cartNotFoundInStore' | 'other';

/** What to do after a failed cart update (spec/2 §4 Updates). */
export type CartUpdateRecovery = 'retry-with-current-version' | 'reload-and-throw' | 'clear-cart';

/** A failed update's error, as the commerce answer gives it. */
export interface CartUpdateError {
  /** commercetools error code, e.g. 'ConcurrentModification'. */
  code?: string;
  statusCode?: number;
  message?: string;
}

/** The commerce platform's concurrent-modification error code and HTTP status (409 Conflict). */
export const CONCURRENT_MODIFICATION_CODE = 'ConcurrentModification';
const CONFLICT_STATUS = 409;
/** spec/2 §4: "the error says the cart was not found in the store". */
const NOT_FOUND_IN_STORE = /not found in (?:the )?store/i;
const NOT_FOUND_STATUS = 404;

/** Sorts a failed update's error into the kinds spec/2 §4 Updates treats differently. */
export function cartUpdateErrorKind(error: CartUpdateError): CartUpdateErrorKind {
  if (error.code === CONCURRENT_MODIFICATION_CODE || error.statusCode === CONFLICT_STATUS) {
    return 'concurrentModification';
  }
  // The shop's middleware looks a cart up in the session's store only, and answers any other cart 404 'Cart not found'
  // (spec/2 §8): for the browser that is the cart not found in the store.
  const notFoundHere = error.statusCode === NOT_FOUND_STATUS && error.message === CART_NOT_FOUND_MESSAGE;
  return notFoundHere || NOT_FOUND_IN_STORE.test(error.message ?? '') ? 'cartNotFoundInStore' : 'other';
}

/**
 * spec/2 §4 Updates: a concurrent-modification error is retried once with the server's current version; otherwise the
 * cart is reloaded and the error thrown, unless the error says the cart was not found in the store, in which case
 * the cart is cleared. `attempt` counts from 1: the first send is attempt 1, its retry attempt 2.
 */
export function cartUpdateRecovery(kind: CartUpdateErrorKind, attempt: number): CartUpdateRecovery {
  if (kind === 'cartNotFoundInStore') return 'clear-cart';
  if (kind === 'concurrentModification' && attempt <= CONCURRENT_MODIFICATION_RETRIES) {
    return 'retry-with-current-version';
  }
  return 'reload-and-throw';
}
