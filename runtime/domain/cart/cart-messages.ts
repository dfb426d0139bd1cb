/**
 * spec/2 §8: the id of the error notification after a failed add to cart, so a repeated failure replaces rather than
 * stacks it.
 */
export const CART_ADDING_PROBLEM_NOTIFICATION_ID = 'cart-adding-problem';

/** spec/2 §8 Error catalogue; spec/3 §8 Cart missing. */
export const CART_NOT_FOUND_MESSAGE = 'Cart not found';
